import { print } from 'graphql';
import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { createTokenForUser } from '../../src/services/tokens.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { createSimJob, seedRunVersion, sseEvents, within } from '../helpers/log-fixtures.ts';

const ProjectUpdated = graphql(`
  subscription StreamsTest_ProjectUpdated($projectId: ID!) {
    projectProcessesUpdated(projectId: $projectId) { id status }
  }
`);

const VersionUpdated = graphql(`
  subscription StreamsTest_VersionUpdated($id: ID!) {
    processVersionUpdated(id: $id) { id status }
  }
`);

const FollowLogs = graphql(`
  subscription StreamsTest_Follow($id: ID!) {
    processVersionLogs(id: $id)
  }
`);

const Revoke = graphql(`
  mutation StreamsTest_Revoke($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

const RemoveMember = graphql(`
  mutation StreamsTest_Remove($input: RemoveProjectMemberInput!) {
    removeProjectMember(input: $input) { __typename }
  }
`);

const UpdateMember = graphql(`
  mutation StreamsTest_UpdateMember($input: UpdateProjectMemberInput!) {
    updateProjectMember(input: $input) { __typename }
  }
`);

const Deactivate = graphql(`
  mutation StreamsTest_Deactivate($id: ID!) {
    deactivateUser(id: $id) { __typename ... on User { active } }
  }
`);

/** Generous: the streams must end within a second or two; this only bounds a test that would otherwise hang. */
const ENDS_WITHIN_MS = 6_000;
const ends = () => AbortSignal.timeout(ENDS_WITHIN_MS);

type Stream = ReturnType<typeof sseEvents>;

describePostgres('open subscriptions end when the access they were opened with ends', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let edge: SimCluster;
  let cluster: Cluster;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof seedUser>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    edge = sim.cluster('edge');
    cluster = await seedCluster(db.prisma, edge, { name: 'Edge' });
    t = createTestApp(db.prisma, {
      kube: createTestRegistry({ timeoutMs: 1_000, breakerHalfOpenAfterMs: 60_000 }),
    });
    t.services.versionEvents = createInProcessVersionEventBus();
    owner = await seedUser(db.prisma, { admin: true });
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
  });

  function open(
    document: Parameters<typeof print>[0],
    variables: object,
    auth: { token?: string; cookie?: string },
    signal?: AbortSignal,
  ) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    return t
      .request('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: print(document), variables }),
        ...(signal ? { signal } : {}),
      })
      .then((response) => {
        expect(response.status).toBe(200);
        return sseEvents(response);
      });
  }

  /** A project with `user` as its VIEWER (owner: `owner`), and a version running on Edge that prints a line a second. */
  async function scene(user: { id: string }) {
    const project = await seedProject(db.prisma, [
      { userId: owner.user.id, role: 'OWNER' },
      { userId: user.id, role: 'VIEWER' },
    ]);
    const command = ['sh', '-c', 'echo first; sleep 600; echo never'];
    const version = await seedRunVersion(db.prisma, {
      projectId: project.id,
      userId: owner.user.id,
      cluster,
      command,
    });
    await createSimJob(edge, version.jobName!, command);
    sim.clock.advance(1_500);
    return { project, version };
  }

  /** The stream is open and delivering: a version stream has sent its current state, a log stream its first line. */
  async function expectLive(stream: Stream, field: 'processVersionUpdated' | 'processVersionLogs') {
    const first = await within(stream.next(), ends(), 'first event');
    expect(first.value).toMatchObject({ event: 'next', data: { data: { [field]: expect.anything() } } });
  }

  /** The stream's next event is the GraphQL error saying why it ended, and then it is complete. */
  async function expectEnded(stream: Stream, field: string, code: string, message: RegExp) {
    const last = await within(stream.next(), ends(), `${field}: the error event`);
    expect(last.value).toMatchObject({
      event: 'next',
      data: { data: { [field]: null }, errors: [{ extensions: { code } }] },
    });
    const { errors } = (last.value as { data: { errors: { message: string }[] } }).data;
    expect(errors[0]!.message).toMatch(message);
    const done = await within(stream.next(), ends(), `${field}: the end`);
    expect(done.done || (done.value as { event: string }).event === 'complete').toBe(true);
  }

  it('after revokeApiToken, the revoked token’s project, status and log streams end with an error', async () => {
    const { user, token, apiToken } = await seedUser(db.prisma);
    const { project, version } = await scene(user);
    const projectStream = await open(ProjectUpdated, { projectId: project.id }, { token });
    const statusStream = await open(VersionUpdated, { id: version.id }, { token });
    const logStream = await open(FollowLogs, { id: version.id }, { token });
    await expectLive(statusStream, 'processVersionUpdated');
    await expectLive(logStream, 'processVersionLogs');

    const revoked = await t.execute(Revoke, { id: apiToken.id }, { token });
    expect(revoked.data?.revokeApiToken).toBe(true);
    for (const [stream, field] of [
      [projectStream, 'projectProcessesUpdated'],
      [statusStream, 'processVersionUpdated'],
      [logStream, 'processVersionLogs'],
    ] as const) {
      await expectEnded(
        stream,
        field,
        'UNAUTHENTICATED',
        /API token was revoked: this subscription has ended/,
      );
    }
  });

  it('when its token expires, a stream ends with an error', async () => {
    const { user } = await seedUser(db.prisma);
    const { version } = await scene(user);
    const { token } = await createTokenForUser(db.prisma, user, 'short', new Date(Date.now() + 1_500));
    const logStream = await open(FollowLogs, { id: version.id }, { token });
    await expectLive(logStream, 'processVersionLogs');
    // Nothing announces an expiry: the periodic check ends the stream.
    await expectEnded(logStream, 'processVersionLogs', 'UNAUTHENTICATED', /API token has expired/);
  });

  it('after sign-out, the session’s streams end with an error', async () => {
    const { user, token } = await seedUser(db.prisma);
    const { project, version } = await scene(user);
    const signIn = await t.request('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const projectStream = await open(ProjectUpdated, { projectId: project.id }, { cookie });
    const statusStream = await open(VersionUpdated, { id: version.id }, { cookie });
    await expectLive(statusStream, 'processVersionUpdated');
    const signOut = await t.request('/auth/session', { method: 'DELETE', headers: { cookie } });
    expect(signOut.status).toBe(204);
    await expectEnded(projectStream, 'projectProcessesUpdated', 'UNAUTHENTICATED', /session has ended/);
    await expectEnded(statusStream, 'processVersionUpdated', 'UNAUTHENTICATED', /session has ended/);
  });

  it('after removal from the project, a viewer’s log and project streams end; a role change that still allows reading does not', async () => {
    const { user, token } = await seedUser(db.prisma);
    const { project, version } = await scene(user);
    const logStream = await open(FollowLogs, { id: version.id }, { token });
    const first = new AbortController();
    const projectStream = await open(ProjectUpdated, { projectId: project.id }, { token }, first.signal);
    await expectLive(logStream, 'processVersionLogs');

    // VIEWER → MEMBER → VIEWER: reading is allowed throughout, the log goes on.
    for (const role of ['MEMBER', 'VIEWER'] as const) {
      const changed = await t.execute(
        UpdateMember,
        { input: { projectId: project.id, userId: user.id, role } },
        { token: owner.token },
      );
      expect(changed.data?.updateProjectMember).toMatchObject({ __typename: 'ProjectMember' });
    }
    await t.services.accessWatch!.checkNow();
    sim.clock.advance(600_000);
    const line = await within(logStream.next(), ends(), 'log after role changes');
    expect(line.value).toEqual({ event: 'next', data: { data: { processVersionLogs: 'never\n' } } });

    const again = await scene(user);
    const follow = await open(FollowLogs, { id: again.version.id }, { token });
    const projectTwo = await open(ProjectUpdated, { projectId: again.project.id }, { token });
    await expectLive(follow, 'processVersionLogs');
    const removed = await t.execute(
      RemoveMember,
      { input: { projectId: again.project.id, userId: user.id } },
      { token: owner.token },
    );
    expect(removed.data?.removeProjectMember).toEqual({ __typename: 'Project' });
    await expectEnded(follow, 'processVersionLogs', 'FORBIDDEN', /no longer a member of this project/);
    await expectEnded(projectTwo, 'projectProcessesUpdated', 'FORBIDDEN', /no longer a member/);
    // The first project's stream is untouched by a removal from another project.
    await t.services.accessWatch!.checkNow();
    const stillOpen = await Promise.race([
      projectStream.next().then(
        () => 'event',
        () => 'closed',
      ),
      new Promise((resolve) => setTimeout(resolve, 1_500, 'open')),
    ]);
    expect(stillOpen).toBe('open');
    first.abort();
  });

  it('after deactivateUser, every stream of the user ends, with a token or a session', async () => {
    const { user, token } = await seedUser(db.prisma);
    const { project, version } = await scene(user);
    const tokenStream = await open(FollowLogs, { id: version.id }, { token });
    const projectStream = await open(ProjectUpdated, { projectId: project.id }, { token });
    await expectLive(tokenStream, 'processVersionLogs');
    const deactivated = await t.execute(Deactivate, { id: user.id }, { token: owner.token });
    expect(deactivated.data?.deactivateUser).toEqual({ __typename: 'User', active: false });
    await expectEnded(tokenStream, 'processVersionLogs', 'UNAUTHENTICATED', /account was deactivated/);
    await expectEnded(projectStream, 'projectProcessesUpdated', 'UNAUTHENTICATED', /account was deactivated/);
  });

  it('a change this server was not told about (another server, the admin command line) ends streams too', async () => {
    const { user, token } = await seedUser(db.prisma);
    const { project } = await scene(user);
    const projectStream = await open(ProjectUpdated, { projectId: project.id }, { token });
    // Written straight to the database, as `pnpm admin project:member --remove` on another machine would.
    await db.prisma.projectMember.delete({
      where: { projectId_userId: { projectId: project.id, userId: user.id } },
    });
    await expectEnded(projectStream, 'projectProcessesUpdated', 'FORBIDDEN', /no longer a member/);
    // Every stream of this file has ended and stopped being watched.
    await expect.poll(() => t.services.accessWatch!.size).toBe(0);
  });
});
