import { describe, expect, it } from 'vitest';
import {
  estimateStart,
  formatWait,
  type PendingWorkload,
  type QueueSnapshot,
  type ResourceGroup,
  type RunningWorkload,
  shortfall,
} from '../src/index.ts';

const GiB = 1024n ** 3n;
const GPU = 'nvidia.com/gpu';
const NOW = Date.UTC(2026, 11, 2, 12, 0, 0);
const MIN = 60_000;

const cpuQueue = (cores: number): ResourceGroup[] => [
  {
    coveredResources: ['cpu', 'memory'],
    flavors: [{ name: 'standard', quota: { cpu: BigInt(cores * 1000), memory: 64n * GiB } }],
  },
];

const running = (
  name: string,
  cores: number,
  options: {
    startedMinAgo?: number;
    deadlineMin?: number | null;
    samplesMin?: number[];
    flavor?: string;
  } = {},
): RunningWorkload => ({
  name,
  usage: [{ flavor: options.flavor ?? 'standard', resource: 'cpu', amount: BigInt(cores * 1000) }],
  admittedAtMs: NOW - (options.startedMinAgo ?? 0) * MIN,
  deadlineSeconds: options.deadlineMin === null ? null : (options.deadlineMin ?? 60) * 60,
  ...(options.samplesMin ? { runtimeSamplesSeconds: options.samplesMin.map((m) => m * 60) } : {}),
});

const pending = (
  name: string,
  cores: number,
  options: { priority?: number; createdMinAgo?: number; deadlineMin?: number; samplesMin?: number[] } = {},
): PendingWorkload => ({
  name,
  priority: options.priority ?? 0,
  createdAtMs: NOW - (options.createdMinAgo ?? 1) * MIN,
  request: { cpuMillis: BigInt(cores * 1000) },
  deadlineSeconds: (options.deadlineMin ?? 60) * 60,
  ...(options.samplesMin ? { runtimeSamplesSeconds: options.samplesMin.map((m) => m * 60) } : {}),
});

const snapshot = (fields: Partial<QueueSnapshot>): QueueSnapshot => ({
  nowMs: NOW,
  resourceGroups: cpuQueue(8),
  queueingStrategy: 'BestEffortFIFO',
  running: [],
  pending: [],
  ...fields,
});

const cores = (n: number) => ({ request: { cpuMillis: BigInt(n * 1000) } });
const minutesFromNow = (ms: number | null) => (ms === null ? null : (ms - NOW) / MIN);

