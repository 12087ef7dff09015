import { parseCpuMillis, parseMemoryBytes } from '../../kube/quantity.ts';
import { definePlugin, type Plugin } from '../types.ts';

/**
 * Example plugin using `resourceRequests`: big requests only go to big clusters. A request above
 * `RESOURCE_RULE_CPU_ABOVE` (a cpu quantity, e.g. "16") or above `RESOURCE_RULE_MEMORY_ABOVE` (e.g. "64Gi") is
 * granted only the clusters whose name matches `RESOURCE_RULE_CLUSTERS` (a regular expression, e.g. "^big-");
 * any other request is granted every cluster.
 *
 * Plugins' grants are united, so this rule restricts only when it is the sole `selectClusters` plugin (or is
 * combined into another plugin's hook); see docs/plugins.md.
 */

export interface ResourceRuleOptions {
  cpuAbove?: string;
  memoryAbove?: string;
  clusterPattern: RegExp;
}

export function createResourceRulePlugin({
  cpuAbove,
  memoryAbove,
  clusterPattern,
}: ResourceRuleOptions): Plugin {
  if (cpuAbove === undefined && memoryAbove === undefined) {
    throw new Error('the resource rule needs a cpu or a memory threshold');
  }
  const cpuLimit = cpuAbove === undefined ? undefined : parseCpuMillis(cpuAbove);
  const memoryLimit = memoryAbove === undefined ? undefined : parseMemoryBytes(memoryAbove);

  return definePlugin({
    name: 'resource-rule',
    hooks: {
      async selectClusters({ db, resourceRequests }) {
        const cpu = resourceRequests?.cpu ? parseCpuMillis(resourceRequests.cpu) : 0n;
        const memory = resourceRequests?.memory ? parseMemoryBytes(resourceRequests.memory) : 0n;
        const big =
          (cpuLimit !== undefined && cpu > cpuLimit) || (memoryLimit !== undefined && memory > memoryLimit);
        const clusters = await db.cluster.findMany({ select: { id: true, name: true } });
        return clusters
          .filter((cluster) => !big || clusterPattern.test(cluster.name))
          .map((cluster) => cluster.id);
      },
    },
  });
}

/** Loaded through PLUGINS: reads its settings from env at start-up. */
export default function resourceRuleFromEnv(): Plugin {
  const pattern = process.env.RESOURCE_RULE_CLUSTERS;
  if (!pattern) throw new Error('RESOURCE_RULE_CLUSTERS is not set');
  let clusterPattern: RegExp;
  try {
    clusterPattern = new RegExp(pattern);
  } catch {
    throw new Error('RESOURCE_RULE_CLUSTERS is not a valid regular expression');
  }
  return createResourceRulePlugin({
    cpuAbove: process.env.RESOURCE_RULE_CPU_ABOVE || undefined,
    memoryAbove: process.env.RESOURCE_RULE_MEMORY_ABOVE || undefined,
    clusterPattern,
  });
}
