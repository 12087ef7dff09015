import https from 'node:https';
import { afterEach, describe, expect, it } from 'vitest';
import { ANNOTATIONS, startKubeSim } from '../src/index.ts';
import { clientsFor, condition, jobManifest, type KubeSim, type SimCluster } from './helpers.ts';

type Obj = Record<string, any>;
const VIS = '/apis/visibility.kueue.x-k8s.io';

/** A raw GET with the cluster's token and CA (what `kubectl get --raw` does). */
function get(
  c: SimCluster,
  path: string,
  accept = 'application/json',
): Promise<{ status: number; body: Obj; headers: Record<string, unknown> }> {
  const u = new URL(c.url);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: u.hostname,
        port: u.port,
        method: 'GET',
        path,
        ca: c.caPem,
        headers: { Authorization: `Bearer ${c.token}`, Accept: accept },
        timeout: 5000,
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let body: Obj = {};
          try {
            body = JSON.parse(text);
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** One cluster "q": ClusterQueue team (8 cpu) with LocalQueues jobs/team, jobs/other and research/team. */
async function startQueues(
  opts: {
    strategy?: 'BestEffortFIFO' | 'StrictFIFO';
    visibility?: 'allowed' | 'forbidden' | 'absent';
    kueueVersions?: ('v1beta2' | 'v1beta1')[];
    controlPort?: number;
  } = {},
): Promise<KubeSim> {
  return startKubeSim({
    clock: { speed: 0 },
    ...(opts.controlPort !== undefined ? { controlPort: opts.controlPort } : {}),
    clusters: [
      {
        name: 'q',
        namespaces: ['jobs', 'research'],
        ...(opts.visibility ? { visibility: opts.visibility } : {}),
        ...(opts.kueueVersions ? { kueueVersions: opts.kueueVersions } : {}),
        clusterQueues: [
          {
            name: 'team',
            queueingStrategy: opts.strategy ?? 'BestEffortFIFO',
            flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }],
          },
        ],
        localQueues: [
          { namespace: 'jobs', name: 'team', clusterQueue: 'team' },
          { namespace: 'jobs', name: 'other', clusterQueue: 'team' },
          { namespace: 'research', name: 'team', clusterQueue: 'team' },
        ],
        workloadPriorityClasses: [
          { name: 'urgent', value: 1000, description: 'on call' },
          { name: 'batch', value: 10 },
        ],
      },
    ],
  });
}

