import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, condition, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe('a simulated cluster, through @kubernetes/client-node', () => {
  let sim: KubeSim;
  beforeAll(async () => {
    sim = await startAlpha();
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('runs a queued job to completion on the controlled clock', async () => {
    const { batch, core } = clientsFor(sim.cluster('alpha'));
    const created = await batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'smoke', queue: 'team' }),
    });
    expect(created.spec?.suspend).toBe(true);
    const admitted = await batch.readNamespacedJob({ namespace: 'jobs', name: 'smoke' });
    expect(admitted.spec?.suspend).toBe(false);
    sim.clock.advance(2_000);
    const pods = await core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=smoke' });
    expect(pods.items.map((p) => p.status?.phase)).toEqual(['Running']);
    sim.clock.advance(10_000);
    const done = await batch.readNamespacedJob({ namespace: 'jobs', name: 'smoke' });
    expect(condition(done, 'Complete')?.status).toBe('True');
    expect(done.status?.succeeded).toBe(1);
  });
});
