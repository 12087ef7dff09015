import { COMPLETION_INDEX } from './controllers/job/indexed.ts';
import { hasIndex, parseIndexes } from './controllers/job/intervals.ts';
import { parseUnits } from './quantity.ts';
import type { KubeObject } from './store.ts';

/** What a simulated container does: how long it runs, what it prints and when, how it exits. */
export interface ContainerPlan {
  /** Infinity: runs until it is stopped. */
  durationMs: number;
  exitCode: number;
  lines: { offsetMs: number; text: string }[];
  /** The terminated state's reason and message when not the usual Completed / Error (OOMKilled). */
  reason?: string;
  message?: string;
}

export const ANNOTATIONS = {
  duration: 'kube-sim.io/duration',
  exitCode: 'kube-sim.io/exit-code',
  logs: 'kube-sim.io/logs',
  startDelay: 'kube-sim.io/start-delay',
  failAttempts: 'kube-sim.io/fail-attempts',
  stopDelay: 'kube-sim.io/stop-delay',
  imagePullError: 'kube-sim.io/image-pull-error',
  /** Indexed jobs: the completion indexes (Kubernetes' list form, "1,3-5") whose pods fail, always. */
  failIndexes: 'kube-sim.io/fail-indexes',
  /** The exit code of those pods (default 1). */
  failExitCode: 'kube-sim.io/fail-exit-code',
} as const;

/** Whether the annotations (job, template, pod) name the pod's completion index in `kube-sim.io/fail-indexes`. */
function failingIndex(annotations: Record<string, string>): boolean {
  const list = annotations[ANNOTATIONS.failIndexes];
  const ix = annotations[COMPLETION_INDEX];
  if (!list || ix === undefined || !/^[0-9]+$/.test(ix)) return false;
  return hasIndex(parseIndexes(list, Number.MAX_SAFE_INTEGER), Number(ix));
}

export const DEFAULT_STOP_DELAY_MS = 1_000;

/**
 * Why pulling `image` fails, as the kubelet reports it in `state.waiting.message` (ErrImagePull), or undefined when
 * it pulls. An image from a `.invalid` registry host never resolves; the annotation `kube-sim.io/image-pull-error`
 * (`not-found` or `unauthorized`) fails any image.
 */
export function imagePullError(image: string, annotation: string | undefined): string | undefined {
  const ref = normalizeImage(image);
  const host = image.includes('/') ? image.split('/')[0]! : '';
  if (host.endsWith('.invalid')) {
    const [repo, tag] = splitRef(image.slice(host.length + 1));
    return `rpc error: code = Unknown desc = failed to pull and unpack image "${ref}": failed to resolve reference "${ref}": failed to do request: Head "https://${host}/v2/${repo}/manifests/${tag}": dial tcp: lookup ${host}: no such host`;
  }
  if (annotation === 'unauthorized')
    return `rpc error: code = Unknown desc = failed to pull and unpack image "${ref}": failed to resolve reference "${ref}": pull access denied, repository does not exist or may require authorization: server message: insufficient_scope: authorization failed`;
  if (annotation)
    return `rpc error: code = NotFound desc = failed to pull and unpack image "${ref}": failed to resolve reference "${ref}": ${ref}: not found`;
  return undefined;
}

function splitRef(nameAndTag: string): [string, string] {
  const at = nameAndTag.indexOf('@');
  if (at >= 0) return [nameAndTag.slice(0, at), nameAndTag.slice(at + 1)];
  const colon = nameAndTag.lastIndexOf(':');
  return colon >= 0 ? [nameAndTag.slice(0, colon), nameAndTag.slice(colon + 1)] : [nameAndTag, 'latest'];
}

/** The fully qualified reference containerd reports (`busybox` → `docker.io/library/busybox:latest`). */
export function normalizeImage(image: string): string {
  const first = image.split('/')[0]!;
  const hasHost =
    image.includes('/') && (first.includes('.') || first.includes(':') || first === 'localhost');
  let name = hasHost ? image : image.includes('/') ? `docker.io/${image}` : `docker.io/library/${image}`;
  const last = name.split('/').pop()!;
  if (!last.includes(':') && !name.includes('@')) name += ':latest';
  return name;
}

export const DEFAULT_DURATION_MS = 10_000;
export const DEFAULT_START_DELAY_MS = 1_000;

