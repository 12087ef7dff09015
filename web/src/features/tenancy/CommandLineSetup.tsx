import { Card } from '../../ui/Card.tsx';

/** The lines that install `kb` from this server and log in to it (the token is asked for, hidden). */
export function commandLineSetup(origin: string): string[] {
  return [
    `curl -fsSL ${origin}/cli/kb.mjs -o kb && chmod +x kb`,
    `./kb login ${origin}`,
    `./kb run -p PROJECT --cpu 1 --memory 1Gi --wait busybox -- echo hello`,
  ];
}

/**
 * "Command line": how to get `kb` (served by this server, so it always matches it: Node 20 or newer, nothing
 * else) and log in with a token made above.
 */
export function CommandLineSetup({ origin = window.location.origin }: { origin?: string }) {
  const lines = commandLineSetup(origin);
  return (
    <section aria-labelledby="command-line-heading" className="page-section">
      <h2 className="section-title" id="command-line-heading">
        Command line
      </h2>
      <Card>
        <div className="command-line-setup">
          <p>
            Download <code>kb</code> (one file, needs Node.js 20 or newer) and log in: it asks for a token
            made above. <code>./kb --help</code> lists every command.
          </p>
          <figure aria-label="Commands to install kb and log in">
            {/* Focusable: a narrow screen scrolls it sideways, and the keyboard must reach it too. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access */}
            <pre tabIndex={0}>
              <code>{lines.join('\n')}</code>
            </pre>
          </figure>
          <p>
            Spec files for <code>kb run -f</code> follow{' '}
            <a href={`${origin}/schemas/process.json`}>this JSON Schema</a>.
          </p>
        </div>
      </Card>
    </section>
  );
}
