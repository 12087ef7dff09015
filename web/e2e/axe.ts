import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** Runs axe-core (WCAG 2.x A and AA rules and best practices) on the page as it is; one line per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are judged when settled, not halfway through a transition or a shimmer.
  // Through the CSSOM: the app's Content-Security-Policy (style-src 'self') refuses an injected <style> element.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<unknown> } }).axe.run(document),
  )) as AxeResults;
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | ')}`,
  );
}

/** axe-core's violations on the page in the light and the dark colour scheme, each line tagged with it. */
export async function axeViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((line) => `[${colorScheme}] ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