/** Parses "30s", "2m", "1h30m", "1500ms" or a plain number of seconds. */
export function parseDuration(v: string | undefined): number | undefined {
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  if (/^[0-9]+(\.[0-9]+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const re = /([0-9]+(?:\.[0-9]+)?)(ms|s|m|h)/g;
  let total = 0;
  let matched = '';
  let m: RegExpExecArray | null;
  for (;;) {
    m = re.exec(s);
    if (!m) break;
    matched += m[0];
    const n = Number(m[1]);
    total += m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : m[2] === 'm' ? n * 60_000 : n * 3_600_000;
  }
  return matched === s && s !== '' ? Math.round(total) : undefined;
}

/** Thrown when a script's values outgrow the container's memory bound while the fast path plans it. */
class MemoryBound extends Error {}

function unquote(word: string, env: Record<string, string>, bound: number): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const c = word[i]!;
    if (c === "'") {
      const j = word.indexOf("'", i + 1);
      out += word.slice(i + 1, j < 0 ? undefined : j);
      i = j < 0 ? word.length : j + 1;
    } else if (c === '"') {
      let j = i + 1;
      let seg = '';
      while (j < word.length && word[j] !== '"') seg += word[j++];
      out += expand(seg, env, bound - out.length);
      i = j + 1;
    } else {
      let j = i;
      while (j < word.length && word[j] !== "'" && word[j] !== '"') j++;
      out += expand(word.slice(i, j), env, bound - out.length);
      i = j;
    }
    if (out.length > bound) throw new MemoryBound();
  }
  return out;
}

/** `$NAME` and `${NAME}` from env, failing as soon as the result would pass `bound` characters. */
function expand(s: string, env: Record<string, string>, bound: number): string {
  const parts: string[] = [];
  let length = 0;
  let last = 0;
  for (const m of s.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const value = env[m[1] ?? m[2]!] ?? '';
    length += m.index! - last + value.length;
    if (length > bound) throw new MemoryBound();
    parts.push(s.slice(last, m.index), value);
    last = m.index! + m[0].length;
  }
  parts.push(s.slice(last));
  return parts.join('');
}

/** Splits a shell word list, keeping quoted segments together. */
function splitWords(s: string): string[] {
  const words: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      cur += c;
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
      cur += c;
    } else if (/\s/.test(c)) {
      if (cur) words.push(cur);
      cur = '';
    } else cur += c;
  }
  if (cur) words.push(cur);
  return words;
}

/**
 * Splits a script into simple commands at `;`, `&&` and newlines, when it is a straight line of commands whose
 * meaning needs no interpreter: `echo` (no options), `sleep N[smh]`, `exit N`, `true`, `:` and `NAME=value`, with
 * words that are literals, single-quoted strings or double-quoted strings with `$NAME` / `${NAME}` in them. Such a
 * script is planned at once, exactly as bash runs it; anything else (loops, pipes, conditions, substitutions,
 * globs, escapes, other commands) goes to the sandboxed shell. Returns undefined for those.
 */
