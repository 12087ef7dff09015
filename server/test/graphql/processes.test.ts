import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import pg from 'pg';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/context.ts';
import { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import { RateLimiter } from '../../src/services/rate-limit.ts';
import type { CreateProcessInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import {
  clusterStatesFor,
  createTestApp,
  seedProject,
  seedUser,
  TEST_KEYRING,
  type TestApp,
} from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const Create = graphql(`
  mutation ProcessesTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        dryRun
        flavor
        cluster { id name }
        process { id name }
        version {
          id
          version
          status
          image
          command
          args
          env { name value }
          resources { cpu memory cpuCores memoryBytes deadlineSeconds }
          cluster { id }
          checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu memory } }
        }
      }
      ... on ValidationError { message issues { field message } }
      ... on ClusterNotAllowedError { message clusterId }
      ... on NoClustersAvailableError { message }
      ... on ResourceLimitExceededError {
        message
        cluster { id name }
        violations { resource requested limit flavor }
        flavors { name cpu memory fitsCpu fitsMemory }
      }
    }
  }
`);

const Rerun = graphql(`
  mutation ProcessesTest_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        dryRun
        flavor
        cluster { id name }
        process { id }
        version { id version image resources { cpu memory deadlineSeconds } cluster { id } }
      }
      ... on ValidationError { message issues { field message } }
      ... on ClusterNotAllowedError { message clusterId }
      ... on NoClustersAvailableError { message }
      ... on ResourceLimitExceededError { message violations { resource requested limit flavor } }
    }
  }
`);

const Available = graphql(`
  query ProcessesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) { id name fitsRequest limits { maxCpuCores } }
  }
`);

const Retire = graphql(`
  mutation ProcessesTest_Retire($input: UpdateClusterInput!) {
    updateCluster(input: $input) { __typename }
  }
`);

const GiB = 2 ** 30;
let sim: KubeSim;
let db: TestDatabase;

function app(
  opts: { hooks?: HookRegistry; services?: Partial<AppServices> } = {},
): TestApp & { wakes: number } {
  const kube = createTestRegistry({ timeoutMs: 400, breakerHalfOpenAfterMs: 60_000 });
  const woken = { wakes: 0 };
  const t = createTestApp(db.prisma, {
    hooks: opts.hooks ?? new HookRegistry(),
    kube,
    clusterStates: clusterStatesFor(db.prisma, kube, { timeoutMs: 400 }),
    rateLimiter: new RateLimiter(100_000),
    launchQueue: {
      wake: () => {
        woken.wakes += 1;
      },
    },
    ...opts.services,
  });
  return Object.defineProperty(t, 'wakes', { get: () => woken.wakes }) as TestApp & { wakes: number };
}

/** Sets a flavor's nominal quota through the Kubernetes API, as an administrator of the cluster would. */
async function setQuota(cluster: SimCluster, flavorIndex: number, quota: { cpu: string; memory: string }) {
  const dispatcher = new Agent({ connect: { ca: cluster.caPem } });
  const base = `/spec/resourceGroups/0/flavors/${flavorIndex}/resources`;
  const res = await fetch(`${cluster.url}/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team`, {
    method: 'PATCH',
    dispatcher,
    headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json-patch+json' },
    body: JSON.stringify([
      { op: 'replace', path: `${base}/0/nominalQuota`, value: quota.cpu },
      { op: 'replace', path: `${base}/1/nominalQuota`, value: quota.memory },
    ]),
  });
  expect(res.status).toBe(200);
  await dispatcher.close();
}

async function counts() {
  const [processes, versions, events, launches, keys] = await Promise.all([
    db.prisma.process.count(),
    db.prisma.processVersion.count(),
    db.prisma.processVersionEvent.count(),
    db.prisma.launchJob.count(),
    db.prisma.idempotencyKey.count(),
  ]);
  return { processes, versions, events, launches, keys };
}

let seq = 0;
function input(projectId: string, overrides: Partial<CreateProcessInput> = {}): CreateProcessInput {
  seq += 1;
  return {
    projectId,
    name: `job-${seq}`,
    image: 'python:3.12',
    command: ['python', '-c'],
    args: ['print(42)'],
    env: [{ name: 'MODE', value: 'test' }],
    resources: { cpu: '2', memory: '4Gi' },
    ...overrides,
  };
}

async function member(role: 'OWNER' | 'MEMBER' | 'VIEWER' = 'MEMBER') {
  const { token, user } = await seedUser(db.prisma);
  const project = await seedProject(db.prisma, [{ userId: user.id, role }]);
  return { token, user, project };
}

describePostgres('createProcess and rerunProcess', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        simCluster('alpha', [
          { name: 'standard', cpu: '16', memory: '64Gi' },
          { name: 'highmem', cpu: '4', memory: '512Gi' },
        ]),
        simCluster('beta', [{ name: 'default', cpu: '32', memory: '128Gi' }]),
        simCluster('small', [{ name: 'tiny', cpu: '8', memory: '1Gi' }]),
        simCluster('shrinking', [{ name: 'default', cpu: '16', memory: '64Gi' }]),
        simCluster('refused'),
      ],
    });
    sim.cluster('refused').faults.set({ refuse: true });
  });

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  beforeEach(async () => {
    await db.prisma.process.deleteMany();
    await db.prisma.idempotencyKey.deleteMany();
    await db.prisma.cluster.deleteMany();
  });

  describe('createProcess', () => {
    it('writes the process, version 1, the limits it was checked against, its first event and a queued launch, on the first allowed cluster when clusterId is omitted', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), {
        sortOrder: 1,
        maxRuntimeSeconds: 3600,
      });
      await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 2 });
      const { token, project, user } = await member();
      const t = app();

      const res = await t.execute(Create, { input: input(project.id, { name: 'train' }) }, { token });
      expect(res.errors).toBeUndefined();
      const payload = res.data!.createProcess;
      if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
      expect(payload).toMatchObject({
        dryRun: false,
        flavor: 'standard',
        cluster: { id: alpha.id, name: 'alpha' },
        process: { name: 'train' },
        version: {
          version: 1,
          status: 'PENDING',
          image: 'python:3.12',
          command: ['python', '-c'],
          args: ['print(42)'],
          env: [{ name: 'MODE', value: 'test' }],
          resources: { cpu: '2', memory: '4Gi', cpuCores: 2, memoryBytes: 4 * GiB, deadlineSeconds: 3600 },
          cluster: { id: alpha.id },
          checkedLimits: {
            source: 'KUEUE',
            flavor: 'standard',
            maxCpuCores: 16,
            maxMemoryBytes: 512 * GiB,
            maxRuntimeSeconds: 3600,
            flavors: [
              { name: 'standard', cpu: '16', memory: '64Gi' },
              { name: 'highmem', cpu: '4', memory: '512Gi' },
            ],
          },
        },
      });
      const version = await db.prisma.processVersion.findUniqueOrThrow({
        where: { id: payload.version!.id },
        include: { events: true, launch: true, process: true },
      });
      expect(version.createdById).toBe(user.id);
      expect(version.process.createdById).toBe(user.id);
      expect(version.cpuMillis).toBe(2000n);
      expect(version.memoryBytes).toBe(4n * BigInt(GiB));
      expect(version.events.map((e) => [e.status, e.reason])).toEqual([['PENDING', 'Created']]);
      expect(version.launch).not.toBeNull();
      expect(t.wakes).toBe(1);
    });

    it('refuses each resource alone and all together, listing every violation exactly', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { maxRuntimeSeconds: 3600 });
      const small = await seedCluster(db.prisma, sim.cluster('small'), { sortOrder: 5 });
      const { token, project } = await member();
      const t = app();
      const before = await counts();
      const refuse = async (resources: CreateProcessInput['resources'], clusterId = alpha.id) => {
        const res = await t.execute(
          Create,
          { input: input(project.id, { resources, clusterId }) },
          { token },
        );
        const r = res.data?.createProcess;
        if (r?.__typename !== 'ResourceLimitExceededError') throw new Error(JSON.stringify(res));
        return r;
      };

      expect((await refuse({ cpu: '16001m', memory: '1Gi' })).violations).toEqual([
        { resource: 'CPU', requested: 16.001, limit: 16, flavor: 'standard' },
      ]);
      expect((await refuse({ cpu: '1', memory: '513Gi' })).violations).toEqual([
        { resource: 'MEMORY', requested: 513 * GiB, limit: 512 * GiB, flavor: 'highmem' },
      ]);
      const runtime = await refuse({ cpu: '1', memory: '1Gi', deadlineSeconds: 3601 });
      expect(runtime.violations).toEqual([
        { resource: 'RUNTIME', requested: 3601, limit: 3600, flavor: null },
      ]);
      expect(runtime.message).toContain('1 h 1 s exceeds the maximum runtime of 1 h');
      const all = await refuse({ cpu: '100', memory: '1Ti', deadlineSeconds: 7200 });
      expect(all.violations).toEqual([
        { resource: 'CPU', requested: 100, limit: 16, flavor: 'standard' },
        { resource: 'MEMORY', requested: 1024 * GiB, limit: 512 * GiB, flavor: 'highmem' },
        { resource: 'RUNTIME', requested: 7200, limit: 3600, flavor: null },
      ]);
      expect(all.cluster).toEqual({ id: alpha.id, name: 'alpha' });
      const exact = await refuse({ cpu: '1', memory: '1.5Gi' }, small.id);
      expect(exact.violations).toEqual([
        { resource: 'MEMORY', requested: 1610612736, limit: 1073741824, flavor: 'tiny' },
      ]);
      expect(exact.message).toContain('memory 1536Mi exceeds 1Gi');
      expect(await counts()).toEqual(before);
      expect(t.wakes).toBe(0);
    });

    it('refuses a request that fits each maximum but no single flavor, naming the flavors', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project } = await member();
      const res = await app().execute(
        Create,
        { input: input(project.id, { resources: { cpu: '8', memory: '100Gi' }, clusterId: alpha.id }) },
        { token },
      );
      const r = res.data!.createProcess;
      if (r.__typename !== 'ResourceLimitExceededError') throw new Error(JSON.stringify(res));
      expect(r.message).toMatch(/no single flavor holds both/);
      expect(r.message).toContain('standard');
      expect(r.message).toContain('highmem');
      expect(r.violations).toEqual([
        { resource: 'MEMORY', requested: 100 * GiB, limit: 64 * GiB, flavor: 'standard' },
      ]);
      expect(r.flavors).toEqual([
        { name: 'standard', cpu: '16', memory: '64Gi', fitsCpu: true, fitsMemory: false },
        { name: 'highmem', cpu: '4', memory: '512Gi', fitsCpu: false, fitsMemory: true },
      ]);
      // The same request each flavor holds on its own is accepted on the flavor that holds it.
      const fits = await app().execute(
        Create,
        { input: input(project.id, { resources: { cpu: '4', memory: '100Gi' } }) },
        { token },
      );
      expect(fits.data?.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        flavor: 'highmem',
      });
    });

    it('refuses an unknown, a retired and a plugin-filtered cluster with ClusterNotAllowedError', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
      const retired = await seedCluster(db.prisma, sim.cluster('beta'), { active: false });
      const hidden = await seedCluster(db.prisma, sim.cluster('small'));
      const hooks = new HookRegistry();
      hooks.register({ name: 'allow-list', hooks: { selectClusters: () => [alpha.id, retired.id] } });
      const { token, project } = await member();
      const t = app({ hooks });
      for (const clusterId of ['no-such-cluster', retired.id, hidden.id]) {
        const res = await t.execute(Create, { input: input(project.id, { clusterId }) }, { token });
        expect(res.data?.createProcess).toMatchObject({ __typename: 'ClusterNotAllowedError', clusterId });
      }
      // A huge id is not echoed in full: the answer does not grow with the input.
      const huge = 'x'.repeat(100_000);
      const refused = await t.execute(Create, { input: input(project.id, { clusterId: huge }) }, { token });
      expect(refused.data?.createProcess).toMatchObject({
        __typename: 'ClusterNotAllowedError',
        clusterId: 'x'.repeat(40),
      });
      expect(JSON.stringify(refused).length).toBeLessThan(1_000);
      const ok = await t.execute(Create, { input: input(project.id, { clusterId: alpha.id }) }, { token });
      expect(ok.data?.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { id: alpha.id },
      });
    });

    it('answers NoClustersAvailableError when no cluster is allowed', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const hooks = new HookRegistry();
      hooks.register({ name: 'nothing', hooks: { selectClusters: () => [] } });
      const { token, project } = await member();
      const res = await app({ hooks }).execute(Create, { input: input(project.id) }, { token });
      expect(res.data?.createProcess.__typename).toBe('NoClustersAvailableError');
    });

    it('lists every input issue at once and writes nothing', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project } = await member();
      const t = app();
      const before = await counts();
      const res = await t.execute(
        Create,
        {
          input: {
            projectId: project.id,
            name: 'x'.repeat(101),
            image: 'Not An Image!',
            command: ['', 'run'],
            // C1 controls: NUL and the other C0 controls never get this far (the edge refuses them, see below).
            args: ['ok', 'bad\u0085arg', 'multi\nline\tfine'],
            env: [
              { name: '1BAD', value: 'v' },
              { name: 'GOOD', value: 'v' },
              { name: 'GOOD', value: 'again' },
              { name: 'CTRL', value: 'csi\u009b' },
            ],
            resources: { cpu: '0.1m', memory: '1Mi', deadlineSeconds: 0 },
            idempotencyKey: 'has space',
          },
        },
        { token },
      );
      const r = res.data!.createProcess;
      if (r.__typename !== 'ValidationError') throw new Error(JSON.stringify(res));
      expect(r.issues.map((i) => i.field)).toEqual([
        'name',
        'idempotencyKey',
        'image',
        'command[0]',
        'args[1]',
        'env[0].name',
        'env[2].name',
        'env[3].value',
        'resources.deadlineSeconds',
        'resources.cpu',
        'resources.memory',
      ]);
      expect(r.issues.find((i) => i.field === 'resources.cpu')?.message).toContain('at least 1m');
      expect(r.issues.find((i) => i.field === 'resources.memory')?.message).toContain('6Mi');
      expect(r.issues.find((i) => i.field === 'env[2].name')?.message).toContain('set twice');
      const nul = await t.execute(
        Create,
        { input: input(project.id, { args: ['bad\u0000arg'] }) },
        { token },
      );
      expect(nul.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '$input.args[0]' });

      // NUL and the other C0 controls never reach the service: the edge refuses them in any string input.
      for (const bad of ['bad\u0000arg', 'bell\u0007']) {
        const edge = await t.execute(Create, { input: input(project.id, { args: [bad] }) }, { token });
        expect(edge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }

      const more = await t.execute(
        Create,
        {
          input: input(project.id, {
            name: 'tab\there',
            image: 'ghcr.io/org/app@sha256:abc',
            command: Array.from({ length: 65 }, () => 'x'),
            resources: { cpu: 'lots', memory: '-1Gi' },
          }),
        },
        { token },
      );
      const m = more.data!.createProcess;
      if (m.__typename !== 'ValidationError') throw new Error(JSON.stringify(more));
      expect(m.issues.map((i) => i.field)).toEqual([
        'name',
        'image',
        'command',
        'resources.cpu',
        'resources.memory',
      ]);

      // Beyond 64 bits (what Kubernetes and the database keep): a field issue, not an internal error.
      const huge = await t.execute(
        Create,
        { input: input(project.id, { resources: { cpu: '1e16', memory: '1e300' } }) },
        { token },
      );
      const h = huge.data!.createProcess;
      if (h.__typename !== 'ValidationError') throw new Error(JSON.stringify(huge));
      expect(h.issues).toEqual([
        { field: 'resources.cpu', message: '"1e16" is larger than any cluster can hold' },
        { field: 'resources.memory', message: '"1e300" is larger than any cluster can hold' },
      ]);

      // An unpaired surrogate is no text: refused at the edge like a control character.
      const lone = await t.execute(
        Create,
        { input: input(project.id, { env: [{ name: 'A', value: '\ud800' }] }) },
        { token },
      );
      expect(lone.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: '$input.env[0].value',
      });
      expect(await counts()).toEqual(before);
    });

    it('accepts the image references Docker accepts', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project } = await member();
      const t = app();
      for (const image of [
        'busybox',
        'library/python:3.12-slim',
        'localhost:5000/team/app:v1.0_rc',
        'ghcr.io/org/sub/app@sha256:' + 'a'.repeat(64),
        'registry.example.com:443/app:latest@sha256:' + 'b'.repeat(64),
        '[::1]:5000/app',
      ]) {
        const res = await t.execute(Create, { input: input(project.id, { image, dryRun: true }) }, { token });
        expect(res.data?.createProcess.__typename, image).toBe('CreateProcessPayload');
      }
      for (const image of ['team/App', 'app:', ':tag', 'a//b', 'app@sha256:short', 'a b']) {
        const res = await t.execute(Create, { input: input(project.id, { image, dryRun: true }) }, { token });
        expect(res.data?.createProcess.__typename, image).toBe('ValidationError');
      }
    });

    it('refuses a name already taken in the project, suggesting a re-run, but not in another project', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project, user } = await member();
      const other = await seedProject(db.prisma, [{ userId: user.id }]);
      const t = app();
      await t.execute(Create, { input: input(project.id, { name: 'nightly' }) }, { token });
      const again = await t.execute(Create, { input: input(project.id, { name: ' nightly ' }) }, { token });
      expect(again.data?.createProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'name', message: expect.stringContaining('re-run it instead') }],
      });
      const elsewhere = await t.execute(Create, { input: input(other.id, { name: 'nightly' }) }, { token });
      expect(elsewhere.data?.createProcess.__typename).toBe('CreateProcessPayload');
    });

    it('answers a taken name before any cluster rule and with the other input issues, as a dry run does', async () => {
      // A real call learns that the name is taken from its insert; every other path asks first. Same answers.
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project } = await member();
      const t = app();
      await t.execute(Create, { input: input(project.id, { name: 'taken' }) }, { token });
      const before = await counts();
      for (const dryRun of [false, true]) {
        const tooBig = await t.execute(
          Create,
          { input: input(project.id, { name: 'taken', dryRun, resources: { cpu: '999', memory: '1Gi' } }) },
          { token },
        );
        expect(tooBig.data?.createProcess, `dryRun ${dryRun}`).toMatchObject({
          __typename: 'ValidationError',
          issues: [{ field: 'name', message: expect.stringContaining('re-run it instead') }],
        });
        const notAllowed = await t.execute(
          Create,
          { input: input(project.id, { name: 'taken', dryRun, clusterId: 'no-such-cluster' }) },
          { token },
        );
        expect(notAllowed.data?.createProcess.__typename, `dryRun ${dryRun}`).toBe('ValidationError');
        const badImage = await t.execute(
          Create,
          { input: input(project.id, { name: 'taken', dryRun, image: 'Bad Image' }) },
          { token },
        );
        expect(badImage.data?.createProcess, `dryRun ${dryRun}`).toMatchObject({
          __typename: 'ValidationError',
          issues: expect.arrayContaining([
            expect.objectContaining({ field: 'name' }),
            expect.objectContaining({ field: 'image' }),
          ]),
        });
        const fits = await t.execute(
          Create,
          { input: input(project.id, { name: 'taken', dryRun }) },
          { token },
        );
        expect(fits.data?.createProcess.__typename, `dryRun ${dryRun}`).toBe('ValidationError');
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses with the new limit when the quota shrank in the cluster after availableClusters showed it', async () => {
      const shrinking = await seedCluster(db.prisma, sim.cluster('shrinking'));
      const { token, project } = await member();
      const t = app();
      const requests = { cpu: '12', memory: '8Gi' };
      const shown = await t.execute(Available, { projectId: project.id, requests }, { token });
      expect(shown.data?.availableClusters).toMatchObject([
        { fitsRequest: true, limits: { maxCpuCores: 16 } },
      ]);

      await setQuota(sim.cluster('shrinking'), 0, { cpu: '8', memory: '64Gi' });
      // The watch brings the change: availableClusters shows it within a second, and creation checks against it.
      await expect
        .poll(
          async () =>
            (await t.execute(Available, { projectId: project.id, requests }, { token })).data
              ?.availableClusters[0]?.limits.maxCpuCores,
          { timeout: 1_000, interval: 20 },
        )
        .toBe(8);
      const res = await t.execute(Create, { input: input(project.id, { resources: requests }) }, { token });
      expect(res.data?.createProcess).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        cluster: { id: shrinking.id },
        violations: [{ resource: 'CPU', requested: 12, limit: 8, flavor: 'default' }],
      });
      await setQuota(sim.cluster('shrinking'), 0, { cpu: '16', memory: '64Gi' });
    });

    it('checks against the fallback limits (8 cores, 32 GiB) when the cluster is unreachable, as availableClusters shows', async () => {
      const refused = await seedCluster(db.prisma, sim.cluster('refused'));
      const { token, project } = await member();
      const t = app();
      const shown = await t.execute(Available, { projectId: project.id }, { token });
      expect(shown.data?.availableClusters[0]?.limits.maxCpuCores).toBe(8);
      const over = await t.execute(
        Create,
        { input: input(project.id, { resources: { cpu: '9', memory: '33Gi' } }) },
        { token },
      );
      expect(over.data?.createProcess).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        violations: [
          { resource: 'CPU', requested: 9, limit: 8, flavor: 'fallback' },
          { resource: 'MEMORY', requested: 33 * GiB, limit: 32 * GiB, flavor: 'fallback' },
        ],
      });
      expect(
        over.data?.createProcess.__typename === 'ResourceLimitExceededError' &&
          over.data.createProcess.message,
      ).toContain('fallback limits');
      const ok = await t.execute(Create, { input: input(project.id) }, { token });
      expect(ok.data?.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { id: refused.id },
        flavor: 'fallback',
        version: { checkedLimits: { source: 'FALLBACK', maxCpuCores: 8, maxMemoryBytes: 32 * GiB } },
      });
    });

    it('answers a dry run exactly as the real call, and writes nothing', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { maxRuntimeSeconds: 600 });
      const { token, project } = await member();
      const t = app();
      const before = await counts();
      const dry = await t.execute(
        Create,
        { input: input(project.id, { name: 'dry', resources: { cpu: '2', memory: '100Gi' }, dryRun: true }) },
        { token },
      );
      expect(dry.data?.createProcess).toEqual({
        __typename: 'CreateProcessPayload',
        dryRun: true,
        flavor: 'highmem',
        cluster: { id: alpha.id, name: 'alpha' },
        process: null,
        version: null,
      });
      const dryRefused = await t.execute(
        Create,
        {
          input: input(project.id, {
            resources: { cpu: '8', memory: '100Gi', deadlineSeconds: 601 },
            dryRun: true,
          }),
        },
        { token },
      );
      const realRefused = await t.execute(
        Create,
        { input: input(project.id, { resources: { cpu: '8', memory: '100Gi', deadlineSeconds: 601 } }) },
        { token },
      );
      expect(dryRefused.data).toEqual(realRefused.data);
      expect(await counts()).toEqual(before);
      expect(t.wakes).toBe(0);
      const real = await t.execute(
        Create,
        { input: input(project.id, { name: 'dry', resources: { cpu: '2', memory: '100Gi' } }) },
        { token },
      );
      expect(real.data?.createProcess).toMatchObject({
        dryRun: false,
        flavor: 'highmem',
        cluster: { id: alpha.id },
      });
    });

    it('returns the first result for a repeated idempotency key and refuses the key with a different input', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project, user } = await member();
      const t = app();
      const first = input(project.id, { idempotencyKey: 'req-1' });
      const a = await t.execute(Create, { input: first }, { token });
      const afterFirst = await counts();
      const b = await t.execute(Create, { input: first }, { token });
      expect(b.data).toEqual(a.data);
      expect(await counts()).toEqual(afterFirst);
      expect(afterFirst.keys).toBe(1);

      const changed = await t.execute(Create, { input: { ...first, image: 'python:3.13' } }, { token });
      expect(changed.data?.createProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'idempotencyKey' }],
      });
      // Concurrent retries of one request create it once.
      const burst = input(project.id, { idempotencyKey: 'req-2' });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => t.execute(Create, { input: burst }, { token })),
      );
      const ids = new Set(
        answers.map((r) => (r.data!.createProcess as { version?: { id: string } }).version?.id),
      );
      expect(ids.size).toBe(1);
      expect([...ids][0]).toBeTruthy();
      // Another user's key space is separate; an expired key is free again.
      const other = await seedUser(db.prisma);
      await db.prisma.projectMember.create({ data: { projectId: project.id, userId: other.user.id } });
      const theirs = await t.execute(Create, { input: { ...first, name: 'theirs' } }, { token: other.token });
      expect(theirs.data?.createProcess.__typename).toBe('CreateProcessPayload');
      await db.prisma.idempotencyKey.updateMany({
        where: { userId: user.id, key: 'req-1' },
        data: { createdAt: new Date(Date.now() - 25 * 3600 * 1000) },
      });
      const expired = await t.execute(Create, { input: { ...first, name: 'fresh' } }, { token });
      expect(expired.data?.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        process: { name: 'fresh' },
      });
    });

    it('is for owners and members: viewers and outsiders get FORBIDDEN, anonymous callers UNAUTHENTICATED', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const viewer = await member('VIEWER');
      const owner = await member('OWNER');
      const outsider = await seedUser(db.prisma);
      const t = app();
      const asViewer = await t.execute(Create, { input: input(viewer.project.id) }, { token: viewer.token });
      expect(asViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asViewer.errors?.[0]?.message).toMatch(/viewers may only look/);
      const asOutsider = await t.execute(
        Create,
        { input: input(owner.project.id) },
        { token: outsider.token },
      );
      expect(asOutsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await t.execute(Create, { input: input(owner.project.id) });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await db.prisma.process.count()).toBe(0);
      const asOwner = await t.execute(Create, { input: input(owner.project.id) }, { token: owner.token });
      expect(asOwner.data?.createProcess.__typename).toBe('CreateProcessPayload');
    });

    it('is rate limited per user, like availableClusters', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const { token, project } = await member();
      const t = app({ services: { rateLimiter: new RateLimiter(2) } });
      for (let i = 0; i < 2; i++) {
        const ok = await t.execute(Create, { input: input(project.id, { dryRun: true }) }, { token });
        expect(ok.data?.createProcess.__typename).toBe('CreateProcessPayload');
      }
      const limited = await t.execute(Create, { input: input(project.id) }, { token });
      expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 30 });
    });

    it('never writes a version onto a cluster retired before its commit: 200 concurrent calls while the cluster is retired midway', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 1 });
      const beta = await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 2 });
      const { token, project } = await member();
      // The administrator retires the cluster from elsewhere (the admin CLI, another replica): its own connection.
      const adminConnection = new pg.Client({ connectionString: db.url });
      await adminConnection.connect();
      const t = app();
      let onAlphaAtRetire = -1;
      const count = async () =>
        (
          await adminConnection.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM "ProcessVersion" WHERE "clusterId" = $1',
            [alpha.id],
          )
        ).rows[0]!.n;
      // Retire alpha once some calls have committed on it, while the others are still on their way.
      const retired = (async () => {
        while ((await count()) < 30) await new Promise((r) => setImmediate(r));
        await adminConnection.query('UPDATE "Cluster" SET active = false WHERE id = $1', [alpha.id]);
        onAlphaAtRetire = await count();
      })();
      const calls = Array.from({ length: 200 }, (_, i) =>
        t.execute(
          Create,
          { input: input(project.id, { name: `burst-${i}`, clusterId: i % 2 === 0 ? alpha.id : null }) },
          { token },
        ),
      );
      const results = await Promise.all(calls);
      await retired;
      await adminConnection.end();

      const created = results
        .map((r) => r.data?.createProcess)
        .filter((r) => r?.__typename === 'CreateProcessPayload');
      for (const r of results) {
        expect(r.errors).toBeUndefined();
        expect(['CreateProcessPayload', 'ClusterNotAllowedError']).toContain(
          r.data?.createProcess.__typename,
        );
      }
      const refused = results.filter((r) => r.data?.createProcess.__typename === 'ClusterNotAllowedError');
      expect(refused.length).toBeGreaterThan(0);
      expect(
        refused.every((r) => (r.data!.createProcess as { clusterId: string }).clusterId === alpha.id),
      ).toBe(true);
      // Nothing committed onto alpha after its retirement committed.
      expect(onAlphaAtRetire).toBeGreaterThanOrEqual(30);
      expect(await db.prisma.processVersion.count({ where: { clusterId: alpha.id } })).toBe(onAlphaAtRetire);
      expect(created.length).toBe(
        onAlphaAtRetire + (await db.prisma.processVersion.count({ where: { clusterId: beta.id } })),
      );
      // None lost, none half-written: each success is one process, one version, one event, one launch.
      expect(await counts()).toEqual({
        processes: created.length,
        versions: created.length,
        events: created.length,
        launches: created.length,
        keys: 0,
      });
      expect(t.wakes).toBe(created.length);
    }, 120_000);
  });

  describe('rerunProcess', () => {
    async function created(
      t: TestApp,
      token: string,
      projectId: string,
      overrides: Partial<CreateProcessInput> = {},
    ) {
      const res = await t.execute(Create, { input: input(projectId, overrides) }, { token });
      const r = res.data!.createProcess;
      if (r.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(res));
      return r.version!;
    }

    it('copies a version into the next version with a cluster and resource override, through the same rules', async () => {
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 1 });
      const beta = await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 2 });
      const { token, project } = await member();
      const t = app();
      const v1 = await created(t, token, project.id, { resources: { cpu: '2', memory: '4Gi' } });

      const tooBig = await t.execute(
        Rerun,
        { input: { processVersionId: v1.id, clusterId: alpha.id, resources: { cpu: '20' } } },
        { token },
      );
      expect(tooBig.data?.rerunProcess).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        violations: [{ resource: 'CPU', requested: 20, limit: 16 }],
      });

      const res = await t.execute(
        Rerun,
        {
          input: {
            processVersionId: v1.id,
            clusterId: beta.id,
            resources: { cpu: '20' },
            image: 'python:3.13',
          },
        },
        { token },
      );
      expect(res.data?.rerunProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        dryRun: false,
        cluster: { id: beta.id },
        version: {
          version: 2,
          image: 'python:3.13',
          resources: { cpu: '20', memory: '4Gi', deadlineSeconds: null },
          cluster: { id: beta.id },
        },
      });
      const v2 = (res.data!.rerunProcess as { version: { id: string } }).version;
      const row = await db.prisma.processVersion.findUniqueOrThrow({
        where: { id: v2.id },
        include: { events: true, launch: true },
      });
      expect(row.rerunOfId).toBe(v1.id);
      expect(row.args).toEqual(['print(42)']);
      expect(row.events).toHaveLength(1);
      expect(row.launch).not.toBeNull();

      // Omitted clusterId: the source version's cluster.
      const same = await t.execute(Rerun, { input: { processVersionId: v2.id } }, { token });
      expect(same.data?.rerunProcess).toMatchObject({ cluster: { id: beta.id }, version: { version: 3 } });
      const retired = await t.execute(
        Retire,
        { input: { id: alpha.id, active: false } },
        {
          token: (await seedUser(db.prisma, { admin: true })).token,
        },
      );
      expect(retired.data?.updateCluster.__typename).toBe('Cluster');
      const onRetired = await t.execute(Rerun, { input: { processVersionId: v1.id } }, { token });
      expect(onRetired.data?.rerunProcess).toMatchObject({
        __typename: 'ClusterNotAllowedError',
        clusterId: alpha.id,
      });
    });

    it('carries over the deadline the user asked for, not the maximum of the cluster the source ran on', async () => {
      const roomy = await seedCluster(db.prisma, sim.cluster('alpha'), { maxRuntimeSeconds: 86_400 });
      const tight = await seedCluster(db.prisma, sim.cluster('beta'), { maxRuntimeSeconds: 3_600 });
      const { token, project } = await member();
      const t = app();
      // No deadline asked: the roomy cluster's maximum applies to version 1.
      const v1 = await created(t, token, project.id, {
        clusterId: roomy.id,
        resources: { cpu: '1', memory: '1Gi' },
      });
      expect(v1.resources.deadlineSeconds).toBe(86_400);
      const res = await t.execute(
        Rerun,
        { input: { processVersionId: v1.id, clusterId: tight.id } },
        { token },
      );
      expect(res.data?.rerunProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        version: { resources: { deadlineSeconds: 3_600 }, cluster: { id: tight.id } },
      });
      // A deadline that was asked for is kept, and checked against the new cluster.
      const v3 = await created(t, token, project.id, {
        name: 'asked-for-a-day',
        clusterId: roomy.id,
        resources: { cpu: '1', memory: '1Gi', deadlineSeconds: 86_400 },
      });
      const refused = await t.execute(
        Rerun,
        { input: { processVersionId: v3.id, clusterId: tight.id } },
        { token },
      );
      expect(refused.data?.rerunProcess).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        violations: [{ resource: 'RUNTIME', requested: 86_400, limit: 3_600 }],
      });
    });

    it('gives concurrent re-runs distinct consecutive version numbers', async () => {
      await seedCluster(db.prisma, sim.cluster('beta'));
      const { token, project } = await member();
      const t = app();
      const v1 = await created(t, token, project.id);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.execute(Rerun, { input: { processVersionId: v1.id } }, { token })),
      );
      for (const r of answers) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const numbers = answers.map(
        (r) => (r.data!.rerunProcess as { version: { version: number } }).version.version,
      );
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    });

    it('answers a dry run without writing, replays its idempotency key, and refuses viewers and outsiders', async () => {
      await seedCluster(db.prisma, sim.cluster('beta'));
      const { token, project, user } = await member();
      const t = app();
      const v1 = await created(t, token, project.id);
      const before = await counts();
      const dry = await t.execute(Rerun, { input: { processVersionId: v1.id, dryRun: true } }, { token });
      expect(dry.data?.rerunProcess).toMatchObject({ dryRun: true, version: null });
      expect(await counts()).toEqual(before);

      const once = await t.execute(
        Rerun,
        { input: { processVersionId: v1.id, idempotencyKey: 'r1' } },
        { token },
      );
      const twice = await t.execute(
        Rerun,
        { input: { processVersionId: v1.id, idempotencyKey: 'r1' } },
        { token },
      );
      expect(twice.data).toEqual(once.data);
      expect((await counts()).versions).toBe(before.versions + 1);

      const viewer = await seedUser(db.prisma);
      await db.prisma.projectMember.create({
        data: { projectId: project.id, userId: viewer.user.id, role: 'VIEWER' },
      });
      const outsider = await seedUser(db.prisma);
      for (const who of [viewer, outsider]) {
        const res = await t.execute(Rerun, { input: { processVersionId: v1.id } }, { token: who.token });
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(user.id).toBeTruthy();
    });
  });
});
