import { readFile, writeFile } from 'node:fs/promises';
import { generateSwf, parseSwf } from './start-estimates-swf.ts';
import { makeBurstyTrace, makeTrace, type TraceJob } from './start-estimates-trace.ts';

/**
 * Which trace `pnpm bench start-estimates` replays: `BENCH_SWF=FILE` (any Standard Workload Format log), else
 * `BENCH_TRACE=bursty` (the second generated trace), else the seeded trace (the default). `BENCH_SWF_WRITE=FILE`
 * writes the bench's own SWF log of the Parallel Workloads Archive's kind (seed `BENCH_SEED`, `BENCH_JOBS` jobs)
 * and replays it.
 */
export async function loadTrace(o: {
  seed: number;
  jobs: number;
}): Promise<{ trace: TraceJob[]; name: string }> {
  const written = process.env.BENCH_SWF_WRITE;
  if (written) {
    await writeFile(written, generateSwf({ seed: o.seed, jobs: o.jobs }));
    console.log(`SWF log written to ${written}`);
  }
  const swf = process.env.BENCH_SWF ?? written;
  if (swf) {
    const trace = parseSwf(await readFile(swf, 'utf8'), {
      seed: o.seed,
      ...(process.env.BENCH_JOBS ? { maxJobs: o.jobs } : {}),
    });
    return { trace, name: `SWF ${swf}` };
  }
  if (process.env.BENCH_TRACE === 'bursty')
    return { trace: makeBurstyTrace(o), name: `bursty trace (seed ${o.seed})` };
  return {
    trace: makeTrace({
      seed: o.seed,
      jobs: o.jobs,
      meanInterArrivalSeconds: 48,
      oursShare: 0.7,
      foreignHighShare: 0.5,
    }),
    name: `seeded trace (seed ${o.seed})`,
  };
}
