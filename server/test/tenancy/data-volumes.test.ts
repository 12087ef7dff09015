import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/logger.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import type { ProcessStatus } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

// ARCHITECTURE §21, data volumes: admins register a cluster's PersistentVolumeClaims by name (the registration reads
// the claim over HTTP from kube-sim); processes mount them; placement, estimates and createProcess know which
// cluster has which; the Job's pod mounts the claim, read-only when the volume is.

const Register = graphql(`
  mutation DataVolumes_Register($input: RegisterVolumeInput!) {
    registerVolume(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on DataVolume { name description readOnly claimName }
    }
  }
`);

const Remove = graphql(`
  mutation DataVolumes_Remove($clusterId: ID!, $name: String!) {
    removeVolume(clusterId: $clusterId, name: $name) {
      __typename
      ... on Error { message }
      ... on Cluster { name volumes { name } }
    }
  }
`);

const Available = graphql(`
  query DataVolumes_Available($projectId: ID, $requests: ResourceRequestsInput, $mounts: [MountInput!]) {
    availableClusters(projectId: $projectId, requests: $requests, mounts: $mounts) {
      name
      fitsRequest
      volumes { name description readOnly }
      startEstimate { basis message }
      costEstimate { currency }
    }
  }
`);

const Create = graphql(`
  mutation DataVolumes_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on CreateProcessPayload {
        cluster { name }
        placementReason
        version { id mounts { volume path readOnly } }
      }
    }
  }
`);

const Rerun = graphql(`
  mutation DataVolumes_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on CreateProcessPayload { cluster { name } version { id mounts { volume path readOnly } } }
    }
  }
`);

const Watch = graphql(`
  query DataVolumes_Version($id: ID!) {
    processVersion(id: $id) { status statusReason statusMessage jobName }
  }
`);