describe('queue order, priorities and queueing strategies', () => {
  let sim: KubeSim;
  afterEach(async () => {
    await sim?.stop();
  });

  const submit = async (
    name: string,
    cpu: string,
    o: { queue?: string; namespace?: string; priorityClass?: string; duration?: string; labels?: Obj } = {},
  ) => {
    const c = clientsFor(sim.cluster('q'));
    const job = jobManifest({
      name,
      queue: o.queue ?? 'team',
      cpu,
      memory: '1Gi',
      labels: {
        ...(o.priorityClass ? { 'kueue.x-k8s.io/priority-class': o.priorityClass } : {}),
        ...(o.labels ?? {}),
      },
      annotations: { [ANNOTATIONS.duration]: o.duration ?? '10m' },
    });
    await c.batch.createNamespacedJob({ namespace: o.namespace ?? 'jobs', body: job });
  };
  const workload = (job: string, namespace = 'jobs'): Obj | undefined =>
    sim
      .cluster('q')
      .listObjects('workloads', namespace)
      .find((w) => w.metadata.ownerReferences?.[0]?.name === job);
  const admitted = (job: string, namespace = 'jobs') =>
    condition(workload(job, namespace) as Obj, 'Admitted')?.status === 'True';
  const pending = async (path = `${VIS}/v1beta2/clusterqueues/team/pendingworkloads`) => {
    const r = await get(sim.cluster('q'), path);
    expect(r.status).toBe(200);
    return r.body;
  };
  const names = (body: Obj) =>
    body.items.map((i: Obj) => i.metadata.name.replace(/^job-(.*)-[0-9a-f]{5}$/, '$1'));

  it('serves pending workloads in Kueue’s order with positions in the ClusterQueue and LocalQueue', async () => {
    sim = await startQueues();
    await submit('hog', '8');
    expect(admitted('hog')).toBe(true);
    await submit('a', '2', { priorityClass: 'batch' });
    await submit('b', '2', { queue: 'other' });
    await submit('c', '2', { namespace: 'research' });
    await submit('d', '2', { priorityClass: 'urgent' });
    await submit('e', '2');

    // Priority first (urgent 1000, batch 10, then 0), then creation time (then the name).
    const all = await pending();
    expect(all).toMatchObject({
      kind: 'PendingWorkloadsSummary',
      apiVersion: 'visibility.kueue.x-k8s.io/v1beta2',
      metadata: {},
    });
    expect(names(all)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(
      all.items.map((i: Obj) => [
        i.localQueueName,
        i.priority,
        i.positionInClusterQueue,
        i.positionInLocalQueue,
      ]),
    ).toEqual([
      ['team', 1000, 0, 0],
      ['team', 10, 1, 1],
      ['other', 0, 2, 0],
      ['team', 0, 3, 0],
      ['team', 0, 4, 2],
    ]);
    const job = await clientsFor(sim.cluster('q')).batch.readNamespacedJob({ namespace: 'jobs', name: 'd' });
    expect(all.items[0].metadata).toEqual({
      name: workload('d')!.metadata.name,
      namespace: 'jobs',
      creationTimestamp: workload('d')!.metadata.creationTimestamp,
      ownerReferences: [{ apiVersion: 'batch/v1', kind: 'Job', name: 'd', uid: job.metadata!.uid }],
    });
    expect(workload('d')!.spec).toMatchObject({
      priority: 1000,
      priorityClassRef: { group: 'kueue.x-k8s.io', kind: 'WorkloadPriorityClass', name: 'urgent' },
    });

    // offset/limit: positions stay those of the whole queue.
    const page = await pending(`${VIS}/v1beta2/clusterqueues/team/pendingworkloads?offset=3&limit=2`);
    expect(
      page.items.map((i: Obj) => [i.metadata.namespace, i.positionInClusterQueue, i.positionInLocalQueue]),
    ).toEqual([
      ['research', 3, 0],
      ['jobs', 4, 2],
    ]);
    const lq = await pending(
      `${VIS}/v1beta2/namespaces/jobs/localqueues/team/pendingworkloads?offset=1&limit=5`,
    );
    expect(names(lq)).toEqual(['a', 'e']);
    expect(lq.items.map((i: Obj) => [i.positionInClusterQueue, i.positionInLocalQueue])).toEqual([
      [1, 1],
      [4, 2],
    ]);
    const research = await pending(`${VIS}/v1beta2/namespaces/research/localqueues/team/pendingworkloads`);
    expect(names(research)).toEqual(['c']);
    // Through client-node's custom objects API (the name `team/pendingworkloads` is sent encoded).
    const viaClient = (await clientsFor(sim.cluster('q')).custom.getClusterCustomObject({
      group: 'visibility.kueue.x-k8s.io',
      version: 'v1beta2',
      plural: 'clusterqueues',
      name: 'team/pendingworkloads',
    })) as Obj;
    expect(names(viaClient)).toEqual(['d', 'a', 'b', 'c', 'e']);
    // The same summary through v1beta1.
    const old = await pending(`${VIS}/v1beta1/clusterqueues/team/pendingworkloads?limit=1`);
    expect(old.apiVersion).toBe('visibility.kueue.x-k8s.io/v1beta1');
    expect(names(old)).toEqual(['d']);

    // Unknown queues: Kueue's NotFound.
    const missing = await get(sim.cluster('q'), `${VIS}/v1beta2/clusterqueues/nope/pendingworkloads`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('clusterqueue.visibility.kueue.x-k8s.io "nope" not found');
    const missingLq = await get(
      sim.cluster('q'),
      `${VIS}/v1beta2/namespaces/jobs/localqueues/nope/pendingworkloads`,
    );
    expect(missingLq.body.message).toBe('localqueue.visibility.kueue.x-k8s.io "nope" not found');

    // Admission follows the same order: once the hog ends, d, a, b and c (2 cpu each) take the 8 cpu; e waits.
    sim.clock.advance(1_000 + 600_000 + 100);
    expect(['d', 'a', 'b', 'e'].map((j) => admitted(j))).toEqual([true, true, true, false]);
    expect(admitted('c', 'research')).toBe(true);
    expect(names(await pending())).toEqual(['e']);
    expect((await pending()).items[0]).toMatchObject({ positionInClusterQueue: 0, positionInLocalQueue: 0 });
  });

  it('StrictFIFO blocks behind the head; BestEffortFIFO lets a later workload that fits pass', async () => {
    for (const strategy of ['StrictFIFO', 'BestEffortFIFO'] as const) {
      sim = await startQueues({ strategy });
      await submit('running', '6');
      await submit('big', '4'); // needs 4, only 2 free
      await submit('small', '2'); // would fit now
      expect(admitted('running')).toBe(true);
      expect(admitted('big')).toBe(false);
      expect(admitted('small')).toBe(strategy === 'BestEffortFIFO');
      const q = await pending();
      expect(names(q)).toEqual(strategy === 'StrictFIFO' ? ['big', 'small'] : ['big']);
      expect(condition(workload('big')!, 'QuotaReserved')).toMatchObject({ reason: 'WaitingForQuota' });
      expect(condition(workload('big')!, 'QuotaReserved')?.message).toMatch(
        /^couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, \d more needed$/,
      );
      await sim.stop();
    }
  });

  it('keeps a job whose WorkloadPriorityClass does not exist without a workload until the class is created', async () => {
    sim = await startQueues();
    await submit('later', '1', { priorityClass: 'missing' });
    const c = clientsFor(sim.cluster('q'));
    expect(workload('later')).toBeUndefined();
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'later' })).spec?.suspend).toBe(true);
    await c.custom.createClusterCustomObject({
      group: 'kueue.x-k8s.io',
      version: 'v1beta2',
      plural: 'workloadpriorityclasses',
      body: {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'WorkloadPriorityClass',
        metadata: { name: 'missing' },
        value: 5,
      },
    });
    expect(workload('later')!.spec.priority).toBe(5);
    expect(admitted('later')).toBe(true);
    // v1beta1 names the class the older way.
    const old = (await c.custom.getNamespacedCustomObject({
      group: 'kueue.x-k8s.io',
      version: 'v1beta1',
      namespace: 'jobs',
      plural: 'workloads',
      name: workload('later')!.metadata.name,
    })) as Obj;
    expect(old.spec).toMatchObject({
      priority: 5,
      priorityClassName: 'missing',
      priorityClassSource: 'kueue.x-k8s.io/workloadpriorityclass',
    });
  });
});

