import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs container scripts in a sandboxed bash (`just-bash`: a bash interpreter over an in-memory file system, no
 * network, no processes) on a worker thread, so a heavy script never stalls the simulator's event loop. The only
 * host files it reaches are its pod's PersistentVolume directories, mounted at their paths (symlinks refused,
 * read-only mounts refusing writes).
 *
 * A script runs in simulated time: `sleep` takes no real time but advances the script's own clock, and every
 * output line is stamped with the simulated moment it was printed. The kubelet then plays the result on the
 * simulator's clock, so logs arrive as the script prints them and the container exits when the script does.
 */

export interface ShellLine {
  offsetMs: number;
  text: string;
}

export interface ShellRequest {
  script: string;
  env: Record<string, string>;
  /** Files the script can read (ConfigMap and Secret volumes): absolute path → content. */
  files?: Record<string, string>;
  /** Host directories the script sees at `path` (PersistentVolumes), read-only ones refusing writes. */
  mounts?: { path: string; hostDir: string; readOnly: boolean }[];
  /** Simulated wall-clock time when the script starts (what `date` prints). */
  startMs: number;
  /** The most one value, line or file of the script may hold before the container is OOM-killed. */
  memoryBytes: number;
}

export interface ShellResult {
  lines: ShellLine[];
  /** When the script ends, after its start; Infinity when it runs on until it is stopped. */
  durationMs: number;
  exitCode: number;
  /** Set when the script outgrew its memory bound: the container ends OOMKilled (exit 137) at `durationMs`. */
  oom?: string;
  /** Set when the simulator stopped interpreting (command budget, output bound): the container runs on silently. */
  stopped?: string;
}

/** Commands a script may run at most (loops included) before the simulator stops interpreting it. */
export const SHELL_COMMAND_BUDGET = 5_000;
/** The log of one container run is kept to its last 10 MiB, as the kubelet rotates at containerLogMaxSize. */
export const LOG_BYTES_KEPT = 10 * 1024 * 1024;
/** How long the worker may take for one script before it is given up (real time). */
const WORKER_TIMEOUT_MS = 60_000;

// The worker is plain CommonJS passed as a string: it loads under tsx, Vitest and plain Node alike, and a build
// that bundles the server needs no extra file.
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const jb = require(workerData.justBash);
const RealDate = Date;
let virtualNow = RealDate.now();
class SimDate extends RealDate {
  constructor(...a) { if (a.length === 0) super(virtualNow); else super(...a); }
  static now() { return virtualNow; }
}
globalThis.Date = SimDate;

const MARK = '\u0000kube-sim-t:';
const MARKING_SLEEP = '__kube_sim_sleep';
const BUILTINS = new Set(': . source alias bg bind break builtin caller cd command compgen complete continue declare dirs disown echo enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout mapfile popd printf pushd pwd read readarray readonly return set shift shopt suspend test [ [[ times trap true type typeset ulimit umask unalias unset wait'.split(' '));
const HEAVY = new Set(['python', 'python3', 'js-exec', 'node', 'sqlite3', 'curl', 'wget', 'html-to-markdown']);
const COMMANDS = jb.getCommandNames().filter((n) => !HEAVY.has(n));
const KNOWN = new Set(COMMANDS);

function parseSleep(args) {
  if (args.length === 0) return { error: 'sleep: missing operand' };
  let ms = 0;
  for (const a of args) {
    if (a === 'infinity' || a === 'inf') return { ms: Infinity };
    const m = /^([0-9]*\.?[0-9]+)([smhd]?)$/.exec(a);
    if (!m) return { error: "sleep: invalid time interval '" + a + "'" };
    const n = Number(m[1]);
    ms += n * (m[2] === 'm' ? 60000 : m[2] === 'h' ? 3600000 : m[2] === 'd' ? 86400000 : 1000);
  }
  return { ms: Math.round(ms) };
}

/** Literal command names of the script that the sandbox does not have (the image's programs): python, make, ... */
function foreignCommands(script) {
  const found = new Set();
  const defined = new Set();
  let ast;
  try { ast = jb.parse(script); } catch { return []; }
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { for (const n of node) walk(n); return; }
    if (node.type === 'FunctionDef' && typeof node.name === 'string') defined.add(node.name);
    if (node.type === 'SimpleCommand' && node.name && Array.isArray(node.name.parts) &&
        node.name.parts.length > 0 && node.name.parts.every((p) => p.type === 'Literal')) {
      found.add(node.name.parts.map((p) => p.value).join(''));
    }
    for (const k in node) if (k !== 'type') walk(node[k]);
  };
  walk(ast);
  return [...found].filter((n) => !KNOWN.has(n) && !BUILTINS.has(n) && !defined.has(n) && /^[A-Za-z0-9_.+-]+$/.test(n));
}

