import type { PreemptionConfig, SimConfig } from './config.ts';

/** The NVIDIA GPU feature discovery label naming a node's GPU model; GPU ResourceFlavors select nodes by it. */
export const GPU_PRODUCT_LABEL = 'nvidia.com/gpu.product';

/** The WorkloadPriorityClasses of the demo clusters, as the real control plane's seed has them. */
export const DEMO_PRIORITY_CLASSES = [
  { name: 'low', value: 0, description: 'Best effort: may be preempted by higher-priority work.' },
  {
    name: 'high',
    value: 100,
    description: 'Urgent work: may preempt lower-priority workloads in its queue.',
  },
];

/** The demo queues' preemption (the real seed's): a higher-priority workload evicts lower-priority ones. */
export const DEMO_PREEMPTION: PreemptionConfig = {
  withinClusterQueue: 'LowerPriority',
  reclaimWithinCohort: 'Never',
  borrowWithinCohort: { policy: 'Never' },
};

/**
 * Four demo clusters for a zero-configuration start: alpha (two flavors), beta (one big flavor), gamma (GPUs in
 * the cpu/memory group, 150 ms latency) and delta (a cpu/memory group plus an `nvidia.com/gpu` group with flavors
 * a100 ×8 and h100 ×4 whose ResourceFlavors carry node labels, as GPU clusters are usually set up). Each has the
 * WorkloadPriorityClasses `low` (0) and `high` (100); alpha, beta and delta preempt lower priority within their
 * ClusterQueue, gamma never preempts (for contrast).
 */
export const DEMO_CONFIG: SimConfig = {
  clusters: [
    {
      name: 'alpha',
      namespaces: ['jobs'],
      workloadPriorityClasses: DEMO_PRIORITY_CLASSES,
      clusterQueues: [
        {
          name: 'team',
          preemption: DEMO_PREEMPTION,
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
      workloadPriorityClasses: DEMO_PRIORITY_CLASSES,
      clusterQueues: [
        {
          name: 'team',
          preemption: DEMO_PREEMPTION,
          flavors: [{ name: 'default', cpu: '64', memory: '256Gi' }],
        },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
    {
      name: 'gamma',
      namespaces: ['jobs'],
      latencyMs: 150,
      workloadPriorityClasses: DEMO_PRIORITY_CLASSES,
      clusterQueues: [
        {
          name: 'team',
          preemption: { withinClusterQueue: 'Never' },
          flavors: [{ name: 'gpu', cpu: '32', memory: '128Gi', resources: { 'nvidia.com/gpu': 4 } }],
        },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
    {
      name: 'delta',
      namespaces: ['jobs'],
      workloadPriorityClasses: DEMO_PRIORITY_CLASSES,
      clusterQueues: [
        {
          name: 'team',
          preemption: DEMO_PREEMPTION,
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
