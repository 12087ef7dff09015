/**
 * Normalizes API answers so that two clusters' answers to the same request can be compared: what differs by nature
 * (uids, resourceVersions, timestamps, generated names, managedFields) is dropped or replaced by a placeholder;
 * what tells behaviour (status codes, Status bodies, reasons, messages, conditions, discovery, positions) is kept.
 * Lists become maps keyed by name (conditions by type) so that a difference has a stable path.
 */

import type { Answer } from './target.ts';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const DROPPED_KEYS = new Set(['uid', 'resourceVersion', 'managedFields', 'selfLink', 'continue']);
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** apimachinery's name generator alphabet (`utilrand.String`). */
const GEN = '[bcdfghjklmnpqrstvwxz2456789]{5}';

export interface NormalizeContext {
  /**
   * Names of Jobs the recording created: their pods (`NAME-xxxxx`, Indexed: `NAME-INDEX-xxxxx`) and Workloads
   * (`job-NAME-hash`) are generated.
   */
  jobNames: Set<string>;
  /** `generateName` prefixes the recording used. */
  generatePrefixes: Set<string>;
  /** Further replacements on every string (e.g. durations inside Kueue's messages). */
  replacements: [RegExp, string][];
}

export function newContext(replacements: [RegExp, string][] = []): NormalizeContext {
  return { jobNames: new Set(), generatePrefixes: new Set(), replacements };
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function normalizeString(s: string, ctx: NormalizeContext): string {
  if (TIME.test(s)) return '<time>';
  let out = s.replace(UUID, '<uid>');
  for (const job of ctx.jobNames) {
    out = out
      .replace(new RegExp(`\\bjob-${esc(job)}-[0-9a-f]{5}\\b`, 'g'), `job-${job}-<hash>`)
      .replace(new RegExp(`\\b${esc(job)}-${GEN}\\b`, 'g'), `${job}-<gen>`)
      // an Indexed Job's pods: `NAME-INDEX-xxxxx`
      .replace(new RegExp(`\\b${esc(job)}-(\\d+)-${GEN}\\b`, 'g'), `${job}-$1-<gen>`);
  }
  for (const prefix of ctx.generatePrefixes)
    out = out.replace(new RegExp(`\\b${esc(prefix)}${GEN}\\b`, 'g'), `${prefix}<gen>`);
  for (const [re, rep] of ctx.replacements) out = out.replace(re, rep);
  return out;
}

function keyOf(el: Json): string | undefined {
  if (!el || typeof el !== 'object' || Array.isArray(el)) return undefined;
  const md = el.metadata as { name?: unknown } | undefined;
  if (md && typeof md === 'object' && typeof md.name === 'string') return md.name;
  if (typeof el.type === 'string' && ('status' in el || 'reason' in el)) return el.type;
  for (const k of ['name', 'resource', 'subresource', 'groupVersion', 'version', 'key']) {
    if (typeof el[k] === 'string') return el[k] as string;
  }
  return undefined;
}

export function normalizeValue(v: Json, ctx: NormalizeContext): Json {
  if (typeof v === 'string') return normalizeString(v, ctx);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const norm = v.map((x) => normalizeValue(x, ctx));
    const keys = norm.map(keyOf);
    if (norm.length === 0 || keys.some((k) => k === undefined)) return norm;
    const out: Record<string, Json> = {};
    norm.forEach((el, i) => {
      let k = keys[i]!;
      for (let n = 2; k in out; n++) k = `${keys[i]}#${n}`;
      out[k] = el;
    });
    return out;
  }
  const out: Record<string, Json> = {};
  for (const [k, x] of Object.entries(v)) {
    if (DROPPED_KEYS.has(k)) continue;
    out[normalizeString(k, ctx)] = normalizeValue(x, ctx);
  }
  return out;
}

/** Keeps only the named keys of the maps at the given paths (`groups`, `resources`, `items`…; `/`-separated). */
export function keepOnly(v: Json, only: Record<string, string[]>): Json {
  for (const [p, keys] of Object.entries(only)) {
    const segs = p.split('/');
    let parent: Json = v;
    for (const s of segs.slice(0, -1))
      parent = parent && typeof parent === 'object' ? (parent as never)[s] : null;
    const last = segs[segs.length - 1]!;
    if (!parent || typeof parent !== 'object' || Array.isArray(parent)) continue;
    const m = (parent as Record<string, Json>)[last];
    if (Array.isArray(m) && m.length === 0) {
      // An empty list stays a list in normalization, a non-empty one becomes a map: both keep none of it alike.
      (parent as Record<string, Json>)[last] = {};
      continue;
    }
    if (!m || typeof m !== 'object' || Array.isArray(m)) continue;
    (parent as Record<string, Json>)[last] = Object.fromEntries(
      Object.entries(m).filter(([k]) => keys.includes(k)),
    );
  }
  return v;
}

export interface NormalizedAnswer {
  status: number;
  warnings: string[];
  body: Json;
}

/** Drops the given `/`-separated paths (`*` matches one segment). */
export function dropPaths(v: Json, paths: string[]): Json {
  const drop = (node: Json, segs: string[]) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const [head, ...rest] = segs;
    for (const k of Object.keys(node)) {
      if (head !== '*' && head !== k) continue;
      if (rest.length === 0) delete (node as Record<string, Json>)[k];
      else drop((node as Record<string, Json>)[k]!, rest);
    }
  };
  for (const p of paths) drop(v, p.split('/'));
  return v;
}

export function normalizeAnswer(
  a: Answer,
  ctx: NormalizeContext,
  opts: { only?: Record<string, string[]>; drop?: string[] } = {},
): NormalizedAnswer {
  let body: Json;
  try {
    body = normalizeValue(JSON.parse(a.text) as Json, ctx);
  } catch {
    body = normalizeString(a.text.length > 2000 ? `${a.text.slice(0, 2000)}…` : a.text, ctx);
  }
  // Paths are relative to the body; a leading `body/` is allowed.
  const rel = (p: string) => p.replace(/^body\//, '');
  if (opts.only)
    body = keepOnly(body, Object.fromEntries(Object.entries(opts.only).map(([p, k]) => [rel(p), k])));
  if (opts.drop) body = dropPaths(body, opts.drop.map(rel));
  return { status: a.status, warnings: a.warnings.map((w) => normalizeString(w, ctx)).sort(), body };
}

/**
 * A watch's events as `TYPE Kind name` lines, in order; BOOKMARKs left out; consecutive MODIFIED events of one
 * object folded into one (how many status writes a controller makes is timing, not behaviour).
 */
export function normalizeWatchEvents(lines: string[], ctx: NormalizeContext): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let ev: {
      type?: string;
      object?: { kind?: string; code?: number; reason?: string; metadata?: { name?: string } };
    };
    try {
      ev = JSON.parse(line);
    } catch {
      out.push(`UNPARSABLE ${line.slice(0, 80)}`);
      continue;
    }
    if (ev.type === 'BOOKMARK') continue;
    const o = ev.object ?? {};
    const entry =
      ev.type === 'ERROR'
        ? `ERROR ${o.code} ${o.reason}`
        : `${ev.type} ${o.kind} ${normalizeString(o.metadata?.name ?? '', ctx)}`;
    if (ev.type === 'MODIFIED' && out[out.length - 1] === entry) continue;
    out.push(entry);
  }
  return out;
}