/**
 * The script with every sleep that prints straight to the log (not inside a command substitution, a pipe or a
 * redirection) renamed to the marking sleep, whose marks stamp the output around it with the simulated time.
 */
function markSleeps(script) {
  let ast;
  try { ast = jb.parse(script); } catch { return script; }
  const all = [];
  const walk = (node, inSub) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { for (const n of node) walk(n, inSub); return; }
    const sub = inSub || node.type === 'CommandSubstitution' || node.type === 'ProcessSubstitution';
    if (node.type === 'Pipeline' && Array.isArray(node.commands)) {
      for (const c of node.commands) {
        if (c && c.type === 'SimpleCommand' && c.name && Array.isArray(c.name.parts) && c.name.parts.length === 1 &&
            c.name.parts[0].type === 'Literal' && c.name.parts[0].value === 'sleep') {
          all.push(!sub && node.commands.length === 1 && (!c.redirections || c.redirections.length === 0));
        }
      }
    }
    for (const k in node) if (k !== 'type') walk(node[k], sub);
  };
  walk(ast, false);
  if (!all.includes(true)) return script;
  // Rename in the source text (the AST's serializer does not reproduce every script: "\${N}x" comes back as
  // "$Nx"), when the word "sleep" in command position occurs exactly as often as the AST has sleep commands.
  const re = /(^|[\s;&|(){}!])sleep(?=[\s;&|)}]|$)/g;
  const hits = [...script.matchAll(re)];
  if (hits.length !== all.length) return script;
  let out = '';
  let last = 0;
  hits.forEach((m, i) => {
    if (!all[i]) return;
    const at = m.index + m[1].length;
    out += script.slice(last, at) + MARKING_SLEEP;
    last = at + 'sleep'.length;
  });
  return out + script.slice(last);
}

function splitMarked(text, into, order) {
  let t = 0;
  let i = 0;
  let seq = 0;
  let cur = '';
  let curStart = 0;
  while (i < text.length) {
    const m = text.indexOf(MARK, i);
    const end = m < 0 ? text.length : m;
    let seg = text.slice(i, end);
    while (seg.length > 0) {
      const nl = seg.indexOf('\n');
      if (nl < 0) { if (cur === '') curStart = t; cur += seg; break; }
      into.push({ offsetMs: t, text: cur + seg.slice(0, nl), order, seq: seq++ });
      cur = '';
      seg = seg.slice(nl + 1);
    }
    if (m < 0) break;
    const close = text.indexOf('\u0000', m + MARK.length);
    t = Number(text.slice(m + MARK.length, close < 0 ? undefined : close));
    i = close < 0 ? text.length : close + 1;
  }
  if (cur !== '') into.push({ offsetMs: t, text: cur, order, seq: seq++, partial: curStart });
}

async function run(req) {
  let vt = 0;
  let forever = false;
  const abort = new AbortController();
  virtualNow = req.startMs;
  const sleeper = (name, marks) => jb.defineCommand(name, async (args) => {
    const p = parseSleep(args);
    if (p.error) return { stdout: '', stderr: p.error + '\n', exitCode: 1 };
    if (p.ms === Infinity) { forever = true; abort.abort(); return { stdout: '', stderr: '', exitCode: 0 }; }
    vt += p.ms;
    virtualNow = req.startMs + vt;
    const mark = marks ? MARK + vt + '\u0000' : '';
    return { stdout: mark, stderr: mark, exitCode: 0 };
  });
  const sleep = sleeper('sleep', false);
  const markingSleep = sleeper(MARKING_SLEEP, true);
  const standIns = foreignCommands(req.script).map((name) =>
    jb.defineCommand(name, async (args) => ({ stdout: '+ ' + [name, ...args].join(' ') + '\n', stderr: '', exitCode: 0 })));
  const bound = Math.max(1024, Math.floor(req.memoryBytes));
  let fs;
  if (req.mounts && req.mounts.length > 0) {
    fs = new jb.MountableFs({ base: new jb.InMemoryFs(req.files || {}) });
    for (const m of req.mounts)
      fs.mount(m.path, m.readOnly
        ? new jb.OverlayFs({ root: m.hostDir, mountPoint: '/', readOnly: true })
        : new jb.ReadWriteFs({ root: m.hostDir }));
  }
  const bash = new jb.Bash({
    env: req.env,
    ...(fs ? { fs } : { files: req.files || {} }),
    cwd: '/',
    commands: COMMANDS,
    customCommands: [sleep, markingSleep, ...standIns],
    defenseInDepth: false,
    executionLimits: {
      maxCommandCount: workerData.commandBudget,
      maxLoopIterations: workerData.commandBudget,
      maxStringLength: bound,
      maxHeredocSize: bound,
      maxFileSystemBytes: bound,
      maxLiveBytes: bound,
      maxInputBytes: bound,
      maxArrayElements: Math.max(1000, Math.floor(bound / 16)),
      maxOutputSize: 4 * workerData.logBytes,
      maxExecutionTimeMs: Infinity,
    },
  });
  const r = await bash.exec(markSleeps(req.script), { rawScript: true, signal: abort.signal });
  const lines = [];
  splitMarked(r.stdout, lines, 0);
  const errs = [];
  splitMarked(r.stderr, errs, 1);
  let oom;
  let stopped;
  const tail = errs.length > 0 ? errs[errs.length - 1].text : '';
  if (r.exitCode === 126 && /limit exceeded \(\d+ bytes\)|array element limit|size limit/.test(tail) && !/output size limit/.test(tail)) {
    oom = tail.replace(/^bash: /, '');
    errs.pop();
  } else if (r.exitCode === 126 && /too many|iterations|output size limit|time limit|work units|timed out/i.test(tail)) {
    stopped = tail.replace(/^bash: /, '');
    errs.pop();
  } else if (forever) {
    stopped = 'sleep infinity';
    if (errs.length > 0 && /execution aborted/.test(errs[errs.length - 1].text)) errs.pop();
  }
  const all = lines.concat(errs.filter((l) => l.text !== '' || l.partial === undefined));
  all.sort((a, b) => a.offsetMs - b.offsetMs || a.order - b.order || a.seq - b.seq);
  let kept = 0;
  let from = all.length;
  while (from > 0 && kept + all[from - 1].text.length + 1 <= workerData.logBytes) kept += all[--from].text.length + 1;
  const out = all.slice(from).map((l) => ({ offsetMs: l.offsetMs, text: l.text }));
  return {
    lines: out,
    durationMs: forever || stopped ? Infinity : vt,
    exitCode: oom ? 137 : r.exitCode,
    ...(oom ? { oom } : {}),
    ...(stopped ? { stopped } : {}),
  };
}