export function straightLineStatements(script: string): string[] | undefined {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (quote === "'") {
      cur += c;
      if (c === "'") quote = null;
      continue;
    }
    if (c === '$') {
      const m = /^\$(?:\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)/.exec(script.slice(i));
      if (!m || quote !== '"') return undefined; // $?, $1, ${x:-y}, $(...), or unquoted (word splitting)
      cur += m[0];
      i += m[0].length - 1;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === '\\' || c === '`' || c === '!') return undefined;
      cur += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      cur += c;
    } else if (c === ';' || c === '\n') {
      out.push(cur);
      cur = '';
    } else if (c === '&' && script[i + 1] === '&') {
      out.push(cur);
      cur = '&&';
      i++;
    } else if ('|&<>(){}`\\*?[]~!#'.includes(c)) return undefined;
    else cur += c;
  }
  if (quote) return undefined;
  out.push(cur);
  const statements: string[] = [];
  let previous = '';
  for (const raw of out) {
    let st = raw.trim();
    if (st.startsWith('&&')) {
      // `a && b` runs b only when a succeeded: exact here only after commands that cannot fail.
      if (!['echo', 'sleep', 'true', ':', 'assign'].includes(previous)) return undefined;
      st = st.slice(2).trim();
      if (!st) return undefined;
    }
    if (!st) continue;
    const words = splitWords(st);
    const cmd = words[0]!;
    if (cmd === 'echo') {
      if (words[1]?.replace(/^["']/, '').startsWith('-')) return undefined;
    } else if (cmd === 'sleep') {
      if (words.length !== 2 || !/^[0-9]+(\.[0-9]+)?[smh]?$/.test(words[1]!)) return undefined;
    } else if (cmd === 'exit') {
      if (
        words.length > 2 ||
        (words[1] !== undefined && !/^([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$/.test(words[1]))
      )
        return undefined;
    } else if (cmd === 'true' || cmd === ':') {
      if (words.length > 1) return undefined;
    } else if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(cmd)) {
      if (words.length !== 1) return undefined;
    } else return undefined;
    previous = /^[A-Za-z_][A-Za-z0-9_]*=/.test(cmd) ? 'assign' : cmd;
    statements.push(st);
  }
  return statements;
}

/** What a container's command does, before the annotations have their say. */
export interface DerivedPlan {
  lines: { offsetMs: number; text: string }[];
  /** Undefined when the command gives no timing (no `sleep`); Infinity when it runs until stopped. */
  durationMs?: number;
  exitCode?: number;
  /** Set when the command outgrew its memory bound: the container is OOM-killed at `durationMs`. */
  oom?: string;
}

/** A shell script the fast path cannot plan: it runs in the sandboxed shell (see shell.ts). */
export interface ShellScript {
  shell: { script: string; env: Record<string, string> };
}

/** The most one value or line of a simulated container may hold: its memory limit, at most 16 MiB. */
export const SIM_MEMORY_BOUND = 16 * 1024 * 1024;

export function memoryBound(container: KubeObject['spec']): number {
  const limit = container?.resources?.limits?.memory;
  let bytes = Number.POSITIVE_INFINITY;
  if (limit !== undefined) {
    try {
      bytes = parseUnits(limit);
    } catch {
      // validated at admission; a bad value here just means "no limit"
    }
  }
  return Math.max(1024, Math.min(bytes, SIM_MEMORY_BOUND));
}

export function oomMessage(container: KubeObject['spec'], what: string): string {
  const limit = container?.resources?.limits?.memory;
  return (
    `kube-sim: the container outgrew its memory (${what}); a simulated container may hold at most ` +
    `${memoryBound(container)} bytes in one value or line${limit !== undefined ? ` (memory limit ${limit})` : ''}`
  );
}

const SHELLS = ['sh', 'bash', '/bin/sh', '/bin/bash', 'ash', '/bin/ash', 'zsh', '/usr/bin/env'];

/**
 * Derives a plan from a container's command. A straight-line shell script (see `straightLineStatements`) is
 * planned here: `echo` prints, `sleep` takes time, `exit N` ends; any other script is returned for the sandboxed
 * shell; a command that is not a shell script prints a `+ cmd args` trace line.
 */
export function planFromCommand(
  container: KubeObject['spec'],
  podEnv: Record<string, string> = {},
): DerivedPlan | ShellScript {
  const argv: string[] = [...(container?.command ?? []), ...(container?.args ?? [])];
  const env: Record<string, string> = { ...podEnv };
  for (const e of container?.env ?? []) if (typeof e.value === 'string') env[e.name] = e.value;
  const bound = memoryBound(container);
  const lines: { offsetMs: number; text: string }[] = [];
  if (argv.length === 0) {
    return { lines: [{ offsetMs: 0, text: `Starting ${container?.image ?? 'container'}` }] };
  }
  const cIdx = argv.indexOf('-c');
  const isShell = SHELLS.includes(argv[0]!) && cIdx > 0 && argv[cIdx + 1] !== undefined;
  if (!isShell) {
    const text = `+ ${argv.map((a) => (/[\s'"]/.test(a) ? JSON.stringify(a) : a)).join(' ')}`;
    if (text.length > bound)
      return { lines: [], durationMs: 0, exitCode: 137, oom: oomMessage(container, 'its command') };
    return { lines: [{ offsetMs: 0, text }] };
  }
  const script = argv[cIdx + 1]!;
  const statements = straightLineStatements(script);
  if (!statements) return { shell: { script, env } };
  let t = 0;
  let sawSleep = false;
  let exitCode: number | undefined;
  try {
    for (const st of statements) {
      const words = splitWords(st);
      const cmd = words[0] ?? '';
      const args = words.slice(1).map((w) => unquote(w, env, bound));
      if (cmd === 'echo') {
        const text = args.join(' ');
        if (text.length > bound) throw new MemoryBound();
        lines.push({ offsetMs: t, text });
      } else if (cmd === 'sleep') {
        t += parseDuration(args[0]) ?? 0;
        sawSleep = true;
      } else if (cmd === 'exit') {
        exitCode = Number(args[0] ?? 0) || 0;
        break;
      } else if (cmd !== 'true' && cmd !== ':') {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(st)!;
        env[m[1]!] = unquote(m[2]!, env, bound);
      }
    }
  } catch (err) {
    if (!(err instanceof MemoryBound)) throw err;
    return {
      lines,
      durationMs: t,
      exitCode: 137,
      oom: oomMessage(container, 'a value or line of its script'),
    };
  }
  return { lines, durationMs: sawSleep ? t : undefined, exitCode };
}

/** The plan for one container of a pod, from the pod's (or its job's) annotations, else from its command. */
export function containerPlan(
  container: KubeObject['spec'],
  annotations: Record<string, string>,
  attempt: number,
  derivedPlan?: DerivedPlan,
): ContainerPlan {
  let derived = derivedPlan;
  if (!derived) {
    const p = planFromCommand(container);
    derived =
      'shell' in p ? { lines: [{ offsetMs: 0, text: `+ sh -c ${JSON.stringify(p.shell.script)}` }] } : p;
  }
  if (derived.oom !== undefined) {
    // An OOM kill ends the container whatever the annotations say.
    const at = derived.durationMs ?? 0;
    return {
      durationMs: at,
      exitCode: 137,
      reason: 'OOMKilled',
      message: derived.oom,
      lines: derived.lines.filter((l) => l.offsetMs <= at),
    };
  }
  const annotatedDuration = parseDuration(annotations[ANNOTATIONS.duration]);
  const durationMs = annotatedDuration ?? derived.durationMs ?? DEFAULT_DURATION_MS;
  let exitCode =
    annotations[ANNOTATIONS.exitCode] !== undefined
      ? Number(annotations[ANNOTATIONS.exitCode]) || 0
      : (derived.exitCode ?? 0);
  const failAttempts = Number(annotations[ANNOTATIONS.failAttempts] ?? 0);
  if (failAttempts > 0) exitCode = attempt < failAttempts ? exitCode || 1 : 0;
  if (failingIndex(annotations)) exitCode = Number(annotations[ANNOTATIONS.failExitCode]) || 1;
  let lines = derived.lines;
  const logText = annotations[ANNOTATIONS.logs];
  const derivedFinite = derived.durationMs !== undefined && Number.isFinite(derived.durationMs);
  if (logText !== undefined) {
    let texts: string[];
    try {
      const parsed = JSON.parse(logText);
      texts = Array.isArray(parsed) ? parsed.map(String) : String(logText).split('\n');
    } catch {
      texts = String(logText).split('\n');
    }
    const step = texts.length > 1 && Number.isFinite(durationMs) ? durationMs / texts.length : 0;
    lines = texts.map((text, i) => ({ offsetMs: Math.floor(i * step), text }));
  } else if (derived.durationMs === undefined && lines.length > 0 && annotatedDuration === undefined) {
    // No sleeps: spread the lines over the default duration so followers see them arrive.
    const step = durationMs / (lines.length + 1);
    lines = lines.map((l, i) => ({ offsetMs: Math.floor(i * step), text: l.text }));
  } else if (derivedFinite && annotatedDuration !== undefined && derived.durationMs! > 0) {
    const f = annotatedDuration / derived.durationMs!;
    lines = lines.map((l) => ({ offsetMs: Math.floor(l.offsetMs * f), text: l.text }));
  } else if (!derivedFinite) {
    // A script that runs until stopped: what it printed after the annotated end never happens.
    lines = lines.filter((l) => l.offsetMs <= durationMs);
  }
  return {
    durationMs,
    exitCode,
    lines: lines.map((l) => ({ ...l, offsetMs: Math.min(l.offsetMs, durationMs) })),
  };
}
