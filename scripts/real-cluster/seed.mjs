// What every real control plane starts with (docs/architecture.md §15): namespace `work`, kwok nodes, Kueue's
// flavors and queues, priority classes, and the product's ServiceAccount bound to deploy/kubernetes/rbac.yaml's
// rules (the ones docs/operations.md lists for a registered cluster).
export const NAMESPACE = 'work';
export const PRODUCT_ACCOUNT = 'kueue-batch';

function node(name, { cpu, memory, gpus, labels }) {
  const capacity = {
    cpu: String(cpu),
    memory,
    pods: '110',
    ...(gpus ? { 'nvidia.com/gpu': String(gpus) } : {}),
  };
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      name,
      labels: {
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'kubernetes.io/arch': 'amd64',
        type: 'kwok',
        ...labels,
      },
      annotations: { 'kwok.x-k8s.io/node': 'fake', 'node.alpha.kubernetes.io/ttl': '0' },
    },
    spec: {},
    status: { capacity, allocatable: capacity },
  };
}

export const NODES = [
  node('cpu-1', { cpu: 8, memory: '32Gi', labels: { 'kb.pool': 'standard' } }),
  node('cpu-2', { cpu: 8, memory: '32Gi', labels: { 'kb.pool': 'standard' } }),
  node('gpu-1', {
    cpu: 32,
    memory: '256Gi',
    gpus: 4,
    labels: { 'kb.pool': 'gpu', 'nvidia.com/gpu.product': 'A100' },
  }),
  node('gpu-2', {
    cpu: 32,
    memory: '256Gi',
    gpus: 4,
    labels: { 'kb.pool': 'gpu', 'nvidia.com/gpu.product': 'H100' },
  }),
];

const KUEUE = 'kueue.x-k8s.io/v1beta2';

function flavor(name, nodeLabels) {
  return { apiVersion: KUEUE, kind: 'ResourceFlavor', metadata: { name }, spec: { nodeLabels } };
}

function quota(name, nominalQuota) {
  return { name, nominalQuota };
}

export const QUEUES = [
  flavor('standard', { 'kb.pool': 'standard' }),
  flavor('gpu-host', { 'kb.pool': 'gpu' }),
  flavor('a100', { 'nvidia.com/gpu.product': 'A100' }),
  flavor('h100', { 'nvidia.com/gpu.product': 'H100' }),
  {
    apiVersion: KUEUE,
    kind: 'ClusterQueue',
    metadata: { name: 'small' },
    spec: {
      namespaceSelector: {},
      preemption: { withinClusterQueue: 'LowerPriority' },
      resourceGroups: [
        {
          coveredResources: ['cpu', 'memory'],
          flavors: [{ name: 'standard', resources: [quota('cpu', '4'), quota('memory', '16Gi')] }],
        },
      ],
    },
  },
  {
    apiVersion: KUEUE,
    kind: 'ClusterQueue',
    metadata: { name: 'gpu' },
    spec: {
      namespaceSelector: {},
      preemption: { withinClusterQueue: 'LowerPriority' },
      resourceGroups: [
        {
          coveredResources: ['cpu', 'memory'],
          flavors: [{ name: 'gpu-host', resources: [quota('cpu', '64'), quota('memory', '512Gi')] }],
        },
        {
          coveredResources: ['nvidia.com/gpu'],
          flavors: [
            { name: 'a100', resources: [quota('nvidia.com/gpu', '4')] },
            { name: 'h100', resources: [quota('nvidia.com/gpu', '4')] },
          ],
        },
      ],
    },
  },
  {
    apiVersion: KUEUE,
    kind: 'LocalQueue',
    metadata: { name: 'small-lq', namespace: NAMESPACE },
    spec: { clusterQueue: 'small' },
  },
  {
    apiVersion: KUEUE,
    kind: 'LocalQueue',
    metadata: { name: 'gpu-lq', namespace: NAMESPACE },
    spec: { clusterQueue: 'gpu' },
  },
  {
    apiVersion: KUEUE,
    kind: 'WorkloadPriorityClass',
    metadata: { name: 'low' },
    value: 0,
    description: 'low',
  },
  {
    apiVersion: KUEUE,
    kind: 'WorkloadPriorityClass',
    metadata: { name: 'high' },
    value: 100,
    description: 'high',
  },
];

/** The data volume every real control plane has (§21): a static PersistentVolume on the nodes' /tmp/kb-datasets. */
export const DATASETS_VOLUME = 'kb-datasets';
export const DATASETS_CLAIM = 'datasets';

/**
 * A hostPath PersistentVolume reserved for the claim `work/datasets` (its claimRef, as an administrator pre-binds
 * one) and that claim; kube-controller-manager's persistentvolume-binder binds them. kwok's pods mount nothing:
 * the volume is metadata here (kube-sim backs it with a directory).
 */
export const STORAGE = [
  {
    apiVersion: 'v1',
    kind: 'PersistentVolume',
    metadata: { name: DATASETS_VOLUME, labels: { 'kb.volume': DATASETS_CLAIM } },
    spec: {
      capacity: { storage: '50Gi' },
      accessModes: ['ReadWriteMany', 'ReadOnlyMany'],
      persistentVolumeReclaimPolicy: 'Retain',
      storageClassName: '',
      hostPath: { path: '/tmp/kb-datasets', type: 'DirectoryOrCreate' },
      claimRef: { namespace: NAMESPACE, name: DATASETS_CLAIM },
    },
  },
  {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: DATASETS_CLAIM, namespace: NAMESPACE },
    spec: {
      accessModes: ['ReadWriteMany'],
      storageClassName: '',
      resources: { requests: { storage: '50Gi' } },
    },
  },
];

/**
 * deploy/kubernetes/rbac.yaml (as JSON, read by kubectl) for the product's ServiceAccount in `work`: the Role and
 * RoleBinding in `work`, the ClusterRoleBinding's subject moved to `work`.
 */
export function productRbac(rbacObjects) {
  return [
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: PRODUCT_ACCOUNT, namespace: NAMESPACE } },
    ...rbacObjects.map((o) => {
      const copy = structuredClone(o);
      if (copy.kind === 'Role' || copy.kind === 'RoleBinding') copy.metadata.namespace = NAMESPACE;
      for (const s of copy.subjects ?? []) if (s.kind === 'ServiceAccount') s.namespace = NAMESPACE;
      return copy;
    }),
  ];
}

/** The probe `up` waits for: a tiny Job on small-lq that Kueue must admit (then it is deleted). */
export function probeJob(name) {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name, namespace: NAMESPACE, labels: { 'kueue.x-k8s.io/queue-name': 'small-lq' } },
    spec: {
      suspend: true,
      backoffLimit: 0,
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'probe',
              image: 'busybox',
              command: ['sh', '-c', 'sleep 1'],
              resources: { requests: { cpu: '100m', memory: '64Mi' } },
            },
          ],
        },
      },
    },
  };
}
