import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
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

// ARCHITECTURE §21, issue 37's "Never": a project secret's value is in no GraphQL answer, log line (any level),
// error, audit summary, Job spec or database row in clear; viewers cannot set or delete; another project cannot
// name it. The container reads it through its Job's own Secret.

const SetSecret = graphql(`
  mutation ProjectSecrets_Set($projectId: ID!, $name: String!, $value: String!) {
    setProjectSecret(projectId: $projectId, name: $name, value: $value) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on ProjectSecret { name updatedAt updatedBy { email } }
    }
  }
`);

const DeleteSecret = graphql(`
  mutation ProjectSecrets_Delete($projectId: ID!, $name: String!) {
    deleteProjectSecret(projectId: $projectId, name: $name) {
      __typename
      ... on Error { message }
      ... on Project { secrets { name } }
    }
  }
`);

const Secrets = graphql(`
  query ProjectSecrets_List($id: ID!) {
    project(id: $id) { secrets { name updatedAt updatedBy { email } } }
  }
`);

const Create = graphql(`
  mutation ProjectSecrets_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on CreateProcessPayload { version { id env { name value secret } } }
    }
  }
`);

const Rerun = graphql(`
  mutation ProjectSecrets_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on CreateProcessPayload { version { id env { name value secret } } }
    }
  }
`);

const Watch = graphql(`
  query ProjectSecrets_Version($id: ID!) {
    processVersion(id: $id) { status statusReason statusMessage jobName env { name value secret } }
  }
`);

const Logs = graphql(`
  query ProjectSecrets_Logs($id: ID!) {
    processVersion(id: $id) { logs }
  }
`);

