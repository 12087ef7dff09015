import { request } from 'node:https';
import type { RunningServer } from '../../server/src/server.ts';

interface ClusterQueue {
  metadata: { name: string; resourceVersion: string };
  spec: {
    resourceGroups: {
      flavors: { name: string; resources: { name: string; nominalQuota: string | number }[] }[];
    }[];
  };
}

/** The API server refused a write made on a stale resourceVersion. */
class ConflictError extends Error {}

/**
 * What a cluster administrator does with kubectl, done over the cluster's own API: reads and rewrites the
 * Kueue ClusterQueue of a registered (simulated) cluster, with the credentials the server holds for it.
 */
export async function clusterQueueAdmin(server: RunningServer, clusterName: string) {
  const row = await server.prisma.cluster.findUniqueOrThrow({ where: { name: clusterName } });
  const kubeConfig = server.services.kube.get(row).kubeConfig();
  const path = `/apis/kueue.x-k8s.io/v1beta2/clusterqueues/${encodeURIComponent(row.clusterQueue)}`;

  async function call<T>(method: 'GET' | 'PUT', body?: unknown): Promise<T> {
    const url = new URL(path, kubeConfig.getCurrentCluster()!.server);
    const options: Parameters<typeof request>[1] = {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      timeout: 10_000,
    };
    await kubeConfig.applyToHTTPSOptions(options);
    return new Promise((resolve, reject) => {
      const req = request(url, options, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode === 409) reject(new ConflictError(`${method} ${path}: 409 ${text}`));
          else if ((res.statusCode ?? 500) >= 300)
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text) as T);
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  return {
    /**
     * Sets the nominal quota of `resource` in `flavor` (e.g. cpu of "standard" to "4"), as `kubectl edit` would:
     * read, change, write back with the read's resourceVersion. Kueue writes the queue's status while we edit, so
     * the API server may answer 409 Conflict; like client-go's RetryOnConflict, read again and retry.
     */
    async setQuota(flavor: string, resource: 'cpu' | 'memory', quantity: string): Promise<string> {
      for (let attempt = 1; ; attempt++) {
        const queue = await call<ClusterQueue>('GET');
        let previous: string | undefined;
        for (const group of queue.spec.resourceGroups) {
          for (const f of group.flavors) {
            if (f.name !== flavor) continue;
            for (const r of f.resources) {
              if (r.name !== resource) continue;
              previous = String(r.nominalQuota);
              r.nominalQuota = quantity;
            }
          }
        }
        if (previous === undefined)
          throw new Error(`no ${resource} quota in flavor ${flavor} of ${clusterName}`);
        try {
          await call('PUT', queue);
          return previous;
        } catch (error) {
          if (!(error instanceof ConflictError) || attempt >= 5) throw error;
        }
      }
    },
  };
}
