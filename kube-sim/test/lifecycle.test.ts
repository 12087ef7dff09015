import * as k8s from '@kubernetes/client-node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS } from '../src/index.ts';
import {
  clientsFor,
  condition,
  eventually,
  type JobOptions,
  jobManifest,
  type KubeSim,
  startAlpha,
} from './helpers.ts';

// What the execution path of the product goes through, scenario by scenario, as a monitor sees it: list, then
// watch jobs, pods and workloads by label selector from the list's resourceVersion, with bookmarks.

type Obj = Record<string, any>;
const KUEUE = { group: 'kueue.x-k8s.io', version: 'v1beta2' };
const OURS = 'example.com/managed-by';

interface Ev {
  type: string;
  obj: Obj;
}

function watchAll(kc: k8s.KubeConfig, path: string, labelSelector: string, resourceVersion: string) {
  const events: Ev[] = [];
  const ctl = new k8s.Watch(kc).watch(
    path,
    { labelSelector, resourceVersion, allowWatchBookmarks: true },
    (type, obj) => events.push({ type, obj: structuredClone(obj) }),
    () => {},
  );
  return {
    events,
    of: (name: string) => events.filter((e) => e.obj.metadata?.name === name),
    stop: async () => (await ctl).abort(),
  };
}

/** A job of ours: labelled on the job and on its pod template, queued to `team`. */
function ourJob(name: string, opts: Partial<JobOptions> = {}) {
  const j = jobManifest({
    name,
    queue: 'team',
    ...opts,
    labels: { [OURS]: 'kueue-batch', ...(opts.labels ?? {}) },
  });
  j.spec!.template.metadata = { labels: { [OURS]: 'kueue-batch' } };
  return j;
}

const conditionTypes = (o: Obj) =>
  (o.status?.conditions ?? []).filter((c: Obj) => c.status === 'True').map((c: Obj) => c.type);

