import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, condition, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe("the kubelet's active deadline (a pod's spec.activeDeadlineSeconds)", () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('stops a pod past its deadline: Failed, DeadlineExceeded, the container ended by SIGTERM; the job retries it', async () => {
    const m = jobManifest({
      name: 'slow-task',
      backoffLimit: 1,
      command: ['sh', '-c', 'echo start; sleep 100'],
    });
    m.spec!.template.spec!.activeDeadlineSeconds = 5;
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: m });
    const pods = async () =>
      (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=slow-task' })).items;
    sim.clock.advance(5_000);
    let p = (await pods())[0]!;
    expect(p.status?.phase).toBe('Running');
    sim.clock.advance(1_000); // the container's stop delay after SIGTERM
    p = (await pods()).find((x) => x.metadata?.name === p.metadata?.name)!;
    expect(p.status).toMatchObject({
      phase: 'Failed',
      reason: 'DeadlineExceeded',
      message: 'Pod was active on the node longer than the specified deadline',
    });
    expect(p.status?.containerStatuses?.[0]?.state?.terminated).toMatchObject({
      exitCode: 143,
      reason: 'Error',
    });
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'slow-task' });
    expect(job.status?.failed).toBe(1);
    expect(condition(job, 'Failed')).toBeUndefined();
    sim.clock.advance(10_000); // the job's backoff, then a second pod
    expect((await pods()).filter((x) => x.status?.phase !== 'Failed')).toHaveLength(1);
    sim.clock.advance(6_000);
    const failed = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'slow-task' });
    expect(condition(failed, 'Failed')).toMatchObject({ reason: 'BackoffLimitExceeded' });
  });
});
