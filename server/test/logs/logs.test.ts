import { print } from 'graphql';
import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { followVersionLogs } from '../../src/services/log-follow.ts';
import { createLogArchiver, type LogArchiver, withLogArchiving } from '../../src/services/logs.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { batchApi, createSimJob, seedRunVersion, sseEvents, within } from '../helpers/log-fixtures.ts';

const VersionLogs = graphql(`
  query LogsTest_VersionLogs($id: ID!, $tailLines: Int, $sinceSeconds: Int) {
    processVersion(id: $id) {
      id
      logs(tailLines: $tailLines, sinceSeconds: $sinceSeconds)
      logSource
      logMessage
      logsTruncated
    }
  }
`);

const Cancel = graphql(`
  mutation LogsTest_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on ProcessVersion { status }
    }
  }
`);

const FollowLogs = graphql(`
  subscription LogsTest_Follow($id: ID!, $tailLines: Int) {
    processVersionLogs(id: $id, tailLines: $tailLines)
  }
`);

const FollowChunks = graphql(`
  subscription LogsTest_FollowChunks($id: ID!, $tailLines: Int, $after: String) {
    processVersionLogChunks(id: $id, tailLines: $tailLines, after: $after) { text cursor finished }
  }
`);

const VersionUpdated = graphql(`
  subscription LogsTest_VersionUpdated($id: ID!) {
    processVersionUpdated(id: $id) { id status }
  }
`);

const ProjectUpdated = graphql(`
  subscription LogsTest_ProjectUpdated($projectId: ID!) {
    projectProcessesUpdated(projectId: $projectId) { id status }
  }
`);

const TIMEOUT_MS = 400;
/** The most any answer may take here: one cluster call's budget plus our own work. */
const budget = () => AbortSignal.timeout(TIMEOUT_MS * 6);

const SCRIPT = ['sh', '-c', 'echo "epoch 1"; sleep 30; echo "epoch 2"; sleep 30; echo done'];