describePostgres('data volumes: registered from claims, mounted by name, placed where the data is', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let server: RunningServer;
  let alpha: Cluster;
  let beta: Cluster;
  let projectId: string;
  const tokens = { admin: '', member: '' };

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('alpha', undefined, {
          volumes: [
            { name: 'datasets-pvc', namespace: 'jobs', accessModes: ['ReadOnlyMany'] },
            { name: 'results-pvc', namespace: 'jobs', accessModes: ['ReadWriteOnce'] },
            { name: 'pending-pvc', namespace: 'jobs', bound: false },
          ],
        }),
        simCluster('beta'),
      ],
    });
    // beta first in sort order: placement must pass it over for the data.
    beta = await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 1 });
    alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 2 });
    const admin = await seedUser(db.prisma, { admin: true });
    const member = await seedUser(db.prisma);
    tokens.admin = admin.token;
    tokens.member = member.token;
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id, role: 'MEMBER' }])).id;
    server = await startServer({
      logger: createLogger('silent'),
      environment: {
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
        SIMULATED_CLUSTERS: 'false',
        PORT: '0',
        RUNNER_SWEEP_MS: '200',
        CLUSTER_LEASE_TTL_MS: '3000',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await sim?.stop();
    await db?.drop();
  });

  async function gql<R, V>(who: keyof typeof tokens, document: TypedDocumentNode<R, V>, variables: V) {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    return (await res.json()) as { data?: R; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  const register = (
    input: { name: string; claimName: string; readOnly: boolean; description?: string },
    who: keyof typeof tokens = 'admin',
    clusterId = alpha.id,
  ) => gql(who, Register, { input: { clusterId, ...input } });

  const job = (name: string, extra: Record<string, unknown> = {}) => ({
    projectId,
    name,
    image: 'busybox:1.36',
    command: ['sh', '-c', 'echo ok'],
    resources: { cpu: '1', memory: '1Gi' },
    ...extra,
  });

  describe('registration', () => {
    it('is for admins only', async () => {
      const refused = await register(
        { name: 'datasets', claimName: 'datasets-pvc', readOnly: true },
        'member',
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await db.prisma.dataVolume.count()).toBe(0);
    });

    it('reads the claim and says what is wrong with it, on its field', async () => {
      const missing = await register({ name: 'datasets', claimName: 'nope', readOnly: true });
      expect(missing.data!.registerVolume).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          {
            field: 'claimName',
            message:
              'the PersistentVolumeClaim "nope" in namespace "jobs" does not exist (create it, or name an existing claim)',
          },
        ],
      });
      const pending = await register({ name: 'scratch', claimName: 'pending-pvc', readOnly: false });
      expect(pending.data!.registerVolume).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          {
            field: 'claimName',
            message: expect.stringContaining('is not bound to a volume (phase Pending)'),
          },
        ],
      });
      const readOnlyClaim = await register({ name: 'datasets', claimName: 'datasets-pvc', readOnly: false });
      expect(readOnlyClaim.data!.registerVolume).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          {
            field: 'claimName',
            message: expect.stringContaining(
              'allows only ReadOnlyMany: a read-write volume needs ReadWriteOnce, ReadWriteMany, ReadWriteOncePod',
            ),
          },
        ],
      });
      const badName = await register({ name: 'Data_Sets', claimName: 'datasets-pvc', readOnly: true });
      expect(badName.data!.registerVolume).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'name', message: expect.stringContaining('is not a valid volume name') }],
      });
      const noCluster = await register(
        { name: 'datasets', claimName: 'datasets-pvc', readOnly: true },
        'admin',
        'no-such-cluster',
      );
      expect(noCluster.data!.registerVolume).toMatchObject({ __typename: 'NotFoundError' });
      expect(await db.prisma.dataVolume.count()).toBe(0);
    });

    it('registers a bound claim; every user sees the names, admins the claim; audited', async () => {
      const datasets = await register({
        name: 'datasets',
        claimName: 'datasets-pvc',
        readOnly: true,
        description: 'ImageNet and friends',
      });
      expect(datasets.data!.registerVolume).toEqual({
        __typename: 'DataVolume',
        name: 'datasets',
        description: 'ImageNet and friends',
        readOnly: true,
        claimName: 'datasets-pvc',
      });
      const results = await register({ name: 'results', claimName: 'results-pvc', readOnly: false });
      expect(results.data!.registerVolume).toMatchObject({ __typename: 'DataVolume', readOnly: false });

      const listed = (await gql('member', Available, { projectId })).data!.availableClusters;
      expect(listed.map((c) => [c.name, c.volumes, c.fitsRequest])).toEqual([
        ['beta', [], null],
        [
          'alpha',
          [
            { name: 'datasets', description: 'ImageNet and friends', readOnly: true },
            { name: 'results', description: null, readOnly: false },
          ],
          null,
        ],
      ]);
      const audit = await db.prisma.auditEvent.findMany({
        where: { action: { startsWith: 'volume.' } },
        orderBy: { at: 'asc' },
      });
      expect(audit.map((a) => [a.action, a.summary])).toEqual([
        ['volume.register', 'cluster "alpha": volume datasets registered (claim datasets-pvc, read-only)'],
        ['volume.register', 'cluster "alpha": volume results registered (claim results-pvc, read-write)'],
      ]);
    });
  });

  describe('placement', () => {
    it('availableClusters: a cluster without a mounted volume does not fit, its estimate NEVER naming it', async () => {
      const { data } = await gql('member', Available, {
        projectId,
        requests: { cpu: '1', memory: '1Gi', deadlineSeconds: 600 },
        mounts: [{ volume: 'datasets', path: '/data' }],
      });
      const [b, a] = data!.availableClusters;
      expect(b).toMatchObject({
        name: 'beta',
        fitsRequest: false,
        startEstimate: { basis: 'NEVER', message: 'cannot start: cluster beta has no volume "datasets"' },
        costEstimate: null,
      });
      expect(a!.name).toBe('alpha');
      expect(a!.fitsRequest).toBe(true);
      expect(a!.startEstimate!.basis).not.toBe('NEVER');
      // Mounts alone (no requests) say the same.
      const only = await gql('member', Available, {
        projectId,
        mounts: [{ volume: 'results', path: '/out' }],
      });
      expect(
        only.data!.availableClusters.map((c) => [c.name, c.fitsRequest, c.startEstimate?.basis]),
      ).toEqual([
        ['beta', false, 'NEVER'],
        ['alpha', true, undefined],
      ]);
    });

    it('createProcess refuses a volume the chosen cluster lacks, and mounts of a wrong shape', async () => {
      const lacking = await gql('member', Create, {
        input: job('on-beta', { clusterId: beta.id, mounts: [{ volume: 'datasets', path: '/data' }] }),
      });
      expect(lacking.data!.createProcess).toEqual({
        __typename: 'ValidationError',
        message: 'mounts[0].volume: cluster beta has no volume "datasets" (it has none)',
        issues: [
          { field: 'mounts[0].volume', message: 'cluster beta has no volume "datasets" (it has none)' },
        ],
      });
      const unknown = await gql('member', Create, {
        input: job('unknown', { clusterId: alpha.id, mounts: [{ volume: 'models', path: '/models' }] }),
      });
      expect(unknown.data!.createProcess).toMatchObject({
        issues: [
          {
            field: 'mounts[0].volume',
            message: 'cluster alpha has no volume "models" (its volumes are datasets, results)',
          },
        ],
      });
      const shapes = await gql('member', Create, {
        input: job('shapes', {
          clusterId: alpha.id,
          mounts: [
            { volume: 'datasets', path: 'data' },
            { volume: 'results', path: '/var/run/kueue-batch/tasks/x' },
            { volume: 'results', path: '/a/../b' },
          ],
        }),
      });
      expect(shapes.data!.createProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          { field: 'mounts[0].path', message: '"data" is not an absolute path (start it with "/")' },
          {
            field: 'mounts[1].path',
            message: expect.stringContaining('overlaps /var/run/kueue-batch, where the container has files'),
          },
          { field: 'mounts[2].volume', message: '"results" is mounted twice' },
          { field: 'mounts[2].path', message: expect.stringContaining('is not a normal path') },
        ],
      });
      expect(await db.prisma.process.count()).toBe(0);
    });

    it('FIRST_ALLOWED and EARLIEST_START choose only among clusters with every mounted volume', async () => {
      const mounts = [{ volume: 'datasets', path: '/data' }];
      const first = await gql('member', Create, { input: job('first', { mounts, dryRun: true }) });
      expect(first.data!.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { name: 'alpha' },
        placementReason: 'the first allowed cluster by sort order with volume datasets',
      });
      const earliest = await gql('member', Create, {
        input: job('earliest', { mounts, placement: 'EARLIEST_START', dryRun: true }),
      });
      expect(earliest.data!.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { name: 'alpha' },
        placementReason: expect.stringMatching(/^earliest expected start: .* on alpha$/),
      });
      const cheapest = await gql('member', Create, {
        input: job('cheapest', { mounts, placement: 'CHEAPEST', dryRun: true }),
      });
      expect(cheapest.data!.createProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { name: 'alpha' },
      });
      // A volume no cluster has: said so, whichever placement.
      for (const placement of ['FIRST_ALLOWED', 'EARLIEST_START'] as const) {
        const nowhere = await gql('member', Create, {
          input: job('nowhere', { mounts: [{ volume: 'models', path: '/m' }], placement, dryRun: true }),
        });
        expect(nowhere.data!.createProcess).toMatchObject({
          __typename: 'ValidationError',
          issues: [{ field: 'mounts[0].volume', message: 'no cluster you may use has a volume "models"' }],
        });
      }
      // Without mounts, the first allowed cluster is beta, as before.
      const plain = await gql('member', Create, { input: job('plain', { dryRun: true }) });
      expect(plain.data!.createProcess).toMatchObject({ cluster: { name: 'beta' } });
    });
  });

  describe('at launch', () => {
    let firstId = '';

    const until = async (id: string, statuses: ProcessStatus[]) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const v = (await gql('member', Watch, { id })).data!.processVersion!;
        if (statuses.includes(v.status) && (v.jobName || v.status === 'FAILED')) return v;
        if (Date.now() > deadline) throw new Error(`still ${v.status}: ${v.statusMessage}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };

    it('the pod mounts each claim at its path; a read-only volume stays read-only whatever the mount asks', async () => {
      const { data } = await gql('member', Create, {
        input: job('reads-and-writes', {
          clusterId: alpha.id,
          mounts: [
            { volume: 'datasets', path: '/data', readOnly: false },
            { volume: 'results', path: '/out' },
          ],
        }),
      });
      const created = data!.createProcess;
      if (created.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(created));
      expect(created.version!.mounts).toEqual([
        { volume: 'datasets', path: '/data', readOnly: true },
        { volume: 'results', path: '/out', readOnly: false },
      ]);
      firstId = created.version!.id;
      const launched = await until(firstId, ['QUEUED', 'RUNNING']);
      const jobObject = sim.cluster('alpha').getObject('jobs', 'jobs', launched.jobName!)!;
      const pod = jobObject.spec.template.spec;
      expect(pod.volumes).toEqual([
        { name: 'kb-data-0', persistentVolumeClaim: { claimName: 'datasets-pvc', readOnly: true } },
        { name: 'kb-data-1', persistentVolumeClaim: { claimName: 'results-pvc' } },
      ]);
      expect(pod.containers[0].volumeMounts).toEqual([
        { name: 'kb-data-0', mountPath: '/data', readOnly: true },
        { name: 'kb-data-1', mountPath: '/out' },
      ]);
      // The claims are real objects of the cluster, bound to their volumes.
      expect(
        sim.cluster('alpha').getObject('persistentvolumeclaims', 'jobs', 'datasets-pvc')!.status.phase,
      ).toBe('Bound');
      for (let i = 0; i < 40; i++) {
        const v = (await gql('member', Watch, { id: firstId })).data!.processVersion!;
        if (v.status === 'SUCCEEDED') break;
        expect(v.status).not.toBe('FAILED');
        sim.clock.advance(500);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect((await gql('member', Watch, { id: firstId })).data!.processVersion!.status).toBe('SUCCEEDED');
    }, 40_000);

    it('a re-run copies the mounts; once a volume is removed, a re-run naming it is refused', async () => {
      const again = await gql('member', Rerun, { input: { processVersionId: firstId, dryRun: true } });
      expect(again.data!.rerunProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { name: 'alpha' },
      });
      const real = await gql('member', Rerun, { input: { processVersionId: firstId } });
      const rerun = real.data!.rerunProcess;
      if (rerun.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(rerun));
      expect(rerun.version!.mounts).toEqual([
        { volume: 'datasets', path: '/data', readOnly: true },
        { volume: 'results', path: '/out', readOnly: false },
      ]);

      const refused = await gql('member', Remove, { clusterId: alpha.id, name: 'results' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const removed = await gql('admin', Remove, { clusterId: alpha.id, name: 'results' });
      expect(removed.data!.removeVolume).toEqual({
        __typename: 'Cluster',
        name: 'alpha',
        volumes: [{ name: 'datasets' }],
      });
      const twice = await gql('admin', Remove, { clusterId: alpha.id, name: 'results' });
      expect(twice.data!.removeVolume).toMatchObject({ __typename: 'NotFoundError' });
      const later = await gql('member', Rerun, { input: { processVersionId: firstId } });
      expect(later.data!.rerunProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          {
            field: 'mounts[1].volume',
            message: 'cluster alpha has no volume "results" (its volumes are datasets)',
          },
        ],
      });
      // The claim itself is left as it is.
      expect(sim.cluster('alpha').getObject('persistentvolumeclaims', 'jobs', 'results-pvc')).toBeTruthy();
      // And a replacement mount list may drop it.
      const without = await gql('member', Rerun, {
        input: { processVersionId: firstId, mounts: [{ volume: 'datasets', path: '/data' }], dryRun: true },
      });
      expect(without.data!.rerunProcess).toMatchObject({ __typename: 'CreateProcessPayload' });
    }, 40_000);
  });
});
