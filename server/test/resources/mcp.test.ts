import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { createTestApp, seedProject, seedUser } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen, mcpClient } from '../helpers/http.ts';

// Issue 14 item 7: the MCP tools take extended resources as an object and a flavor, and show the resource groups,
// through the same GraphQL rules (kube-sim, PostgreSQL, the SDK client checking every answer against its schema).

const GPU = 'nvidia.com/gpu';
type Structured = Record<string, unknown> & { __typename?: string };

describePostgres('MCP tools with extended resources and flavors', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let http: { url: string; close: () => Promise<void> };
  let client: Client;
  let projectId: string;
  let gpu: Cluster;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        {
          ...simCluster('gpu'),
          clusterQueues: [
            {
              name: 'team',
              resourceGroups: [
                { flavors: [{ name: 'host', cpu: '32', memory: '128Gi' }] },
                {
                  flavors: [
                    {
                      name: 'a100',
                      resources: { [GPU]: 2 },
                      nodeLabels: { 'nvidia.com/gpu.product': 'A100' },
                    },
                    {
                      name: 'h100',
                      resources: { [GPU]: 4 },
                      nodeLabels: { 'nvidia.com/gpu.product': 'H100' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    gpu = await seedCluster(db.prisma, sim.cluster('gpu'));
    const kube = createTestRegistry({ timeoutMs: 2000, breakerHalfOpenAfterMs: 60_000 });
    const t = createTestApp(db.prisma, {
      kube,
      launchQueue: { wake: () => {} },
    });
    http = await listen(t.app);
    const member = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
    client = await mcpClient(http.url, member.token);
  });

  afterAll(async () => {
    await client?.close().catch(() => {});
    await http?.close();
    await sim?.stop();
    await db?.drop();
  });

  async function call(name: string, args: Record<string, unknown>) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    return { ...result, structured: result.structuredContent as Structured };
  }

  it('available_clusters shows the groups and maxima, and fitsRequest for extended resources and a flavor', async () => {
    const result = await call('available_clusters', {
      project_id: projectId,
      cpu: '4',
      memory: '16Gi',
      extended: { [GPU]: 3 },
    });
    expect(result.isError).toBeFalsy();
    const [cluster] = result.structured.clusters as Structured[];
    expect(cluster).toMatchObject({
      name: 'gpu',
      fitsRequest: true,
      limits: {
        maxima: [
          { name: 'cpu', quantity: '32', amount: 32 },
          { name: 'memory', quantity: '128Gi', amount: 128 * 2 ** 30 },
          { name: GPU, quantity: '4', amount: 4 },
        ],
        resourceGroups: [
          { coveredResources: ['cpu', 'memory'], flavors: [{ name: 'host', nodeLabels: [] }] },
          {
            coveredResources: [GPU],
            flavors: [
              {
                name: 'a100',
                resources: [{ name: GPU, quantity: '2', amount: 2 }],
                nodeLabels: [{ key: 'nvidia.com/gpu.product', value: 'A100' }],
              },
              {
                name: 'h100',
                resources: [{ name: GPU, quantity: '4', amount: 4 }],
                nodeLabels: [{ key: 'nvidia.com/gpu.product', value: 'H100' }],
              },
            ],
          },
        ],
      },
    });
    const pinned = await call('available_clusters', {
      project_id: projectId,
      extended: { [GPU]: '3' },
      flavor: 'a100',
    });
    expect((pinned.structured.clusters as Structured[])[0]!.fitsRequest).toBe(false);
  });

  it('create_process takes extended as an object and flavor; the version keeps them', async () => {
    const result = await call('create_process', {
      project_id: projectId,
      name: 'train',
      image: 'busybox:1.36',
      cpu: '4',
      memory: '16Gi',
      extended: { [GPU]: '2' },
      flavor: 'h100',
      cluster_id: gpu.id,
    });
    expect(result.isError).toBeFalsy();
    expect(result.structured).toMatchObject({
      __typename: 'CreateProcessPayload',
      assignedFlavors: [
        { coveredResources: ['cpu', 'memory'], flavor: 'host' },
        { coveredResources: [GPU], flavor: 'h100' },
      ],
      version: {
        resources: { extended: [{ name: GPU, quantity: '2' }], flavor: 'h100' },
        assignedFlavors: [],
      },
    });
    // A re-run copies the pinned flavor: more GPUs than h100 holds are refused against h100.
    const again = await call('rerun_process', {
      process_version_id: (result.structured.version as { id: string }).id,
      extended: { [GPU]: 5 },
      dry_run: true,
    });
    expect(again.structured).toMatchObject({
      __typename: 'ResourceLimitExceededError',
      violations: [{ resource: 'EXTENDED', resourceName: GPU, requested: 5, limit: 4, flavor: 'h100' }],
    });
  });

  it('names the offending entry of extended by its key, and an unknown flavor on flavor', async () => {
    const fraction = await call('create_process', {
      project_id: projectId,
      name: 'half',
      image: 'busybox:1.36',
      cpu: '1',
      memory: '1Gi',
      extended: { 'example.com/fpga': '1', [GPU]: 0.5 },
      cluster_id: gpu.id,
    });
    expect(fraction.isError).toBe(true);
    expect(fraction.structured).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: `extended.${GPU}`, message: expect.stringContaining('"0.5" is not a whole number') }],
    });
    const unknown = await call('create_process', {
      project_id: projectId,
      name: 'v100',
      image: 'busybox:1.36',
      cpu: '1',
      memory: '1Gi',
      flavor: 'v100',
      cluster_id: gpu.id,
    });
    expect(unknown.structured).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'flavor', message: expect.stringContaining('cluster gpu has no flavor "v100"') }],
    });
  });
});
