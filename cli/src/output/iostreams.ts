/**
 * The terminal, decided once (as gh's iostreams): whether stdout and stderr are terminals, whether to colour,
 * and a live status line that a terminal rewrites in place while a pipe gets one plain line per change.
 */
export interface IoStreams {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  stdoutTty: boolean;
  stderrTty: boolean;
  colour: boolean;
}

export function systemStreams(env: NodeJS.ProcessEnv = process.env): IoStreams {
  const stdoutTty = Boolean(process.stdout.isTTY);
  const stderrTty = Boolean(process.stderr.isTTY);
  const noColour = 'NO_COLOR' in env || env.TERM === 'dumb';
  return {
    out: process.stdout,
    err: process.stderr,
    stdoutTty,
    stderrTty,
    colour: !noColour && (stdoutTty || stderrTty) && env.FORCE_COLOR !== '0',
  };
}

const CODES = { red: 31, green: 32, yellow: 33, blue: 34, grey: 90, bold: 1 } as const;
export type Colour = keyof typeof CODES;

export function paint(io: IoStreams, colour: Colour, text: string): string {
  return io.colour ? `\x1b[${CODES[colour]}m${text}\x1b[0m` : text;
}

/** The colour of a version status. */
export function statusColour(status: string): Colour {
  if (status === 'SUCCEEDED') return 'green';
  if (status === 'FAILED' || status === 'LOST') return 'red';
  if (status === 'RUNNING') return 'blue';
  if (status === 'CANCELLED') return 'grey';
  return 'yellow';
}

/**
 * Status on stderr: a terminal gets one line rewritten in place (`update`), a pipe or NO_COLOR terminal one line
 * per distinct text; `done` ends the live line.
 */
export class StatusLine {
  private shown = '';
  private live = false;
  constructor(private readonly io: IoStreams) {}

  private get inPlace() {
    return this.io.stderrTty && this.io.colour;
  }

  update(text: string): void {
    if (text === this.shown) return;
    this.shown = text;
    if (this.inPlace) {
      this.io.err.write(`\r\x1b[K${truncate(text, terminalWidth() - 1)}`);
      this.live = true;
    } else {
      this.io.err.write(`${stripAnsi(text)}\n`);
    }
  }

  /** Ends the live line (before other output, or at the end). */
  clear(): void {
    if (this.live) this.io.err.write('\n');
    this.live = false;
    this.shown = '';
  }

  /** Writes `text` to stdout without breaking the live line: cleared, written, shown again. */
  print(text: string): void {
    const shown = this.shown;
    if (this.live) this.io.err.write('\r\x1b[K');
    this.io.out.write(text);
    if (this.live && shown) this.io.err.write(truncate(shown, terminalWidth() - 1));
  }
}

/** The terminal's width (80 when it does not say, e.g. a pseudo-terminal without a size). */
function terminalWidth(): number {
  const columns = (process.stderr as { columns?: number }).columns;
  return columns && columns > 20 ? columns : 80;
}

export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences are what is removed
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

/** Cuts visible text to `width` characters (escape sequences kept). */
export function truncate(text: string, width: number): string {
  if (stripAnsi(text).length <= width) return text;
  const plain = stripAnsi(text);
  return `${plain.slice(0, Math.max(0, width - 1))}…`;
}
