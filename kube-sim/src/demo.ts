import type { SimConfig } from './config.ts';

/** The NVIDIA GPU feature discovery label naming a node's GPU model; GPU ResourceFlavors select nodes by it. */
export const GPU_PRODUCT_LABEL = 'nvidia.com/gpu.product';

/**
 * Four demo clusters for a zero-configuration start: alpha (two flavors), beta (one big flavor), gamma (GPUs in
 * the cpu/memory group, 150 ms latency) and delta (a cpu/memory group plus an `nvidia.com/gpu` group with flavors
 * a100 ×8 and h100 ×4 whose ResourceFlavors carry node labels, as GPU clusters are usually set up).
 */
export const DEMO_CONFIG: SimConfig = {
  clusters: [
    {
      name: 'alpha',
      namespaces: ['jobs'],
      clusterQueues: [
        {
          name: 'team',
          flavors: [
            { name: 'small', cpu: '16', memory: '64Gi' },
            { name: 'big', cpu: '4', memory: '512Gi' },
          ],
        },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
    {
      name: 'beta',
      namespaces: ['jobs'],
      clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '64', memory: '256Gi' }] }],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
    {
      name: 'gamma',
      namespaces: ['jobs'],
      latencyMs: 150,
      clusterQueues: [
        {
          name: 'team',
          flavors: [{ name: 'gpu', cpu: '32', memory: '128Gi', resources: { 'nvidia.com/gpu': 4 } }],
        },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
    {
      name: 'delta',
      namespaces: ['jobs'],
      clusterQueues: [
        {
          name: 'team',
          resourceGroups: [
            { flavors: [{ name: 'gpu-host', cpu: '64', memory: '512Gi' }] },
            {
              flavors: [
                {
                  name: 'a100',
                  resources: { 'nvidia.com/gpu': 8 },
                  nodeLabels: { [GPU_PRODUCT_LABEL]: 'NVIDIA-A100-SXM4-80GB' },
                },
                {
                  name: 'h100',
                  resources: { 'nvidia.com/gpu': 4 },
                  nodeLabels: { [GPU_PRODUCT_LABEL]: 'NVIDIA-H100-80GB-HBM3' },
                },
              ],
            },
          ],
        },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
  ],
};
