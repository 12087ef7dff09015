/**
 * Replays a recording (kube-sim/test/fidelity/requests.yaml) against one target and collects the normalized
 * answers per step id. The same recording against two targets gives two result maps that `compareResults` diffs.
 */

import fs from 'node:fs';
import YAML from 'yaml';
import { type Difference, diffValues, type KnownDifference, matchKnown } from './compare.ts';
import {
  type Json,
  type NormalizeContext,
  newContext,
  normalizeAnswer,
  normalizeWatchEvents,
} from './normalize.ts';
import type { Answer, Identity, Target } from './target.ts';

export interface Condition {
  /** Field path into the answer's JSON: `status.conditions[type=Admitted].status`, `items.length`. */
  path?: string;
  equals?: Json;
  /** The field is present (true) or absent (false). */
  exists?: boolean;
  /** The answer's status code. */
  status?: number;
}

export interface Step {
  id: string;
  as?: Identity;
  method?: string;
  path?: string;
  /** JSON body (an object), or raw text (a string, sent as is). */
  body?: Json;
  contentType?: string;
  accept?: string;
  /** Repeat the request until this holds (or `timeoutMs` passes); the last answer is compared. */
  until?: Condition | Condition[];
  timeoutMs?: number;
  /** Variables taken from the answer (`name: field path`), used later as `${name}`. */
  save?: Record<string, string>;
  /** Compare this step's answer (default true); false for setup and cleanup. */
  compare?: boolean;
  /** Keep only these keys of the maps at these paths (discovery: the groups and resources kube-sim serves). */
  only?: Record<string, string[]>;
  /** Paths left out of the comparison (`*` for one segment). */
  drop?: string[];
  /** A watch on this path (from the current resourceVersion of its list) open while `during` runs. */
  watch?: string;
  during?: Step[];
  /** How many (folded) events to wait for after `during`. */
  events?: number;
}

export interface Recording {
  description?: string;
  /** Regular expressions replaced in every string of every answer: `[pattern, replacement]`. */
  replacements?: [string, string][];
  setup?: Step[];
  steps: Step[];
  cleanup?: Step[];
}

export type StepResult =
  | { kind: 'answer'; answer: ReturnType<typeof normalizeAnswer>; waitedOut?: boolean }
  | { kind: 'watch'; status: number; events: string[] }
  | { kind: 'error'; message: string };

export function loadRecording(file: string): Recording {
  const r = YAML.parse(fs.readFileSync(file, 'utf8')) as Recording;
  const ids = new Set<string>();
  const visit = (steps: Step[] | undefined) => {
    for (const s of steps ?? []) {
      if (!s.id) throw new Error(`${file}: a step without id`);
      if (ids.has(s.id)) throw new Error(`${file}: step id ${s.id} used twice`);
      ids.add(s.id);
      if (!s.path && !s.watch) throw new Error(`${file}: step ${s.id} has neither path nor watch`);
      visit(s.during);
    }
  };
  visit(r.setup);
  visit(r.steps);
  visit(r.cleanup);
  return r;
}

/** The normalization context of a recording: the Jobs it creates and the generateName prefixes it uses. */
export function contextFor(r: Recording): NormalizeContext {
  const ctx = newContext((r.replacements ?? []).map(([p, s]) => [new RegExp(p, 'g'), s]));
  const visit = (steps: Step[] | undefined) => {
    for (const s of steps ?? []) {
      const md = (s.body as { metadata?: { name?: string; generateName?: string } } | undefined)?.metadata;
      if (s.method === 'POST' && /\/jobs(\?|$)/.test(s.path ?? '') && md?.name) ctx.jobNames.add(md.name);
      if (md?.generateName) ctx.generatePrefixes.add(md.generateName);
      visit(s.during);
    }
  };
  visit(r.setup);
  visit(r.steps);
  visit(r.cleanup);
  return ctx;
}

/** `a.b[0].c`, `items[metadata.name=x].status`, `items.length`. */
export function resolvePath(v: unknown, p: string): unknown {
  const tokens = p.match(/[^.[\]]+|\[[^\]]*\]/g) ?? [];
  let cur: unknown = v;
  for (const t of tokens) {
    if (cur === undefined || cur === null) return undefined;
    if (t.startsWith('[')) {
      const inner = t.slice(1, -1);
      const eq = inner.indexOf('=');
      if (eq < 0) cur = (cur as unknown[])[Number(inner)];
      else {
        const key = inner.slice(0, eq);
        const want = inner.slice(eq + 1);
        cur = Array.isArray(cur) ? cur.find((x) => String(resolvePath(x, key)) === want) : undefined;
      }
    } else if (t === 'length' && Array.isArray(cur)) cur = cur.length;
    else cur = (cur as Record<string, unknown>)[t];
  }
  return cur;
}

function holds(a: Answer, conds: Condition[]): boolean {
  let json: unknown;
  try {
    json = JSON.parse(a.text);
  } catch {
    json = undefined;
  }
  return conds.every((c) => {
    if (c.status !== undefined && a.status !== c.status) return false;
    if (c.path === undefined) return true;
    const v = resolvePath(json, c.path);
    if (c.exists !== undefined && (v !== undefined) !== c.exists) return false;
    if (c.equals !== undefined && JSON.stringify(v) !== JSON.stringify(c.equals)) return false;
    return true;
  });
}

