import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS } from '../src/index.ts';
import { clientsFor, condition, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe('batch/v1 jobs and their pods', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const pods = async (job: string) =>
    (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: `job-name=${job}` })).items;

  it('defaults a job like the API server (selector, labels, backoffLimit, pod template defaults)', async () => {
    const j = await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'defaults' }),
    });
    expect(j.spec?.backoffLimit).toBe(6);
    expect(j.spec?.completions).toBe(1);
    expect(j.spec?.parallelism).toBe(1);
    expect(j.spec?.completionMode).toBe('NonIndexed');
    expect(j.spec?.selector?.matchLabels?.['batch.kubernetes.io/controller-uid']).toBe(j.metadata?.uid);
    expect(j.spec?.template.metadata?.labels?.['job-name']).toBe('defaults');
    expect(j.spec?.template.spec?.containers[0]?.terminationMessagePath).toBe('/dev/termination-log');
    expect(j.spec?.template.spec?.dnsPolicy).toBe('ClusterFirst');
    expect(Number(j.metadata?.resourceVersion)).toBeGreaterThan(0);
  });

  it('runs pods Pending → Running → Succeeded and completes the job', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'runs', annotations: { [ANNOTATIONS.duration]: '30s' } }),
    });
    let p = await pods('runs');
    expect(p).toHaveLength(1);
    expect(p[0]!.status?.phase).toBe('Pending');
    expect(p[0]!.status?.containerStatuses?.[0]?.state?.waiting?.reason).toBe('ContainerCreating');
    expect(p[0]!.metadata?.ownerReferences?.[0]).toMatchObject({
      kind: 'Job',
      name: 'runs',
      controller: true,
    });
    sim.clock.advance(1_000);
    p = await pods('runs');
    expect(p[0]!.status?.phase).toBe('Running');
    const running = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'runs' });
    expect(running.status?.active).toBe(1);
    expect(running.status?.ready).toBe(1);
    sim.clock.advance(30_000);
    p = await pods('runs');
    expect(p[0]!.status?.phase).toBe('Succeeded');
    expect(p[0]!.status?.containerStatuses?.[0]?.state?.terminated).toMatchObject({
      exitCode: 0,
      reason: 'Completed',
    });
    const done = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'runs' });
    expect(condition(done, 'Complete')).toMatchObject({ status: 'True', reason: 'CompletionsReached' });
    expect(done.status?.succeeded).toBe(1);
    expect(done.status?.completionTime).toBeTruthy();
  });

  it('retries a failing pod up to backoffLimit, then fails with BackoffLimitExceeded', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'fails',
        backoffLimit: 1,
        annotations: { [ANNOTATIONS.exitCode]: '3', [ANNOTATIONS.duration]: '2s' },
      }),
    });
    sim.clock.advance(3_000);
    let p = await pods('fails');
    expect(p.map((x) => x.status?.phase)).toEqual(['Failed']);
    expect(p[0]!.status?.containerStatuses?.[0]?.state?.terminated).toMatchObject({
      exitCode: 3,
      reason: 'Error',
    });
    sim.clock.advance(10_000); // pod backoff (10 s) then a second attempt
    sim.clock.advance(3_000);
    p = await pods('fails');
    expect(p).toHaveLength(2);
    const j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'fails' });
    expect(condition(j, 'Failed')).toMatchObject({
      status: 'True',
      reason: 'BackoffLimitExceeded',
      message: 'Job has reached the specified backoff limit',
    });
    expect(j.status?.failed).toBe(2);
  });

  it('fails a job after activeDeadlineSeconds: FailureTarget while the pod terminates, then Failed (DeadlineExceeded)', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'deadline',
        activeDeadlineSeconds: 5,
        // the container takes 10 s to stop after SIGTERM (inside the default 30 s grace period)
        annotations: { [ANNOTATIONS.duration]: '60s', [ANNOTATIONS.stopDelay]: '10s' },
      }),
    });
    // status.startTime has whole seconds, so the deadline falls 4-5 s after creation
    sim.clock.advance(4_000);
    let j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'deadline' });
    expect(condition(j, 'FailureTarget')).toBeUndefined();
    sim.clock.advance(1_500);
    j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'deadline' });
    expect(condition(j, 'FailureTarget')).toMatchObject({
      status: 'True',
      reason: 'DeadlineExceeded',
      message: 'Job was active longer than specified deadline',
    });
    expect(condition(j, 'Failed')).toBeUndefined();
    expect(j.status).toMatchObject({ terminating: 1, ready: 0 });
    expect(j.status?.active).toBeUndefined();
    let p = await pods('deadline');
    expect(p).toHaveLength(1);
    expect(p[0]!.metadata?.deletionTimestamp).toBeTruthy();
    expect(p[0]!.status?.phase).toBe('Running');
    sim.clock.advance(8_000);
    j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'deadline' });
    expect(condition(j, 'Failed')).toBeUndefined();
    expect(j.status?.terminating).toBe(1);
    sim.clock.advance(2_000);
    j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'deadline' });
    expect(condition(j, 'Failed')).toMatchObject({
      status: 'True',
      reason: 'DeadlineExceeded',
      message: 'Job was active longer than specified deadline',
    });
    expect(j.status).toMatchObject({ terminating: 0, failed: 1 });
    p = await pods('deadline');
    expect(p).toHaveLength(0);
  });

  it('counts activeDeadlineSeconds only while the job is not suspended', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: {
        ...jobManifest({
          name: 'suspended',
          activeDeadlineSeconds: 10,
          annotations: { [ANNOTATIONS.duration]: '60s' },
        }),
        spec: { ...jobManifest({ name: 'suspended', activeDeadlineSeconds: 10 }).spec!, suspend: true },
      },
    });
    sim.clock.advance(60_000);
    let j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'suspended' });
    expect(condition(j, 'Suspended')?.status).toBe('True');
    expect(condition(j, 'Failed')).toBeUndefined();
    expect(await pods('suspended')).toHaveLength(0);
    await c.batch.patchNamespacedJob({
      namespace: 'jobs',
      name: 'suspended',
      body: [{ op: 'replace', path: '/spec/suspend', value: false }],
    });
    sim.clock.advance(9_000);
    j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'suspended' });
    expect(condition(j, 'Suspended')).toMatchObject({ status: 'False', reason: 'JobResumed' });
    expect(condition(j, 'Failed')).toBeUndefined();
    sim.clock.advance(1_500);
    j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'suspended' });
    expect(condition(j, 'FailureTarget')?.reason).toBe('DeadlineExceeded');
    sim.clock.advance(1_000);
    j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'suspended' });
    expect(condition(j, 'Failed')?.reason).toBe('DeadlineExceeded');
  });

  it('selects jobs by label and by field', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'sel-a', labels: { team: 'a', tier: 'x' } }),
    });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'sel-b', labels: { team: 'b' } }),
    });
    const names = async (q: { labelSelector?: string; fieldSelector?: string }) =>
      (await c.batch.listNamespacedJob({ namespace: 'jobs', ...q })).items.map((j) => j.metadata?.name);
    expect(await names({ labelSelector: 'team=a' })).toEqual(['sel-a']);
    expect(await names({ labelSelector: 'team in (a,b),!tier' })).toEqual(['sel-b']);
    expect(await names({ labelSelector: 'team,team!=b' })).toEqual(['sel-a']);
    expect(await names({ fieldSelector: 'metadata.name=sel-b' })).toEqual(['sel-b']);
    await expect(
      c.batch.listNamespacedJob({ namespace: 'jobs', fieldSelector: 'spec.bogus=1' }),
    ).rejects.toMatchObject({ code: 400 });
    const allNs = await c.batch.listJobForAllNamespaces({ labelSelector: 'team=b' });
    expect(allNs.items.map((j) => j.metadata?.namespace)).toEqual(['jobs']);
    const phase = await c.core.listNamespacedPod({
      namespace: 'jobs',
      fieldSelector: 'status.phase=Succeeded',
    });
    expect(phase.items.every((p) => p.status?.phase === 'Succeeded')).toBe(true);
  });

  it('pages lists with limit and continue', async () => {
    const first = await c.batch.listNamespacedJob({ namespace: 'jobs', limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.metadata?._continue).toBeTruthy();
    const rest = await c.batch.listNamespacedJob({
      namespace: 'jobs',
      limit: 100,
      _continue: first.metadata!._continue!,
    });
    const all = await c.batch.listNamespacedJob({ namespace: 'jobs' });
    expect([...first.items, ...rest.items].map((j) => j.metadata?.name)).toEqual(
      all.items.map((j) => j.metadata?.name),
    );
  });

  it('updates status only through the status subresource', async () => {
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'statussub' }) });
    const j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'statussub' });
    const viaMain = await c.batch.replaceNamespacedJob({
      namespace: 'jobs',
      name: 'statussub',
      body: { ...j, status: { ...j.status, failed: 42 } },
    });
    expect(viaMain.status?.failed).toBeUndefined();
    const s = await c.batch.readNamespacedJobStatus({ namespace: 'jobs', name: 'statussub' });
    expect(s.status?.active).toBe(1);
  });

  it('deletes with propagation: Background removes pods, the default (orphan) keeps them and warns', async () => {
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'bg' }) });
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'orphan' }) });
    sim.clock.advance(1_000);
    await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'bg', propagationPolicy: 'Background' });
    await expect(c.batch.readNamespacedJob({ namespace: 'jobs', name: 'bg' })).rejects.toMatchObject({
      code: 404,
    });
    let p = await pods('bg');
    expect(p.every((x) => x.metadata?.deletionTimestamp)).toBe(true);
    sim.clock.advance(2_000);
    expect(await pods('bg')).toHaveLength(0);

    const res = await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'orphan' });
    expect(res).toMatchObject({ status: 'Success' });
    p = await pods('orphan');
    expect(p).toHaveLength(1);
    expect(p[0]!.metadata?.ownerReferences ?? []).toHaveLength(0);
  });

  it('deletes in the foreground: the job waits for its pods', async () => {
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'fg' }) });
    sim.clock.advance(1_000);
    const r = await c.batch.deleteNamespacedJob({
      namespace: 'jobs',
      name: 'fg',
      propagationPolicy: 'Foreground',
    });
    expect(r).toBeTruthy();
    const during = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'fg' });
    expect(during.metadata?.deletionTimestamp).toBeTruthy();
    expect(during.metadata?.finalizers).toContain('foregroundDeletion');
    sim.clock.advance(2_000);
    await expect(c.batch.readNamespacedJob({ namespace: 'jobs', name: 'fg' })).rejects.toMatchObject({
      code: 404,
    });
  });
});