describe('the start estimate', () => {
  it('an empty cluster: starts now, on the first flavor that fits', () => {
    const e = estimateStart(snapshot({}), cores(4));
    expect(e).toMatchObject({
      basis: 'NOW',
      expectedWaitSeconds: 0,
      latestWaitSeconds: 0,
      workloadsAhead: 0,
      assignments: [{ flavor: 'standard' }],
      message: 'starts now (flavor standard)',
    });
    expect(e.expectedStartAtMs).toBe(NOW);
  });

  it('a running workload past its deadline gives its quota back after the end slack, in the estimate as in the bound', () => {
    // 8 cores held by one workload 30 s past its 60-min deadline; quota comes back 35 s after the deadline.
    const s = snapshot({
      running: [running('stopping', 8, { startedMinAgo: 60.5, samplesMin: [20] })],
      endSlackSeconds: 35,
    });
    const e = estimateStart(s, cores(2));
    expect(e).toMatchObject({ basis: 'QUEUE', expectedWaitSeconds: 5, latestWaitSeconds: 5 });
    expect(e.message).toBe('about 5 s, at the latest 5 s, 0 ahead');
  });

  it('a request above the quota never starts, with the fit rule saying why', () => {
    const e = estimateStart(snapshot({}), cores(9));
    expect(e.basis).toBe('NEVER');
    expect(e.expectedStartAtMs).toBeNull();
    expect(e.message).toMatch(/^cannot start: .*9 cores requested, 8 cores at most/);
  });

  it('a resource no group covers never starts', () => {
    const e = estimateStart(snapshot({}), { request: { extended: [{ name: GPU, quantity: 1n }] } });
    expect(e.basis).toBe('NEVER');
    expect(e.message).toMatch(/no resource group of this cluster covers nvidia\.com\/gpu/);
  });

  it('N running with known deadlines and no history: it starts at the k-th end (deadlines)', () => {
    // 8 cores, four 2-core workloads ending at 10, 20, 30, 40 min; a 6-core request needs three of them to end.
    const s = snapshot({
      running: [10, 20, 30, 40].map((left, i) => running(`r${i}`, 2, { startedMinAgo: 60 - left })),
    });
    const e = estimateStart(s, cores(6));
    expect(e.basis).toBe('QUEUE');
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(30);
    expect(minutesFromNow(e.latestStartAtMs)).toBe(30);
    expect(e.workloadsAhead).toBe(0);
    expect(e.message).toBe('about 30 min, at the latest 30 min, 0 ahead');
  });

  it('history shortens the expected start; the deadlines still bound it', () => {
    const s = snapshot({
      running: [running('a', 8, { startedMinAgo: 5, deadlineMin: 60, samplesMin: [15, 20, 25] })],
    });
    const e = estimateStart(s, cores(2));
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(15); // median 20 − 5 elapsed
    expect(minutesFromNow(e.latestStartAtMs)).toBe(55);
    expect(e.assumptions).toContain('no higher-priority workload arrives');
  });

  it('a running workload past every sample is expected to end halfway to its deadline', () => {
    const s = snapshot({
      running: [running('a', 8, { startedMinAgo: 40, deadlineMin: 60, samplesMin: [10, 20] })],
    });
    const e = estimateStart(s, cores(1));
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(10);
    expect(minutesFromNow(e.latestStartAtMs)).toBe(20);
  });

  it('StrictFIFO: a head that does not fit yet blocks a later request that would fit now', () => {
    const s = snapshot({
      queueingStrategy: 'StrictFIFO',
      running: [running('r', 6, { startedMinAgo: 40 })], // ends in 20 min
      pending: [pending('head', 4)],
    });
    const e = estimateStart(s, cores(2));
    expect(e.basis).toBe('QUEUE');
    expect(e.workloadsAhead).toBe(1);
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(20); // after the head is admitted at 20 min (4 + 2 ≤ 8)
  });

  it('BestEffortFIFO: a later request that fits passes the blocked head', () => {
    const s = snapshot({
      queueingStrategy: 'BestEffortFIFO',
      running: [running('r', 6, { startedMinAgo: 40 })],
      pending: [pending('head', 4)],
    });
    const e = estimateStart(s, cores(2));
    expect(e.basis).toBe('NOW');
    expect(e.workloadsAhead).toBe(1);
  });

  it('StrictFIFO: a head that can never fit blocks forever — unknown, with the reason', () => {
    const s = snapshot({ queueingStrategy: 'StrictFIFO', pending: [pending('giant', 16)] });
    const e = estimateStart(s, cores(1));
    expect(e.basis).toBe('UNKNOWN');
    expect(e.message).toMatch(/waits behind giant, which can never fit/);
  });

  it('priorities: a higher-priority workload created later is still ahead; a lower one is not', () => {
    const s = snapshot({
      queueingStrategy: 'StrictFIFO',
      running: [running('r', 8, { startedMinAgo: 50 })], // ends in 10 min
      pending: [
        pending('low', 8, { priority: -1, createdMinAgo: 30 }),
        pending('high', 8, { priority: 10, createdMinAgo: 0 }),
      ],
    });
    const e = estimateStart(s, cores(8));
    expect(e.workloadsAhead).toBe(1);
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(70); // high runs 10 → 70 min
    const urgent = estimateStart(s, { ...cores(8), priority: 20 });
    expect(urgent.workloadsAhead).toBe(0);
    expect(minutesFromNow(urgent.expectedStartAtMs)).toBe(10);
  });

  it('pending workloads run their predicted runtimes before it', () => {
    const s = snapshot({
      queueingStrategy: 'StrictFIFO',
      running: [running('r', 8, { startedMinAgo: 50 })],
      pending: [pending('p1', 8, { deadlineMin: 60, samplesMin: [6, 6, 6] })],
    });
    const e = estimateStart(s, cores(8));
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(16);
    expect(minutesFromNow(e.latestStartAtMs)).toBe(70);
    expect(e.message).toBe('about 16 min, at the latest 1 h 10 min, 1 ahead');
  });

  it('two resource groups: GPUs wait for GPUs, cpu is free; one flavor per group', () => {
    const groups: ResourceGroup[] = [
      ...cpuQueue(64),
      {
        coveredResources: [GPU],
        flavors: [
          { name: 'a100', quota: { [GPU]: 8n } },
          { name: 'h100', quota: { [GPU]: 4n } },
        ],
      },
    ];
    const s = snapshot({
      resourceGroups: groups,
      running: [
        {
          ...running('a', 1, { startedMinAgo: 50 }),
          usage: [
            { flavor: 'standard', resource: 'cpu', amount: 1000n },
            { flavor: 'a100', resource: GPU, amount: 8n },
          ],
        },
        {
          ...running('h', 1, { startedMinAgo: 30 }),
          usage: [
            { flavor: 'standard', resource: 'cpu', amount: 1000n },
            { flavor: 'h100', resource: GPU, amount: 2n },
          ],
        },
      ],
    });
    const gpus = (n: bigint) => ({ request: { cpuMillis: 2000n, extended: [{ name: GPU, quantity: n }] } });
    expect(estimateStart(s, gpus(2n))).toMatchObject({
      basis: 'NOW',
      assignments: [{ flavor: 'standard' }, { flavor: 'h100' }],
    });
    const four = estimateStart(s, gpus(4n));
    expect(minutesFromNow(four.expectedStartAtMs)).toBe(10); // a100 frees first
    expect(four.assignments.map((a) => a.flavor)).toEqual(['standard', 'a100']);
    const pinned = estimateStart(s, { request: { ...gpus(4n).request, flavor: 'h100' } });
    expect(minutesFromNow(pinned.expectedStartAtMs)).toBe(30);
    expect(pinned.assignments.map((a) => a.flavor)).toEqual(['standard', 'h100']);
  });

  it('running workloads without any deadline or history: unknown, with the reason', () => {
    const s = snapshot({ running: [running('forever', 8, { deadlineMin: null })] });
    const e = estimateStart(s, cores(1));
    expect(e.basis).toBe('UNKNOWN');
    expect(e.message).toBe('unknown: 1 running workload has no deadline and no history');
  });

  it('history without a deadline: an expected start, but no upper bound, and it says why', () => {
    const s = snapshot({ running: [running('r', 8, { deadlineMin: null, samplesMin: [10] })] });
    const e = estimateStart(s, cores(1));
    expect(e.basis).toBe('QUEUE');
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(10);
    expect(e.latestStartAtMs).toBeNull();
    expect(e.reason).toBe('no upper bound: 1 running workload has no deadline');
    expect(e.message).toBe('about 10 min, no upper bound, 0 ahead');
  });

  it('quota in use that no visible workload explains: unknown when it is needed, an estimate when it is not', () => {
    const s = snapshot({
      usage: [{ flavor: 'standard', resource: 'cpu', amount: 6000n }],
      running: [running('mine', 2, { startedMinAgo: 50 })],
    });
    expect(estimateStart(s, cores(2)).basis).toBe('NOW');
    expect(estimateStart(s, cores(3)).basis).toBe('QUEUE');
    expect(minutesFromNow(estimateStart(s, cores(4)).expectedStartAtMs)).toBe(10);
    const big = estimateStart(s, cores(5));
    expect(big.basis).toBe('UNKNOWN');
    expect(big.message).toMatch(/held by workloads we cannot see/);
  });

  it('pending workloads ahead whose requests cannot be read, or a hidden queue: unknown', () => {
    const unreadable = snapshot({ pending: [{ ...pending('x', 1), request: null }] });
    expect(estimateStart(unreadable, cores(1))).toMatchObject({ basis: 'UNKNOWN', workloadsAhead: 1 });
    const hidden = snapshot({
      hidden: ['the visibility API is forbidden and the pending workloads cannot be listed'],
    });
    expect(estimateStart(hidden, cores(1)).message).toBe(
      'unknown: the visibility API is forbidden and the pending workloads cannot be listed',
    );
  });

  it('estimates a workload already in the queue at its own place', () => {
    const s = snapshot({
      queueingStrategy: 'StrictFIFO',
      running: [running('r', 8, { startedMinAgo: 50 })],
      pending: [
        pending('first', 4, { createdMinAgo: 5 }),
        pending('mine', 8, { createdMinAgo: 4 }),
        pending('after', 2, { createdMinAgo: 3 }),
      ],
    });
    const e = estimateStart(s, { name: 'mine' });
    expect(e.workloadsAhead).toBe(1);
    expect(minutesFromNow(e.expectedStartAtMs)).toBe(70); // first runs 10 → 70
    expect(estimateStart(s, { name: 'gone' }).basis).toBe('UNKNOWN');
  });

  it('the latest start is never before the expected one, over many random queues', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 200; round++) {
      const strategy = rand() < 0.5 ? 'StrictFIFO' : 'BestEffortFIFO';
      const s = snapshot({
        queueingStrategy: strategy,
        running: Array.from({ length: 1 + Math.floor(rand() * 4) }, (_, i) =>
          running(`r${i}`, 1 + Math.floor(rand() * 2), {
            startedMinAgo: Math.floor(rand() * 30),
            deadlineMin: 30 + Math.floor(rand() * 60),
            samplesMin: [Math.floor(rand() * 40)],
          }),
        ),
        pending: Array.from({ length: Math.floor(rand() * 6) }, (_, i) =>
          pending(`p${i}`, 1 + Math.floor(rand() * 6), {
            priority: Math.floor(rand() * 2),
            createdMinAgo: Math.floor(rand() * 10),
            deadlineMin: 10 + Math.floor(rand() * 50),
            samplesMin: [Math.floor(rand() * 20)],
          }),
        ),
      });
      const e = estimateStart(s, cores(1 + Math.floor(rand() * 8)));
      expect(['NOW', 'QUEUE']).toContain(e.basis);
      expect(e.latestStartAtMs!).toBeGreaterThanOrEqual(e.expectedStartAtMs!);
      expect(e.expectedStartAtMs!).toBeGreaterThanOrEqual(NOW);
    }
  });

  it('says what is missing in plain amounts', () => {
    const s = snapshot({ usage: [{ flavor: 'standard', resource: 'cpu', amount: 6000n }] });
    expect(shortfall(s, { cpuMillis: 4000n })).toEqual(['2 cores more cpu in flavor standard']);
    expect(formatWait(42)).toBe('42 s');
    expect(formatWait(12 * 60)).toBe('12 min');
    expect(formatWait(3 * 86_400 + 4 * 3600)).toBe('3 d 4 h');
    // Found on the real control plane: a wait of 59 min 50 s read "about 0 h 59 min".
    expect(formatWait(3590)).toBe('1 h');
    expect(formatWait(3570)).toBe('1 h');
    expect(formatWait(3569)).toBe('59 min');
    expect(formatWait(2 * 3600 + 59 * 60 + 45)).toBe('3 h');
    expect(formatWait(86_400 - 10)).toBe('1 d');
    expect(formatWait(3600 + 30 * 60)).toBe('1 h 30 min');
  });
});

describe('a queued workload the snapshot does not list yet', () => {
  it('is UNKNOWN, said without its generated name', () => {
    const e = estimateStart(snapshot({ pending: [pending('other', 1)] }), { name: 'jobs/job-kb-1234-abcde' });
    expect(e.basis).toBe('UNKNOWN');
    expect(e.reason).toBe("it is not in Kueue's pending list as last seen");
    expect(e.message).not.toContain('job-kb-1234');
  });
});

describe('a queued workload already admitted in the snapshot', () => {
  it('starts now', () => {
    const e = estimateStart(snapshot({ running: [running('jobs/mine', 1)] }), { name: 'jobs/mine' });
    expect(e).toMatchObject({ basis: 'NOW', expectedWaitSeconds: 0, message: 'starts now (admitted)' });
  });
});
