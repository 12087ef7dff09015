import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen, mcpClient } from '../helpers/http.ts';

/**
 * MCP's create_process and rerun_process take priority_class (docs/mcp-tools.md): sent as resources.priorityClass,
 * refused on its argument's name when the policy withholds it, copied by a re-run unless overridden. Real parts:
 * the MCP SDK client over HTTP, GraphQL, PostgreSQL, kube-sim with WorkloadPriorityClasses.
 */

type Structured = Record<string, unknown> & { __typename?: string };

let db: TestDatabase;
let sim: KubeSim;
let kube: ClusterClientRegistry;
let t: TestApp;
let http: { url: string; close: () => Promise<void> };
let token: string;
let projectId: string;
let cluster: Cluster;
const clients: Client[] = [];

async function call(name: string, args: Record<string, unknown>) {
  const c = await mcpClient(http.url, token);
  clients.push(c);
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, structured: result.structuredContent as Structured };
}

describePostgres('MCP priority classes', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        simCluster('ranked', [{ name: 'default', cpu: '4', memory: '16Gi' }], {
          workloadPriorityClasses: [
            { name: 'high', value: 100, description: 'interactive work' },
            { name: 'low', value: 0, description: 'batch work, may wait' },
            { name: 'mid', value: 50 },
          ],
        }),
      ],
    });
    cluster = await seedCluster(db.prisma, sim.cluster('ranked'));
    kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    // The policy: on this cluster, only "low" and "mid".
    const hooks = new HookRegistry();
    hooks.register({
      name: 'classes',
      hooks: { selectClusters: () => [{ clusterId: cluster.id, priorityClasses: ['low', 'mid'] }] },
    });
    t = createTestApp(db.prisma, { kube, hooks });
    http = await listen(t.app);
    const user = await seedUser(db.prisma);
    token = user.token;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id, role: 'MEMBER' }])).id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    await http?.close();
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  it('available_clusters lists the allowed classes; create_process and rerun_process take priority_class', async () => {
    const listed = await call('available_clusters', { project_id: projectId });
    const [only] = listed.structured.clusters as { limits: { priorityClasses: { name: string }[] } }[];
    expect(only!.limits.priorityClasses.map((c) => c.name)).toEqual(['mid', 'low']);

    const job = {
      project_id: projectId,
      name: 'ranked-job',
      image: 'busybox:1.36',
      command: ['sh', '-c', 'sleep 60'],
      cpu: '1',
      memory: '1Gi',
      deadline_seconds: 600,
    };
    const refused = await call('create_process', { ...job, priority_class: 'high' });
    expect(refused.isError).toBe(true);
    expect(refused.structured).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'priority_class',
          message:
            'priority class "high" of cluster ranked is not allowed to you for this project: the classes allowed to you there are mid (50), low (0)',
        },
      ],
    });
    const created = await call('create_process', { ...job, priority_class: 'low' });
    expect(created.structured).toMatchObject({
      __typename: 'CreateProcessPayload',
      version: { resources: { priorityClass: 'low' } },
    });
    const versionId = (created.structured.version as { id: string }).id;

    const overridden = await call('rerun_process', { process_version_id: versionId, priority_class: 'mid' });
    expect(overridden.structured).toMatchObject({
      __typename: 'CreateProcessPayload',
      version: { version: 2, resources: { priorityClass: 'mid' } },
    });
    const copied = await call('rerun_process', { process_version_id: versionId });
    expect(copied.structured).toMatchObject({ version: { version: 3, resources: { priorityClass: 'low' } } });
    const withheld = await call('rerun_process', { process_version_id: versionId, priority_class: 'high' });
    expect(withheld.structured).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'priority_class' }],
    });
  });
});