describe('maximumExecutionTimeSeconds', () => {
  let sim: KubeSim;
  afterEach(async () => {
    await sim?.stop();
  });

  it('comes from the job label, evicts the workload when it runs out and gives the quota to the next one', async () => {
    sim = await startQueues();
    const c = clientsFor(sim.cluster('q'));
    const make = (name: string, cpu: string, labels: Obj = {}) =>
      jobManifest({
        name,
        queue: 'team',
        cpu,
        memory: '1Gi',
        labels,
        annotations: { [ANNOTATIONS.duration]: '1h' },
      });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: make('limited', '8', { 'kueue.x-k8s.io/max-exec-time-seconds': '120' }),
    });
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: make('next', '8') });
    const wl = (): Obj =>
      sim
        .cluster('q')
        .listObjects('workloads', 'jobs')
        .find((w) => w.metadata.ownerReferences?.[0]?.name === 'limited') as Obj;
    expect(wl().spec.maximumExecutionTimeSeconds).toBe(120);
    expect(condition(wl(), 'Admitted')?.status).toBe('True');

    sim.clock.advance(119_000);
    expect(condition(wl(), 'Evicted')).toBeUndefined();
    expect(
      (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=limited' })).items[0]
        ?.status?.phase,
    ).toBe('Running');

    sim.clock.advance(1_000);
    expect(wl().spec.active).toBe(false);
    expect(condition(wl(), 'Evicted')).toMatchObject({
      status: 'True',
      reason: 'DeactivatedDueToMaximumExecutionTimeExceeded',
      message: 'The workload is deactivated due to exceeding the maximum execution time',
    });
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'limited' });
    expect(job.spec?.suspend).toBe(true);
    expect(job.status?.active ?? 0).toBe(0);
    // The quota went back once the job had no active pod; the next job got it.
    expect(wl().status.admission).toBeUndefined();
    expect(condition(wl(), 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'PendingEvaluation',
      message: 'The workload is deactivated due to exceeding the maximum execution time',
    });
    expect(condition(wl(), 'Requeued')).toMatchObject({
      status: 'False',
      reason: 'DeactivatedDueToMaximumExecutionTimeExceeded',
    });
    expect(condition(wl(), 'Admitted')).toMatchObject({ status: 'False', reason: 'NoReservation' });
    const next = sim
      .cluster('q')
      .listObjects('workloads', 'jobs')
      .find((w) => w.metadata.ownerReferences?.[0]?.name === 'next') as Obj;
    expect(condition(next, 'Admitted')?.status).toBe('True');
    // A deactivated workload is not pending: the visibility API leaves it out, and it stays stopped.
    expect(
      (await get(sim.cluster('q'), `${VIS}/v1beta2/clusterqueues/team/pendingworkloads`)).body.items,
    ).toEqual([]);
    sim.clock.advance(3_600_000);
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'limited' })).spec?.suspend).toBe(
      true,
    );
  });

  it('refuses a label that is not a positive integer, as Kueue’s webhook does', async () => {
    sim = await startQueues();
    const c = clientsFor(sim.cluster('q'));
    const refused = async (value: string) => {
      const job = jobManifest({
        name: `bad-${value.replace(/\W/g, '')}`,
        queue: 'team',
        labels: { 'kueue.x-k8s.io/max-exec-time-seconds': value },
      });
      const err = (await c.batch.createNamespacedJob({ namespace: 'jobs', body: job }).then(
        () => undefined,
        (e) => e,
      )) as { code: number; body: string };
      return { code: err.code, message: JSON.parse(err.body).message as string };
    };
    expect(await refused('soon')).toEqual({
      code: 403,
      message:
        'admission webhook "vjob.kb.io" denied the request: metadata.labels[kueue.x-k8s.io/max-exec-time-seconds]: Invalid value: "soon": strconv.Atoi: parsing "soon": invalid syntax',
    });
    expect((await refused('0')).message).toBe(
      'admission webhook "vjob.kb.io" denied the request: metadata.labels[kueue.x-k8s.io/max-exec-time-seconds]: Invalid value: 0: should be greater than 0',
    );
  });
});

