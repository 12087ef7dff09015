import { PassThrough } from 'node:stream';
import * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS } from '../src/index.ts';
import { clientsFor, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe('pod logs', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const podOf = async (job: string) =>
    (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: `job-name=${job}` })).items[0]!
      .metadata!.name!;

  it('derives log lines from the container command and shows them as they are printed', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'script',
        command: ['sh', '-c', 'echo "step one"; sleep 10; echo step two; sleep 5; echo "all done"'],
      }),
    });
    const pod = await podOf('script');
    await expect(c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod })).rejects.toMatchObject({
      code: 400,
    });
    sim.clock.advance(1_000);
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod })).toBe('step one\n');
    sim.clock.advance(10_000);
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod })).toBe('step one\nstep two\n');
    sim.clock.advance(5_000);
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod })).toBe(
      'step one\nstep two\nall done\n',
    );
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'script' });
    expect(job.status?.succeeded).toBe(1);
    // still readable after the run
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod, tailLines: 1 })).toBe(
      'all done\n',
    );
  });

  it('supports tailLines, sinceSeconds and timestamps', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'annotated',
        annotations: {
          [ANNOTATIONS.logs]: JSON.stringify(['a', 'b', 'c', 'd']),
          [ANNOTATIONS.duration]: '40s',
        },
      }),
    });
    const pod = await podOf('annotated');
    sim.clock.advance(1_000 + 40_000);
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod })).toBe('a\nb\nc\nd\n');
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod, tailLines: 2 })).toBe('c\nd\n');
    // lines at 0s, 10s, 20s, 30s after start; now is 40s after start
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod, sinceSeconds: 15 })).toBe('d\n');
    const stamped = await c.core.readNamespacedPodLog({
      namespace: 'jobs',
      name: pod,
      timestamps: true,
      tailLines: 1,
    });
    expect(stamped).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z d\n$/);
  });

  it('answers 400 for a container that has not started and 404 for a missing pod', async () => {
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'waiting' }) });
    const pod = await podOf('waiting');
    const err = await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod }).catch((e) => e);
    expect(err.code).toBe(400);
    expect(JSON.parse(err.body).message).toBe(
      `container "main" in pod "${pod}" is waiting to start: ContainerCreating`,
    );
    await expect(c.core.readNamespacedPodLog({ namespace: 'jobs', name: 'nope' })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('streams with follow until the container ends', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'follow',
        command: ['sh', '-c', 'echo one; sleep 5; echo two; sleep 5; echo three'],
      }),
    });
    const pod = await podOf('follow');
    sim.clock.advance(1_000);
    const out = new PassThrough();
    let text = '';
    out.on('data', (d) => (text += d));
    const ended = new Promise<void>((resolve) => out.on('end', () => resolve()));
    const log = new k8s.Log(c.kc);
    await log.log('jobs', pod, 'main', out, { follow: true });
    await eventually(() => text === 'one\n');
    sim.clock.advance(5_000);
    await eventually(() => text === 'one\ntwo\n');
    sim.clock.advance(5_000);
    await ended;
    expect(text).toBe('one\ntwo\nthree\n');
  });
});
