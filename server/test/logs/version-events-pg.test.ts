import { print } from 'graphql';
import { type KubeSim, startKubeSim } from 'kube-sim';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/logger.ts';
import { startServer } from '../../src/server.ts';
import type { VersionEvent } from '../../src/services/version-events.ts';
import {
  createPostgresVersionEventBus,
  type PostgresVersionEventBus,
} from '../../src/services/version-events-pg.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedRunVersion, sseEvents, within } from '../helpers/log-fixtures.ts';

const VersionUpdated = graphql(`
  subscription VersionEventsTest_Updated($id: ID!) {
    processVersionUpdated(id: $id) { id status }
  }
`);

const budget = () => AbortSignal.timeout(5_000);

/** Waits (bounded by `signal`) until `condition` holds, looking again on each timer tick. */
async function until(condition: () => boolean, signal: AbortSignal, what: string) {
  while (!condition()) {
    if (signal.aborted) throw new Error(`${what}: not within the budget`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describePostgres('version events over LISTEN/NOTIFY', () => {
  let db: TestDatabase;
  let second: { prisma: PrismaClient; close(): Promise<void> };
  let sim: KubeSim;
  let busA: PostgresVersionEventBus;
  let busB: PostgresVersionEventBus;
  let appA: TestApp;
  let appB: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    second = await openDatabase({ databaseUrl: db.url, dataDir: '', migrate: false, poolMax: 3 });
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    const logger = createLogger('silent');
    busA = createPostgresVersionEventBus({ url: db.url, prisma: db.prisma, logger, minBackoffMs: 20 });
    busB = createPostgresVersionEventBus({ url: db.url, prisma: second.prisma, logger, minBackoffMs: 20 });
    await within(Promise.all([busA.ready(), busB.ready()]), budget(), 'listening');
    appA = createTestApp(db.prisma, { versionEvents: busA });
    appB = createTestApp(second.prisma, { versionEvents: busB });
  });

  afterAll(async () => {
    await busA?.close();
    await busB?.close();
    await appA?.services.kube.close();
    await appB?.services.kube.close();
    await sim?.stop();
    await second?.close();
    await db?.drop();
  });

  async function seed() {
    const { user, token } = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [{ userId: user.id }]);
    const cluster = await seedCluster(db.prisma, sim.cluster('edge'), { name: `Edge-${Date.now()}` });
    const version = await seedRunVersion(db.prisma, {
      projectId: project.id,
      userId: user.id,
      cluster,
      status: 'QUEUED',
    });
    const event = (status: VersionEvent['status']): VersionEvent => ({
      versionId: version.id,
      processId: version.processId,
      projectId: project.id,
      status,
    });
    return { token, version, event };
  }

  it('delivers a status change published on one server to a subscriber on the other, over SSE', async () => {
    const { token, version, event } = await seed();
    const response = await appB.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: print(VersionUpdated), variables: { id: version.id } }),
    });
    const events = sseEvents(response);
    const next = async () => (await within(events.next(), budget(), 'event on server B')).value;
    expect(await next()).toMatchObject({ data: { data: { processVersionUpdated: { status: 'QUEUED' } } } });

    await db.prisma.processVersion.update({ where: { id: version.id }, data: { status: 'RUNNING' } });
    busA.publish(event('RUNNING'));
    expect(await next()).toMatchObject({ data: { data: { processVersionUpdated: { status: 'RUNNING' } } } });
    await events.return(undefined);
  });

  it('delivers each event once on the publishing server and once on the other', async () => {
    const { event } = await seed();
    const controller = new AbortController();
    const seenA: string[] = [];
    const seenB: string[] = [];
    const collect = async (bus: PostgresVersionEventBus, into: string[]) => {
      for await (const e of bus.subscribe(
        (x) => x.versionId === event('RUNNING').versionId,
        controller.signal,
      ))
        into.push(e.status);
    };
    const done = Promise.all([collect(busA, seenA), collect(busB, seenB)]);
    busA.publish(event('RUNNING'));
    busB.publish(event('SUCCEEDED'));
    await until(() => seenA.length >= 2 && seenB.length >= 2, budget(), 'events');
    // A marker published last: once it arrived everywhere, nothing else (a duplicate) is in flight.
    busA.publish(event('LOST'));
    await until(() => seenA.includes('LOST') && seenB.includes('LOST'), budget(), 'marker');
    controller.abort();
    await done;
    expect(seenA).toEqual(['RUNNING', 'SUCCEEDED', 'LOST']);
    expect(seenB.sort()).toEqual(['LOST', 'RUNNING', 'SUCCEEDED']);
  });

  it('reconnects the listening connection after PostgreSQL drops it and delivers again', async () => {
    const { event } = await seed();
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'kueue-batch version events' AND datname = current_database()`,
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await until(() => !busB.listening, budget(), 'loss noticed');
    await within(busB.ready(), budget(), 'reconnected');
    const controller = new AbortController();
    const received = (async () => {
      for await (const e of busB.subscribe(() => true, controller.signal)) return e;
    })();
    busA.publish(event('FAILED'));
    expect(await within(received, budget(), 'event after reconnect')).toMatchObject({ status: 'FAILED' });
    controller.abort();
  });

  it("is what a server started with DATABASE_URL uses: two servers on one database see each other's events", async () => {
    const { event } = await seed();
    const options = {
      databaseUrl: db.url,
      port: 0,
      simulatedClusters: false,
      secretKey: `v1:${Buffer.alloc(32, 9).toString('base64')}`,
      logLevel: 'silent' as const,
    };
    const one = await startServer(options);
    const two = await startServer(options).catch(async (error: unknown) => {
      await one.stop();
      throw error;
    });
    try {
      const controller = new AbortController();
      const received = (async () => {
        for await (const e of two.services.versionEvents!.subscribe(() => true, controller.signal)) return e;
      })();
      one.services.versionEvents!.publish(event('RUNNING'));
      expect(await within(received, budget(), 'event on the second server')).toMatchObject({
        status: 'RUNNING',
      });
      controller.abort();
    } finally {
      await two.stop();
      await one.stop();
    }
  });
});
