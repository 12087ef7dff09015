import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen, mcpClient } from '../helpers/http.ts';

/**
 * MCP and data volumes (ARCHITECTURE §21): available_clusters lists each cluster's volumes and, with mounts, says
 * which clusters lack one; create_process takes mounts (a volume the cluster lacks refused on its argument), and
 * get_process shows them. Real parts: the MCP SDK client over HTTP, GraphQL, PostgreSQL, kube-sim.
 */

type Structured = Record<string, unknown> & { __typename?: string };

let db: TestDatabase;
let sim: KubeSim;
let kube: ClusterClientRegistry;
let t: TestApp;
let http: { url: string; close: () => Promise<void> };
let token: string;
let projectId: string;
let betaId: string;
const clients: Client[] = [];

async function call(name: string, args: Record<string, unknown>) {
  const c = await mcpClient(http.url, token);
  clients.push(c);
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, structured: result.structuredContent as Structured };
}

describePostgres('MCP mounts', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clusters: [simCluster('alpha'), simCluster('beta')] });
    betaId = (await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 1 })).id;
    const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 2 });
    await db.prisma.dataVolume.create({
      data: {
        clusterId: alpha.id,
        name: 'datasets',
        claimName: 'datasets-pvc',
        readOnly: true,
        description: 'd',
      },
    });
    kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    t = createTestApp(db.prisma, { kube });
    http = await listen(t.app);
    const member = await seedUser(db.prisma);
    token = member.token;
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id, role: 'MEMBER' }])).id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    await http?.close();
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  it('available_clusters lists the volumes; with mounts, a cluster lacking one does not fit', async () => {
    const result = await call('available_clusters', {
      project_id: projectId,
      cpu: '1',
      memory: '1Gi',
      mounts: [{ volume: 'datasets', path: '/data' }],
    });
    expect(result.isError).toBeFalsy();
    const clusters = result.structured.clusters as {
      name: string;
      fitsRequest: boolean;
      volumes: unknown[];
      startEstimate: { basis: string; message: string };
    }[];
    expect(clusters.map((c) => [c.name, c.fitsRequest, c.volumes])).toEqual([
      ['beta', false, []],
      ['alpha', true, [{ name: 'datasets', description: 'd', readOnly: true }]],
    ]);
    expect(clusters[0]!.startEstimate).toMatchObject({
      basis: 'NEVER',
      message: 'cannot start: cluster beta has no volume "datasets"',
    });
  });

  it('create_process takes mounts: refused on its argument where the volume is missing; get_process shows them', async () => {
    const job = {
      project_id: projectId,
      name: 'reads-data',
      image: 'busybox:1.36',
      command: ['sh', '-c', 'ls /data'],
      cpu: '1',
      memory: '1Gi',
      mounts: [{ volume: 'datasets', path: '/data' }],
    };
    const refused = await call('create_process', { ...job, cluster_id: betaId });
    expect(refused.structured).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'mounts.0.volume', message: 'cluster beta has no volume "datasets" (it has none)' }],
    });
    const created = await call('create_process', job);
    expect(created.structured).toMatchObject({
      __typename: 'CreateProcessPayload',
      cluster: { name: 'alpha' },
    });
    const processId = (created.structured.process as { id: string }).id;
    const shown = await call('get_process', { process_id: processId });
    expect(JSON.stringify(shown.structured)).toContain(
      '"mounts":[{"volume":"datasets","path":"/data","readOnly":true}]',
    );
  });
});
