import fs from 'node:fs';
import path from 'node:path';
import type { KubeletSnapshot } from './controllers/kubelet.ts';
import type { StoreSnapshot } from './store.ts';

/**
 * A simulator's state on disk (`stateDir/kube-sim-state.json`, owner-only): every cluster's objects and
 * resourceVersion counter, what its kubelet runs since when, and the clock. A simulator started on the same folder
 * takes up where the last one stopped — jobs keep running and finish — as a real cluster does not forget its jobs
 * when a client restarts. Tokens, ports and the CA are new on every start.
 */
export interface SimState {
  version: 1;
  clockNow: number;
  clusters: Record<string, { store: StoreSnapshot; kubelet: KubeletSnapshot }>;
}

const FILE = 'kube-sim-state.json';
const SAVE_DELAY_MS = 500;

export function loadState(dir: string): SimState | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const state = JSON.parse(text) as SimState;
  if (state.version !== 1) throw new Error(`${path.join(dir, FILE)}: unknown state version ${state.version}`);
  return state;
}

/** Writes the state atomically (temporary file, then rename), the folder 0700 and the file 0600. */
export function saveState(dir: string, state: SimState): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const tmp = path.join(dir, `${FILE}.${process.pid}.tmp`);
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, JSON.stringify(state));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, path.join(dir, FILE));
}

/** Saves shortly after changes (at most every SAVE_DELAY_MS) and on `flush()`. */
export class StateSaver {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly dir: string,
    private readonly snapshot: () => SimState,
  ) {}

  schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.save();
    }, SAVE_DELAY_MS);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.save();
  }

  stop(): void {
    this.flush();
    this.stopped = true;
  }

  private save(): void {
    if (this.stopped) return;
    try {
      saveState(this.dir, this.snapshot());
    } catch (err) {
      console.error('[kube-sim] could not save the simulator state:', err);
    }
  }
}
