import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { SimCluster } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { flavorNodeLabels, interpretClusterQueue } from '../../src/kube/cluster-queue.ts';
import { jobNameFor } from '../../src/kube/jobs.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import type { ProcessStatus } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import {
  type ClusterPeer,
  type Obj,
  type PeerCluster,
  peerKind,
  startClusterPeer,
} from '../helpers/cluster-peer.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../helpers/database.ts';
import { fitPropertySuite } from '../real-cluster/fit-property.ts';

// The product against this run's cluster peer (helpers/cluster-peer.ts): kube-sim by default; with REAL_CLUSTER=1
// the real control plane (real-cluster/README.md: Kubernetes v1.37's API server, Job controller and scheduler,
// kwok's nodes and pods, Kueue v0.17). Either way two registered clusters on the seed's ClusterQueues `small` and
// `gpu`, through the product's ServiceAccount with exactly deploy/kubernetes/rbac.yaml's rules. The same
// assertions on both: where the two differ (kube-sim has no Node objects), the test says so.
// Container logs are not given by kwok: log tests stay on kube-sim (server/test/logs/).

const Clusters = graphql(`
  query RealTier_Clusters($requests: ResourceRequestsInput) {
    availableClusters(requests: $requests) {
      name
      fitsRequest
      health { status message }
      limits {
        source
        resourceGroups {
          coveredResources
          flavors { name resources { name quantity } nodeLabels { key value } }
        }
      }
      startEstimate { basis workloadsAhead message }
    }
  }
`);

const Create = graphql(`
  mutation RealTier_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on CreateProcessPayload { version { id status } }
    }
  }
`);

const Watch = graphql(`
  query RealTier_Version($id: ID!) {
    processVersion(id: $id) {
      status
      statusReason
      statusMessage
      exitCode
      assignedFlavors { coveredResources flavor }
      history { status reason }
      queuePosition { positionInClusterQueue positionInLocalQueue workloadsAhead estimate { basis message } }
    }
  }
`);

const Cancel = graphql(`
  mutation RealTier_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on Error { message }
      ... on ProcessVersion { status }
    }
  }
`);

const Preemption = graphql(`
  query RealTier_Preemption($id: ID!) {
    processVersion(id: $id) {
      status
      cluster { name }
      evictions { reason message cluster { name } }
      attempts { number outcome cluster { name } }
      history { status reason message }
    }
  }
`);

const Estimates = graphql(`
  query RealTier_Estimates($requests: ResourceRequestsInput) {
    availableClusters(requests: $requests) {
      name
      startEstimate { basis preempts message }
    }
  }
`);

const RegisterVolume = graphql(`
  mutation RealTier_RegisterVolume($input: RegisterVolumeInput!) {
    registerVolume(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on DataVolume { name readOnly claimName }
    }
  }
`);

const SetSecret = graphql(`
  mutation RealTier_SetSecret($projectId: ID!, $name: String!, $value: String!) {
    setProjectSecret(projectId: $projectId, name: $name, value: $value) {
      __typename
      ... on Error { message }
      ... on ProjectSecret { name }
    }
  }
`);

const GPU = 'nvidia.com/gpu';
const FINAL: ProcessStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELLED', 'LOST'];

const ON = peerKind === 'real' ? 'a real Kubernetes + Kueue control plane' : 'kube-sim';
const JOBS = '/apis/batch/v1/namespaces/work/jobs';

// Without PostgreSQL the product cannot run: skipped like every database suite, unless the real tier was asked for.
const describeWithDb = postgresAvailable || peerKind === 'real' ? describe : describe.skip;