const FIRST = 'zq-first-value-7c41b09e';
const SECOND = 'zq-second-value-3d58aa10';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describePostgres('project secrets: set by owners, read by the container only', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let server: RunningServer;
  let dataDir: string;
  let alpha: Cluster;
  let projectId: string;
  let otherProjectId: string;
  const tokens: Record<'owner' | 'member' | 'viewer' | 'outsider', string> = {
    owner: '',
    member: '',
    viewer: '',
    outsider: '',
  };
  let ownerEmail = '';
  let logText = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kb-secrets-'));
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('alpha')] });
    alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
    const owner = await seedUser(db.prisma);
    const member = await seedUser(db.prisma);
    const viewer = await seedUser(db.prisma);
    const outsider = await seedUser(db.prisma);
    ownerEmail = owner.user.email;
    Object.assign(tokens, {
      owner: owner.token,
      member: member.token,
      viewer: viewer.token,
      outsider: outsider.token,
    });
    projectId = (
      await seedProject(db.prisma, [
        { userId: owner.user.id, role: 'OWNER' },
        { userId: member.user.id, role: 'MEMBER' },
        { userId: viewer.user.id, role: 'VIEWER' },
      ])
    ).id;
    otherProjectId = (await seedProject(db.prisma, [{ userId: outsider.user.id, role: 'OWNER' }])).id;
    // Every log line at every level, as the server writes it.
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logText += chunk.toString();
        done();
      },
    });
    server = await startServer({
      logger: createLogger('trace', sink),
      environment: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'trace',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
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
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function gql<R, V>(who: keyof typeof tokens, document: TypedDocumentNode<R, V>, variables: V) {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const text = await res.text();
    expect(text).not.toContain(FIRST);
    expect(text).not.toContain(SECOND);
    return JSON.parse(text) as { data?: R; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  const until = async (id: string, statuses: ProcessStatus[]) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const v = (await gql('member', Watch, { id })).data!.processVersion!;
      if (statuses.includes(v.status)) return v;
      if (Date.now() > deadline) throw new Error(`still ${v.status}: ${v.statusMessage}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  // It runs on for 5 simulated seconds: its Job and Secret are there to be read until the clock moves.
  const script = 'echo "sha=$(printf %s "$API_KEY" | sha256sum)"; echo "plain=$PLAIN"; sleep 5';
  const input = (project: string, name: string) => ({
    projectId: project,
    name,
    image: 'busybox:1.36',
    command: ['sh', '-c', script],
    env: [
      { name: 'API_KEY', secret: 'API_KEY' },
      { name: 'PLAIN', value: 'visible' },
    ],
    resources: { cpu: '1', memory: '1Gi' },
    clusterId: alpha.id,
  });

  /** Runs the version to its end on kube-sim; its Job, its Secret and its container's log. */
  async function runToEnd(id: string) {
    // The monitor may see the Job (QUEUED) before the launcher has recorded its name: wait for both.
    let launched = await until(id, ['QUEUED', 'RUNNING', 'FAILED']);
    while (!launched.jobName && launched.status !== 'FAILED')
      launched = await until(id, ['QUEUED', 'RUNNING', 'FAILED']);
    expect(launched.status).not.toBe('FAILED');
    const c = sim.cluster('alpha');
    const job = c.getObject('jobs', 'jobs', launched.jobName!)!;
    const secret = c.getObject('secrets', 'jobs', `${launched.jobName}-env`)!;
    for (let i = 0; i < 80; i++) {
      const v = (await gql('member', Watch, { id })).data!.processVersion!;
      if (v.status === 'SUCCEEDED') break;
      expect(v.status).not.toBe('FAILED');
      sim.clock.advance(500);
      await new Promise((r) => setTimeout(r, 25));
    }
    // From the cluster or from the copy kept when it finished: what the container printed.
    const text = (await gql('member', Logs, { id })).data!.processVersion!.logs ?? '';
    const log = text.split('\n').filter(Boolean);
    return { job, secret, log };
  }

  describe('who may do what', () => {
    it('an owner sets a secret: the answer names it and who set it, never its value', async () => {
      const { data } = await gql('owner', SetSecret, { projectId, name: 'API_KEY', value: FIRST });
      expect(data!.setProjectSecret).toMatchObject({
        __typename: 'ProjectSecret',
        name: 'API_KEY',
        updatedBy: { email: ownerEmail },
      });
    });

    it('a viewer and a member cannot set or delete one; a viewer sees its name', async () => {
      for (const who of ['viewer', 'member'] as const) {
        const set = await gql(who, SetSecret, { projectId, name: 'API_KEY', value: SECOND });
        expect(set.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const del = await gql(who, DeleteSecret, { projectId, name: 'API_KEY' });
        expect(del.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const list = await gql('viewer', Secrets, { id: projectId });
      expect(list.data!.project!.secrets).toEqual([
        { name: 'API_KEY', updatedAt: expect.any(String), updatedBy: { email: ownerEmail } },
      ]);
    });

    it('names and values are checked, each on its field, without repeating the value', async () => {
      const bad = await gql('owner', SetSecret, {
        projectId,
        name: '1-bad',
        value: 'x'.repeat(64 * 1024 + 1),
      });
      expect(bad.data!.setProjectSecret).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          { field: 'name', message: expect.stringContaining('not a valid secret name') },
          { field: 'value', message: 'must be at most 64 KiB' },
        ],
      });
    });

    it('a member of another project cannot name it, nor can anyone name one that does not exist', async () => {
      const other = await gql('outsider', Create, { input: input(otherProjectId, 'steal') });
      expect(other.data!.createProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'env[0].secret', message: 'the project has no secret named "API_KEY"' }],
      });
      const both = await gql('member', Create, {
        input: { ...input(projectId, 'both'), env: [{ name: 'X', value: 'a', secret: 'API_KEY' }] },
      });
      expect(both.data!.createProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'env[0]', message: 'give exactly one of value and secret' }],
      });
    });
  });

  describe('at launch', () => {
    let firstId = '';

    it('the Job holds only a secretKeyRef; its own Secret, owned by it, holds exactly the named value', async () => {
      const { data } = await gql('member', Create, { input: input(projectId, 'reads-secret') });
      const created = data!.createProcess;
      if (created.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(created));
      expect(created.version!.env).toEqual([
        { name: 'API_KEY', value: null, secret: 'API_KEY' },
        { name: 'PLAIN', value: 'visible', secret: null },
      ]);
      firstId = created.version!.id;
      const { job, secret, log } = await runToEnd(firstId);
      expect(JSON.stringify(job)).not.toContain(FIRST);
      const env = job.spec.template.spec.containers[0].env;
      expect(env).toEqual([
        {
          name: 'API_KEY',
          valueFrom: { secretKeyRef: { name: secret.metadata.name, key: 'API_KEY' } },
        },
        { name: 'PLAIN', value: 'visible' },
      ]);
      expect(Object.keys(secret.data)).toEqual(['API_KEY']);
      expect(Buffer.from(secret.data.API_KEY, 'base64').toString()).toBe(FIRST);
      expect(secret.metadata.ownerReferences).toEqual([
        expect.objectContaining({ kind: 'Job', name: job.metadata.name, uid: job.metadata.uid }),
      ]);
      expect(log).toEqual([`sha=${sha(FIRST)}  -`, 'plain=visible']);
    }, 40_000);

    it('a re-run after the owner replaced it uses the current value', async () => {
      await gql('owner', SetSecret, { projectId, name: 'API_KEY', value: SECOND });
      const { data } = await gql('member', Rerun, { input: { processVersionId: firstId } });
      const rerun = data!.rerunProcess;
      if (rerun.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(rerun));
      const { secret, log } = await runToEnd(rerun.version!.id);
      expect(Buffer.from(secret.data.API_KEY, 'base64').toString()).toBe(SECOND);
      expect(log[0]).toBe(`sha=${sha(SECOND)}  -`);
    }, 40_000);

    it('a deleted secret cannot be named by a new version; the audit log has its name only', async () => {
      const del = await gql('owner', DeleteSecret, { projectId, name: 'API_KEY' });
      expect(del.data!.deleteProjectSecret).toEqual({ __typename: 'Project', secrets: [] });
      const again = await gql('owner', DeleteSecret, { projectId, name: 'API_KEY' });
      expect(again.data!.deleteProjectSecret).toMatchObject({ __typename: 'NotFoundError' });
      const { data } = await gql('member', Rerun, { input: { processVersionId: firstId } });
      expect(data!.rerunProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'env[0].secret', message: 'the project has no secret named "API_KEY"' }],
      });
      const audit = await db.prisma.auditEvent.findMany({
        where: { action: { startsWith: 'secret.' } },
        orderBy: { at: 'asc' },
      });
      expect(audit.map((a) => [a.action, a.summary.replace(/^project "[^"]+": /, '')])).toEqual([
        ['secret.set', 'secret API_KEY created'],
        ['secret.set', 'secret API_KEY replaced'],
        ['secret.delete', 'secret API_KEY deleted'],
      ]);
    });
  });

  describe('never in clear', () => {
    it('no server log line at any level holds a value', () => {
      expect(logText.length).toBeGreaterThan(1000);
      expect(logText).toContain('"level":20'); // debug lines were written too
      expect(logText).not.toContain(FIRST);
      expect(logText).not.toContain(SECOND);
    });

    it('no database row and no file of the data folder holds a value', async () => {
      const tables = await db.prisma.$queryRaw<{ name: string }[]>`
        SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`;
      expect(tables.map((t) => t.name)).toContain('ProjectSecret');
      for (const { name } of tables) {
        const rows = await db.prisma.$queryRawUnsafe<{ row: string }[]>(
          `SELECT t::text AS row FROM "${name}" t`,
        );
        for (const { row } of rows) {
          expect(row).not.toContain(FIRST);
          expect(row).not.toContain(SECOND);
          // bytea prints as hex: the value's hex must not be there either
          expect(row).not.toContain(Buffer.from(FIRST).toString('hex'));
        }
      }
      for (const file of await readdir(dataDir, { recursive: true })) {
        const content = await readFile(path.join(dataDir, file)).catch(() => Buffer.alloc(0));
        expect(content.includes(FIRST)).toBe(false);
      }
    });
  });
});
