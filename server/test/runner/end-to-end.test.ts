import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import type { ProcessStatus } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const Create = graphql(`
  mutation EndToEnd_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on CreateProcessPayload { version { id status } }
    }
  }
`);

const Watch = graphql(`
  query EndToEnd_Version($id: ID!) {
    processVersion(id: $id) {
      status
      statusReason
      statusMessage
      jobName
      exitCode
      launchedAt
      startedAt
      finishedAt
      history { status reason message }
    }
  }
`);

const Cancel = graphql(`
  mutation EndToEnd_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on Error { message }
      ... on ProcessVersion { status cancelRequestedAt }
    }
  }
`);

describePostgres('end to end through GraphQL: createProcess, the runner, cancelProcessVersion', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let server: RunningServer;
  let token: string;
  let projectId: string;
  let alpha: Cluster;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('alpha')] });
    alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
    const member = await seedUser(db.prisma);
    token = member.token;
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
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
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await sim?.stop();
    await db?.drop();
  });

  async function gql<R, V>(
    document: import('@graphql-typed-document-node/core').TypedDocumentNode<R, V>,
    variables: V,
  ) {
    const { print } = await import('graphql');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await res.json()) as { data?: R; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  const create = async (name: string, command: string[], cpu = '1') => {
    const data = await gql(Create, {
      input: {
        projectId,
        name,
        image: 'busybox:1.36',
        command,
        resources: { cpu, memory: '1Gi' },
        clusterId: alpha.id,
      },
    });
    const result = data.createProcess;
    if (result.__typename !== 'CreateProcessPayload')
      throw new Error(`createProcess: ${JSON.stringify(result)}`);
    return result.version!.id;
  };

  const until = async (id: string, statuses: ProcessStatus[]) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const v = (await gql(Watch, { id })).processVersion!;
      if (statuses.includes(v.status)) return v;
      if (Date.now() > deadline) throw new Error(`still ${v.status}: ${JSON.stringify(v.history)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('runs a created process to success and shows its whole timeline', async () => {
    const id = await create('hello', ['sh', '-c', 'echo hello; sleep 3; echo bye']);
    const queued = await until(id, ['QUEUED', 'RUNNING']);
    expect(queued.jobName).toMatch(/^kb-/);
    sim.clock.advance(1_500);
    await until(id, ['RUNNING']);
    sim.clock.advance(4_000);
    const done = await until(id, ['SUCCEEDED']);
    expect(done).toMatchObject({ exitCode: 0, statusReason: expect.any(String) });
    expect(done.launchedAt && done.startedAt && done.finishedAt).toBeTruthy();
    const statuses = done.history.map((e) => e.status);
    expect(statuses.slice(0, 2)).toEqual(['PENDING', 'LAUNCHING']);
    expect(statuses).toContain('RUNNING');
    expect(statuses.at(-1)).toBe('SUCCEEDED');
  });

  it('cancels a running process: its Job is deleted and the answer is CANCELLED', async () => {
    const id = await create('long', ['sh', '-c', 'sleep 600']);
    await until(id, ['QUEUED', 'RUNNING']);
    sim.clock.advance(1_500);
    await until(id, ['RUNNING']);
    const data = await gql(Cancel, { id });
    expect(data.cancelProcessVersion).toMatchObject({ __typename: 'ProcessVersion', status: 'CANCELLED' });
    expect(sim.cluster('alpha').listObjects('jobs', 'jobs')).toHaveLength(1); // the first test's Job only
  });

  it('fails a version whose cluster was retired before its launch', async () => {
    await server.runner!.launcher.stop();
    const id = await create('late', ['sh', '-c', 'echo late']);
    await db.prisma.cluster.update({ where: { id: alpha.id }, data: { active: false } });
    server.runner!.launcher.start();
    server.runner!.wake();
    const done = await until(id, ['FAILED']);
    expect(done).toMatchObject({
      statusReason: 'ClusterRetired',
      statusMessage: 'cluster alpha is retired',
      jobName: null,
    });
  });
});