function substitute<T>(v: T, vars: Record<string, string>): T {
  if (typeof v === 'string')
    return v.replace(/\$\{(\w+)\}/g, (m, k: string) => (k in vars ? vars[k]! : m)) as T;
  if (Array.isArray(v)) return v.map((x) => substitute(x, vars)) as T;
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, substitute(x, vars)])) as T;
  return v;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ReplayOptions {
  /** Called after each step (progress). */
  onStep?: (id: string, r: StepResult) => void;
  /** Polling interval for `until` (default 250 ms). */
  pollMs?: number;
}

export async function replay(
  target: Target,
  r: Recording,
  opts: ReplayOptions = {},
): Promise<Map<string, StepResult>> {
  const ctx = contextFor(r);
  const vars: Record<string, string> = {};
  const results = new Map<string, StepResult>();

  const send = async (step: Step): Promise<{ answer: Answer; waitedOut: boolean }> => {
    const s = substitute(step, vars);
    const conds = s.until ? (Array.isArray(s.until) ? s.until : [s.until]) : [];
    const deadline = Date.now() + (s.timeoutMs ?? 30_000);
    for (;;) {
      const answer = await target.request(s.as ?? 'admin', s.method ?? 'GET', s.path!, {
        body: s.body === undefined ? undefined : typeof s.body === 'string' ? s.body : JSON.stringify(s.body),
        contentType: s.contentType,
        accept: s.accept,
      });
      if (holds(answer, conds)) return { answer, waitedOut: false };
      if (Date.now() > deadline) return { answer, waitedOut: true };
      await sleep(opts.pollMs ?? 250);
    }
  };

  const runStep = async (step: Step): Promise<void> => {
    let result: StepResult;
    try {
      if (step.watch) result = await runWatch(step);
      else {
        const { answer, waitedOut } = await send(step);
        if (step.save) {
          let json: unknown;
          try {
            json = JSON.parse(answer.text);
          } catch {}
          for (const [k, p] of Object.entries(step.save)) {
            const v = resolvePath(json, p);
            if (v !== undefined) vars[k] = String(v);
          }
        }
        result = {
          kind: 'answer',
          answer: normalizeAnswer(answer, ctx, { only: step.only, drop: step.drop }),
          ...(waitedOut ? { waitedOut } : {}),
        };
      }
    } catch (e) {
      result = { kind: 'error', message: (e as Error).message };
    }
    results.set(step.id, result);
    opts.onStep?.(step.id, result);
  };

  const runWatch = async (step: Step): Promise<StepResult> => {
    const s = substitute(step, vars);
    const p = s.watch!;
    const list = await target.request(s.as ?? 'admin', 'GET', p);
    let rv = '';
    try {
      rv =
        (JSON.parse(list.text) as { metadata?: { resourceVersion?: string } }).metadata?.resourceVersion ??
        '';
    } catch {}
    const lines: string[] = [];
    const sep = p.includes('?') ? '&' : '?';
    const w = await target.watch(s.as ?? 'admin', `${p}${sep}watch=1&resourceVersion=${rv}`, (l) =>
      lines.push(l),
    );
    try {
      for (const d of step.during ?? []) await runStep(d);
      const deadline = Date.now() + (s.timeoutMs ?? 15_000);
      while (normalizeWatchEvents(lines, ctx).length < (s.events ?? 0) && Date.now() < deadline)
        await sleep(100);
      // A moment for events beyond the expected count (a difference too).
      await sleep(500);
    } finally {
      w.close();
    }
    return { kind: 'watch', status: w.status, events: normalizeWatchEvents(lines, ctx) };
  };

  for (const s of r.setup ?? []) await runStep({ ...s, compare: false });
  try {
    for (const s of r.steps) await runStep(s);
  } finally {
    for (const s of r.cleanup ?? []) await runStep({ ...s, compare: false });
  }
  return results;
}

function compared(r: Recording): Step[] {
  const out: Step[] = [];
  const visit = (steps: Step[] | undefined) => {
    for (const s of steps ?? []) {
      if (s.compare !== false) out.push(s);
      visit(s.during);
    }
  };
  visit(r.steps);
  return out;
}

function resultJson(x: StepResult | undefined): Json | undefined {
  if (!x) return undefined;
  if (x.kind === 'answer') return x.answer as unknown as Json;
  if (x.kind === 'watch') return { status: x.status, events: x.events };
  return { error: x.message };
}

/** Differences between the two runs' results, step by step, each marked with its reason when it is known. */
export function compareResults(
  r: Recording,
  sim: Map<string, StepResult>,
  real: Map<string, StepResult>,
  known: KnownDifference[],
): Difference[] {
  const out: Difference[] = [];
  for (const s of compared(r)) {
    for (const d of diffValues(s.id, '', resultJson(sim.get(s.id)), resultJson(real.get(s.id)))) {
      const k = matchKnown(d, known);
      out.push(k ? { ...d, known: k.reason } : d);
    }
  }
  return out;
}
