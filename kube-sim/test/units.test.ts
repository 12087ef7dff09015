import { describe, expect, it, vi } from 'vitest';
import { SimClock } from '../src/clock.ts';
import { configProblems } from '../src/config.ts';
import { formatAmount, parseMilli, parseUnits, resourceAmount } from '../src/quantity.ts';
import {
  containerPlan,
  imagePullError,
  normalizeImage,
  parseDuration,
  planFromCommand,
} from '../src/runtime.ts';
import { matchesLabels, parseFieldSelector, parseLabelSelector, selectorToString } from '../src/selectors.ts';

describe('quantities', () => {
  it.each([
    ['1', 1000],
    ['1500m', 1500],
    ['0.5', 500],
    ['1.5', 1500],
    ['2k', 2_000_000],
    ['1e3', 1_000_000],
    ['100u', 1],
    ['.25', 250],
  ])('cpu %s is %i milli-units', (q, m) => {
    expect(parseMilli(q)).toBe(m);
  });

  it.each([
    ['1Gi', 1024 ** 3],
    ['1.5Gi', 1.5 * 1024 ** 3],
    ['64Gi', 64 * 1024 ** 3],
    ['1G', 1e9],
    ['512Mi', 512 * 1024 ** 2],
    ['1.5', 2],
    ['100m', 1],
    ['1Ki', 1024],
  ])('memory %s is %i bytes', (q, b) => {
    expect(parseUnits(q)).toBe(b);
  });

  it('rejects what Kubernetes rejects', () => {
    for (const bad of ['', 'abc', '1GB', '1 Gi', '--1', '1.2.3'])
      expect(() => parseMilli(bad)).toThrow(/quantities must match/);
  });

  it('formats amounts canonically', () => {
    expect(formatAmount('cpu', 2000)).toBe('2');
    expect(formatAmount('cpu', 1500)).toBe('1500m');
    expect(formatAmount('memory', 4 * 1024 ** 3)).toBe('4Gi');
    expect(formatAmount('memory', 1e9)).toBe('1G');
    expect(formatAmount('memory', 0)).toBe('0');
    expect(formatAmount('nvidia.com/gpu', 3)).toBe('3');
    expect(resourceAmount('memory', '64Gi')).toBe(64 * 1024 ** 3);
  });
});

describe('selectors', () => {
  it('parses and matches the label selector syntax', () => {
    const labels = { app: 'web', tier: 'front', version: '3' };
    const m = (s: string) => matchesLabels(parseLabelSelector(s), labels);
    expect(m('app=web')).toBe(true);
    expect(m('app==web,tier=front')).toBe(true);
    expect(m('app!=web')).toBe(false);
    expect(m('app in (db, web)')).toBe(true);
    expect(m('app notin (web)')).toBe(false);
    expect(m('missing')).toBe(false);
    expect(m('!missing')).toBe(true);
    expect(m('version>2')).toBe(true);
    expect(m('version<2')).toBe(false);
    expect(m('')).toBe(true);
    expect(() => parseLabelSelector('app in web')).toThrow();
  });

  it('parses field selectors', () => {
    expect(parseFieldSelector('metadata.name=a,status.phase!=Running')).toEqual([
      { field: 'metadata.name', op: '=', value: 'a' },
      { field: 'status.phase', op: '!=', value: 'Running' },
    ]);
  });

  it('prints a LabelSelector the way kubectl shows it', () => {
    expect(
      selectorToString({
        matchLabels: { a: 'b' },
        matchExpressions: [{ key: 'c', operator: 'In', values: ['d', 'e'] }],
      }),
    ).toBe('a=b,c in (d,e)');
  });
});

