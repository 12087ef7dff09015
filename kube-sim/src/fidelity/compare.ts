/**
 * Differences between two normalized answers, by path, and the accepted ones: the list in kube-sim/README.md
 * (between `<!-- fidelity-known:start -->` and `<!-- fidelity-known:end -->`, a YAML list of
 * `{ step, path, reason }`, globs: `*` within one path segment or step id, `**` across segments).
 */

import fs from 'node:fs';
import YAML from 'yaml';
import type { Json } from './normalize.ts';

export interface Difference {
  step: string;
  path: string;
  sim: Json | '<absent>';
  real: Json | '<absent>';
  /** The reason from the known-differences list, when it is accepted. */
  known?: string;
}

export interface KnownDifference {
  step: string;
  path: string;
  reason: string;
}

const ABSENT = '<absent>' as const;

export function diffValues(
  step: string,
  path: string,
  sim: Json | undefined,
  real: Json | undefined,
): Difference[] {
  const isMap = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (isMap(sim) && isMap(real)) {
    const out: Difference[] = [];
    for (const k of new Set([...Object.keys(sim), ...Object.keys(real)]))
      out.push(...diffValues(step, `${path}/${k}`, sim[k], real[k]));
    return out;
  }
  if (JSON.stringify(sim) === JSON.stringify(real)) return [];
  return [{ step, path, sim: sim === undefined ? ABSENT : sim, real: real === undefined ? ABSENT : real }];
}

function globToRegExp(glob: string, segmentSep: string | undefined): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += segmentSep ? `[^${segmentSep}]*` : '.*';
    else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function matchKnown(d: Difference, known: KnownDifference[]): KnownDifference | undefined {
  return known.find(
    (k) =>
      globToRegExp(k.step, undefined).test(d.step) &&
      globToRegExp(k.path, '/').test(d.path.replace(/^\//, '')),
  );
}

const START = '<!-- fidelity-known:start -->';
const END = '<!-- fidelity-known:end -->';

/** Reads the accepted differences from kube-sim/README.md's fenced YAML block between the markers. */
export function loadKnownDifferences(readmePath: string): KnownDifference[] {
  const text = fs.readFileSync(readmePath, 'utf8');
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${readmePath}: no ${START} … ${END} block`);
  const block = text
    .slice(a + START.length, b)
    .replace(/^\s*```ya?ml\s*$/m, '')
    .replace(/^\s*```\s*$/m, '');
  const list = (YAML.parse(block) ?? []) as KnownDifference[];
  for (const k of list) {
    if (!k.step || !k.path || !k.reason)
      throw new Error(`${readmePath}: known difference without step/path/reason: ${JSON.stringify(k)}`);
  }
  return list;
}

export function formatValue(v: Json | '<absent>'): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}

export function formatDifferences(diffs: Difference[], opts: { showKnown?: boolean } = {}): string {
  const lines: string[] = [];
  for (const d of diffs) {
    if (d.known && !opts.showKnown) continue;
    lines.push(`${d.known ? '  (known) ' : '  '}${d.step} ${d.path}`);
    lines.push(`      kube-sim: ${formatValue(d.sim)}`);
    lines.push(`      real:     ${formatValue(d.real)}`);
    if (d.known) lines.push(`      why: ${d.known}`);
  }
  return lines.join('\n');
}