describeWithDb(`the product on ${ON} (the cluster peer)`, () => {
  let db: TestDatabase;
  let server: RunningServer;
  let token: string;
  let adminToken: string;
  let projectId: string;
  let small: Cluster;
  let gpu: Cluster;
  let peer: ClusterPeer;

  beforeAll(async () => {
    if (!postgresAvailable) throw new Error('the real-cluster tier needs PostgreSQL');
    db = await createTestDatabase();
    peer = await startClusterPeer();
    const register = (c: PeerCluster, sortOrder: number) =>
      seedCluster(db.prisma, { name: c.name, kubeconfig: c.kubeconfig } as SimCluster, {
        clusterQueue: c.clusterQueue,
        localQueue: c.localQueue,
        namespace: c.namespace,
        sortOrder,
      });
    small = await register(peer.small, 0);
    gpu = await register(peer.gpu, 1);
    const member = await seedUser(db.prisma);
    token = member.token;
    adminToken = (await seedUser(db.prisma, { admin: true })).token;
    // The member owns the project: an owner sets its secrets.
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id, role: 'OWNER' }])).id;
    server = await startServer({
      environment: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
        SIMULATED_CLUSTERS: 'false',
        PORT: '0',
        RUNNER_SWEEP_MS: '200',
        CLUSTER_LEASE_TTL_MS: '3000',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await peer?.stop();
    await db?.drop();
  });

  async function gql<R, V>(document: TypedDocumentNode<R, V>, variables: V, bearer = token) {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await res.json()) as { data?: R; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  const watch = async (id: string) => (await gql(Watch, { id })).processVersion!;
  type Version = Awaited<ReturnType<typeof watch>>;
  async function until(id: string, done: (v: Version) => boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = await watch(id);
      if (done(v)) return v;
      if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  let n = 0;
  async function create(
    cluster: Cluster,
    command: string,
    resources: Record<string, unknown>,
    failover?: { onPreemption: boolean; onClusterLost: boolean; maxAttempts: number },
    extra: Record<string, unknown> = {},
  ) {
    const data = await gql(Create, {
      input: {
        ...extra,
        ...(failover ? { failover } : {}),
        projectId,
        name: `real-${++n}`,
        image: 'busybox:1.36',
        command: ['sh', '-c', command],
        resources,
        clusterId: cluster.id,
      },
    });
    return data.createProcess;
  }
  async function launch(
    cluster: Cluster,
    command: string,
    resources: Record<string, unknown>,
    failover?: Parameters<typeof create>[3],
    extra?: Record<string, unknown>,
  ) {
    const result = await create(cluster, command, resources, failover, extra);
    if (result.__typename !== 'CreateProcessPayload')
      throw new Error(`createProcess: ${JSON.stringify(result)}`);
    return result.version!.id;
  }
  const workloadOf = async (id: string): Promise<Obj | undefined> =>
    (await peer.get('/apis/kueue.x-k8s.io/v1beta2/namespaces/work/workloads')).items.find((w: Obj) =>
      w.metadata.ownerReferences?.some((r: Obj) => r.name === jobNameFor(id)),
    );
  const jobs = async (): Promise<Obj[]> => (await peer.get(JOBS)).items;
  /** The first attempt's Job of a version, once the launcher has created it. */
  async function jobOf(id: string): Promise<Obj> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const r = await peer.admin('GET', `${JOBS}/${jobNameFor(id)}`);
      if (r.status === 200) return r.body;
      if (Date.now() > deadline) throw new Error(`no Job for ${id}: ${r.status}`);
      await new Promise((res) => setTimeout(res, 200));
    }
  }

  it('limits: both ClusterQueues with their resource groups, flavors and nodeLabels (v1beta2), reachable', async () => {
    const { availableClusters } = await gql(Clusters, {});
    const byName = Object.fromEntries(availableClusters.map((c) => [c.name, c]));
    expect(byName[peer.small.name]!.health.status).toBe('REACHABLE');
    expect(byName[peer.small.name]!.limits.source).toBe('KUEUE');
    expect(byName[peer.small.name]!.limits.resourceGroups).toEqual([
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [
          {
            name: 'standard',
            resources: [
              { name: 'cpu', quantity: '4' },
              { name: 'memory', quantity: '16Gi' },
            ],
            nodeLabels: [{ key: 'kb.pool', value: 'standard' }],
          },
        ],
      },
    ]);
    expect(byName[peer.gpu.name]!.limits.resourceGroups).toEqual([
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [
          {
            name: 'gpu-host',
            resources: [
              { name: 'cpu', quantity: '64' },
              { name: 'memory', quantity: '512Gi' },
            ],
            nodeLabels: [{ key: 'kb.pool', value: 'gpu' }],
          },
        ],
      },
      {
        coveredResources: [GPU],
        flavors: [
          {
            name: 'a100',
            resources: [{ name: GPU, quantity: '4' }],
            nodeLabels: [{ key: 'nvidia.com/gpu.product', value: 'A100' }],
          },
          {
            name: 'h100',
            resources: [{ name: GPU, quantity: '4' }],
            nodeLabels: [{ key: 'nvidia.com/gpu.product', value: 'H100' }],
          },
        ],
      },
    ]);
  });

  it('limits through v1beta1 (Kueue’s conversion webhook) read the same as through v1beta2', async () => {
    for (const cq of ['small', 'gpu']) {
      const v2 = await peer.get(`/apis/kueue.x-k8s.io/v1beta2/clusterqueues/${cq}`);
      const v1 = await peer.get(`/apis/kueue.x-k8s.io/v1beta1/clusterqueues/${cq}`);
      expect(v1.apiVersion).toBe('kueue.x-k8s.io/v1beta1');
      const labels2 = flavorNodeLabels(await peer.get('/apis/kueue.x-k8s.io/v1beta2/resourceflavors'));
      const labels1 = flavorNodeLabels(await peer.get('/apis/kueue.x-k8s.io/v1beta1/resourceflavors'));
      const { version: va, ...a } = interpretClusterQueue(v2, 'v1beta2', 'real', false, labels2);
      const { version: vb, ...b } = interpretClusterQueue(v1, 'v1beta1', 'real', false, labels1);
      expect([va, vb]).toEqual(['v1beta2', 'v1beta1']);
      expect(b).toEqual(a);
    }
  });

  it('fitsRequest on the gpu queue: GPUs within one flavor fit, more than any flavor holds do not', async () => {
    const fits = async (requests: Record<string, unknown>) =>
      (await gql(Clusters, { requests })).availableClusters.find((c) => c.name === peer.gpu.name)!
        .fitsRequest;
    expect(await fits({ cpu: '8', memory: '32Gi', extended: [{ name: GPU, quantity: '4' }] })).toBe(true);
    expect(await fits({ cpu: '8', memory: '32Gi', extended: [{ name: GPU, quantity: '5' }] })).toBe(false);
    expect(await fits({ cpu: '65', memory: '32Gi' })).toBe(false);
  });

  it('launch → QUEUED → admitted with assigned flavors → RUNNING → SUCCEEDED (Job controller, scheduler, kwok)', async () => {
    // Two jobs holding all of gpu-host's cpu quota for a few seconds (32 each: one per node), so ours waits for
    // quota first (on an empty queue Kueue admits within milliseconds, before the product sees the Job suspended:
    // then there is no QUEUED step).
    const blockers = [
      await launch(gpu, 'sleep 8', { cpu: '32', memory: '1Gi' }),
      await launch(gpu, 'sleep 8', { cpu: '32', memory: '1Gi' }),
    ];
    for (const b of blockers) await until(b, (v) => v.status === 'RUNNING');
    const id = await launch(gpu, 'echo hi; sleep 3', {
      cpu: '2',
      memory: '4Gi',
      extended: [{ name: GPU, quantity: '2' }],
    });
    const queued = await until(id, (v) => v.status === 'QUEUED' || FINAL.includes(v.status));
    expect(queued.status).toBe('QUEUED');
    const done = await until(id, (v) => FINAL.includes(v.status));
    expect(done.status).toBe('SUCCEEDED');
    expect(done.exitCode ?? 0).toBe(0);
    expect(done.assignedFlavors).toEqual([
      { coveredResources: ['cpu', 'memory'], flavor: 'gpu-host' },
      { coveredResources: [GPU], flavor: 'a100' },
    ]);
    const seen = done.history.map((h) => h.status);
    expect(seen.indexOf('QUEUED')).toBeGreaterThan(-1);
    expect(seen.indexOf('QUEUED')).toBeLessThan(seen.indexOf('RUNNING'));
    expect(seen.at(-1)).toBe('SUCCEEDED');
    for (const b of blockers)
      expect((await until(b, (v) => FINAL.includes(v.status))).status).toBe('SUCCEEDED');
  }, 120_000);

  it('pinned flavor: h100 assigned, its node labels on the pod, and (real) the scheduler places it on the H100 node', async () => {
    const id = await launch(gpu, 'sleep 20', {
      cpu: '1',
      memory: '1Gi',
      extended: [{ name: GPU, quantity: '1' }],
      flavor: 'h100',
    });
    const v = await until(id, (x) => x.status === 'RUNNING');
    expect(v.assignedFlavors).toEqual([
      { coveredResources: ['cpu', 'memory'], flavor: 'gpu-host' },
      { coveredResources: [GPU], flavor: 'h100' },
    ]);
    const pods: Obj[] = (
      await peer.get(
        `/api/v1/namespaces/work/pods?labelSelector=${encodeURIComponent(`job-name=${jobNameFor(id)}`)}`,
      )
    ).items;
    expect(pods).toHaveLength(1);
    // Kueue injects the flavors' node labels as the pod's nodeSelector on admission.
    expect(pods[0]!.spec.nodeSelector).toMatchObject({ 'kb.pool': 'gpu', 'nvidia.com/gpu.product': 'H100' });
    // kube-sim has no Node objects (its pods all run on one node): only the real scheduler places the pod.
    if (peer.kind === 'real') expect(pods.map((p: Obj) => p.spec.nodeName)).toEqual(['gpu-2']);
    await gql(Cancel, { id });
    await until(id, (x) => FINAL.includes(x.status));
  }, 120_000);

  it('a deadline: the Job controller fails it with DeadlineExceeded', async () => {
    const id = await launch(small, 'sleep 120', { cpu: '1', memory: '1Gi', deadlineSeconds: 3 });
    const v = await until(id, (x) => FINAL.includes(x.status));
    expect(v.status).toBe('FAILED');
    expect(v.statusReason).toBe('DeadlineExceeded');
  });

  it('`exit 3`: FAILED with exit code 3', async () => {
    const id = await launch(small, 'sleep 1; exit 3', { cpu: '1', memory: '1Gi' });
    const v = await until(id, (x) => FINAL.includes(x.status));
    expect(v.status).toBe('FAILED');
    expect(v.exitCode).toBe(3);
  });

  it('a data volume from the seed’s bound claim `datasets`: registered (a missing claim refused), mounted read-only; the pod carries the claim (kube-sim: the job reads a file and writes nothing)', async () => {
    const register = (claimName: string) =>
      gql(
        RegisterVolume,
        { input: { clusterId: small.id, name: 'datasets', claimName, readOnly: true } },
        adminToken,
      );
    // The registration reads the claim from the cluster, through the product's ServiceAccount.
    expect((await register('no-such-claim')).registerVolume).toEqual({
      __typename: 'ValidationError',
      message: expect.any(String),
      issues: [
        {
          field: 'claimName',
          message:
            'the PersistentVolumeClaim "no-such-claim" in namespace "work" does not exist (create it, or name an existing claim)',
        },
      ],
    });
    expect((await register(peer.datasets.claim)).registerVolume).toEqual({
      __typename: 'DataVolume',
      name: 'datasets',
      readOnly: true,
      claimName: peer.datasets.claim,
    });

    // kube-sim runs the container: a file in the volume's directory, read at /data; a write there fails.
    const dir = peer.datasetsDir?.();
    if (dir) writeFileSync(path.join(dir, 'hello.txt'), 'rows=3\n');
    const id = await launch(
      small,
      // No `exit N` in it: on the real control plane kwok's stages fail a pod whose command has one.
      'grep -q rows=3 /data/hello.txt && ! echo x > /data/written',
      { cpu: '1', memory: '1Gi' },
      undefined,
      { mounts: [{ volume: 'datasets', path: '/data' }] },
    );
    const job = await jobOf(id);
    const pod = job.spec.template.spec;
    expect(pod.volumes).toEqual([
      { name: 'kb-data-0', persistentVolumeClaim: { claimName: peer.datasets.claim, readOnly: true } },
    ]);
    expect(pod.containers[0].volumeMounts).toEqual([
      { name: 'kb-data-0', mountPath: '/data', readOnly: true },
    ]);
    // Admitted and run: on the real control plane the scheduler's VolumeBinding passes the bound claim.
    const done = await until(id, (v) => FINAL.includes(v.status));
    expect(done.status, JSON.stringify(done)).toBe('SUCCEEDED');
    if (dir) expect(readdirSync(dir)).toEqual(['hello.txt']);
  }, 120_000);

  it('a project secret: the Job holds only a secretKeyRef; its attempt’s Secret, owned by the Job, holds the value and goes with it', async () => {
    const value = `kb-${randomUUID()}`;
    const sha = createHash('sha256').update(value).digest('hex');
    expect((await gql(SetSecret, { projectId, name: 'API_KEY', value })).setProjectSecret).toEqual({
      __typename: 'ProjectSecret',
      name: 'API_KEY',
    });
    // kube-sim runs the container: it fails unless the variable holds the value (checked by its hash, so the
    // value is nowhere in the Job).
    const id = await launch(
      small,
      `test "$(printf %s "$API_KEY" | sha256sum)" = "${sha}  -"`,
      { cpu: '1', memory: '1Gi' },
      undefined,
      { env: [{ name: 'API_KEY', secret: 'API_KEY' }] },
    );
    const job = await jobOf(id);
    expect(JSON.stringify(job)).not.toContain(value);
    const secretName = `${job.metadata.name}-env`;
    expect(job.spec.template.spec.containers[0].env).toEqual([
      { name: 'API_KEY', valueFrom: { secretKeyRef: { name: secretName, key: 'API_KEY' } } },
    ]);
    const secretPath = `/api/v1/namespaces/work/secrets/${secretName}`;
    // Created right after its Job (it needs the Job's uid for its owner).
    await expect
      .poll(async () => (await peer.admin('GET', secretPath)).status, { timeout: 30_000, interval: 200 })
      .toBe(200);
    const secret = await peer.get(secretPath);
    expect(Object.keys(secret.data)).toEqual(['API_KEY']);
    expect(Buffer.from(secret.data.API_KEY, 'base64').toString()).toBe(value);
    expect(secret.metadata.ownerReferences).toEqual([
      expect.objectContaining({
        apiVersion: 'batch/v1',
        kind: 'Job',
        name: job.metadata.name,
        uid: job.metadata.uid,
      }),
    ]);
    const done = await until(id, (v) => FINAL.includes(v.status));
    expect(done.status, JSON.stringify(done)).toBe('SUCCEEDED');
    // The garbage collector takes the Secret with its Job.
    const del = await peer.admin('DELETE', `${JOBS}/${job.metadata.name}`, {
      propagationPolicy: 'Background',
    });
    expect(del.status).toBe(200);
    await expect
      .poll(async () => (await peer.admin('GET', secretPath)).status, { timeout: 60_000, interval: 300 })
      .toBe(404);
  }, 120_000);

  it('can never fit: refused before anything reaches the cluster, against the live quota', async () => {
    const before = (await jobs()).length;
    const result = await create(gpu, 'sleep 1', {
      cpu: '1',
      memory: '1Gi',
      extended: [{ name: GPU, quantity: '5' }],
    });
    expect(result.__typename).toBe('ResourceLimitExceededError');
    expect((await jobs()).length).toBe(before);
  });

  it('queue positions from the visibility API, the estimate’s inputs, and cancel', async () => {
    // Deadlines on all: a running workload with neither deadline nor history makes the estimate UNKNOWN.
    const first = await launch(small, 'sleep 60', { cpu: '4', memory: '1Gi', deadlineSeconds: 90 });
    await until(first, (v) => v.status === 'RUNNING');
    const second = await launch(small, 'sleep 1', { cpu: '4', memory: '1Gi', deadlineSeconds: 90 });
    const third = await launch(small, 'sleep 1', { cpu: '4', memory: '1Gi', deadlineSeconds: 90 });
    // Until it is QUEUED with a position (PENDING and LAUNCHING come first), or past the point of queueing.
    const positioned = (v: Version) =>
      (v.status === 'QUEUED' && v.queuePosition?.positionInClusterQueue != null) ||
      v.status === 'RUNNING' ||
      FINAL.includes(v.status);
    const q2 = await until(second, positioned);
    const q3 = await until(third, positioned);
    expect(q2.status, JSON.stringify(q2)).toBe('QUEUED');
    expect(q3.status, JSON.stringify(q3)).toBe('QUEUED');
    // The product's positions are the ones Kueue's visibility API gives (read here as the admin).
    const pending = await peer.get(
      '/apis/visibility.kueue.x-k8s.io/v1beta2/clusterqueues/small/pendingworkloads',
    );
    for (const [id, q] of [
      [second, q2],
      [third, q3],
    ] as const) {
      const k = pending.items.find((p: Obj) =>
        p.metadata.ownerReferences?.some((o: Obj) => o.name === jobNameFor(id)),
      );
      expect(k, JSON.stringify(pending.items)).toBeDefined();
      expect(q.queuePosition!.positionInClusterQueue).toBe(k.positionInClusterQueue);
      expect(q.queuePosition!.positionInLocalQueue).toBe(k.positionInLocalQueue);
    }
    expect(new Set([q2, q3].map((q) => q.queuePosition!.positionInClusterQueue))).toEqual(new Set([0, 1]));
    // Kueue's own view agrees: the third is pending, not admitted.
    expect((await workloadOf(third))!.status?.admission).toBeUndefined();
    // The estimate sees a full queue with work ahead.
    const { availableClusters } = await gql(Clusters, { requests: { cpu: '4', memory: '1Gi' } });
    const est = availableClusters.find((c) => c.name === peer.small.name)!.startEstimate!;
    expect(est.basis, est.message).toBe('QUEUE');
    expect(est.workloadsAhead).toBeGreaterThanOrEqual(2);

    for (const id of [third, second, first]) {
      const r = await gql(Cancel, { id });
      expect(r.cancelProcessVersion.__typename).toBe('ProcessVersion');
    }
    for (const id of [first, second, third])
      expect((await until(id, (v) => FINAL.includes(v.status))).status).toBe('CANCELLED');
    const deadline = Date.now() + 30_000;
    const names = [first, second, third].map((id) => jobNameFor(id));
    while ((await jobs()).some((j: Obj) => names.includes(j.metadata.name))) {
      if (Date.now() > deadline) throw new Error('cancelled Jobs still on the cluster');
      await new Promise((r) => setTimeout(r, 300));
    }
  }, 120_000);

  it('watches across an API server restart: a job running through it is followed to SUCCEEDED', async () => {
    const id = await launch(small, 'sleep 10', { cpu: '1', memory: '1Gi' });
    // The queue may still hold an earlier test's cancelled work while its pods terminate (graceful, as the Job
    // controller does): give admission the time that takes.
    await until(id, (v) => v.status === 'RUNNING', 120_000);
    await peer.restartApiserver(1000);
    const v = await until(id, (x) => FINAL.includes(x.status), 90_000);
    expect(v.status).toBe('SUCCEEDED');
    // And a launch after the restart goes through.
    const after = await launch(small, 'sleep 1', { cpu: '1', memory: '1Gi' });
    expect((await until(after, (x) => FINAL.includes(x.status), 60_000)).status).toBe('SUCCEEDED');
  }, 300_000);

  /** Cancels the versions and waits until they are final and their Jobs (any attempt) gone from the cluster. */
  async function cancelAll(ids: string[]) {
    for (const id of ids) await gql(Cancel, { id });
    for (const id of ids) await until(id, (v) => FINAL.includes(v.status), 60_000);
    const deadline = Date.now() + 60_000;
    const ours = (j: Obj) => ids.some((id) => j.metadata.name.startsWith(jobNameFor(id)));
    while ((await jobs()).some(ours)) {
      if (Date.now() > deadline) throw new Error('cancelled Jobs still on the cluster');
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const preemption = async (id: string) => (await gql(Preemption, { id })).processVersion!;
  const lowOn = (cluster: Cluster, extra?: Parameters<typeof create>[3]) =>
    launch(
      cluster,
      'sleep 3000',
      { cpu: '2', memory: '1Gi', deadlineSeconds: 3600, priorityClass: 'low' },
      extra,
    );

  it('preemption on `small` (LowerPriority): the estimate says so, a high-priority version evicts two low ones, recorded with Kueue’s reason and queued again', async () => {
    const low = [await lowOn(small), await lowOn(small)];
    for (const id of low) await until(id, (v) => v.status === 'RUNNING', 120_000);
    const estimateOn = async (priorityClass: string) =>
      (
        await gql(Estimates, {
          requests: { cpu: '4', memory: '1Gi', deadlineSeconds: 3600, priorityClass },
        })
      ).availableClusters.find((c) => c.name === peer.small.name)!.startEstimate;
    // The watch-fed state sees both low ones admitted: high starts by evicting them, low waits.
    await expect
      .poll(() => estimateOn('high'), { timeout: 15_000, interval: 200 })
      .toMatchObject({
        basis: 'PREEMPTION',
        preempts: 2,
        message: 'starts by preempting 2 lower-priority workloads (flavor standard)',
      });
    expect((await estimateOn('low'))!.basis).toBe('QUEUE');
    const high = await launch(small, 'sleep 3000', {
      cpu: '4',
      memory: '1Gi',
      deadlineSeconds: 3600,
      priorityClass: 'high',
    });
    try {
      for (const id of low) {
        await expect
          .poll(async () => preemption(id), { timeout: 60_000, interval: 300 })
          .toMatchObject({
            status: 'QUEUED',
            evictions: [
              {
                reason: 'Preempted',
                cluster: { name: peer.small.name },
                message: expect.stringMatching(/Preempted to accommodate a workload/),
              },
            ],
          });
        const v = await preemption(id);
        expect(v.history.find((h) => h.reason === 'Preempted')?.message).toMatch(
          new RegExp(`^Preempted on ${peer.small.name} by a higher-priority workload; queued again: `),
        );
      }
      await until(high, (v) => v.status === 'RUNNING', 120_000);
      expect((await preemption(high)).evictions).toEqual([]);
    } finally {
      await cancelAll([high, ...low]);
    }
  }, 300_000);

  it('failover: a preempted version with failover on goes to the other cluster, the old Job gone first', async () => {
    const failover = { onPreemption: true, onClusterLost: false, maxAttempts: 3 };
    const low = await launch(
      small,
      'sleep 3000',
      { cpu: '4', memory: '1Gi', deadlineSeconds: 3600, priorityClass: 'low' },
      failover,
    );
    await until(low, (v) => v.status === 'RUNNING', 120_000);
    const high = await launch(small, 'sleep 3000', {
      cpu: '4',
      memory: '1Gi',
      deadlineSeconds: 3600,
      priorityClass: 'high',
    });
    try {
      // `gpu` (64 cpu on gpu-host, empty) starts it now; `small` only after high: the next attempt goes there.
      await expect
        .poll(async () => preemption(low), { timeout: 90_000, interval: 300 })
        .toMatchObject({
          status: 'RUNNING',
          cluster: { name: peer.gpu.name },
          attempts: [
            { number: 1, outcome: 'PREEMPTED', cluster: { name: peer.small.name } },
            { number: 2, outcome: 'ACTIVE', cluster: { name: peer.gpu.name } },
          ],
        });
      // Fencing: the first attempt's Job is gone; the second's runs on the gpu queue.
      const names = (await jobs()).map((j: Obj) => j.metadata.name);
      expect(names).not.toContain(jobNameFor(low, 1));
      expect(names).toContain(jobNameFor(low, 2));
      const second = (await jobs()).find((j: Obj) => j.metadata.name === jobNameFor(low, 2))!;
      expect(second.metadata.labels['kueue.x-k8s.io/queue-name']).toBe('gpu-lq');
      await until(high, (v) => v.status === 'RUNNING', 120_000);
    } finally {
      await cancelAll([high, low]);
    }
  }, 300_000);

  it('a permission taken away (RBAC): the cluster shows UNAUTHORIZED with a 403’s reason, and recovers when given back', async () => {
    const giveBack = await peer.revokeProductAccess('clusterqueues');
    try {
      // An open watch is not re-authorized: the product sees the 403 when its ClusterQueues' watch reopens (30 s).
      const deadline = Date.now() + 90_000;
      for (;;) {
        const c = (await gql(Clusters, {})).availableClusters.find((x) => x.name === peer.small.name)!;
        if (c.health.status === 'UNAUTHORIZED') {
          // The watch-fed cache keeps what the queue last reported, and says so beside the refusal.
          expect(c.health.message).toMatch(/denied access/);
          if (c.limits.source === 'KUEUE') expect(c.health.message).toMatch(/last reported/);
          expect(c.health.message).not.toContain('eyJ'); // no token
          break;
        }
        if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(c.health)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      await giveBack();
    }
    const deadline = Date.now() + 60_000;
    while (
      (await gql(Clusters, {})).availableClusters.find((x) => x.name === peer.small.name)!.health.status !==
      'REACHABLE'
    ) {
      if (Date.now() > deadline) throw new Error('not REACHABLE again');
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 200_000);
});

fitPropertySuite();
