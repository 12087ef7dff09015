import type { Cluster, PrismaClient, User } from '../src/generated/prisma/client.ts';
import { ADMIN_CLI } from '../src/services/audit.ts';
import { registerCluster } from '../src/services/clusters.ts';
import type { Keyring } from '../src/services/secrets.ts';
import { createApiToken } from '../src/services/tokens.ts';

/** A bench's clusters, registered as the command line registers them; list order is sort order. */
export async function registerBenchClusters(
  prisma: PrismaClient,
  keyring: Keyring,
  clusters: readonly {
    name: string;
    kubeconfig: string;
    clusterQueue?: string;
    localQueue?: string;
    namespace?: string;
  }[],
): Promise<Cluster[]> {
  const rows: Cluster[] = [];
  for (const [i, c] of clusters.entries()) {
    rows.push(
      await registerCluster({ prisma, keyring }, ADMIN_CLI, {
        name: c.name,
        kubeconfig: c.kubeconfig,
        clusterQueue: c.clusterQueue ?? 'team',
        localQueue: c.localQueue ?? 'team',
        namespace: c.namespace ?? 'jobs',
        sortOrder: i,
      }),
    );
  }
  return rows;
}

/** The bench's user (an API token) and the project `bench` it owns. */
export async function benchOwner(
  prisma: PrismaClient,
): Promise<{ token: string; user: User; project: { id: string } }> {
  const { token, user } = await createApiToken(prisma, { email: 'bench@example.com' });
  const project = await prisma.project.create({
    data: { name: 'bench', members: { create: { userId: user.id, role: 'OWNER' } } },
  });
  return { token, user, project };
}