describePostgres('logs of a version', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let edge: SimCluster;
  let cluster: Cluster;
  let t: TestApp;
  let archiver: LogArchiver;
  let member: { token: string; user: User };
  let outsider: { token: string; user: User };
  let projectId: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    edge = sim.cluster('edge');
    cluster = await seedCluster(db.prisma, edge, { name: 'Edge' });
    t = createTestApp(db.prisma, {
      configOverrides: {
        clusterTimeoutMs: TIMEOUT_MS,
        clusterLogTimeoutMs: TIMEOUT_MS,
        maxSubscriptionsPerUser: 3,
      },
    });
    archiver = createLogArchiver(t.services, { retryDelaysMs: [] });
    t.services.versionEvents = withLogArchiving(createInProcessVersionEventBus(), archiver);
    member = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  });

  /** A fresh registry: no open circuit breaker left over from a fault. */
  async function freshRegistry() {
    const old = t.services.kube;
    t.services.kube = createTestRegistry({
      timeoutMs: TIMEOUT_MS,
      logTimeoutMs: TIMEOUT_MS,
      breakerHalfOpenAfterMs: 60_000,
    });
    await old.close();
  }

  afterEach(async () => {
    await edge.faults.clear();
    await freshRegistry();
  });

  afterAll(async () => {
    archiver?.stop();
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  /** A version whose Job runs SCRIPT on Edge, its container started. */
  async function runningVersion(command = SCRIPT) {
    const version = await seedRunVersion(db.prisma, { projectId, userId: member.user.id, cluster, command });
    await createSimJob(edge, version.jobName!, command);
    sim.clock.advance(1_500);
    return version;
  }

  function logsOf(
    id: string,
    args: { tailLines?: number; sinceSeconds?: number } = {},
    token = member.token,
  ) {
    return within(t.execute(VersionLogs, { id, ...args }, { token }), budget(), 'logs');
  }

  function subscribe(document: Parameters<typeof print>[0], variables: object, init: RequestInit = {}) {
    return t.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${member.token}`,
      },
      body: JSON.stringify({ query: print(document), variables }),
      ...init,
    });
  }

  it('shows the lines a succeeding job prints, read from its pod on the cluster', async () => {
    const version = await runningVersion();
    sim.clock.advance(61_000);
    const result = await logsOf(version.id);
    expect(result.errors).toBeUndefined();
    expect(result.data?.processVersion).toEqual({
      id: version.id,
      logs: 'epoch 1\nepoch 2\ndone\n',
      logSource: 'CLUSTER',
      logMessage: null,
      logsTruncated: false,
    });
  });

  it('keeps only the last lines with tailLines and the recent ones with sinceSeconds', async () => {
    const version = await runningVersion();
    sim.clock.advance(61_000);
    expect((await logsOf(version.id, { tailLines: 2 })).data?.processVersion?.logs).toBe('epoch 2\ndone\n');
    expect((await logsOf(version.id, { sinceSeconds: 20 })).data?.processVersion?.logs).toBe('done\n');
    expect((await logsOf(version.id, { sinceSeconds: 45 })).data?.processVersion?.logs).toBe(
      'epoch 2\ndone\n',
    );
    const bad = await logsOf(version.id, { tailLines: -1 });
    expect(bad.errors?.[0]?.message).toMatch(/tailLines must be between 0 and/);
  });

  it('says why there are no logs yet while the container waits to start, or the job waits in the queue', async () => {
    const queued = await seedRunVersion(db.prisma, {
      projectId,
      userId: member.user.id,
      cluster,
      status: 'QUEUED',
    });
    const q = (await logsOf(queued.id)).data?.processVersion;
    expect(q).toMatchObject({ logs: null, logSource: 'NONE' });
    expect(q?.logMessage).toMatch(/No pod of the job exists on cluster Edge yet|waiting in the queue/);

    const version = await seedRunVersion(db.prisma, {
      projectId,
      userId: member.user.id,
      cluster,
      command: SCRIPT,
    });
    await createSimJob(edge, version.jobName!, SCRIPT);
    const starting = (await logsOf(version.id)).data?.processVersion;
    expect(starting).toMatchObject({
      logs: '',
      logSource: 'CLUSTER',
      logMessage: expect.stringMatching(/waiting to start \(ContainerCreating\)/),
    });
  });

  it('hides the logs from users outside the project', async () => {
    const version = await runningVersion();
    const result = await logsOf(version.id, {}, outsider.token);
    expect(result.data?.processVersion).toBeNull();
  });

  it('archives the last logs when the version finishes, readable after the Job is deleted', async () => {
    const version = await runningVersion();
    sim.clock.advance(61_000);
    await db.prisma.processVersion.update({
      where: { id: version.id },
      data: { status: 'SUCCEEDED', finishedAt: new Date() },
    });
    t.services.versionEvents!.publish({
      versionId: version.id,
      processId: version.processId,
      projectId,
      status: 'SUCCEEDED',
    });
    expect(await archiver.archive(version.id)).toMatchObject({ kind: 'archived', truncated: false });

    await batchApi(edge).deleteNamespacedJob({
      name: version.jobName!,
      namespace: 'jobs',
      propagationPolicy: 'Background',
    });
    sim.clock.advance(5_000);
    expect(
      edge.listObjects('pods', 'jobs').filter((p) => p.metadata.name.startsWith(version.jobName!)),
    ).toEqual([]);

    const after = (await logsOf(version.id)).data?.processVersion;
    expect(after).toMatchObject({ logs: 'epoch 1\nepoch 2\ndone\n', logSource: 'ARCHIVE', logMessage: null });
    expect((await logsOf(version.id, { tailLines: 1 })).data?.processVersion?.logs).toBe('done\n');
  });

  it('keeps what a cancelled job printed: the cancel archives its logs before it deletes the Job', async () => {
    const version = await runningVersion();
    sim.clock.advance(1_000);
    expect((await logsOf(version.id)).data?.processVersion?.logs).toBe('epoch 1\n');

    const cancelled = await within(
      t.execute(Cancel, { id: version.id }, { token: member.token }),
      budget(),
      'cancel',
    );
    expect(cancelled.data?.cancelProcessVersion).toEqual({
      __typename: 'ProcessVersion',
      status: 'CANCELLED',
    });
    sim.clock.advance(60_000);
    expect(
      edge.listObjects('pods', 'jobs').filter((p) => p.metadata.name.startsWith(version.jobName!)),
    ).toEqual([]);

    const after = (await logsOf(version.id)).data?.processVersion;
    expect(after).toMatchObject({ logs: 'epoch 1\n', logSource: 'ARCHIVE', logMessage: null });
  });

  it('reads the archive after the cluster was retired and went away, without calling it', async () => {
    const version = await runningVersion(['sh', '-c', 'echo kept; sleep 5; echo "last words"']);
    sim.clock.advance(6_000);
    await db.prisma.processVersion.update({ where: { id: version.id }, data: { status: 'FAILED' } });
    expect(await archiver.archive(version.id)).toMatchObject({ kind: 'archived' });
    await db.prisma.cluster.update({ where: { id: cluster.id }, data: { active: false } });
    await edge.faults.set({ refuse: true });
    try {
      const result = (await logsOf(version.id)).data?.processVersion;
      expect(result).toMatchObject({ logs: 'kept\nlast words\n', logSource: 'ARCHIVE' });
    } finally {
      await db.prisma.cluster.update({ where: { id: cluster.id }, data: { active: true } });
    }
  });

  it('answers within the budget with a message naming the cluster when it is unreachable or hangs', async () => {
    const version = await runningVersion();
    await edge.faults.set({ refuse: true });
    const refused = (await logsOf(version.id)).data?.processVersion;
    expect(refused).toMatchObject({
      logs: null,
      logSource: 'NONE',
      logMessage: 'cluster Edge is not reachable',
    });

    await edge.faults.clear();
    await freshRegistry();
    await edge.faults.set({ hang: true });
    const hung = (await logsOf(version.id)).data?.processVersion;
    expect(hung).toMatchObject({
      logs: null,
      logSource: 'NONE',
      logMessage: 'cluster Edge is not reachable (no answer in time)',
    });
  });

  it('follows a running job over SSE, chunk by chunk, and ends when its container finishes', async () => {
    const version = await runningVersion();
    const response = await subscribe(FollowLogs, { id: version.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = sseEvents(response);
    const next = async () => (await within(events.next(), budget(), 'log event')).value;

    expect(await next()).toEqual({ event: 'next', data: { data: { processVersionLogs: 'epoch 1\n' } } });
    sim.clock.advance(30_000);
    expect(await next()).toEqual({ event: 'next', data: { data: { processVersionLogs: 'epoch 2\n' } } });
    sim.clock.advance(30_000);
    expect(await next()).toEqual({ event: 'next', data: { data: { processVersionLogs: 'done\n' } } });
    expect(await next()).toMatchObject({ event: 'complete' });
  });

  it('resumes a follow after the connection is cut, without repeating or losing a line', async () => {
    const version = await runningVersion(['sh', '-c', 'echo one; sleep 10; echo two; sleep 10; echo three']);
    const response = await subscribe(FollowLogs, { id: version.id });
    const events = sseEvents(response);
    const next = async () => (await within(events.next(), budget(), 'log event')).value;
    expect(await next()).toMatchObject({ data: { data: { processVersionLogs: 'one\n' } } });
    edge.dropConnections();
    sim.clock.advance(10_000);
    sim.clock.advance(10_000);
    let text = '';
    for (;;) {
      const event = await next();
      if (!event || event.event === 'complete') break;
      text += (event.data as { data: { processVersionLogs: string } }).data.processVersionLogs;
    }
    expect(text).toBe('two\nthree\n');
  });

  it('a follow its client leaves while the log stream connects does not make the cluster unreachable for the next one', async () => {
    const version = await runningVersion(['sh', '-c', 'echo one; sleep 60; echo two']);
    // Each answer comes late (a busy cluster), so the client can leave while the follow waits for the log's headers.
    await edge.faults.set({ latencyMs: 150 });
    const before = edge.requestCount;
    const leave = new AbortController();
    const first = followVersionLogs(t.services, member.user.id, version.id, {}, leave.signal).next();
    // The pod list was answered and the log asked for: the client leaves (a page navigates away, a tab closes).
    const asked = budget();
    while (edge.requestCount < before + 2) {
      if (asked.aborted) throw new Error('the follow never asked for the log');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    leave.abort();
    expect(await within(first, budget(), 'the left follow')).toEqual({ done: true, value: undefined });
    // The client's own leaving says nothing about the cluster: its log path stays usable.
    expect(t.services.kube.get(cluster).logBreakerState).toBe('closed');

    // The next viewer's follow (same cluster, right after) shows the log rather than "not reachable".
    const stay = new AbortController();
    const next = followVersionLogs(t.services, member.user.id, version.id, {}, stay.signal);
    try {
      expect(await within(next.next(), budget(), 'the next follow')).toEqual({ done: false, value: 'one\n' });
    } finally {
      stay.abort();
      await next.return(undefined);
    }
  });

  describe('followed in chunks with a cursor', () => {
    type Chunk = { text: string; cursor: string; finished: boolean };
    async function openChunks(variables: { id: string; tailLines?: number; after?: string }) {
      const events = sseEvents(await subscribe(FollowChunks, variables));
      const next = async () => (await within(events.next(), budget(), 'log chunk')).value;
      return { events, next };
    }
    const chunkOf = (event: { data: unknown }) =>
      (event.data as { data: { processVersionLogChunks: Chunk } }).data.processVersionLogChunks;

    it('resumes strictly after the cursor: the following lines, none lost or repeated, then finished', async () => {
      const version = await runningVersion([
        'sh',
        '-c',
        'echo one; echo two; sleep 10; echo three; echo four; sleep 10; echo five',
      ]);
      const first = await openChunks({ id: version.id });
      const got = chunkOf(await first.next());
      expect(got.finished).toBe(false);
      expect('one\ntwo\n'.startsWith(got.text) && got.text.length > 0).toBe(true);
      await first.events.return(undefined);

      // Lines printed while no one follows; then a follow after the cursor gets exactly the rest.
      sim.clock.advance(10_000);
      const resumed = await openChunks({ id: version.id, after: got.cursor, tailLines: 0 });
      let text = '';
      let last: Chunk | undefined;
      const cursors: string[] = [];
      const texts: string[] = [];
      for (;;) {
        const event = await resumed.next();
        if (!event || event.event === 'complete') break;
        last = chunkOf(event);
        text += last.text;
        cursors.push(last.cursor);
        texts.push(last.text);
        if (text.endsWith('four\n') && !last.finished) sim.clock.advance(10_000);
      }
      expect(got.text + text).toBe('one\ntwo\nthree\nfour\nfive\n');
      expect(last?.finished).toBe(true);

      // The finished container: a cursor from the middle gives the rest at once, and the last chunk says finished.
      const middle = cursors[0]!;
      const after = await openChunks({ id: version.id, after: middle });
      let rest = '';
      let end: Chunk | undefined;
      for (;;) {
        const event = await after.next();
        if (!event || event.event === 'complete') break;
        end = chunkOf(event);
        rest += end.text;
      }
      expect(rest).toBe(text.slice(texts[0]!.length));
      expect(end?.finished).toBe(true);
    });

    it('resumes from the kept copy once the pod is gone: the lines after the cursor, finished', async () => {
      const version = await runningVersion(['sh', '-c', 'echo kept-1; sleep 5; echo kept-2; echo kept-3']);
      const first = await openChunks({ id: version.id });
      const got = chunkOf(await first.next());
      expect(got).toMatchObject({ text: 'kept-1\n', finished: false });
      await first.events.return(undefined);
      sim.clock.advance(6_000);
      await db.prisma.processVersion.update({
        where: { id: version.id },
        data: { status: 'SUCCEEDED', finishedAt: new Date() },
      });
      expect(await archiver.archive(version.id)).toMatchObject({ kind: 'archived' });
      await batchApi(edge).deleteNamespacedJob({
        name: version.jobName!,
        namespace: 'jobs',
        propagationPolicy: 'Background',
      });
      sim.clock.advance(5_000);

      const resumed = await openChunks({ id: version.id, after: got.cursor });
      const chunk = chunkOf(await resumed.next());
      expect(chunk).toMatchObject({ text: 'kept-2\nkept-3\n', finished: true });
      expect((await resumed.next())?.event).toBe('complete');
    });

    it('refuses a cursor it did not make, before following anything', async () => {
      const version = await runningVersion();
      const forged = Buffer.from(JSON.stringify({ v: 1, p: '../secrets', t: '1', n: 1 })).toString(
        'base64url',
      );
      for (const after of ['not a cursor!', forged, Buffer.from('[1]').toString('base64url')]) {
        const answer = await openChunks({ id: version.id, after });
        const event = await answer.next();
        expect(JSON.stringify(event)).toMatch(/after is not a cursor of this log/);
        expect(JSON.stringify(event)).toMatch(/BAD_USER_INPUT/);
        await answer.events.return(undefined);
      }
    });
  });

  it('streams status changes of a version and of a project, then ends after the final status', async () => {
    const version = await runningVersion();
    const own = sseEvents(await subscribe(VersionUpdated, { id: version.id }));
    const project = sseEvents(await subscribe(ProjectUpdated, { projectId }));
    const next = async (events: typeof own) => (await within(events.next(), budget(), 'status event')).value;
    expect(await next(own)).toEqual({
      event: 'next',
      data: { data: { processVersionUpdated: { id: version.id, status: 'RUNNING' } } },
    });
    await db.prisma.processVersion.update({ where: { id: version.id }, data: { status: 'SUCCEEDED' } });
    t.services.versionEvents!.publish({
      versionId: version.id,
      processId: version.processId,
      projectId,
      status: 'SUCCEEDED',
    });
    expect(await next(own)).toEqual({
      event: 'next',
      data: { data: { processVersionUpdated: { id: version.id, status: 'SUCCEEDED' } } },
    });
    expect(await next(own)).toMatchObject({ event: 'complete' });
    expect(await next(project)).toEqual({
      event: 'next',
      data: { data: { projectProcessesUpdated: { id: version.id, status: 'SUCCEEDED' } } },
    });
    await project.return(undefined);
  });

  it('checks membership and the per-user limit when a subscription starts, and frees the slot on disconnect', async () => {
    const version = await runningVersion();
    const outsiderAnswer = await t.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${outsider.token}`,
      },
      body: JSON.stringify({ query: print(VersionUpdated), variables: { id: version.id } }),
    });
    const denied = await within(sseEvents(outsiderAnswer).next(), budget(), 'denial');
    expect(JSON.stringify(denied.value)).toMatch(/No process version with this id is visible to you/);

    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const open = await Promise.all(
      controllers.map(async (c) => {
        const events = sseEvents(await subscribe(ProjectUpdated, { projectId }, { signal: c.signal }));
        return events;
      }),
    );
    const fourth = sseEvents(await subscribe(ProjectUpdated, { projectId }));
    const refused = await within(fourth.next(), budget(), 'refusal');
    expect(JSON.stringify(refused.value)).toMatch(/3 open subscriptions/);

    controllers[0]!.abort();
    await open[0]!.return(undefined).catch(() => {});
    // The slot is free once the server saw the disconnect: a new subscription is accepted and gets events.
    let accepted: ReturnType<typeof sseEvents> | undefined;
    for (let attempt = 0; attempt < 20 && !accepted; attempt++) {
      const candidate = sseEvents(await subscribe(VersionUpdated, { id: version.id }));
      const first = await within(candidate.next(), budget(), 'retry');
      if (JSON.stringify(first.value).includes('processVersionUpdated')) accepted = candidate;
      else await new Promise((resolve) => setImmediate(resolve));
    }
    expect(accepted).toBeDefined();
    await accepted?.return(undefined);
    for (const c of controllers.slice(1)) c.abort();
  });

  it('keeps CSRF prevention on for subscriptions sent as simple GET requests', async () => {
    const version = await runningVersion();
    const url = `/graphql?query=${encodeURIComponent(print(VersionUpdated))}&variables=${encodeURIComponent(JSON.stringify({ id: version.id }))}`;
    const blocked = await t.request(url, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${member.token}` },
    });
    expect(blocked.status).toBe(403);
    const allowed = await t.request(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${member.token}`,
        'x-graphql-yoga-csrf': '1',
      },
    });
    const events = sseEvents(allowed);
    expect((await within(events.next(), budget(), 'event')).value).toMatchObject({
      data: { data: { processVersionUpdated: { id: version.id } } },
    });
    await events.return(undefined);
  });
});

describe('log archive text', () => {
  it('selects archived lines by time and count and strips the kubelet timestamps', async () => {
    const { selectArchivedLines } = await import('../../src/kube/logs.ts');
    const text = '2026-01-01T00:00:00.5Z a\n2026-01-01T00:00:30.000000001Z b\n2026-01-01T00:01:00Z c\n';
    const now = Date.parse('2026-01-01T00:01:10Z');
    expect(selectArchivedLines(text, {}, now)).toBe('a\nb\nc\n');
    expect(selectArchivedLines(text, { tailLines: 1 }, now)).toBe('c\n');
    expect(selectArchivedLines(text, { sinceSeconds: 40 }, now)).toBe('b\nc\n');
    expect(selectArchivedLines(text, { sinceSeconds: 5 }, now)).toBe('');
  });
});
