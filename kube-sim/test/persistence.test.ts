import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUEUE_LABEL } from '../src/index.ts';
import { clientsFor, condition, eventually, jobManifest, startAlpha } from './helpers.ts';

describe('state kept in a folder across restarts (stateDir)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kube-sim-state-'));
  const stateDir = path.join(dir, 'sim');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps objects, resourceVersions, running containers and the clock: a job started before finishes after', async () => {
    const first = await startAlpha({}, { stateDir });
    const c1 = clientsFor(first.cluster('alpha'));
    await c1.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'long',
        queue: 'team',
        command: ['sh', '-c', 'for i in 1 2 3 4; do echo "tick $i"; sleep 10; done; exit 0'],
      }),
    });
    first.clock.advance(1_000);
    const pod = await eventually(async () => {
      const p = (await c1.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=long' }))
        .items[0];
      return p?.status?.phase === 'Running' ? p : undefined;
    });
    first.clock.advance(15_000);
    expect(await c1.core.readNamespacedPodLog({ namespace: 'jobs', name: pod.metadata!.name! })).toBe(
      'tick 1\ntick 2\n',
    );
    const rvBefore = (await c1.batch.listNamespacedJob({ namespace: 'jobs' })).metadata!.resourceVersion!;
    const clockBefore = first.clock.now();
    await first.stop();

    const stat = fs.statSync(stateDir);
    expect(stat.mode & 0o777).toBe(0o700);
    for (const f of fs.readdirSync(stateDir))
      expect(fs.statSync(path.join(stateDir, f)).mode & 0o777).toBe(0o600);

    const second = await startAlpha({}, { stateDir });
    try {
      expect(second.clock.now()).toBe(clockBefore);
      const c2 = clientsFor(second.cluster('alpha'));
      const list = await c2.batch.listNamespacedJob({ namespace: 'jobs' });
      expect(Number(list.metadata!.resourceVersion)).toBeGreaterThanOrEqual(Number(rvBefore));
      expect(list.items.map((j) => j.metadata?.name)).toEqual(['long']);
      expect(list.items[0]!.metadata!.labels![QUEUE_LABEL]).toBe('team');
      const p2 = await c2.core.readNamespacedPod({ namespace: 'jobs', name: pod.metadata!.name! });
      expect(p2.metadata!.uid).toBe(pod.metadata!.uid);
      expect(p2.status?.phase).toBe('Running');
      expect(await c2.core.readNamespacedPodLog({ namespace: 'jobs', name: pod.metadata!.name! })).toBe(
        'tick 1\ntick 2\n',
      );
      second.clock.advance(10_000);
      expect(await c2.core.readNamespacedPodLog({ namespace: 'jobs', name: pod.metadata!.name! })).toBe(
        'tick 1\ntick 2\ntick 3\n',
      );
      second.clock.advance(15_000);
      const job = await c2.batch.readNamespacedJob({ namespace: 'jobs', name: 'long' });
      expect(condition(job, 'Complete')?.status).toBe('True');
      expect(job.status?.succeeded).toBe(1);
      const wl = second.cluster('alpha').listObjects('workloads.kueue.x-k8s.io', 'jobs');
      expect(wl).toHaveLength(1);
      expect(wl[0]!.status.conditions.find((x: { type: string }) => x.type === 'Finished')?.status).toBe(
        'True',
      );
    } finally {
      await second.stop();
    }
  });
});
