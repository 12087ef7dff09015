import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { LOG_KEEP_BYTES } from '../../src/kube/logs.ts';
import { createLogArchiver, type LogArchiver } from '../../src/services/logs.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { createSimJob, seedRunVersion } from '../helpers/log-fixtures.ts';

/**
 * Issue 16 item 5: the kept text of a log is its last MiB (cut at a line boundary inside it, else inside its one
 * long line), live and archived alike, however long the lines are.
 */

const VersionLogs = graphql(`
  query LogWindowTest_Logs($id: ID!) {
    processVersion(id: $id) { id logs logSource logsTruncated }
  }
`);

const KIB = 1024;
const LINE = 'x'.repeat(500 * KIB);
const PIECE = 'y'.repeat(100_000);
/** 40 lines of 500 KiB (numbered), then `end`, then a sleep so it can be read while running. */
const LONG_LINES = [
  'sh',
  '-c',
  `B=${LINE}; ${Array.from({ length: 40 }, (_, i) => `echo "$B ${i + 1}"`).join('; ')}; echo end; sleep 30`,
];
/** One line of 5 MB (built from a 100 kB piece: a Job body is at most 3 MiB), then a sleep. */
const ONE_HUGE_LINE = [
  'sh',
  '-c',
  `P=${PIECE}; Q="${'$P'.repeat(10)}"; H="${'$Q'.repeat(5)}"; echo "$H"; sleep 30`,
];

describePostgres('the kept last MiB of a log (issue 16 item 5)', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let edge: SimCluster;
  let cluster: Cluster;
  let t: TestApp;
  let archiver: LogArchiver;
  let member: { token: string; user: User };
  let projectId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    edge = sim.cluster('edge');
    cluster = await seedCluster(db.prisma, edge, { name: 'Edge' });
    t = createTestApp(db.prisma, { configOverrides: { clusterTimeoutMs: 20_000 } });
    archiver = createLogArchiver(t.services, { retryDelaysMs: [] });
    member = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  });

  afterAll(async () => {
    archiver?.stop();
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
  });

  async function runningVersion(command: string[]) {
    const version = await seedRunVersion(db.prisma, { projectId, userId: member.user.id, cluster, command });
    await createSimJob(edge, version.jobName!, command);
    sim.clock.advance(1_500);
    return version;
  }

  async function logsOf(id: string) {
    const answer = await t.execute(VersionLogs, { id }, { token: member.token });
    expect(answer.errors).toBeUndefined();
    return answer.data!.processVersion!;
  }

  async function finishAndArchive(versionId: string) {
    sim.clock.advance(31_000);
    await db.prisma.processVersion.update({
      where: { id: versionId },
      data: { status: 'SUCCEEDED', finishedAt: new Date() },
    });
    expect(await archiver.archive(versionId)).toMatchObject({ kind: 'archived', truncated: true });
    return db.prisma.processVersionLog.findUniqueOrThrow({ where: { versionId } });
  }

  it('keeps as many whole long lines as the last MiB holds, live and archived', async () => {
    const version = await runningVersion(LONG_LINES);
    // Two lines of 500 KiB and `end` fit in one MiB; a third line does not.
    const expected = `${LINE} 39\n${LINE} 40\nend\n`;
    expect(Buffer.byteLength(expected)).toBeLessThanOrEqual(LOG_KEEP_BYTES);

    const live = await logsOf(version.id);
    expect(live).toMatchObject({ logSource: 'CLUSTER', logsTruncated: true });
    expect(live.logs).toBe(expected);

    const kept = await finishAndArchive(version.id);
    expect(Buffer.byteLength(kept.content)).toBeLessThanOrEqual(LOG_KEEP_BYTES);
    expect(Buffer.byteLength(kept.content)).toBeGreaterThan(2 * LINE.length);
    const archived = await logsOf(version.id);
    expect(archived).toMatchObject({ logSource: 'ARCHIVE', logsTruncated: true });
    expect(archived.logs).toBe(expected);
  });

  it('keeps the last MiB of one huge line, live and archived', async () => {
    const version = await runningVersion(ONE_HUGE_LINE);
    const live = await logsOf(version.id);
    expect(live).toMatchObject({ logSource: 'CLUSTER', logsTruncated: true });
    // The line's end: all `y` and its newline, close to the MiB (the cut never leaves nothing).
    expect(live.logs).toMatch(/^y+\n$/);
    expect(Buffer.byteLength(live.logs!)).toBeLessThanOrEqual(LOG_KEEP_BYTES);
    expect(Buffer.byteLength(live.logs!)).toBeGreaterThan(LOG_KEEP_BYTES - 64);

    const kept = await finishAndArchive(version.id);
    expect(Buffer.byteLength(kept.content)).toBeLessThanOrEqual(LOG_KEEP_BYTES);
    expect(Buffer.byteLength(kept.content)).toBeGreaterThan(LOG_KEEP_BYTES - 64);
    const archived = await logsOf(version.id);
    expect(archived.logs).toMatch(/^y+\n$/);
    expect(Buffer.byteLength(archived.logs!)).toBeGreaterThan(LOG_KEEP_BYTES - 64);
  });
});
