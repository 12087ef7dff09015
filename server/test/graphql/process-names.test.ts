import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { nameKey } from '../../src/text.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/**
 * Issue 39 finding 5: process names are folded like project names. "café-run" typed composed or decomposed is one
 * name; a name with a Cyrillic look-alike letter is its Latin twin's; case does not make a new name.
 */

const Create = graphql(`
  mutation ProcessNamesTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { process { id name } }
      ... on ValidationError { issues { field message } }
    }
  }
`);

describePostgres('process names read as people read them', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  let cluster: Cluster;
  let member: { token: string; user: { id: string } };
  let projectId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('alpha')] });
    cluster = await seedCluster(db.prisma, sim.cluster('alpha'), { name: 'Alpha' });
    t = createTestApp(db.prisma);
    member = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  const create = (name: string, dryRun = false) =>
    t.execute(
      Create,
      {
        input: {
          projectId,
          clusterId: cluster.id,
          name,
          image: 'busybox:1.36',
          command: ['true'],
          resources: { cpu: '100m', memory: '64Mi', deadlineSeconds: 60 },
          dryRun,
        },
      },
      { token: member.token },
    );

  it('the key folds composition, case and look-alike letters of other scripts', () => {
    expect(nameKey('café-run')).toBe(nameKey('cafe\u0301-run'));
    expect(nameKey('Paycheck')).toBe(nameKey('\u0440\u0430\u0443\u0441heck'));
    expect(nameKey('ｔｒａｉｎ')).toBe('train');
    expect(nameKey('train')).not.toBe(nameKey('trains'));
  });

  it('a name that reads like another process’s of the project is taken (dry run and real call alike)', async () => {
    const first = await create('caf\u00e9-run');
    expect(first.data?.createProcess).toMatchObject({ __typename: 'CreateProcessPayload' });
    const paycheck = await create('paycheck');
    expect(paycheck.data?.createProcess.__typename).toBe('CreateProcessPayload');
    for (const twin of ['cafe\u0301-run', 'CAF\u00c9-RUN', '\u0440\u0430\u0443\u0441heck', 'Paycheck']) {
      for (const dryRun of [true, false]) {
        const answer = await create(twin, dryRun);
        expect(answer.data?.createProcess, `${twin} dryRun=${dryRun}`).toMatchObject({
          __typename: 'ValidationError',
          issues: [{ field: 'name' }],
        });
      }
    }
    // The decomposed spelling is kept composed.
    const distinct = await create('cafe\u0301-walk');
    expect(distinct.data?.createProcess).toMatchObject({ process: { name: 'caf\u00e9-walk' } });
    expect(await db.prisma.process.count({ where: { projectId } })).toBe(3);
  });
});
