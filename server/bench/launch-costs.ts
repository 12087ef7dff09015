import { readFileSync } from 'node:fs';
import pg from 'pg';
import { Agent } from 'undici';

/*
 * Load-independent costs of a launch window: the SQL statements this process sends, and the CPU time of other
 * processes on this machine (the control plane's components, the database's backends) from /proc, so that a
 * figure does not depend on how busy the machine's other users kept the cores.
 */

/**
 * Counts the SQL statements pg sends (every `pg.Client.query` call is one round trip: BEGIN and COMMIT included),
 * by kind (the statement's first words, whitespace collapsed), until `stop()`.
 */
export function countStatements(): { stop(): Map<string, number> } {
  const counts = new Map<string, number>();
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
    const kind = text.replace(/\s+/g, ' ').trim().slice(0, 72);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    stop: () => {
      pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
      return counts;
    },
  };
}

export function totalOf(counts: Map<string, number>): number {
  return [...counts.values()].reduce((a, b) => a + b, 0);
}

export function printStatements(counts: Map<string, number>, per: number, label: string): void {
  const total = totalOf(counts);
  console.log(`  SQL statements ${label}: ${total} = ${(total / per).toFixed(2)} per launch`);
  for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    console.log(`    ${(n / per).toFixed(2).padStart(5)}  ${kind}`);
  }
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux everywhere). */
const TICKS = 100;

/** CPU time (user + system) a process has used, in ms; 0 when it is gone or /proc is absent. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/** The CPU time of a set of processes between `start` and `stop`, per name (ms). */
export function cpuMeter(pids: () => Promise<Map<string, number[]>>) {
  return {
    async start() {
      const before = await pids();
      const at = (m: Map<string, number[]>) =>
        new Map([...m].map(([name, list]) => [name, new Map(list.map((p) => [p, processCpuMs(p)]))]));
      const zero = at(before);
      return {
        async stop(): Promise<Map<string, number>> {
          // Processes that started in the window (a new database backend) count from 0.
          const after = at(await pids());
          const used = new Map<string, number>();
          for (const [name, list] of after) {
            let ms = 0;
            for (const [pid, cpu] of list) ms += cpu - (zero.get(name)?.get(pid) ?? 0);
            used.set(name, ms);
          }
          return used;
        },
      };
    },
  };
}

/**
 * Counts the HTTP requests this process's undici agents dispatch (every cluster call, watches included), by
 * method and path (query dropped, object names after a collection replaced by `…`), until `stop()`.
 */
export function countRequests(): { stop(): Map<string, number> } {
  const counts = new Map<string, number>();
  const proto = Agent.prototype as unknown as { dispatch: (...args: unknown[]) => unknown };
  const original = proto.dispatch;
  proto.dispatch = function (this: unknown, ...args: unknown[]) {
    const opts = args[0] as { method?: string; path?: string };
    const path = (opts.path ?? '')
      .replace(/\?.*/, '')
      .replace(/\/(jobs|pods|workloads|secrets)\/[^/]+/, '/$1/…');
    const kind = `${opts.method} ${path}${opts.path?.includes('watch') ? ' (watch)' : ''}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return original.apply(this, args);
  };
  return {
    stop: () => {
      proto.dispatch = original;
      return counts;
    },
  };
}
