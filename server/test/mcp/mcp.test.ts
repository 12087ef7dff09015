import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type CallToolResult, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, Project, User } from '../../src/generated/prisma/client.ts';
import { RateLimiter } from '../../src/services/rate-limit.ts';
import { revokeApiToken } from '../../src/services/tokens.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import {
  capturingLogger,
  createTestRegistry,
  secretsOf,
  seedCluster,
  simCluster,
} from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen, mcpClient } from '../helpers/http.ts';

const GraphQLAvailableClusters = graphql(`
  query McpTest_AvailableClusters($projectId: ID) {
    availableClusters(projectId: $projectId) { id }
  }
`);

const GiB = 2 ** 30;

type Structured = Record<string, unknown> & { __typename?: string };

let db: TestDatabase;
let sim: KubeSim;
let t: TestApp;
let http: { url: string; close: () => Promise<void> };
let member: { token: string; user: User };
let viewer: { token: string; user: User };
let outsider: { token: string; user: User };
let project: Project;
let otherProject: Project;
let alpha: Cluster;
let beta: Cluster;
const clients: Client[] = [];
const seen: string[] = [];
const { logger, lines } = capturingLogger();

async function client(token: string | undefined = member.token): Promise<Client> {
  const c = await mcpClient(http.url, token);
  clients.push(c);
  return c;
}

/** Calls a tool with the SDK client (which checks structuredContent against the tool's outputSchema). */
async function call(name: string, args: Record<string, unknown>, token?: string) {
  const c = await client(token);
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  seen.push(JSON.stringify(result));
  return { ...result, structured: result.structuredContent as Structured };
}

