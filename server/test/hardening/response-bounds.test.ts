import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as webDocuments from '../../../web/src/gql/graphql.ts';
import * as mcpDocuments from '../../src/generated/gql/graphql.ts';
import { MAX_QUERY_COST, operationCost } from '../../src/query-cost.ts';
import { schema } from '../../src/schema/index.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/**
 * Issue 39 finding 1: one request must not stall the server. `Process.versions` is a page, a log costs by its size
 * in the query-cost limit, and an answer larger than MAX_RESPONSE_BYTES is refused as a whole.
 */

const VersionsPage = graphql(`
  query ResponseBoundsTest_VersionsPage($id: ID!, $first: Int, $after: String) {
    process(id: $id) {
      id
      versions(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id version } }
      }
    }
  }
`);

const VersionLogs = graphql(`
  query ResponseBoundsTest_VersionLogs($id: ID!, $first: Int = 3) {
    process(id: $id) { versions(first: $first) { edges { node { id logs } } } }
  }
`);

const ProcessesAfter = graphql(`
  query ResponseBoundsTest_ProcessesAfter($projectId: ID!, $after: String) {
    project(id: $projectId) { processes(first: 5, after: $after) { edges { node { id } } } }
  }
`);

const MIB = 1024 * 1024;

/** 20 aliases of `process { versions { logs } }`, as the request. */
function aliasedLogs(processId: string): string {
  const one = (i: number) => `a${i}: process(id: "${processId}") { versions { edges { node { logs } } } }`;
  return `query { ${Array.from({ length: 20 }, (_, i) => one(i)).join(' ')} }`;
}

describePostgres('bounded answers (issue 39 finding 1)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let small: TestApp;
  let token: string;
  let projectId: string;
  let processId: string;
  let versionIds: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    small = createTestApp(db.prisma, { configOverrides: { maxResponseBytes: 2 * MIB } });
    const member = await seedUser(db.prisma);
    token = member.token;
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
    const cluster = await seedCluster(db.prisma, null, { name: 'Alpha' });
    const process = await db.prisma.process.create({
      data: { projectId, name: 'heavy', createdById: member.user.id },
    });
    processId = process.id;
    versionIds = [];
    // 13 finished versions, each keeping a full MiB of log.
    for (let version = 1; version <= 13; version++) {
      const v = await db.prisma.processVersion.create({
        data: {
          processId,
          version,
          image: 'busybox:1.36',
          command: ['true'],
          args: [],
          env: [],
          cpu: '1',
          memory: '1Gi',
          cpuMillis: 1000n,
          memoryBytes: 1024n ** 3n,
          clusterId: cluster.id,
          limitsSnapshot: {},
          createdById: member.user.id,
          status: 'SUCCEEDED',
          finishedAt: new Date(),
          logArchive: { create: { content: `${'x'.repeat(1023)}\n`.repeat(1024), truncated: true } },
        },
      });
      versionIds.push(v.id);
    }
  });

  afterAll(async () => {
    await db?.drop();
  });

  it("a process's versions are a page: newest first, with a total and a cursor to go on", async () => {
    const first = await t.execute(VersionsPage, { id: processId, first: 5 }, { token });
    expect(first.errors).toBeUndefined();
    const page = first.data!.process!.versions;
    expect(page.totalCount).toBe(13);
    expect(page.edges.map((e) => e.node.version)).toEqual([13, 12, 11, 10, 9]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await t.execute(
      VersionsPage,
      { id: processId, first: 5, after: page.pageInfo.endCursor },
      { token },
    );
    expect(next.data!.process!.versions.edges.map((e) => e.node.version)).toEqual([8, 7, 6, 5, 4]);
  });

  it('20 aliases of versions with their logs are refused before they run: QUERY_TOO_COSTLY with the cost and the limit', async () => {
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: aliasedLogs(processId) }),
    });
    const body = (await response.json()) as {
      data?: unknown;
      errors: { message: string; extensions: { code: string; cost: number; limit: number } }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors;
    expect(error!.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(error!.extensions.limit).toBe(MAX_QUERY_COST);
    expect(error!.extensions.cost).toBeGreaterThan(MAX_QUERY_COST);
    expect(error!.message).not.toMatch(/Syntax Error/);
    expect(error!.message).toContain(String(MAX_QUERY_COST));
  });

  it('a log costs by its size: a page of 100 versions with their logs is too costly, a page of 3 is not', () => {
    const cost = (first: number) =>
      operationCost(
        schema,
        parse(`query { process(id: "x") { versions(first: ${first}) { edges { node { logs } } } } }`),
      );
    expect(cost(100)).toBeGreaterThan(MAX_QUERY_COST);
    expect(cost(3)).toBeLessThanOrEqual(MAX_QUERY_COST);
    // A page size sent as a variable counts as the largest page.
    expect(
      operationCost(
        schema,
        parse('query($n: Int) { process(id: "x") { versions(first: $n) { edges { node { logs } } } } }'),
      ),
    ).toBe(cost(100));
  });

  it('an answer larger than MAX_RESPONSE_BYTES is refused as a whole, saying the limit', async () => {
    const answer = await small.execute(VersionLogs, { id: processId, first: 3 }, { token });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]!.extensions).toMatchObject({ code: 'RESPONSE_TOO_LARGE', limit: 2 * MIB });
    expect(answer.errors![0]!.message).toContain('MAX_RESPONSE_BYTES');
    // The same request within the bound answers in full.
    const fits = await small.execute(VersionLogs, { id: processId, first: 1 }, { token });
    expect(fits.errors).toBeUndefined();
    expect(fits.data!.process!.versions.edges[0]!.node.logs).toHaveLength(MIB);
  });

  it('a forged page cursor answers BAD_USER_INPUT, not INTERNAL_SERVER_ERROR', async () => {
    const forged = [
      'forged',
      ...['GPC:J:{', 'GPC:J:[1,2]', 'GPC:X:1'].map((c) => Buffer.from(c).toString('base64')),
    ];
    for (const after of forged) {
      const versions = await t.execute(VersionsPage, { id: processId, first: 2, after }, { token });
      expect(versions.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
      const processes = await t.execute(ProcessesAfter, { projectId, after }, { token });
      expect(processes.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    }
    expect(versionIds).toHaveLength(13);
  });
});

describe('query cost of what our own clients send', () => {
  it('every operation the web app and the MCP tools send fits the cost limit', () => {
    const documents = [...Object.entries(webDocuments), ...Object.entries(mcpDocuments)].filter(
      ([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null,
    );
    expect(documents.length).toBeGreaterThan(20);
    const over = documents
      .map(([name, document]) => ({ name, cost: operationCost(schema, document as never) }))
      .filter((d) => d.cost > MAX_QUERY_COST);
    expect(over).toEqual([]);
  });
});
