import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { NotifyEvent } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/logger.ts';
import { Metrics } from '../../src/observe/metrics.ts';
import { applyTransition } from '../../src/services/lifecycle.ts';
import type { NotifyRuntime } from '../../src/services/notify/channels.ts';
import { smtpMailer } from '../../src/services/notify/senders.ts';
import { type Resolver, systemResolver } from '../../src/services/notify/targets.ts';
import { DEFAULT_NOTIFY_SETTINGS, NotifyWorker } from '../../src/services/notify/worker.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import {
  type MailServer,
  mailBody,
  mailHeader,
  type Receiver,
  startMailServer,
  startReceiver,
} from '../helpers/notify-receivers.ts';
import { seedVersion } from '../helpers/versions.ts';

/*
 * Notifications (ARCHITECTURE §22) end to end on PostgreSQL: channels through GraphQL, status changes through the
 * one transition function, the delivery worker with a clock the test advances, a real HTTP receiver and a real
 * SMTP server (smtp-server) in this process.
 */

const AddChannel = graphql(`
  mutation NotifyTest_Add($input: NotificationChannelInput!) {
    addNotificationChannel(input: $input) {
      __typename
      ... on AddNotificationChannelPayload { signingSecret channel { id kind target events verified } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const Verify = graphql(`
  mutation NotifyTest_Verify($id: ID!, $code: String!) {
    verifyNotificationChannel(id: $id, code: $code) {
      __typename
      ... on VerifyNotificationChannelPayload { channel { id verified } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const TestChannel = graphql(`
  mutation NotifyTest_Test($id: ID!) {
    testNotificationChannel(id: $id) {
      __typename
      ... on TestNotificationChannelPayload { delivered error }
      ... on ValidationError { message }
    }
  }
`);

const Remove = graphql(`
  mutation NotifyTest_Remove($id: ID!) {
    removeNotificationChannel(id: $id) {
      __typename
      ... on RemoveNotificationChannelPayload { id }
      ... on NotFoundError { message }
    }
  }
`);

const Deliveries = graphql(`
  query NotifyTest_Deliveries($id: ID!) {
    processVersion(id: $id) {
      notifications { id event status attempts lastError deliveredAt channel { kind target } }
    }
  }
`);

const Channels = graphql(`
  query NotifyTest_Channels {
    viewer { notificationChannels { id kind verified deliveries { id event status lastError } } }
  }
`);

let db: TestDatabase;
let mail: MailServer;
let receiver: Receiver;
let app: TestApp;
let runtime: NotifyRuntime;
let offset = 0;
const clock = () => new Date(Date.now() + offset);
let resolver: Resolver = systemResolver;
const workers: NotifyWorker[] = [];

function worker(allowPrivate = true, metrics?: Metrics): NotifyWorker {
  const w = new NotifyWorker({
    onOutcome: (kind, outcome) => metrics?.notificationDeliveries.inc({ kind, outcome }),
    prisma: db.prisma,
    keyring: TEST_KEYRING,
    logger: createLogger('silent'),
    settings: { ...runtime.settings, allowPrivateTargets: allowPrivate },
    mailer: runtime.mailer,
    resolver: (host) => resolver(host),
    links: runtime.links,
    currency: 'EUR',
    now: clock,
  });
  workers.push(w);
  return w;
}

describePostgres('notifications', () => {
  let token: string;
  let userId: string;
  let projectId: string;
  let clusterId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    mail = await startMailServer();
    runtime = {
      settings: {
        ...DEFAULT_NOTIFY_SETTINGS,
        allowPrivateTargets: true,
        retryBaseMs: 10_000,
        sendTimeoutMs: 3_000,
      },
      mailer: smtpMailer(mail.url, 'kueue-batch <kb@kb.example>', 5_000),
      resolver: (host) => resolver(host),
      links: { baseUrl: 'https://kb.example' },
    };
    app = createTestApp(db.prisma, { notify: runtime });
    const u = await seedUser(db.prisma, { email: 'ada@example.com' });
    token = u.token;
    userId = u.user.id;
    projectId = (await seedProject(db.prisma, [{ userId, role: 'OWNER' }], 'vision')).id;
    clusterId = (await seedCluster(db.prisma, null, { name: 'edge' })).id;
  }, 60_000);

  afterAll(async () => {
    runtime?.mailer.close();
    await mail?.close();
    await db?.drop();
  });

  beforeEach(async () => {
    receiver = await startReceiver();
    offset = 0;
    resolver = systemResolver;
    await db.prisma.notificationChannel.deleteMany({});
    mail.mails.length = 0;
  });

  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
    await receiver.close();
  });

  async function addWebhook(events: NotifyEvent[], target = receiver.url) {
    const res = await app.execute(AddChannel, { input: { kind: 'WEBHOOK', target, events } }, { token });
    const r = res.data!.addNotificationChannel;
    if (r.__typename !== 'AddNotificationChannelPayload') throw new Error(JSON.stringify(r));
    return { id: r.channel.id, secret: r.signingSecret! };
  }

  const newVersion = () =>
    seedVersion(db.prisma, { userId, projectId, cluster: { id: clusterId }, launch: false });
  const deps = () => ({ prisma: db.prisma, logger: createLogger('silent') });
  const hmac = (body: string, secret: string) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('each event is delivered once, signed with the channel’s secret, and listed on the version', async () => {
    const { secret } = await addWebhook(['STARTED', 'SUCCEEDED', 'FAILED']);
    expect(secret).toMatch(/^whsec_/);
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'QUEUED', reason: 'Pending' });
    await applyTransition(deps(), v.id, { status: 'RUNNING', reason: 'Running' });
    // The same step seen again (a relist) is no new event.
    await applyTransition(deps(), v.id, { status: 'RUNNING', reason: 'Running' });
    await applyTransition(deps(), v.id, { status: 'SUCCEEDED', reason: 'Completed', exitCode: 0 });
    const w = worker();
    await w.runOnce();
    await w.runOnce();
    expect(receiver.received).toHaveLength(2);
    const ids = new Set<string>();
    for (const r of receiver.received) {
      expect(r.headers['x-kb-signature']).toBe(hmac(r.body, secret));
      const id = r.headers['x-kb-delivery'] as string;
      expect(JSON.parse(r.body).deliveryId).toBe(id);
      ids.add(id);
    }
    expect(ids.size).toBe(2);
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.event)).toEqual(['STARTED', 'SUCCEEDED']);
    expect(bodies[1]).toMatchObject({
      status: 'SUCCEEDED',
      cluster: 'edge',
      project: { id: projectId, name: 'vision' },
      process: { versionId: v.id, version: 1 },
      exitCode: 0,
      url: `https://kb.example/processes/${v.processId}/versions/${v.id}`,
    });
    console.log('webhook as received:\n', JSON.stringify(receiver.received[1], null, 2));
    const listed = await app.execute(Deliveries, { id: v.id }, { token });
    console.log('deliveries:', JSON.stringify(listed.data!.processVersion!.notifications, null, 2));
    expect(listed.data!.processVersion!.notifications).toEqual([
      expect.objectContaining({ event: 'STARTED', status: 'DELIVERED', attempts: 1, lastError: null }),
      expect.objectContaining({ event: 'SUCCEEDED', status: 'DELIVERED', attempts: 1, lastError: null }),
    ]);
    // Another member sees none of this user's deliveries.
    const other = await seedUser(db.prisma);
    await db.prisma.projectMember.create({ data: { projectId, userId: other.user.id, role: 'MEMBER' } });
    const theirs = await app.execute(Deliveries, { id: v.id }, { token: other.token });
    expect(theirs.data!.processVersion!.notifications).toEqual([]);
  });

  it('notify: false on the version sends nothing; events a channel does not want are not sent', async () => {
    await addWebhook(['FAILED']);
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'RUNNING' });
    await applyTransition(deps(), v.id, { status: 'SUCCEEDED' });
    const quiet = await newVersion();
    await db.prisma.processVersion.update({ where: { id: quiet.id }, data: { notify: false } });
    await applyTransition(deps(), quiet.id, { status: 'FAILED', reason: 'BackoffLimitExceeded' });
    await worker().runOnce();
    expect(receiver.received).toHaveLength(0);
    expect(await db.prisma.notificationDelivery.count({ where: { event: { not: null } } })).toBe(0);
  });

  it('a receiver answering 500 gets the same delivery id again after the backoff', async () => {
    await addWebhook(['FAILED']);
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'FAILED', reason: 'DeadlineExceeded' });
    receiver.answer = 500;
    const metrics = new Metrics();
    const w = worker(true, metrics);
    await w.runOnce();
    expect(receiver.received).toHaveLength(1);
    let [d] = (await app.execute(Deliveries, { id: v.id }, { token })).data!.processVersion!.notifications;
    expect(d).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: `127.0.0.1:${receiver.port} answered 500`,
    });
    // Not before its time.
    await w.runOnce();
    expect(receiver.received).toHaveLength(1);
    offset += 13_000; // past the first backoff (10 s ± 20 %)
    receiver.answer = 200;
    await w.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['x-kb-delivery']).toBe(
      receiver.received[0]!.headers['x-kb-delivery'],
    );
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    [d] = (await app.execute(Deliveries, { id: v.id }, { token })).data!.processVersion!.notifications;
    expect(d).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    const series = await metrics.registry.getSingleMetricAsString(
      'kueue_batch_notification_deliveries_total',
    );
    expect(series).toContain('kueue_batch_notification_deliveries_total{kind="WEBHOOK",outcome="retry"} 1');
    expect(series).toContain(
      'kueue_batch_notification_deliveries_total{kind="WEBHOOK",outcome="delivered"} 1',
    );
  });

  it('a receiver down for minutes gets the delivery once it is back; after 24 h it is given up', async () => {
    await addWebhook(['CANCELLED', 'FAILED']);
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'CANCELLED', reason: 'Cancelled' });
    await receiver.down();
    const w = worker();
    for (let i = 0; i < 4; i++) {
      await w.runOnce();
      offset += 60_000 * 2 ** i; // minutes pass
    }
    const pending = await db.prisma.notificationDelivery.findFirstOrThrow({ where: { versionId: v.id } });
    expect(pending).toMatchObject({ status: 'PENDING' });
    expect(pending.attempts).toBeGreaterThanOrEqual(3);
    expect(pending.lastError).toMatch(/ECONNREFUSED/);
    await receiver.up();
    offset += 3_600_000;
    await w.runOnce();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      event: 'CANCELLED',
      deliveryId: pending.id,
    });

    const late = await newVersion();
    await applyTransition(deps(), late.id, { status: 'FAILED' });
    await receiver.down();
    await w.runOnce();
    offset += 25 * 3_600_000;
    await w.runOnce();
    const given = await db.prisma.notificationDelivery.findFirstOrThrow({ where: { versionId: late.id } });
    expect(given).toMatchObject({ status: 'FAILED', attempts: 2 });
  });

  it('two workers on one database send each delivery once', async () => {
    await addWebhook(['SUCCEEDED']);
    receiver.answer = 200;
    const versions = [];
    for (let i = 0; i < 12; i++) versions.push(await newVersion());
    for (const v of versions) await applyTransition(deps(), v.id, { status: 'SUCCEEDED' });
    const a = worker();
    const b = worker();
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const ids = receiver.received.map((r) => r.headers['x-kb-delivery']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    const by = await db.prisma.notificationDelivery.groupBy({ by: ['status'], _count: { _all: true } });
    expect(by).toEqual([{ status: 'DELIVERED', _count: { _all: 12 } }]);
  });

  it('private, loopback, link-local and metadata targets are refused when added, saying why', async () => {
    const strict = createTestApp(db.prisma, {
      notify: { ...runtime, settings: { ...runtime.settings, allowPrivateTargets: false } },
    });
    const cases = [
      ['http://hooks.example.com/x', /https/],
      ['https://127.0.0.1/hook', /127\.0\.0\.1.*not a public address/],
      ['https://10.1.2.3/hook', /not a public address/],
      ['https://192.168.1.10/hook', /not a public address/],
      ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254.*not a public address/],
      ['https://[::1]/hook', /not a public address/],
      ['https://[fe80::1]/hook', /not a public address/],
      ['https://[::ffff:127.0.0.1]/hook', /not a public address/],
      ['https://[fd00:ec2::254]/hook', /not a public address/],
      ['https://localhost/hook', /not a public host name/],
      ['https://user:pw@hooks.example.com/x', /user name or password/],
    ] as const;
    for (const [target, why] of cases) {
      const res = await strict.execute(
        AddChannel,
        { input: { kind: 'WEBHOOK', target, events: ['FAILED'] } },
        { token },
      );
      const r = res.data!.addNotificationChannel;
      expect(r.__typename, target).toBe('ValidationError');
      if (r.__typename !== 'ValidationError') continue;
      expect(r.issues[0]!.field).toBe('target');
      expect(r.issues[0]!.message, target).toMatch(why);
    }
    expect(await db.prisma.notificationChannel.count()).toBe(0);
  });

  it('a public name that resolves to a private address is refused at send time, and nothing is sent', async () => {
    const strict = createTestApp(db.prisma, {
      notify: { ...runtime, settings: { ...runtime.settings, allowPrivateTargets: false } },
    });
    const res = await strict.execute(
      AddChannel,
      {
        input: {
          kind: 'SLACK',
          target: `https://hooks.rebind.example:${receiver.port}/x`,
          events: ['FAILED'],
        },
      },
      { token },
    );
    expect(res.data!.addNotificationChannel.__typename).toBe('AddNotificationChannelPayload');
    // DNS now answers with loopback (rebinding).
    resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'FAILED' });
    await worker(false).runOnce();
    expect(receiver.received).toHaveLength(0);
    const d = await db.prisma.notificationDelivery.findFirstOrThrow({ where: { versionId: v.id } });
    expect(d.status).toBe('FAILED');
    expect(d.lastError).toMatch(/hooks\.rebind\.example resolves to 127\.0\.0\.1.*refused/);
    // One private answer among public ones refuses as well.
    resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:10.0.0.7', family: 6 },
    ];
    const t = await strict.execute(
      TestChannel,
      { id: (await db.prisma.notificationChannel.findFirstOrThrow()).id },
      { token },
    );
    expect(t.data!.testNotificationChannel).toMatchObject({
      delivered: false,
      error: expect.stringMatching(/refused/),
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('a redirect is not followed', async () => {
    await addWebhook(['FAILED']);
    receiver.answer = 307;
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'FAILED' });
    await worker().runOnce();
    const d = await db.prisma.notificationDelivery.findFirstOrThrow({ where: { versionId: v.id } });
    expect(d).toMatchObject({ status: 'FAILED' });
    expect(d.lastError).toMatch(/redirects are not followed/);
  });

  it('an unverified address receives only its code; once verified, events in plain words', async () => {
    const added = await app.execute(
      AddChannel,
      { input: { kind: 'EMAIL', target: 'ada@example.com', events: ['FAILED', 'STARTED'] } },
      { token },
    );
    const r = added.data!.addNotificationChannel;
    if (r.__typename !== 'AddNotificationChannelPayload') throw new Error(JSON.stringify(r));
    expect(r.channel.verified).toBe(false);
    expect(r.signingSecret).toBeNull();
    const channelId = r.channel.id;
    const v = await newVersion();
    await applyTransition(deps(), v.id, { status: 'RUNNING' });
    const tested = await app.execute(TestChannel, { id: channelId }, { token });
    expect(tested.data!.testNotificationChannel.__typename).toBe('ValidationError');
    const w = worker();
    await w.runOnce();
    expect(mail.mails).toHaveLength(1);
    const codeMail = mail.mails[0]!;
    expect(codeMail.to).toEqual(['ada@example.com']);
    const text = mailBody(codeMail.raw);
    const code = /code is (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('https://kb.example/notifications');
    expect(text).not.toContain(v.id);
    // The code is not kept once sent.
    const codeRow = await db.prisma.notificationDelivery.findFirstOrThrow({
      where: { channelId, event: null },
    });
    expect(codeRow.payload).toEqual({ kind: 'code', code: null });

    const wrong = await app.execute(
      Verify,
      { id: channelId, code: code === '000000' ? '111111' : '000000' },
      { token },
    );
    expect(wrong.data!.verifyNotificationChannel).toMatchObject({ __typename: 'ValidationError' });
    const ok = await app.execute(Verify, { id: channelId, code: code! }, { token });
    expect(ok.data!.verifyNotificationChannel).toMatchObject({ channel: { verified: true } });

    await applyTransition(deps(), v.id, { status: 'FAILED', reason: 'BackoffLimitExceeded', exitCode: 3 });
    await w.runOnce();
    expect(mail.mails).toHaveLength(2);
    const event = mail.mails[1]!;
    const delivery = await db.prisma.notificationDelivery.findFirstOrThrow({ where: { versionId: v.id } });
    expect(mailHeader(event.raw, 'Message-ID')).toBe(`<${delivery.id}@kb.example>`);
    expect(mailHeader(event.raw, 'X-KB-Delivery')).toBe(delivery.id);
    expect(mailHeader(event.raw, 'Subject')).toMatch(/v1 failed$/);
    const body = mailBody(event.raw);
    expect(body).toContain('failed on cluster edge with exit code 3 (BackoffLimitExceeded)');
    expect(body).toContain(`https://kb.example/processes/${v.processId}/versions/${v.id}`);
    console.log('mail as received:\n', event.raw);
    const test = await app.execute(TestChannel, { id: channelId }, { token });
    expect(test.data!.testNotificationChannel).toEqual({
      __typename: 'TestNotificationChannelPayload',
      delivered: true,
      error: null,
    });
    expect(mail.mails).toHaveLength(3);
    const channels = await app.execute(Channels, {}, { token });
    expect(channels.data!.viewer.notificationChannels).toEqual([
      expect.objectContaining({
        kind: 'EMAIL',
        verified: true,
        deliveries: [expect.objectContaining({ event: 'FAILED', status: 'DELIVERED' })],
      }),
    ]);
    const removed = await app.execute(Remove, { id: channelId }, { token });
    expect(removed.data!.removeNotificationChannel).toEqual({
      __typename: 'RemoveNotificationChannelPayload',
      id: channelId,
    });
  });

  it('at most five addresses an hour are sent a code, removing one in between included', async () => {
    const someone = await seedUser(db.prisma);
    const add = (n: number) =>
      app.execute(
        AddChannel,
        { input: { kind: 'EMAIL', target: `victim${n}@example.com`, events: ['FAILED'] } },
        { token: someone.token },
      );
    for (let n = 0; n < 5; n++) {
      const r = (await add(n)).data!.addNotificationChannel;
      if (r.__typename !== 'AddNotificationChannelPayload') throw new Error(JSON.stringify(r));
      await app.execute(Remove, { id: r.channel.id }, { token: someone.token });
    }
    const refused = (await add(5)).data!.addNotificationChannel;
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'target', message: expect.stringMatching(/at most 5 addresses an hour/) }],
    });
    // The audit rows name no target.
    const rows = await db.prisma.auditEvent.findMany({ where: { actorId: someone.user.id } });
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.summary).join(' ')).not.toContain('victim');
  });

  it('budget events fire once per period at 80 % and 100 % to the project’s owners', async () => {
    await addWebhook(['BUDGET_WARNING', 'BUDGET_EXHAUSTED']);
    await db.prisma.projectBudget.create({
      data: { projectId, unit: 'GPU_HOURS', limit: 10, hard: false },
    });
    const day = new Date(Date.UTC(clock().getUTCFullYear(), clock().getUTCMonth(), clock().getUTCDate()));
    const used = async (gpuHours: number) =>
      db.prisma.usageDaily.upsert({
        where: {
          day_projectId_userId_clusterId_flavor_resource: {
            projectId,
            userId,
            clusterId,
            flavor: 'a100',
            resource: 'nvidia.com/gpu',
            day,
          },
        },
        create: {
          projectId,
          userId,
          clusterId,
          flavor: 'a100',
          resource: 'nvidia.com/gpu',
          day,
          resourceSeconds: gpuHours * 3600,
          cost: 0,
        },
        update: { resourceSeconds: gpuHours * 3600 },
      });
    const w = worker();
    await used(7);
    await w.checkBudgets();
    await w.runOnce();
    expect(receiver.received).toHaveLength(0);
    await used(8.5);
    await Promise.all([w.checkBudgets(), worker().checkBudgets()]);
    await w.checkBudgets();
    await w.runOnce();
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['BUDGET_WARNING']);
    await used(10.2);
    await w.checkBudgets();
    await w.checkBudgets();
    await w.runOnce();
    const events = receiver.received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event)).toEqual(['BUDGET_WARNING', 'BUDGET_EXHAUSTED']);
    expect(events[1]).toMatchObject({
      project: { name: 'vision' },
      budget: { unit: 'GPU_HOURS', limit: 10, percent: 102 },
    });
    await db.prisma.projectBudget.delete({ where: { projectId } });
  });
});
