import type { SimConfig } from './config.ts';

/** Three demo clusters for a zero-configuration start: alpha (two flavors), beta (one big flavor), gamma (GPUs, 150 ms latency). */
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
  ],
};
