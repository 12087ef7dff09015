import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { fmt } from './stats.ts';

/**
 * A sampled CPU profile of this process between `start` and `stop` (node:inspector, 100 µs interval), summed by
 * package and by function as self time per unit of work; written to `out` when given (for a flame view).
 */
export async function startCpuProfile(): Promise<{
  stop(units: number, unitName: string, out?: string): Promise<void>;
}> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    stop: async (units, unitName, out) => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      if (out) await writeFile(out, JSON.stringify(profile));
      const interval = new Map<number, number>();
      const deltas = profile.timeDeltas ?? [];
      for (const [i, id] of (profile.samples ?? []).entries()) {
        interval.set(id, (interval.get(id) ?? 0) + (deltas[i] ?? 0));
      }
      const byFn = new Map<string, number>();
      const byPkg = new Map<string, number>();
      for (const node of profile.nodes) {
        const us = interval.get(node.id) ?? 0;
        if (!us) continue;
        const f = node.callFrame;
        const url = f.url.replace(/^file:\/\//, '');
        const pkg = url.includes('node_modules')
          ? url.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, '$1')
          : url.startsWith('node:')
            ? url
            : url.includes('/server/src/')
              ? `src/${url.split('/server/src/')[1]}`
              : url.includes('/server/bench/')
                ? `bench/${url.split('/server/bench/')[1]}`
                : url || `(${f.functionName || 'native'})`;
        if (f.functionName === 'dispatch' && !f.url) continue; // the inspector answering Profiler.stop
        byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
        const key = `${f.functionName || '(anonymous)'} ${pkg}:${f.lineNumber + 1}`;
        byFn.set(key, (byFn.get(key) ?? 0) + us);
      }
      const total = [...byPkg.values()].reduce((a, b) => a + b, 0);
      const idle = byPkg.get('((idle))') ?? 0;
      const top = (m: Map<string, number>, n: number) =>
        [...m.entries()]
          .filter(([k]) => k !== '((idle))')
          .sort((a, b) => b[1] - a[1])
          .slice(0, n);
      console.log(`  profile: busy ${fmt((total - idle) / 1000 / units)} per ${unitName}; by package:`);
      for (const [k, us] of top(byPkg, 16)) console.log(`    ${fmt(us / 1000 / units).padStart(9)}  ${k}`);
      console.log('  by function:');
      for (const [k, us] of top(byFn, 30)) console.log(`    ${fmt(us / 1000 / units).padStart(9)}  ${k}`);
    },
  };
}