describe('a job through its life, as a monitor watching by label sees it', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  let jobs: ReturnType<typeof watchAll>;
  let pods: ReturnType<typeof watchAll>;
  let workloads: ReturnType<typeof watchAll>;

  beforeAll(async () => {
    sim = await startAlpha({ bookmarkIntervalMs: 50 });
    c = clientsFor(sim.cluster('alpha'));
    const sel = `${OURS}=kueue-batch`;
    const jl = await c.batch.listNamespacedJob({ namespace: 'jobs', labelSelector: sel });
    jobs = watchAll(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', sel, jl.metadata!.resourceVersion!);
    const pl = await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: sel });
    pods = watchAll(c.kc, '/api/v1/namespaces/jobs/pods', sel, pl.metadata!.resourceVersion!);
    const wl = (await c.custom.listNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'workloads',
      labelSelector: 'kueue.x-k8s.io/job-uid',
    })) as Obj;
    workloads = watchAll(
      c.kc,
      '/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads',
      'kueue.x-k8s.io/job-uid',
      wl.metadata.resourceVersion,
    );
    await eventually(() => sim.cluster('alpha').openWatches === 3);
  });
  afterAll(async () => {
    await Promise.all([jobs.stop(), pods.stop(), workloads.stop()]);
    await sim.stop();
  });

  const readJob = (name: string) => c.batch.readNamespacedJob({ namespace: 'jobs', name });
  const podsOf = async (name: string) =>
    (
      await c.core.listNamespacedPod({
        namespace: 'jobs',
        labelSelector: `batch.kubernetes.io/job-name=${name}`,
      })
    ).items;

  it('success: admitted, Pending → Running → Succeeded, SuccessCriteriaMet with Complete, logs kept until deletion', async () => {
    const created = await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: ourJob('ok', { command: ['sh', '-c', 'echo hello; sleep 2; echo bye'] }),
    });
    expect(created.spec?.suspend).toBe(true); // Kueue's webhook
    let j = await readJob('ok');
    expect(j.spec?.suspend).toBe(false); // admitted at once: quota is free
    let [pod] = await podsOf('ok');
    expect(pod!.status?.phase).toBe('Pending');
    expect(pod!.status?.containerStatuses?.[0]?.state?.waiting?.reason).toBe('ContainerCreating');
    sim.clock.advance(1_000);
    [pod] = await podsOf('ok');
    expect(pod!.status?.phase).toBe('Running');
    j = await readJob('ok');
    expect(j.status).toMatchObject({ active: 1, ready: 1, terminating: 0 });
    sim.clock.advance(2_000);
    j = await readJob('ok');
    expect(condition(j, 'SuccessCriteriaMet')).toMatchObject({
      status: 'True',
      reason: 'CompletionsReached',
    });
    expect(condition(j, 'Complete')).toMatchObject({
      status: 'True',
      reason: 'CompletionsReached',
      message: 'Reached expected number of succeeded pods',
    });
    expect(j.status).toMatchObject({ succeeded: 1, terminating: 0 });
    expect(j.status?.completionTime).toBeTruthy();
    [pod] = await podsOf('ok');
    expect(pod!.status?.phase).toBe('Succeeded');
    expect(pod!.status?.containerStatuses?.[0]?.state?.terminated).toMatchObject({
      exitCode: 0,
      reason: 'Completed',
    });
    const log = await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod!.metadata!.name! });
    expect(log).toBe('hello\nbye\n');
    const wl = workloads.events.filter((e) => e.obj.metadata.ownerReferences?.[0]?.name === 'ok').at(-1)!.obj;
    expect(condition(wl, 'Finished')).toMatchObject({
      status: 'True',
      reason: 'Succeeded',
      message: 'Reached expected number of succeeded pods', // the Complete condition's
    });

    await eventually(() => jobs.of('ok').some((e) => conditionTypes(e.obj).includes('Complete')));
    // every version the watch delivered: Complete never without SuccessCriteriaMet
    for (const e of jobs.of('ok'))
      if (conditionTypes(e.obj).includes('Complete'))
        expect(conditionTypes(e.obj)).toContain('SuccessCriteriaMet');
    const phases = pods.of(pod!.metadata!.name!).map((e) => e.obj.status?.phase);
    expect(phases).toEqual(expect.arrayContaining(['Pending', 'Running', 'Succeeded']));
    expect(phases.indexOf('Running')).toBeLessThan(phases.indexOf('Succeeded'));
    expect(jobs.events.some((e) => e.type === 'BOOKMARK')).toBe(true);

    await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'ok', propagationPolicy: 'Background' });
    await eventually(() => pods.of(pod!.metadata!.name!).some((e) => e.type === 'DELETED'));
    await eventually(() =>
      workloads.events.some((e) => e.type === 'DELETED' && e.obj.metadata.name === wl.metadata.name),
    );
    await expect(
      c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod!.metadata!.name! }),
    ).rejects.toMatchObject({
      code: 404,
    });
  });

  it('exit 3 with backoffLimit 0: pod Failed with the exit code, FailureTarget and Failed (BackoffLimitExceeded)', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: ourJob('three', { backoffLimit: 0, command: ['sh', '-c', 'echo working; sleep 1; exit 3'] }),
    });
    sim.clock.advance(2_000);
    const [pod] = await podsOf('three');
    expect(pod!.status?.phase).toBe('Failed');
    expect(pod!.status?.containerStatuses?.[0]?.state?.terminated).toMatchObject({
      exitCode: 3,
      reason: 'Error',
    });
    const j = await readJob('three');
    const message = 'Job has reached the specified backoff limit';
    expect(condition(j, 'FailureTarget')).toMatchObject({
      status: 'True',
      reason: 'BackoffLimitExceeded',
      message,
    });
    expect(condition(j, 'Failed')).toMatchObject({ status: 'True', reason: 'BackoffLimitExceeded', message });
    expect(j.status).toMatchObject({ failed: 1, terminating: 0 });
    expect(await c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod!.metadata!.name! })).toBe(
      'working\n',
    );
    const wl = workloads.events
      .filter((e) => e.obj.metadata.ownerReferences?.[0]?.name === 'three')
      .at(-1)!.obj;
    expect(condition(wl, 'Finished')).toMatchObject({ status: 'True', reason: 'Failed', message });
  });

  it('deleting a running job (Background): the workload goes, the pod terminates gracefully (exit 143), then goes', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: ourJob('doomed', {
        annotations: { [ANNOTATIONS.duration]: '1h', [ANNOTATIONS.stopDelay]: '3s' },
      }),
    });
    sim.clock.advance(1_000);
    const [pod] = await podsOf('doomed');
    const podName = pod!.metadata!.name!;
    await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'doomed', propagationPolicy: 'Background' });
    await expect(readJob('doomed')).rejects.toMatchObject({ code: 404 });
    const list = (await c.custom.listNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'workloads',
    })) as Obj;
    expect(list.items.filter((w: Obj) => w.metadata.ownerReferences?.[0]?.name === 'doomed')).toHaveLength(0);
    const terminating = await c.core.readNamespacedPod({ namespace: 'jobs', name: podName });
    expect(terminating.metadata?.deletionTimestamp).toBeTruthy();
    expect(terminating.status?.phase).toBe('Running');
    sim.clock.advance(3_000);
    await expect(c.core.readNamespacedPod({ namespace: 'jobs', name: podName })).rejects.toMatchObject({
      code: 404,
    });
    await eventually(() => pods.of(podName).some((e) => e.type === 'DELETED'));
    const last = pods
      .of(podName)
      .filter((e) => e.type === 'MODIFIED')
      .at(-1)!.obj;
    expect(last.status.phase).toBe('Failed');
    expect(last.status.containerStatuses[0].state.terminated).toMatchObject({
      exitCode: 143,
      reason: 'Error',
    });
  });

  it('a container that ignores SIGTERM is killed at the end of the grace period (exit 137)', async () => {
    const body = ourJob('stubborn', {
      annotations: { [ANNOTATIONS.duration]: '1h', [ANNOTATIONS.stopDelay]: '1h' },
    });
    body.spec!.template.spec!.terminationGracePeriodSeconds = 5;
    body.spec!.activeDeadlineSeconds = 10;
    await c.batch.createNamespacedJob({ namespace: 'jobs', body });
    sim.clock.advance(11_000);
    let j = await readJob('stubborn');
    expect(condition(j, 'FailureTarget')?.reason).toBe('DeadlineExceeded');
    expect(condition(j, 'Failed')).toBeUndefined();
    expect(j.status?.terminating).toBe(1);
    sim.clock.advance(5_000);
    j = await readJob('stubborn');
    expect(condition(j, 'Failed')?.reason).toBe('DeadlineExceeded');
    expect(j.status).toMatchObject({ terminating: 0, failed: 1 });
    const last = pods.events
      .filter((e) => e.obj.metadata?.labels?.['job-name'] === 'stubborn' && e.type === 'MODIFIED')
      .at(-1)!.obj;
    expect(last.status.containerStatuses[0].state.terminated).toMatchObject({
      exitCode: 137,
      reason: 'Error',
    });
  });

  it('an image that cannot be pulled: ErrImagePull, then ImagePullBackOff, pod Pending, job active, retried', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: ourJob('nopull', { image: 'registry.invalid/team/app:1' }),
    });
    sim.clock.advance(1_000);
    let [pod] = await podsOf('nopull');
    let waiting = pod!.status?.containerStatuses?.[0]?.state?.waiting;
    expect(pod!.status?.phase).toBe('Pending');
    expect(waiting?.reason).toBe('ErrImagePull');
    expect(waiting?.message).toContain('failed to pull and unpack image "registry.invalid/team/app:1"');
    expect(waiting?.message).toContain('lookup registry.invalid: no such host');
    sim.clock.advance(1_000);
    [pod] = await podsOf('nopull');
    waiting = pod!.status?.containerStatuses?.[0]?.state?.waiting;
    expect(waiting).toEqual({
      reason: 'ImagePullBackOff',
      message: 'Back-off pulling image "registry.invalid/team/app:1"',
    });
    const logs = await c.core
      .readNamespacedPodLog({ namespace: 'jobs', name: pod!.metadata!.name! })
      .catch((e) => e);
    expect(logs.code).toBe(400);
    expect(JSON.parse(logs.body).message).toBe(
      `container "main" in pod "${pod!.metadata!.name}" is waiting to start: trying and failing to pull image`,
    );
    const j = await readJob('nopull');
    expect(j.status).toMatchObject({ active: 1, ready: 0 });
    expect(condition(j, 'Failed')).toBeUndefined();
    sim.clock.advance(9_000); // first retry 10 s after the failed pull
    [pod] = await podsOf('nopull');
    expect(pod!.status?.containerStatuses?.[0]?.state?.waiting?.reason).toBe('ErrImagePull');

    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: ourJob('denied', { annotations: { [ANNOTATIONS.imagePullError]: 'unauthorized' } }),
    });
    sim.clock.advance(1_000);
    const [d] = await podsOf('denied');
    expect(d!.status?.containerStatuses?.[0]?.state?.waiting?.message).toContain('pull access denied');
  });
});

