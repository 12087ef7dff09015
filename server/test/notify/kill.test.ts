import { afterEach, beforeEach, expect, it } from 'vitest';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { type Receiver, startReceiver } from '../helpers/notify-receivers.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';
import { seedVersion } from '../helpers/versions.ts';

/*
 * The outbox across a real crash (ARCHITECTURE §22): server A (started as `pnpm start` starts one) commits a
 * status change with its delivery and is sending it — the receiver holds the request — when it gets SIGKILL.
 * Server B on the same database sends the same delivery (same id) once A's claim has run out, and records it.
 */

const SERVER_ENV = {
  NOTIFY_ALLOW_PRIVATE_TARGETS: 'true',
  NOTIFY_CLAIM_MS: '2000',
  NOTIFY_POLL_MS: '100',
  // Links in messages (without it each server links to its own address).
  PUBLIC_URL: 'https://kb.example',
};

describePostgres('kill -9 of the server between a status change and its notification', () => {
  let db: TestDatabase;
  let receiver: Receiver;
  const running: ServerProcess[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
    receiver = await startReceiver();
  }, 60_000);

  afterEach(async () => {
    for (const s of running.splice(0)) {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await s.exited;
    }
    await receiver?.close();
    await db?.drop();
  });

  it('the delivery a killed server was sending is sent by the next server, with the same id', async () => {
    const member = await seedUser(db.prisma);
    const projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
    const cluster = await seedCluster(db.prisma, null, { name: 'edge' });
    // Its launch is not due: the cancel below is a status change with no cluster involved.
    const version = await seedVersion(db.prisma, {
      userId: member.user.id,
      projectId,
      cluster,
      runAfter: new Date(Date.now() + 3_600_000),
    });

    const a = startServerProcess(db.url, SERVER_ENV);
    running.push(a);
    await waitFor('server A listening', () => a.url(), 150_000);
    const gql = async <T>(s: ServerProcess, query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${s.url()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: T; errors?: unknown };
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    await gql(
      a,
      `mutation Add($input: NotificationChannelInput!) { addNotificationChannel(input: $input) { __typename } }`,
      { input: { kind: 'WEBHOOK', target: receiver.url, events: ['CANCELLED'] } },
    );
    receiver.answer = 'hang';
    await gql(a, 'mutation Cancel($id: ID!) { cancelProcessVersion(id: $id) { __typename } }', {
      id: version.id,
    });
    await waitFor('A sending the delivery', () => receiver.received.length === 1, 30_000);
    a.child.kill('SIGKILL');
    await a.exited;

    const rows = await db.prisma.notificationDelivery.findMany({ where: { versionId: version.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', event: 'CANCELLED', attempts: 1 });
    const id = rows[0]!.id;
    expect(receiver.received[0]!.headers['x-kb-delivery']).toBe(id);

    receiver.answer = 200;
    const b = startServerProcess(db.url, SERVER_ENV);
    running.push(b);
    await waitFor('server B listening', () => b.url(), 150_000);
    const delivered = await waitFor(
      'B to deliver it',
      async () =>
        (await db.prisma.notificationDelivery.findFirst({ where: { id, status: 'DELIVERED' } })) ?? undefined,
      30_000,
    );
    expect(delivered.attempts).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.map((r) => r.headers['x-kb-delivery'])).toEqual([id, id]);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ event: 'CANCELLED', deliveryId: id });
    expect(await db.prisma.notificationDelivery.count()).toBe(1);
  }, 240_000);
});