describe('the simulated clock', () => {
  it('fires timers in order, each at its own time, when advanced', () => {
    const clock = new SimClock({ speed: 0, start: 1_000_000 });
    const seen: [string, number][] = [];
    clock.at(1_000_300, () => seen.push(['b', clock.now()]));
    clock.at(1_000_100, () => {
      seen.push(['a', clock.now()]);
      clock.after(50, () => seen.push(['a2', clock.now()]));
    });
    clock.at(1_000_900, () => seen.push(['late', clock.now()]));
    clock.advance(500);
    expect(seen).toEqual([
      ['a', 1_000_100],
      ['a2', 1_000_150],
      ['b', 1_000_300],
    ]);
    expect(clock.now()).toBe(1_000_500);
    clock.stop();
  });

  it('runs at a multiple of real time', () => {
    // real time is faked, so the test neither sleeps nor reads the wall clock
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const clock = new SimClock({ speed: 100 });
      const t0 = clock.now();
      vi.advanceTimersByTime(50);
      expect(clock.now() - t0).toBe(5000);
      let fired = false;
      clock.after(1000, () => {
        fired = true;
      });
      vi.advanceTimersByTime(9);
      expect(fired).toBe(false);
      vi.advanceTimersByTime(1);
      expect(fired).toBe(true);
      clock.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the clock at real speed', () => {
  it('runs the timers that fell due together as one batch, with their deferred work once at its end', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const clock = new SimClock({ speed: 1 });
      const log: string[] = [];
      const settle = () => log.push('settled');
      for (const name of ['a', 'b', 'c'])
        clock.after(10 + log.length, () => {
          log.push(`${name}${clock.deferring ? ' (batch)' : ''}`);
          clock.atBatchEnd(settle);
        });
      vi.advanceTimersByTime(20);
      expect(log).toEqual(['a (batch)', 'b (batch)', 'c (batch)', 'settled']);
      // Under advance() (tests) nothing is batched: each timer's work is its own.
      clock.setSpeed(0);
      clock.after(5, () => log.push(`d${clock.deferring ? ' (batch)' : ''}`));
      clock.advance(5);
      expect(log.at(-1)).toBe('d');
      clock.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('image references', () => {
  it('fails pulls from .invalid hosts or under the annotation, with containerd-shaped messages', () => {
    expect(imagePullError('busybox:1.36', undefined)).toBeUndefined();
    expect(imagePullError('busybox:9.9', 'not-found')).toBe(
      'rpc error: code = NotFound desc = failed to pull and unpack image "docker.io/library/busybox:9.9": failed to resolve reference "docker.io/library/busybox:9.9": docker.io/library/busybox:9.9: not found',
    );
    expect(imagePullError('registry.invalid/team/app', undefined)).toContain(
      'Head "https://registry.invalid/v2/team/app/manifests/latest": dial tcp: lookup registry.invalid: no such host',
    );
    expect(normalizeImage('team/app:2')).toBe('docker.io/team/app:2');
    expect(normalizeImage('localhost:5000/app')).toBe('localhost:5000/app:latest');
  });
});

describe('container plans', () => {
  it('reads echo, sleep and exit from a shell script', () => {
    const plan = planFromCommand({
      command: ['sh', '-c', 'echo "hello $NAME"; sleep 2; echo done && exit 4'],
      env: [{ name: 'NAME', value: 'sim' }],
    });
    expect(plan).toEqual({
      lines: [
        { offsetMs: 0, text: 'hello sim' },
        { offsetMs: 2000, text: 'done' },
      ],
      durationMs: 2000,
      exitCode: 4,
    });
  });

  it('lets annotations set duration, exit code and log lines', () => {
    const plan = containerPlan(
      { command: ['python', 'train.py'] },
      { 'kube-sim.io/duration': '1m', 'kube-sim.io/exit-code': '2', 'kube-sim.io/logs': 'a\nb' },
      0,
    );
    expect(plan).toEqual({
      durationMs: 60_000,
      exitCode: 2,
      lines: [
        { offsetMs: 0, text: 'a' },
        { offsetMs: 30_000, text: 'b' },
      ],
    });
    expect(containerPlan({ command: ['python', 'train.py'] }, {}, 0).lines[0]?.text).toBe(
      '+ python train.py',
    );
  });

  it('parses durations', () => {
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('soon')).toBeUndefined();
  });
});

describe('configuration', () => {
  it('lists every problem at once', () => {
    const problems = configProblems({
      clusters: [
        {
          name: 'Bad_Name',
          clusterQueues: [{ name: 'q', flavors: [{ name: 'f', cpu: 'lots' }] }],
          faults: { explode: true },
        },
        { name: 'ok', kueueVersions: ['v2'] },
        {
          name: 'gates',
          kueueFeatureGates: { Nope: true, UnadmittedWorkloadsObservability: 'yes' },
          podStopDelay: 'later',
        },
      ],
    });
    expect(problems).toEqual([
      "clusters[0].name must be a DNS label (lower case letters, digits, '-')",
      'clusters[0].clusterQueues[0].flavors[0].cpu: "lots" is not a Kubernetes quantity',
      expect.stringContaining('clusters[0].faults: unknown fault "explode"'),
      'clusters[1].kueueVersions must list v1beta2 and/or v1beta1',
      'clusters[2].kueueFeatureGates: unknown feature gate "Nope" (known: UnadmittedWorkloadsObservability)',
      'clusters[2].kueueFeatureGates: UnadmittedWorkloadsObservability must be true or false',
      'clusters[2].podStopDelay must be a duration (e.g. 1s, 500ms, 30)',
    ]);
  });
});