describe.each([
  { gate: true, waiting: 'WaitingForQuota', never: 'ExceedsMaxQuota', noQueue: 'Misconfigured' },
  { gate: false, waiting: 'Pending', never: 'Pending', noQueue: 'Inadmissible' },
])('Kueue with UnadmittedWorkloadsObservability=$gate', ({ gate, waiting, never, noQueue }) => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  const seen: string[] = [];
  let stopWatch: () => Promise<void>;

  beforeAll(async () => {
    sim = await startAlpha({ kueueFeatureGates: { UnadmittedWorkloadsObservability: gate } });
    c = clientsFor(sim.cluster('alpha'));
    const ctl = new k8s.Watch(c.kc).watch(
      '/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads',
      { resourceVersion: '0' },
      (_type, obj: Obj) => {
        for (const cond of obj.status?.conditions ?? [])
          if (cond.type === 'QuotaReserved' && cond.status === 'False') seen.push(cond.reason);
      },
      () => {},
    );
    stopWatch = async () => (await ctl).abort();
  });
  afterAll(async () => {
    await stopWatch();
    await sim.stop();
  });

  const workloadOf = async (job: string): Promise<Obj> => {
    const list = (await c.custom.listNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'workloads',
    })) as {
      items: Obj[];
    };
    return list.items.find((w) => w.metadata.ownerReferences?.[0]?.name === job)!;
  };

  it('waits for quota, then is admitted when quota frees', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'hog',
        queue: 'team',
        cpu: '13',
        annotations: { [ANNOTATIONS.duration]: '20s' },
      }),
    });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'later', queue: 'team', cpu: '5' }),
    });
    let wl = await workloadOf('later');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({ status: 'False', reason: waiting });
    expect(condition(wl, 'QuotaReserved')?.message).toContain(
      "couldn't assign flavors to pod set main: insufficient quota for cpu in flavor big, previously considered podsets requests (0) + current podset request (5) > maximum capacity (4), insufficient unused quota for cpu in flavor small, 2 more needed",
    );
    if (gate) expect(condition(wl, 'Admitted')).toMatchObject({ status: 'False', reason: 'NoReservation' });
    else expect(condition(wl, 'Admitted')).toBeUndefined();
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'later' })).spec?.suspend).toBe(true);
    sim.clock.advance(1_000 + 20_000);
    wl = await workloadOf('later');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({ status: 'True', reason: 'QuotaReserved' });
    expect(condition(wl, 'Admitted')).toMatchObject({ status: 'True', reason: 'Admitted' });
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'later' })).spec?.suspend).toBe(false);
  });

  it('can never be admitted: the same message, in this gate’s vocabulary', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'huge', queue: 'team', cpu: '24' }),
    });
    const wl = await workloadOf('huge');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: never,
      message:
        "couldn't assign flavors to pod set main: insufficient quota for cpu in flavor big, previously considered podsets requests (0) + current podset request (24) > maximum capacity (4), insufficient quota for cpu in flavor small, previously considered podsets requests (0) + current podset request (24) > maximum capacity (16)",
    });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'lost', queue: 'nosuch' }),
    });
    expect(condition(await workloadOf('lost'), 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: noQueue,
      message: "LocalQueue nosuch doesn't exist",
    });
  });

  it('never mixes the two vocabularies', async () => {
    await eventually(() => seen.length >= 3);
    const vocabulary = gate
      ? [
          'WaitingForQuota',
          'ExceedsMaxQuota',
          'NoMatchingFlavor',
          'Misconfigured',
          'Suspended',
          'PendingEvaluation',
        ]
      : ['Pending', 'Inadmissible'];
    expect(seen.filter((r) => !vocabulary.includes(r))).toEqual([]);
  });
});