/** A raw HTTP POST of a JSON-RPC body to /mcp. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${http.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${member.token}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const initialize = (id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: {
    protocolVersion: LATEST_PROTOCOL_VERSION,
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  },
});

describePostgres('MCP at /mcp', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        simCluster('alpha', [
          { name: 'standard', cpu: '16', memory: '64Gi' },
          { name: 'highmem', cpu: '4', memory: '512Gi' },
        ]),
        simCluster('beta', [{ name: 'default', cpu: '8', memory: '32Gi' }]),
      ],
    });
    alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 1, maxRuntimeSeconds: 3600 });
    beta = await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 2 });
    const kube = createTestRegistry({ timeoutMs: 2000, breakerHalfOpenAfterMs: 60_000 });
    t = createTestApp(db.prisma, {
      kube,
      logger,
    });
    http = await listen(t.app);
    member = await seedUser(db.prisma);
    viewer = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
    project = await seedProject(db.prisma, [
      { userId: member.user.id, role: 'MEMBER' },
      { userId: viewer.user.id, role: 'VIEWER' },
    ]);
    otherProject = await seedProject(db.prisma, [{ userId: outsider.user.id, role: 'OWNER' }]);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    await http?.close();
    await sim?.stop();
    await db?.drop();
  });

  describe('tools', () => {
    it('lists every tool with a description, an input schema and an output schema', async () => {
      const { tools } = await (await client()).listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(
        [
          'available_clusters',
          'cancel_process',
          'create_process',
          'get_logs',
          'get_process',
          'get_usage',
          'list_processes',
          'list_projects',
          'rerun_process',
        ].sort(),
      );
      for (const tool of tools) {
        expect(tool.description!.length).toBeGreaterThan(100);
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
      }
      const create = tools.find((tool) => tool.name === 'create_process')!;
      expect(Object.keys(create.inputSchema.properties!)).toEqual([
        'project_id',
        'name',
        'image',
        'command',
        'args',
        'env',
        'secret_env',
        'mounts',
        'cpu',
        'memory',
        'deadline_seconds',
        'extended',
        'flavor',
        'priority_class',
        'cluster_id',
        'placement',
        'max_wait_seconds',
        'failover',
        'tasks',
        'task_parameters',
        'dry_run',
        'idempotency_key',
      ]);
      expect(create.inputSchema.required).toEqual(['project_id', 'name', 'image']);
      expect(create.inputSchema.properties!.env).toMatchObject({
        type: 'object',
        additionalProperties: { type: 'string' },
      });
      // Extended resources as an object of counts: {"nvidia.com/gpu": "2"} (a number is taken as its digits).
      expect(create.inputSchema.properties!.extended).toMatchObject({
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
      });
    });

    it('available_clusters answers the allowed clusters in order with their live limits per flavor', async () => {
      const result = await call('available_clusters', { project_id: project.id });
      expect(result.isError).toBeFalsy();
      const clusters = result.structured.clusters as {
        id: string;
        name: string;
        sortOrder: number;
        maxRuntimeSeconds: number | null;
        limits: { source: string; maxCpuCores: number; maxMemoryBytes: number; flavors: unknown[] };
        health: { status: string };
      }[];
      expect(clusters.map((c) => [c.id, c.name, c.sortOrder, c.maxRuntimeSeconds])).toEqual([
        [alpha.id, 'alpha', 1, 3600],
        [beta.id, 'beta', 2, null],
      ]);
      expect(clusters[0]!.limits).toMatchObject({
        source: 'KUEUE',
        maxCpuCores: 16,
        maxMemoryBytes: 512 * GiB,
      });
      expect(clusters[0]!.limits.flavors).toEqual([
        { name: 'standard', cpu: '16', memory: '64Gi', cpuCores: 16, memoryBytes: 64 * GiB, memoryGiB: 64 },
        { name: 'highmem', cpu: '4', memory: '512Gi', cpuCores: 4, memoryBytes: 512 * GiB, memoryGiB: 512 },
      ]);
      expect(clusters[0]!.health.status).toBe('REACHABLE');
      expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(result.structured);
    });

    it('available_clusters says which clusters fit a request, in cores, bytes and seconds', async () => {
      const result = await call('available_clusters', {
        project_id: project.id,
        cpu: 10,
        memory: '40Gi',
        deadline_seconds: 7200,
      });
      const clusters = result.structured.clusters as { name: string; fitsRequest: boolean }[];
      // alpha: 10 cores and 40Gi fit "standard", but 7200 s exceeds its 3600 s; beta: 10 cores exceed 8.
      expect(clusters.map((c) => [c.name, c.fitsRequest])).toEqual([
        ['alpha', false],
        ['beta', false],
      ]);
      const fitting = await call('available_clusters', { project_id: project.id, cpu: '2', memory: '1Gi' });
      expect((fitting.structured.clusters as { fitsRequest: boolean }[]).map((c) => c.fitsRequest)).toEqual([
        true,
        true,
      ]);
    });

    it('available_clusters refuses a project the caller is not a member of with FORBIDDEN', async () => {
      const result = await call('available_clusters', { project_id: otherProject.id });
      expect(result.isError).toBe(true);
      expect(result.structured).toMatchObject({ __typename: 'RequestError', code: 'FORBIDDEN' });
    });

    it('available_clusters reports a malformed quantity as a ValidationError naming the argument', async () => {
      const result = await call('available_clusters', { project_id: project.id, memory: '12 parsecs' });
      expect(result.isError).toBe(true);
      expect(result.structured.__typename).toBe('ValidationError');
      expect((result.structured.issues as { field: string }[]).map((i) => i.field)).toEqual(['memory']);
    });

    it('arguments outside the input schema come back as a ValidationError naming each of them', async () => {
      const result = await call('available_clusters', { project: project.id, deadline_seconds: 1.5 });
      expect(result.isError).toBe(true);
      expect(result.structured.__typename).toBe('ValidationError');
      expect((result.structured.issues as { field: string }[]).map((i) => i.field).sort()).toEqual([
        'deadline_seconds',
        'project',
      ]);
    });

    it('shares the rate limit of the GraphQL API: GraphQL calls use up the budget MCP calls draw from', async () => {
      const limited = createTestApp(db.prisma, {
        kube: t.services.kube,
        clusterStates: t.services.clusterStates,
        rateLimiter: new RateLimiter(2, () => 0),
      });
      const server = await listen(limited.app);
      try {
        for (let i = 0; i < 2; i++) {
          const res = await limited.execute(
            GraphQLAvailableClusters,
            { projectId: project.id },
            { token: member.token },
          );
          expect(res.errors).toBeUndefined();
        }
        const c = await mcpClient(server.url, member.token);
        clients.push(c);
        const result = await c.callTool({
          name: 'available_clusters',
          arguments: { project_id: project.id },
        });
        expect(result.isError).toBe(true);
        expect(result.structuredContent).toMatchObject({
          __typename: 'RequestError',
          code: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        });
        // Another user's budget is untouched.
        const other = await mcpClient(server.url, outsider.token);
        clients.push(other);
        expect((await other.callTool({ name: 'available_clusters', arguments: {} })).isError).toBeFalsy();
      } finally {
        await server.close();
      }
    });
  });

  describe('process tools', () => {
    let jobs = 0;
    const job = (extra: Record<string, unknown> = {}) => ({
      project_id: project.id,
      name: `train-${++jobs}`,
      image: 'busybox:1.36',
      command: ['sh', '-c'],
      args: ['echo hello; echo world'],
      env: { MODE: 'fast', SEED: '42' },
      cpu: '2',
      memory: '4Gi',
      deadline_seconds: 600,
      ...extra,
    });
    const counts = async () => ({
      processes: await db.prisma.process.count(),
      versions: await db.prisma.processVersion.count(),
      keys: await db.prisma.idempotencyKey.count(),
    });

    it('create_process with dry_run answers like the real call on the first allowed cluster and writes nothing', async () => {
      const before = await counts();
      const result = await call('create_process', job({ dry_run: true, idempotency_key: 'dry-1' }));
      expect(result.isError).toBeFalsy();
      expect(result.structured).toMatchObject({
        __typename: 'CreateProcessPayload',
        dryRun: true,
        cluster: { id: alpha.id, name: 'alpha' },
        flavor: 'standard',
        process: null,
        version: null,
      });
      expect(await counts()).toEqual(before);
    });

    it('create_process creates the process on the chosen cluster with env given as an object', async () => {
      const before = await counts();
      const result = await call('create_process', job({ cluster_id: beta.id }));
      expect(result.isError).toBeFalsy();
      const payload = result.structured as {
        dryRun: boolean;
        cluster: { id: string };
        process: { id: string; name: string };
        version: { id: string; version: number; env: unknown; resources: unknown; command: string[] };
      };
      expect(payload.dryRun).toBe(false);
      expect(payload.cluster.id).toBe(beta.id);
      expect(payload.process.name).toMatch(/^train-\d+$/);
      expect(payload.version).toMatchObject({
        version: 1,
        command: ['sh', '-c'],
        env: [
          { name: 'MODE', value: 'fast' },
          { name: 'SEED', value: '42' },
        ],
        resources: { cpu: '2', memory: '4Gi', cpuCores: 2, memoryBytes: 4 * GiB, deadlineSeconds: 600 },
      });
      expect(await counts()).toMatchObject({
        processes: before.processes + 1,
        versions: before.versions + 1,
      });
      const stored = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: payload.version.id } });
      expect(stored.clusterId).toBe(beta.id);
      expect(stored.createdById).toBe(member.user.id);
    });

    it('create_process with the same idempotency_key returns the first process instead of a second', async () => {
      const args = job({ idempotency_key: 'once-42' });
      const first = await call('create_process', args);
      const before = await counts();
      const again = await call('create_process', args);
      expect((again.structured.process as { id: string }).id).toBe(
        (first.structured.process as { id: string }).id,
      );
      expect((await counts()).processes).toBe(before.processes);
    });

    it('create_process refuses a request over the cluster limits with every violation in cores, bytes and seconds', async () => {
      const result = await call(
        'create_process',
        job({ cpu: '20', memory: '600Gi', deadline_seconds: 7200 }),
      );
      expect(result.isError).toBe(true);
      expect(result.structured).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        cluster: { id: alpha.id, name: 'alpha' },
      });
      const violations = result.structured.violations as {
        resource: string;
        requested: number;
        limit: number;
      }[];
      expect(violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ resource: 'CPU', requested: 20 }),
          expect.objectContaining({ resource: 'MEMORY', requested: 600 * GiB }),
          { resource: 'RUNTIME', resourceName: 'runtime', requested: 7200, limit: 3600, flavor: null },
        ]),
      );
      expect(violations).toHaveLength(3);
    });

    it('create_process names a cluster that is not allowed', async () => {
      const result = await call('create_process', job({ cluster_id: 'no-such-cluster' }));
      expect(result.isError).toBe(true);
      expect(result.structured).toMatchObject({
        __typename: 'ClusterNotAllowedError',
        clusterId: 'no-such-cluster',
      });
    });

    it('create_process reports malformed input field by field, named as the tool arguments', async () => {
      const result = await call('create_process', job({ cpu: 'lots', memory: '4 GB', deadline_seconds: -5 }));
      expect(result.isError).toBe(true);
      expect(result.structured.__typename).toBe('ValidationError');
      const fields = (result.structured.issues as { field: string }[]).map((i) => i.field);
      expect(fields).toEqual(expect.arrayContaining(['cpu', 'memory', 'deadline_seconds']));
    });

    it('create_process answers NoClustersAvailableError when no cluster is active', async () => {
      await db.prisma.cluster.updateMany({ data: { active: false } });
      try {
        const result = await call('create_process', job());
        expect(result.isError).toBe(true);
        expect(result.structured.__typename).toBe('NoClustersAvailableError');
      } finally {
        await db.prisma.cluster.updateMany({ data: { active: true } });
      }
    });

    it('create_process refuses a VIEWER and a non-member with FORBIDDEN and writes nothing', async () => {
      const before = await counts();
      const asViewer = await call('create_process', job(), viewer.token);
      expect(asViewer.isError).toBe(true);
      expect(asViewer.structured).toMatchObject({ __typename: 'RequestError', code: 'FORBIDDEN' });
      const asOutsider = await call('create_process', job(), outsider.token);
      expect(asOutsider.structured).toMatchObject({ __typename: 'RequestError', code: 'FORBIDDEN' });
      expect(await counts()).toEqual(before);
    });

    it('rerun_process copies a version onto another cluster, checked against that cluster', async () => {
      const created = await call('create_process', job());
      const versionId = (created.structured.version as { id: string }).id;
      const dry = await call('rerun_process', {
        process_version_id: versionId,
        cluster_id: beta.id,
        dry_run: true,
      });
      expect(dry.structured).toMatchObject({
        __typename: 'CreateProcessPayload',
        dryRun: true,
        version: null,
      });
      const tooBig = await call('rerun_process', {
        process_version_id: versionId,
        cluster_id: beta.id,
        cpu: '12',
      });
      expect(tooBig.isError).toBe(true);
      expect(tooBig.structured).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        violations: [{ resource: 'CPU', requested: 12, limit: 8 }],
      });
      const rerun = await call('rerun_process', { process_version_id: versionId, cluster_id: beta.id });
      expect(rerun.structured).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { id: beta.id },
        version: { version: 2, image: 'busybox:1.36', env: [{ name: 'MODE' }, { name: 'SEED' }] },
      });
    });

    it('get_process shows the versions newest first, and NotFoundError to a non-member', async () => {
      const created = await call('create_process', job({ name: 'detail' }));
      const processId = (created.structured.process as { id: string }).id;
      const versionId = (created.structured.version as { id: string }).id;
      await call('rerun_process', { process_version_id: versionId, memory: '1Gi' });
      const result = await call('get_process', { process_id: processId });
      expect(result.isError).toBeFalsy();
      expect(result.structured).toMatchObject({ __typename: 'Process', id: processId, name: 'detail' });
      const page = result.structured.versions as {
        totalCount: number;
        edges: { node: { version: number; resources: { memory: string } } }[];
      };
      expect(page.totalCount).toBe(2);
      expect(page.edges.map(({ node: v }) => [v.version, v.resources.memory])).toEqual([
        [2, '1Gi'],
        [1, '4Gi'],
      ]);
      const second = await call('get_process', { process_id: processId, first: 1 });
      const next = second.structured.versions as {
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { version: number } }[];
      };
      expect(next.edges.map((e) => e.node.version)).toEqual([2]);
      expect(next.pageInfo.hasNextPage).toBe(true);
      const older = await call('get_process', {
        process_id: processId,
        first: 1,
        after: next.pageInfo.endCursor,
      });
      expect(
        (older.structured.versions as { edges: { node: { version: number } }[] }).edges.map(
          (e) => e.node.version,
        ),
      ).toEqual([1]);
      const hidden = await call('get_process', { process_id: processId }, outsider.token);
      expect(hidden.isError).toBe(true);
      expect(hidden.structured).toMatchObject({ __typename: 'NotFoundError' });
    });

    it('list_processes pages through a project newest first', async () => {
      const pageProject = await seedProject(db.prisma, [{ userId: member.user.id }]);
      for (const name of ['one', 'two', 'three']) {
        await call('create_process', job({ project_id: pageProject.id, name }));
      }
      const first = await call('list_processes', { project_id: pageProject.id, first: 2 });
      const page1 = first.structured as {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { name: string; latestVersion: { status: string } } }[];
      };
      expect(page1.totalCount).toBe(3);
      expect(page1.edges.map((e) => e.node.name)).toEqual(['three', 'two']);
      expect(page1.pageInfo.hasNextPage).toBe(true);
      const second = await call('list_processes', {
        project_id: pageProject.id,
        first: 2,
        after: page1.pageInfo.endCursor,
      });
      const page2 = second.structured as typeof page1;
      expect(page2.edges.map((e) => e.node.name)).toEqual(['one']);
      expect(page2.pageInfo.hasNextPage).toBe(false);
      const hidden = await call('list_processes', { project_id: pageProject.id }, outsider.token);
      expect(hidden.structured).toMatchObject({ __typename: 'NotFoundError' });
    });

    it('get_logs says why there are no logs yet, and NotFoundError to a non-member', async () => {
      const created = await call('create_process', job());
      const versionId = (created.structured.version as { id: string }).id;
      const result = await call('get_logs', { process_version_id: versionId, tail_lines: 10 });
      expect(result.isError).toBeFalsy();
      expect(result.structured).toMatchObject({
        __typename: 'ProcessVersion',
        id: versionId,
        logs: null,
        logSource: 'NONE',
        logMessage: expect.stringContaining('not been launched'),
      });
      const hidden = await call('get_logs', { process_version_id: versionId }, outsider.token);
      expect(hidden.structured).toMatchObject({ __typename: 'NotFoundError' });
      const bad = await call('get_logs', { process_version_id: versionId, tail_lines: -1 });
      expect(bad.isError).toBe(true);
    });

    it('get_usage answers a member for the project, and refuses usage across projects to a non-admin', async () => {
      const mine = await call('get_usage', {
        project_id: project.id,
        from: '2026-11-01T00:00:00Z',
        to: '2026-12-01T00:00:00Z',
        group_by: ['DAY', 'CLUSTER'],
      });
      expect(mine.isError).toBeFalsy();
      expect(mine.structured).toMatchObject({ rows: [], totalCost: null, currency: 'EUR' });
      const all = await call('get_usage', { from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z' });
      expect(all.structured).toMatchObject({ __typename: 'RequestError', code: 'FORBIDDEN' });
    });

    it('cancel_process cancels a version once and refuses a VIEWER, a non-member and an unknown version', async () => {
      const created = await call('create_process', job());
      const versionId = (created.structured.version as { id: string }).id;
      const asViewer = await call('cancel_process', { process_version_id: versionId }, viewer.token);
      expect(asViewer.structured).toMatchObject({ __typename: 'RequestError', code: 'FORBIDDEN' });
      const asOutsider = await call('cancel_process', { process_version_id: versionId }, outsider.token);
      expect(asOutsider.structured).toMatchObject({ __typename: 'NotFoundError' });
      const unknown = await call('cancel_process', { process_version_id: 'no-such-version' });
      expect(unknown.structured).toMatchObject({ __typename: 'NotFoundError' });
      const cancelled = await call('cancel_process', { process_version_id: versionId });
      expect(cancelled.isError).toBeFalsy();
      expect(cancelled.structured).toMatchObject({
        __typename: 'ProcessVersion',
        id: versionId,
        status: 'CANCELLED',
      });
      const again = await call('cancel_process', { process_version_id: versionId });
      expect(again.isError).toBe(true);
      expect(again.structured).toMatchObject({
        __typename: 'VersionNotCancellableError',
        status: 'CANCELLED',
      });
    });
  });

  describe('authentication', () => {
    it('answers 401 with WWW-Authenticate without a token, and the SDK client cannot connect', async () => {
      const res = await post(initialize(), { authorization: '' });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="kueue-batch"');
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
      await expect(mcpClient(http.url)).rejects.toThrow(/401|Unauthorized|Authentication required/i);
    });

    it('answers 401 invalid_token to a bad token and to a malformed Authorization header', async () => {
      for (const authorization of ['Bearer kb_nonsense', 'Basic dXNlcjpwYXNz']) {
        const res = await post(initialize(), { authorization });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(
          /^Bearer realm="kueue-batch", error="invalid_token"/,
        );
      }
      await expect(mcpClient(http.url, 'kb_nonsense')).rejects.toThrow(/401|invalid/i);
    });

    it('answers 401 to a revoked token, also for a client connected before the revocation', async () => {
      const someone = await seedUser(db.prisma);
      await seedProject(db.prisma, [{ userId: someone.user.id }]);
      const c = await client(someone.token);
      expect((await c.callTool({ name: 'available_clusters', arguments: {} })).isError).toBeFalsy();
      expect(await revokeApiToken(db.prisma, someone.user.id, someone.apiToken.id)).toBe(true);
      await expect(c.callTool({ name: 'available_clusters', arguments: {} })).rejects.toThrow(/401|invalid/i);
      const res = await post(initialize(), { authorization: `Bearer ${someone.token}` });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    });

    it('does not accept the browser session cookie', async () => {
      const session = await t.request('/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: member.token }),
      });
      const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
      const res = await post(initialize(), { authorization: '', cookie });
      expect(res.status).toBe(401);
    });
  });

  describe('transport (stateless Streamable HTTP)', () => {
    it('initializes on the current protocol revision without a session id', async () => {
      const res = await post(initialize());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('mcp-session-id')).toBeNull();
      const body = await res.json();
      expect(body).toMatchObject({
        jsonrpc: '2.0',
        id: 1,
        result: {
          protocolVersion: '2025-11-25',
          capabilities: { tools: {} },
          serverInfo: { name: 'kueue-batch' },
          instructions: expect.stringContaining('available_clusters'),
        },
      });
    });

    it('negotiates down to an older revision the client asks for, and refuses unknown revision headers', async () => {
      const old = await post({
        ...initialize(),
        params: { ...initialize().params, protocolVersion: '2025-06-18' },
      });
      expect((await old.json()).result.protocolVersion).toBe('2025-06-18');
      const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
      const ok = await post(list, { 'mcp-protocol-version': '2025-11-25' });
      expect(ok.status).toBe(200);
      expect((await ok.json()).result.tools.length).toBeGreaterThan(0);
      const bad = await post(list, { 'mcp-protocol-version': '1999-01-01' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.message).toMatch(/Unsupported protocol version/);
    });

    it('requires Accept to list both application/json and text/event-stream, and a JSON content type', async () => {
      for (const accept of ['application/json', 'text/event-stream', '*/*']) {
        const res = await post(initialize(), { accept });
        expect(res.status).toBe(406);
        expect((await res.json()).error.code).toBe(-32000);
      }
      const text = await post(JSON.stringify(initialize()), { 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
    });

    it('answers JSON-RPC errors to malformed bodies, unknown methods and unknown tools', async () => {
      const garbage = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
      expect(garbage.status).toBe(400);
      expect((await garbage.json()).error.code).toBe(-32700);
      const notRpc = await post({ hello: 'world' });
      expect(notRpc.status).toBe(400);
      expect((await notRpc.json()).error.code).toBe(-32700);
      const method = await post({ jsonrpc: '2.0', id: 3, method: 'resources/list' });
      expect(await method.json()).toMatchObject({ id: 3, error: { code: -32601 } });
      const tool = await post({
        jsonrpc: '2.0',
        id: 4,
        method: 'tools/call',
        params: { name: 'format_disk', arguments: {} },
      });
      expect(await tool.json()).toMatchObject({
        id: 4,
        error: { code: -32602, message: expect.stringContaining('format_disk') },
      });
    });

    it('answers -32602 with a readable message when params are not what tools/call takes', async () => {
      for (const params of [
        { name: 'create_process', arguments: 'cpu=2' },
        { name: 'create_process', arguments: [1, 2] },
        { name: 42, arguments: {} },
      ]) {
        const res = await post({ jsonrpc: '2.0', id: 7, method: 'tools/call', params });
        const body = await res.json();
        expect(body).toMatchObject({
          id: 7,
          error: { code: -32602, message: expect.stringMatching(/must be/) },
        });
        expect(body.error.message).not.toMatch(/invalid_type|"code"|\[\s*\{/);
      }
    });

    it('takes an env variable named __proto__ as GraphQL does, and bounds integers as GraphQL Int does', async () => {
      const project_id = project.id;
      const raw = `{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"create_process","arguments":{"project_id":${JSON.stringify(project_id)},"name":"proto-env","image":"busybox:1.36","command":["sh","-c","true"],"cpu":"1","memory":"1Gi","deadline_seconds":60,"env":{"__proto__":"x","A":"1"}}}}`;
      const created = (await (await post(raw)).json()).result.structuredContent;
      expect(created.__typename).toBe('CreateProcessPayload');
      expect(created.version.env).toEqual([
        { name: '__proto__', value: 'x', secret: null },
        { name: 'A', value: '1', secret: null },
      ]);

      const { tools } = await (await client()).listTools();
      const create = tools.find((tool) => tool.name === 'create_process')!;
      const deadline = (create.inputSchema.properties as Record<string, { maximum?: number }>)
        .deadline_seconds;
      expect(deadline?.maximum).toBe(2 ** 31 - 1);
      const tooLong = await call('create_process', {
        project_id,
        name: 'too-long',
        image: 'busybox:1.36',
        cpu: '1',
        memory: '1Gi',
        deadline_seconds: 2 ** 31,
        dry_run: true,
      });
      expect(tooLong.structured).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'deadline_seconds', message: expect.stringMatching(/2147483647/) }],
      });
    });

    it('accepts notifications with 202 and no body', async () => {
      const res = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
      expect(res.status).toBe(202);
      expect(await res.text()).toBe('');
    });

    it('answers GET and DELETE with 405 (no stream to resume, no session to end)', async () => {
      for (const method of ['GET', 'DELETE']) {
        const res = await fetch(`${http.url}/mcp`, {
          method,
          headers: { authorization: `Bearer ${member.token}`, accept: 'text/event-stream' },
        });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
      }
    });

    it('refuses foreign browser origins with 403 and accepts loopback ones', async () => {
      const evil = await post(initialize(), { origin: 'http://attacker.example:4000' });
      expect(evil.status).toBe(403);
      const nullOrigin = await post(initialize(), { origin: 'null' });
      expect(nullOrigin.status).toBe(403);
      const local = await post(initialize(), { origin: 'http://localhost:6274' });
      expect(local.status).toBe(200);
    });

    it('a 403 for a foreign Origin quotes at most 40 characters of it, however long (issue 39 finding 5)', async () => {
      const long = `http://${'a'.repeat(8 * 1024)}.example`;
      const refused = await post(initialize(), { origin: long });
      expect(refused.status).toBe(403);
      const text = await refused.text();
      expect(text.length).toBeLessThan(300);
      expect(JSON.parse(text).error.message).toMatch(/^Origin "http:\/\/a{33}…" is not allowed/);
    });

    it('list_projects lists the projects of the caller with their role (and no other)', async () => {
      const result = await call('list_projects', {});
      expect(result.isError).toBeFalsy();
      const projects = result.structured.projects as { id: string; viewerRole: string }[];
      expect(projects.map((p) => p.id)).toContain(project.id);
      expect(projects.find((p) => p.id === project.id)?.viewerRole).toBe('MEMBER');
      const theirs = await call('list_projects', {}, outsider.token);
      expect((theirs.structured.projects as { id: string }[]).map((p) => p.id)).not.toContain(project.id);
    });

    it('accepts configured origins (MCP_ALLOWED_ORIGINS)', async () => {
      const configured = createTestApp(db.prisma, {
        configOverrides: { mcpAllowedOrigins: ['https://agents.example.com'] },
      });
      const res = await configured.request('/mcp', {
        method: 'POST',
        headers: {
          origin: 'https://agents.example.com',
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(initialize()),
      });
      expect(res.status).toBe(200);
    });

    it('refuses bodies over the size bound with 413 before parsing them', async () => {
      const big = { ...initialize(), params: { ...initialize().params, padding: 'x'.repeat(300 * 1024) } };
      const res = await post(big);
      expect(res.status).toBe(413);
    });
  });

  it('never shows a cluster credential or logs an API token', () => {
    const text = seen.join('\n');
    for (const secret of secretsOf(sim)) expect(text).not.toContain(secret);
    const logs = lines.join('\n');
    for (const token of [member.token, viewer.token, outsider.token]) expect(logs).not.toContain(token);
  });
});
