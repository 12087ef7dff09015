import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { createSimJob, seedRunVersion } from '../helpers/log-fixtures.ts';

/**
 * Issue 16 item 1: one member's heavy log reads must not make a cluster "unreachable" for everyone. Log reads
 * have their own budget and breaker, are bounded (limitBytes/tailLines) and limited per user; limits, launches
 * and the monitor keep their breaker closed, and the picker shows the limits enforcement uses.
 */

const LogMessage = graphql(`
  query HeavyLogsTest_LogMessage($id: ID!) {
    processVersion(id: $id) { id logMessage logSource }
  }
`);

const DryRun = graphql(`
  mutation HeavyLogsTest_DryRun($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { dryRun flavor cluster { name } }
      ... on ResourceLimitExceededError { message }
      ... on ValidationError { message }
    }
  }
`);

const Cancel = graphql(`
  mutation HeavyLogsTest_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on ProcessVersion { id status cancelRequestedAt }
      ... on ClusterUnavailableError { message }
    }
  }
`);

const Available = graphql(`
  query HeavyLogsTest_Available($projectId: ID) {
    availableClusters(projectId: $projectId) { id name limits { source maxCpuCores } health { status message } }
  }
`);

const VALUE = 'v'.repeat(64 * 1024);
/** A 64 KiB value echoed 1,600 times (100 MiB of log), then a sleep: the heavy log. */
const HEAVY = ['sh', '-c', `V=${VALUE}; ${'echo "$V"; '.repeat(1_600)}sleep 40`];

describePostgres('heavy log reads of one member (issue 16 item 1)', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let alpha: SimCluster;
  let cluster: Cluster;
  let t: TestApp;
  let reader: { token: string; user: User };
  let other: { token: string; user: User };
  let readerProject: string;
  let otherProject: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('alpha')] });
    alpha = sim.cluster('alpha');
    cluster = await seedCluster(db.prisma, alpha, { name: 'Alpha' });
    // A tight control budget (limits, launches, the monitor) and breaker threshold 1, as in the issue; log reads
    // have their own, longer budget.
    t = createTestApp(db.prisma, {
      configOverrides: {
        clusterTimeoutMs: 300,
        clusterLogTimeoutMs: 60_000,
        maxLogReadsPerUser: 4,
        enforcementLimitsMaxAgeMs: 0,
      },
    });
    reader = await seedUser(db.prisma);
    other = await seedUser(db.prisma);
    readerProject = (await seedProject(db.prisma, [{ userId: reader.user.id }])).id;
    otherProject = (await seedProject(db.prisma, [{ userId: other.user.id }])).id;
  });

  afterAll(async () => {
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
  });

  it('keeps the cluster reachable, its limits from Kueue, and the picker agreeing with enforcement', async () => {
    const version = await seedRunVersion(db.prisma, {
      projectId: readerProject,
      userId: reader.user.id,
      cluster,
      command: HEAVY,
    });
    await createSimJob(alpha, version.jobName!, HEAVY);
    sim.clock.advance(1_500);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.execute(LogMessage, { id: version.id }, { token: reader.token })),
    );
    const read = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    // Each user has a few log reads in flight at most; the others are told clearly, not queued behind them.
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(read.length + refused.length).toBe(20);
    for (const a of refused)
      expect(new Set(a.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['RATE_LIMITED']));
    // What was read came from the cluster: no reader was told the cluster is unreachable.
    for (const a of read)
      expect(a.data?.processVersion).toMatchObject({ logSource: 'CLUSTER', logMessage: null });

    const client = t.services.kube.get(cluster);
    expect(client.breakerState).toBe('closed');

    // Another user's valid dry run of 12 cpu on a 16-cpu cluster: accepted against Kueue's limits.
    const dry = await t.execute(
      DryRun,
      {
        input: {
          projectId: otherProject,
          name: 'twelve',
          image: 'busybox:1.36',
          command: ['true'],
          resources: { cpu: '12', memory: '4Gi' },
          clusterId: cluster.id,
          dryRun: true,
        },
      },
      { token: other.token },
    );
    expect(dry.errors).toBeUndefined();
    expect(dry.data?.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      dryRun: true,
      // Kueue's flavor: fallback limits (8 cpu) would have refused 12 cpu.
      flavor: 'default',
      cluster: { name: 'Alpha' },
    });

    // The picker shows the same limits source as enforcement used.
    const available = await t.execute(Available, { projectId: otherProject }, { token: other.token });
    expect(available.data?.availableClusters).toEqual([
      expect.objectContaining({
        name: 'Alpha',
        limits: { source: 'KUEUE', maxCpuCores: 16 },
        health: { status: 'REACHABLE', message: null },
      }),
    ]);

    // The monitor's kind of call (a control read) still goes through.
    await expect(client.getJson('/apis', { what: 'API discovery' })).resolves.toBeTruthy();
    expect(client.breakerState).toBe('closed');
  });

  it('accepts a cancel when only the log path fails: the log breaker open, the control breaker closed', async () => {
    const version = await seedRunVersion(db.prisma, {
      projectId: readerProject,
      userId: reader.user.id,
      cluster,
      command: ['sh', '-c', 'echo started; sleep 40'],
    });
    await createSimJob(alpha, version.jobName!, ['sh', '-c', 'echo started; sleep 40']);
    sim.clock.advance(1_500);
    const client = t.services.kube.get(cluster);
    // One log read that times out opens the log breaker (threshold 1), as a slow read on a busy cluster does.
    await expect(
      client.request(() => new Promise((resolve) => setTimeout(resolve, 200)), {
        kind: 'logs',
        timeoutMs: 1,
      }),
    ).rejects.toMatchObject({ kind: 'TIMEOUT' });
    expect(client.logBreakerState).toBe('open');
    expect(client.breakerState).toBe('closed');

    const answer = await t.execute(Cancel, { id: version.id }, { token: reader.token });
    expect(answer.errors).toBeUndefined();
    // The cluster answers: the cancel is accepted and recorded (the monitor's sweep reads the logs once, then
    // deletes the Job), not refused as if the cluster were gone.
    expect(answer.data?.cancelProcessVersion).toMatchObject({
      __typename: 'ProcessVersion',
      id: version.id,
      cancelRequestedAt: expect.any(String),
    });
    const job = await client.getJson(
      `/apis/batch/v1/namespaces/${cluster.namespace}/jobs/${version.jobName}`,
      {
        what: 'the job',
      },
    );
    // Not deleted before its logs are kept.
    expect(job).toMatchObject({ metadata: { name: version.jobName } });
    expect(client.breakerState).toBe('closed');
  });
});