parentPort.on('message', async (msg) => {
  let result;
  try { result = await run(msg.req); }
  catch (err) { result = { error: String((err && err.message) || err).slice(0, 500) }; }
  parentPort.postMessage({ id: msg.id, result });
});
`;

interface Pending {
  id: number;
  req: ShellRequest;
  resolve: (r: ShellResult) => void;
  reject: (e: Error) => void;
}

/** One worker thread shared by every simulated cluster of the process; scripts run one at a time, in order. */
class ShellHost {
  private worker: Worker | undefined;
  private readonly queue: Pending[] = [];
  private inFlight: Pending | undefined;
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;

  run(req: ShellRequest): Promise<ShellResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: ++this.seq, req, resolve, reject });
      this.pump();
    });
  }

  private spawn(): Worker {
    const justBash = createRequire(import.meta.url).resolve('just-bash');
    const w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { justBash, commandBudget: SHELL_COMMAND_BUDGET, logBytes: LOG_BYTES_KEPT },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      env: {},
      stdout: true,
      stderr: true,
      trackUnmanagedFds: true,
    });
    w.unref();
    w.on('message', (msg: { id: number; result: ShellResult & { error?: string } }) => {
      const p = this.inFlight;
      if (!p || p.id !== msg.id) return;
      this.settle();
      const r = msg.result;
      if (r.error !== undefined) p.reject(new Error(r.error));
      else p.resolve({ ...r, durationMs: r.durationMs ?? Number.POSITIVE_INFINITY });
    });
    const died = (why: string) => {
      if (this.worker !== w) return;
      this.worker = undefined;
      const p = this.inFlight;
      this.settle();
      // The script in flight took the worker down (its memory, most likely): it is OOM-killed; the rest go on.
      p?.resolve({ lines: [], durationMs: 0, exitCode: 137, oom: why });
      void w.terminate();
    };
    w.on('error', (err) => died(`the simulated shell failed: ${err.message}`));
    w.on('exit', () => died('the simulated shell exited'));
    return w;
  }

  private settle(): void {
    this.inFlight = undefined;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    setImmediate(() => this.pump());
  }

  private pump(): void {
    if (this.inFlight) return;
    const next = this.queue.shift();
    if (!next) return;
    this.worker ??= this.spawn();
    this.inFlight = next;
    this.worker.postMessage({ id: next.id, req: next.req });
    const w = this.worker;
    this.timer = setTimeout(() => {
      if (this.inFlight !== next) return;
      this.worker = undefined;
      this.settle();
      next.resolve({
        lines: [],
        durationMs: Number.POSITIVE_INFINITY,
        exitCode: 0,
        stopped: `the script ran longer than ${WORKER_TIMEOUT_MS / 1000} s of the simulator's time`,
      });
      void w.terminate();
    }, WORKER_TIMEOUT_MS);
    this.timer.unref();
  }
}

let host: ShellHost | undefined;

/** Interprets a container script (see the module comment). Never rejects for what a script does. */
export function runScript(req: ShellRequest): Promise<ShellResult> {
  host ??= new ShellHost();
  return host.run(req);
}
