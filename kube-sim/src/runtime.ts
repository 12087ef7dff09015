import type { KubeObject } from './store.ts';

/** What a simulated container does: how long it runs, what it prints and when, how it exits. */
export interface ContainerPlan {
  durationMs: number;
  exitCode: number;
  lines: { offsetMs: number; text: string }[];
}

export const ANNOTATIONS = {
  duration: 'kube-sim.io/duration',
  exitCode: 'kube-sim.io/exit-code',
  logs: 'kube-sim.io/logs',
  startDelay: 'kube-sim.io/start-delay',
  failAttempts: 'kube-sim.io/fail-attempts',
  stopDelay: 'kube-sim.io/stop-delay',
  imagePullError: 'kube-sim.io/image-pull-error',
} as const;

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

function unquote(word: string, env: Record<string, string>): string {
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
      while (j < word.length && word[j] !== '"') {
        if (word[j] === '\\' && j + 1 < word.length) {
          seg += word[j + 1];
          j += 2;
        } else seg += word[j++];
      }
      out += expand(seg, env);
      i = j + 1;
    } else {
      let j = i;
      while (j < word.length && word[j] !== "'" && word[j] !== '"') j++;
      out += expand(word.slice(i, j), env);
      i = j;
    }
  }
  return out;
}

function expand(s: string, env: Record<string, string>): string {
  return s.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_, a, b) => env[a ?? b] ?? '',
  );
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

/** Splits a script into simple commands at `;`, `&&`, `||` and newlines (outside quotes). */
function splitStatements(script: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (quote) {
      cur += c;
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      cur += c;
    } else if (c === ';' || c === '\n') {
      out.push(cur);
      cur = '';
    } else if ((c === '&' || c === '|') && script[i + 1] === c) {
      out.push(cur);
      cur = '';
      i++;
    } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * Derives a plan from a container's command: `echo` prints, `sleep` takes time, `exit N` ends; other commands
 * print a trace line. Returns undefined timing when the command has no `sleep`.
 */
export function planFromCommand(
  container: KubeObject['spec'],
  podEnv: Record<string, string> = {},
): { lines: { offsetMs: number; text: string }[]; durationMs?: number; exitCode?: number } {
  const argv: string[] = [...(container?.command ?? []), ...(container?.args ?? [])];
  const env: Record<string, string> = { ...podEnv };
  for (const e of container?.env ?? []) if (typeof e.value === 'string') env[e.name] = e.value;
  const lines: { offsetMs: number; text: string }[] = [];
  if (argv.length === 0) {
    return { lines: [{ offsetMs: 0, text: `Starting ${container?.image ?? 'container'}` }] };
  }
  const shells = ['sh', 'bash', '/bin/sh', '/bin/bash', 'ash', '/bin/ash', 'zsh'];
  let statements: string[];
  const cIdx = argv.indexOf('-c');
  if (shells.includes(argv[0]!) && cIdx > 0 && argv[cIdx + 1] !== undefined)
    statements = splitStatements(argv[cIdx + 1]!);
  else statements = [argv.map((a) => (/[\s'"]/.test(a) ? JSON.stringify(a) : a)).join(' ')];
  let t = 0;
  let sawSleep = false;
  let exitCode: number | undefined;
  for (const st of statements) {
    const words = splitWords(st);
    const cmd = words[0] ?? '';
    const args = words.slice(1).map((w) => unquote(w, env));
    if (cmd === 'echo' || cmd === '/bin/echo') {
      const noNewlineFlag = args[0] === '-n' || args[0] === '-e';
      lines.push({ offsetMs: t, text: (noNewlineFlag ? args.slice(1) : args).join(' ') });
    } else if (cmd === 'printf') {
      const text = (args[0] ?? '').replace(/\\n$/, '').replace(/%s/g, () => args.splice(1, 1)[0] ?? '');
      lines.push({ offsetMs: t, text });
    } else if (cmd === 'sleep') {
      const d = parseDuration(args[0]);
      if (d !== undefined) {
        t += d;
        sawSleep = true;
      }
    } else if (cmd === 'exit') {
      exitCode = Number(args[0] ?? 0) || 0;
      break;
    } else if (cmd === 'true' || cmd === ':' || cmd.startsWith('#') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(cmd)) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(st);
      if (m && words.length === 1) env[m[1]!] = unquote(m[2]!, env);
    } else if (cmd === 'false') {
      exitCode = 1;
      break;
    } else {
      lines.push({ offsetMs: t, text: `+ ${[cmd, ...args].join(' ')}` });
    }
  }
  return { lines, durationMs: sawSleep ? t : undefined, exitCode };
}

/** The plan for one container of a pod, from the pod's (or its job's) annotations, else from its command. */
export function containerPlan(
  container: KubeObject['spec'],
  annotations: Record<string, string>,
  attempt: number,
): ContainerPlan {
  const derived = planFromCommand(container);
  const annotatedDuration = parseDuration(annotations[ANNOTATIONS.duration]);
  const durationMs = annotatedDuration ?? derived.durationMs ?? DEFAULT_DURATION_MS;
  let exitCode =
    annotations[ANNOTATIONS.exitCode] !== undefined
      ? Number(annotations[ANNOTATIONS.exitCode]) || 0
      : (derived.exitCode ?? 0);
  const failAttempts = Number(annotations[ANNOTATIONS.failAttempts] ?? 0);
  if (failAttempts > 0) exitCode = attempt < failAttempts ? exitCode || 1 : 0;
  let lines = derived.lines;
  const logText = annotations[ANNOTATIONS.logs];
  if (logText !== undefined) {
    let texts: string[];
    try {
      const parsed = JSON.parse(logText);
      texts = Array.isArray(parsed) ? parsed.map(String) : String(logText).split('\n');
    } catch {
      texts = String(logText).split('\n');
    }
    const step = texts.length > 1 ? durationMs / texts.length : 0;
    lines = texts.map((text, i) => ({ offsetMs: Math.floor(i * step), text }));
  } else if (derived.durationMs === undefined && lines.length > 0 && annotatedDuration === undefined) {
    // No sleeps: spread the lines over the default duration so followers see them arrive.
    const step = durationMs / (lines.length + 1);
    lines = lines.map((l, i) => ({ offsetMs: Math.floor(i * step), text: l.text }));
  } else if (derived.durationMs !== undefined && annotatedDuration !== undefined && derived.durationMs > 0) {
    const f = annotatedDuration / derived.durationMs;
    lines = lines.map((l) => ({ offsetMs: Math.floor(l.offsetMs * f), text: l.text }));
  }
  return {
    durationMs,
    exitCode,
    lines: lines.map((l) => ({ ...l, offsetMs: Math.min(l.offsetMs, durationMs) })),
  };
}