describe('the UnadmittedWorkloadsObservability gate at run time', () => {
  let sim: KubeSim | undefined;
  afterEach(async () => {
    await sim?.stop();
  });

  it('switches every pending workload to the other vocabulary at once (control API)', async () => {
    sim = await startAlpha({}, { controlPort: 0 });
    const c = clientsFor(sim.cluster('alpha'));
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'huge', queue: 'team', cpu: '24' }),
    });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'lost', queue: 'nosuch' }),
    });
    const reasons = async () => {
      const list = (await c.custom.listNamespacedCustomObject({
        ...KUEUE,
        namespace: 'jobs',
        plural: 'workloads',
      })) as {
        items: Obj[];
      };
      return list.items
        .map((w) => [condition(w, 'QuotaReserved')?.reason, condition(w, 'Admitted')?.reason])
        .sort();
    };
    expect(await reasons()).toEqual([
      ['ExceedsMaxQuota', 'NoReservation'],
      ['Misconfigured', 'NoReservation'],
    ]);
    const url = `${sim.controlUrl}/clusters/alpha/kueue-feature-gates`;
    const off = await fetch(url, {
      method: 'PATCH',
      body: JSON.stringify({ UnadmittedWorkloadsObservability: false }),
    });
    expect(await off.json()).toEqual({ UnadmittedWorkloadsObservability: false });
    expect(await reasons()).toEqual([
      ['Inadmissible', undefined],
      ['Pending', undefined],
    ]);
    const bad = await fetch(url, { method: 'PATCH', body: JSON.stringify({ NoSuchGate: true }) });
    expect(bad.status).toBe(400);
    sim.cluster('alpha').setKueueFeatureGates({ UnadmittedWorkloadsObservability: true });
    expect(await reasons()).toEqual([
      ['ExceedsMaxQuota', 'NoReservation'],
      ['Misconfigured', 'NoReservation'],
    ]);
  });
});