describe('the visibility API in discovery, and its permission', () => {
  let sim: KubeSim;
  afterEach(async () => {
    await sim?.stop();
  });

  it('is discoverable in both versions (legacy and aggregated discovery)', async () => {
    sim = await startQueues();
    const c = sim.cluster('q');
    const groups = (await get(c, '/apis')).body.groups as Obj[];
    expect(groups.find((g) => g.name === 'visibility.kueue.x-k8s.io')).toEqual({
      name: 'visibility.kueue.x-k8s.io',
      versions: [
        { groupVersion: 'visibility.kueue.x-k8s.io/v1beta2', version: 'v1beta2' },
        { groupVersion: 'visibility.kueue.x-k8s.io/v1beta1', version: 'v1beta1' },
      ],
      preferredVersion: { groupVersion: 'visibility.kueue.x-k8s.io/v1beta2', version: 'v1beta2' },
    });
    const list = (await get(c, `${VIS}/v1beta1`)).body;
    expect(list.resources.map((r: Obj) => [r.name, r.namespaced, r.verbs])).toEqual([
      ['clusterqueues', false, []],
      ['clusterqueues/pendingworkloads', false, ['get']],
      ['localqueues', true, []],
      ['localqueues/pendingworkloads', true, ['get']],
    ]);
    const agg = (
      await get(c, '/apis', 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList')
    ).body;
    const entry = agg.items.find((i: Obj) => i.metadata.name === 'visibility.kueue.x-k8s.io');
    expect(entry.versions.map((v: Obj) => v.version)).toEqual(['v1beta2', 'v1beta1']);
    expect(entry.versions[0].resources[0]).toMatchObject({
      resource: 'clusterqueues',
      scope: 'Cluster',
      subresources: [{ subresource: 'pendingworkloads', verbs: ['get'] }],
    });
    // A cluster running an older Kueue serves only v1beta1.
    await sim.stop();
    sim = await startQueues({ kueueVersions: ['v1beta1'] });
    expect((await get(sim.cluster('q'), `${VIS}/v1beta2/clusterqueues/team/pendingworkloads`)).status).toBe(
      404,
    );
    expect((await get(sim.cluster('q'), `${VIS}/v1beta1/clusterqueues/team/pendingworkloads`)).status).toBe(
      200,
    );
  });

  it('answers 403 when the token may not read it, switchable per cluster (config, library, control API)', async () => {
    sim = await startQueues({ visibility: 'forbidden', controlPort: 0 });
    const c = sim.cluster('q');
    const cq = await get(c, `${VIS}/v1beta2/clusterqueues/team/pendingworkloads`);
    expect(cq.status).toBe(403);
    expect(cq.body).toMatchObject({ kind: 'Status', reason: 'Forbidden', code: 403 });
    expect(cq.body.message).toBe(
      `clusterqueues.visibility.kueue.x-k8s.io "team" is forbidden: User "system:serviceaccount:kube-system:q-admin" cannot get resource "clusterqueues/pendingworkloads" in API group "visibility.kueue.x-k8s.io" at the cluster scope`,
    );
    const lq = await get(c, `${VIS}/v1beta2/namespaces/jobs/localqueues/team/pendingworkloads`);
    expect(lq.status).toBe(403);
    expect(lq.body.message).toContain('in the namespace "jobs"');
    // Forbidden still shows in discovery (RBAC does not hide groups).
    expect((await get(c, `${VIS}/v1beta2`)).status).toBe(200);

    const control = sim.controlUrl!;
    const patched = await fetch(`${control}/clusters/q/visibility`, {
      method: 'PATCH',
      body: JSON.stringify({ access: 'allowed' }),
      signal: AbortSignal.timeout(5000),
    });
    expect(await patched.json()).toEqual({ access: 'allowed' });
    expect((await get(c, `${VIS}/v1beta2/clusterqueues/team/pendingworkloads`)).status).toBe(200);
    const bad = await fetch(`${control}/clusters/q/visibility`, {
      method: 'PATCH',
      body: JSON.stringify({ access: 'maybe' }),
      signal: AbortSignal.timeout(5000),
    });
    expect(bad.status).toBe(400);

    c.setVisibilityAccess('absent');
    expect((await get(c, `${VIS}/v1beta2/clusterqueues/team/pendingworkloads`)).status).toBe(404);
    const groups = (await get(c, '/apis')).body.groups as Obj[];
    expect(groups.map((g) => g.name)).not.toContain('visibility.kueue.x-k8s.io');
  });
});
