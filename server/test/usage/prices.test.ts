import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/* setFlavorPrice refuses what the cluster does not have, through GraphQL on PostgreSQL and a kube-sim cluster. */

const SetPrice = graphql(`
  mutation Prices_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {
    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {
      __typename
      ... on Cluster { prices { flavor resource pricePerHour } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const GPU = 'nvidia.com/gpu';

describePostgres('setFlavorPrice checks the cluster’s flavors and resources', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  let admin: { token: string };
  let gpu: Cluster;
  let offline: Cluster;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          name: 'gpu',
          namespaces: ['jobs'],
          clusterQueues: [
            {
              name: 'team',
              resourceGroups: [
                { flavors: [{ name: 'host', cpu: '64', memory: '512Gi' }] },
                {
                  flavors: [
                    { name: 'a100', resources: { [GPU]: 8 } },
                    { name: 'h100', resources: { [GPU]: 4 } },
                  ],
                },
              ],
            },
          ],
          localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
        },
      ],
    });
    gpu = await seedCluster(db.prisma, sim.cluster('gpu'));
    offline = await seedCluster(db.prisma, null, { name: 'unreachable' });
    admin = await seedUser(db.prisma, { admin: true });
    t = createTestApp(db.prisma, { configOverrides: { usageCurrency: 'EUR', clusterTimeoutMs: 1_000 } });
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  const setPrice = (clusterId: string, flavor: string, resource: string, price: number | null) =>
    t.execute(SetPrice, { clusterId, flavor, resource, price }, { token: admin.token });

  it('a flavor the cluster has, on a resource its group covers, is priced', async () => {
    const r = await setPrice(gpu.id, 'h100', GPU, 3.5);
    expect(r.data?.setFlavorPrice).toEqual({
      __typename: 'Cluster',
      prices: [{ flavor: 'h100', resource: GPU, pricePerHour: 3.5 }],
    });
  });

  it('a flavor the cluster does not have is refused, listing its flavors', async () => {
    const r = await setPrice(gpu.id, 'v100', GPU, 1);
    expect(r.data?.setFlavorPrice).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        { field: 'flavor', message: 'cluster gpu has no flavor "v100"; its flavors: host, a100, h100' },
      ],
    });
  });

  it('a resource the flavor’s group does not cover is refused, listing the ones it covers', async () => {
    const onGpu = await setPrice(gpu.id, 'a100', 'cpu', 1);
    expect(onGpu.data?.setFlavorPrice).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'resource',
          message: `flavor a100 of cluster gpu has no resource "cpu"; its resources: ${GPU}`,
        },
      ],
    });
    const onHost = await setPrice(gpu.id, 'host', GPU, 1);
    expect(onHost.data?.setFlavorPrice).toMatchObject({
      issues: [
        {
          field: 'resource',
          message: `flavor host of cluster gpu has no resource "${GPU}"; its resources: cpu, memory`,
        },
      ],
    });
    expect(await db.prisma.flavorPrice.count({ where: { clusterId: gpu.id } })).toBe(1);
  });

  it('a cluster whose queue cannot be read takes no new price, but a price can always be removed', async () => {
    await db.prisma.flavorPrice.create({
      data: { clusterId: offline.id, flavor: 'gone', resource: 'cpu', pricePerHour: 2 },
    });
    const set = await setPrice(offline.id, 'default', 'cpu', 1);
    expect(set.data?.setFlavorPrice).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'clusterId', message: expect.stringContaining('could not be read') }],
    });
    const removed = await setPrice(offline.id, 'gone', 'cpu', null);
    expect(removed.data?.setFlavorPrice).toEqual({ __typename: 'Cluster', prices: [] });
  });
});
