import { describe, expect, it } from 'vitest';
import { desiredStatus, jobFinished, type KubeObject, lastExitCode } from '../../src/kube/job-status.ts';
import { MANAGED_BY, MANAGED_BY_LABEL, VERSION_LABEL, versionIdOf } from '../../src/kube/jobs.ts';
import { assignedFlavorsOf, interpretWorkload } from '../../src/kube/kueue-workloads.ts';
import { slimJob, slimPod, slimWorkload } from '../../src/kube/slim.ts';

// Objects as a real API server returns them (managedFields, specs, IPs, container IDs, every timestamp), in the
// states the status mapping tells apart. The informers keep the slim forms: the mapping must say the same of both.

const VERSION = 'cmv0abcdefghijklmnop';
const labels = {
  [MANAGED_BY_LABEL]: MANAGED_BY,
  [VERSION_LABEL]: VERSION,
  'batch.kubernetes.io/controller-uid': '4d0b6c6e-8c1f-4f57-9e0c-2b5c1f0f4a11',
  'batch.kubernetes.io/job-name': 'kb-cmv0abcdefghijklmnop',
  'controller-uid': '4d0b6c6e-8c1f-4f57-9e0c-2b5c1f0f4a11',
  'job-name': 'kb-cmv0abcdefghijklmnop',
  'kueue.x-k8s.io/queue-name': 'team-a',
};
const managedFields = [
  {
    manager: 'kube-controller-manager',
    operation: 'Update',
    apiVersion: 'v1',
    time: '2026-01-01T00:00:05Z',
    fieldsType: 'FieldsV1',
    fieldsV1: { 'f:status': { 'f:conditions': {}, 'f:phase': {}, 'f:startTime': {} } },
    subresource: 'status',
  },
];
const cond = (type: string, status: string, reason?: string, message?: string) => ({
  type,
  status,
  reason,
  message,
  lastProbeTime: null,
  lastTransitionTime: '2026-01-01T00:00:03Z',
});

function fullJob(
  conditions: object[],
  extra: { suspend?: boolean; startTime?: string; deleting?: boolean } = {},
) {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'kb-cmv0abcdefghijklmnop',
      namespace: 'jobs',
      uid: '4d0b6c6e-8c1f-4f57-9e0c-2b5c1f0f4a11',
      resourceVersion: '81234',
      generation: 2,
      creationTimestamp: '2026-01-01T00:00:00Z',
      ...(extra.deleting ? { deletionTimestamp: '2026-01-01T01:00:00Z' } : {}),
      labels: {
        [MANAGED_BY_LABEL]: MANAGED_BY,
        [VERSION_LABEL]: VERSION,
        'kueue.x-k8s.io/queue-name': 'team-a',
      },
      annotations: { 'kueue-batch.io/process': 'train', 'kueue-batch.io/submitted-by': 'alice@example.com' },
      managedFields,
    },
    spec: {
      parallelism: 1,
      completions: 1,
      backoffLimit: 0,
      suspend: extra.suspend ?? false,
      completionMode: 'NonIndexed',
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'main',
              image: 'registry.example.com/team/trainer:1.2.3',
              command: ['sh', '-c', 'python train.py --epochs 10'],
              resources: { requests: { cpu: '2', memory: '4Gi' }, limits: { cpu: '2', memory: '4Gi' } },
              terminationMessagePath: '/dev/termination-log',
              terminationMessagePolicy: 'File',
              imagePullPolicy: 'IfNotPresent',
            },
          ],
          dnsPolicy: 'ClusterFirst',
          schedulerName: 'default-scheduler',
          securityContext: {},
          terminationGracePeriodSeconds: 30,
        },
      },
    },
    status: {
      conditions,
      ...(extra.startTime ? { startTime: extra.startTime } : {}),
      active: 1,
      ready: 0,
      terminating: 0,
      uncountedTerminatedPods: {},
    },
  };
}

type State = Record<string, unknown>;
function fullPod(
  name: string,
  phase: string,
  state: State,
  extra: { lastState?: State; reason?: string; created?: string; deleting?: boolean } = {},
) {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name,
      generateName: 'kb-cmv0abcdefghijklmnop-',
      namespace: 'jobs',
      uid: `uid-${name}`,
      resourceVersion: '81240',
      creationTimestamp: extra.created ?? '2026-01-01T00:00:02Z',
      ...(extra.deleting
        ? { deletionTimestamp: '2026-01-01T01:00:00Z', deletionGracePeriodSeconds: 30 }
        : {}),
      labels,
      annotations: { 'kueue.x-k8s.io/workload': 'job-kb-cmv0abcdefghijklmnop-1a2b3' },
      ownerReferences: [
        {
          apiVersion: 'batch/v1',
          kind: 'Job',
          name: 'kb-cmv0abcdefghijklmnop',
          uid: '4d0b6c6e-8c1f-4f57-9e0c-2b5c1f0f4a11',
          controller: true,
          blockOwnerDeletion: true,
        },
      ],
      finalizers: ['batch.kubernetes.io/job-tracking'],
      managedFields,
    },
    spec: {
      containers: [
        {
          name: 'main',
          image: 'registry.example.com/team/trainer:1.2.3',
          command: ['sh', '-c', 'python train.py --epochs 10'],
          resources: { requests: { cpu: '2', memory: '4Gi' } },
          volumeMounts: [
            {
              name: 'kube-api-access-x',
              readOnly: true,
              mountPath: '/var/run/secrets/kubernetes.io/serviceaccount',
            },
          ],
        },
      ],
      nodeName: 'node-7',
      nodeSelector: { 'cloud.example.com/pool': 'cpu' },
      tolerations: [
        {
          key: 'node.kubernetes.io/not-ready',
          operator: 'Exists',
          effect: 'NoExecute',
          tolerationSeconds: 300,
        },
      ],
      volumes: [
        { name: 'kube-api-access-x', projected: { sources: [{ serviceAccountToken: { path: 'token' } }] } },
      ],
    },
    status: {
      phase,
      ...(extra.reason ? { reason: extra.reason, message: 'The node was low on resource: memory.' } : {}),
      conditions: [
        cond('PodReadyToStartContainers', 'True'),
        cond('Initialized', 'True'),
        cond(
          'Ready',
          phase === 'Running' ? 'True' : 'False',
          phase === 'Running' ? undefined : 'PodCompleted',
        ),
        cond('PodScheduled', 'True'),
      ],
      hostIP: '10.0.0.7',
      hostIPs: [{ ip: '10.0.0.7' }],
      podIP: '10.244.3.17',
      podIPs: [{ ip: '10.244.3.17' }],
      startTime: '2026-01-01T00:00:02Z',
      qosClass: 'Guaranteed',
      containerStatuses: [
        {
          name: 'main',
          image: 'registry.example.com/team/trainer:1.2.3',
          imageID: 'registry.example.com/team/trainer@sha256:0123456789abcdef',
          containerID: 'containerd://fedcba9876543210',
          ready: phase === 'Running',
          restartCount: extra.lastState ? 1 : 0,
          started: phase === 'Running',
          state,
          lastState: extra.lastState ?? {},
          volumeMounts: [
            { name: 'kube-api-access-x', mountPath: '/var/run/secrets/kubernetes.io/serviceaccount' },
          ],
        },
      ],
    },
  };
}

const running = { running: { startedAt: '2026-01-01T00:00:04Z' } };
const terminated = (exitCode: number, reason: string, message?: string) => ({
  terminated: {
    exitCode,
    reason,
    ...(message ? { message } : {}),
    startedAt: '2026-01-01T00:00:04Z',
    finishedAt: '2026-01-01T00:10:04Z',
    containerID: 'containerd://fedcba9876543210',
  },
});
const waiting = (reason: string, message?: string) => ({
  waiting: { reason, ...(message ? { message } : {}) },
});

function fullWorkload(conditions: object[], admitted: boolean) {
  return {
    apiVersion: 'kueue.x-k8s.io/v1beta1',
    kind: 'Workload',
    metadata: {
      name: 'job-kb-cmv0abcdefghijklmnop-1a2b3',
      namespace: 'jobs',
      uid: 'wl-uid',
      resourceVersion: '81236',
      creationTimestamp: '2026-01-01T00:00:00Z',
      labels: { 'kueue.x-k8s.io/job-uid': '4d0b6c6e-8c1f-4f57-9e0c-2b5c1f0f4a11' },
      ownerReferences: [
        {
          apiVersion: 'batch/v1',
          kind: 'Job',
          name: 'kb-cmv0abcdefghijklmnop',
          uid: '4d0b6c6e-8c1f-4f57-9e0c-2b5c1f0f4a11',
          controller: true,
          blockOwnerDeletion: true,
        },
      ],
      finalizers: ['kueue.x-k8s.io/resource-in-use'],
      managedFields,
    },
    spec: {
      active: true,
      queueName: 'team-a',
      priority: 0,
      podSets: [{ name: 'main', count: 1, template: fullJob([]).spec.template }],
    },
    status: {
      conditions,
      ...(admitted
        ? {
            admission: {
              clusterQueue: 'cq-a',
              podSetAssignments: [
                {
                  name: 'main',
                  count: 1,
                  flavors: { cpu: 'default-flavor', memory: 'default-flavor', 'nvidia.com/gpu': 'a100' },
                  resourceUsage: { cpu: '2', memory: '4Gi', 'nvidia.com/gpu': '1' },
                },
              ],
            },
          }
        : {}),
      resourceRequests: [{ name: 'main', resources: { cpu: '2', memory: '4Gi' } }],
    },
  };
}

const quotaReserved = cond('QuotaReserved', 'True', 'QuotaReserved', 'Quota reserved in ClusterQueue cq-a');
const admittedCond = cond('Admitted', 'True', 'Admitted', 'The workload is admitted');
const pending = cond(
  'QuotaReserved',
  'False',
  'Pending',
  "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default-flavor, 2 more needed",
);
const exceeds = cond(
  'QuotaReserved',
  'False',
  'Pending',
  "couldn't assign flavors to pod set main: insufficient quota for cpu in flavor default-flavor, previously considered podsets requests (0) + current podset request (24) > maximum capacity (16)",
);
const admittedWl = fullWorkload([quotaReserved, admittedCond, cond('PodsReady', 'True', 'PodsReady')], true);

const P = 'kb-cmv0abcdefghijklmnop-';
const cases: [string, { job: object; workload?: object; pods: object[] }][] = [
  [
    'suspended, no Workload yet',
    { job: fullJob([cond('Suspended', 'True', 'JobSuspended')], { suspend: true }), pods: [] },
  ],
  [
    'suspended, pending in the queue',
    { job: fullJob([], { suspend: true }), workload: fullWorkload([pending], false), pods: [] },
  ],
  [
    'suspended, can never be admitted',
    { job: fullJob([], { suspend: true }), workload: fullWorkload([exceeds], false), pods: [] },
  ],
  [
    'admitted, pod pending (ContainerCreating)',
    {
      job: fullJob([cond('Suspended', 'False', 'JobResumed')]),
      workload: admittedWl,
      pods: [fullPod(`${P}a`, 'Pending', waiting('ContainerCreating'))],
    },
  ],
  [
    'running',
    {
      job: fullJob([cond('Suspended', 'False', 'JobResumed')], { startTime: '2026-01-01T00:00:02Z' }),
      workload: admittedWl,
      pods: [fullPod(`${P}a`, 'Running', running)],
    },
  ],
  [
    'running, after a container restart',
    {
      job: fullJob([], { startTime: '2026-01-01T00:00:02Z' }),
      workload: admittedWl,
      pods: [fullPod(`${P}a`, 'Running', running, { lastState: terminated(1, 'Error') })],
    },
  ],
  [
    'image pull back-off',
    {
      job: fullJob([]),
      workload: admittedWl,
      pods: [
        fullPod(
          `${P}a`,
          'Pending',
          waiting('ImagePullBackOff', 'Back-off pulling image "registry.example.com/team/trainer:1.2.3"'),
        ),
      ],
    },
  ],
  [
    'invalid image name',
    {
      job: fullJob([]),
      workload: admittedWl,
      pods: [fullPod(`${P}a`, 'Pending', waiting('InvalidImageName'))],
    },
  ],
  [
    'image pull back-off on a pod being deleted',
    {
      job: fullJob([]),
      workload: admittedWl,
      pods: [fullPod(`${P}a`, 'Pending', waiting('ImagePullBackOff'), { deleting: true })],
    },
  ],
  [
    'succeeded',
    {
      job: fullJob(
        [
          cond(
            'SuccessCriteriaMet',
            'True',
            'CompletionsReached',
            'Reached expected number of succeeded pods',
          ),
          cond('Complete', 'True', 'CompletionsReached', 'Reached expected number of succeeded pods'),
        ],
        { startTime: '2026-01-01T00:00:02Z' },
      ),
      workload: fullWorkload(
        [quotaReserved, admittedCond, cond('Finished', 'True', 'Succeeded', 'Job finished successfully')],
        true,
      ),
      pods: [fullPod(`${P}a`, 'Succeeded', terminated(0, 'Completed'))],
    },
  ],
  [
    'failed with an exit code, the newest pod wins',
    {
      job: fullJob([
        cond('FailureTarget', 'True', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
        cond('Failed', 'True', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
      ]),
      workload: admittedWl,
      pods: [
        fullPod(`${P}a`, 'Failed', terminated(2, 'Error'), { created: '2026-01-01T00:00:02Z' }),
        fullPod(`${P}b`, 'Failed', terminated(3, 'Error', 'Traceback (most recent call last): …'), {
          created: '2026-01-01T00:05:00Z',
        }),
      ],
    },
  ],
  [
    'OOMKilled',
    {
      job: fullJob([
        cond('Failed', 'True', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
      ]),
      workload: admittedWl,
      pods: [fullPod(`${P}a`, 'Failed', terminated(137, 'OOMKilled'))],
    },
  ],
  [
    'evicted (no container status left)',
    {
      job: fullJob([cond('Failed', 'True', 'PodFailurePolicy', 'Container main for pod jobs/x failed')]),
      workload: admittedWl,
      pods: [
        {
          ...fullPod(`${P}a`, 'Failed', {}, { reason: 'Evicted' }),
          status: { phase: 'Failed', reason: 'Evicted', message: 'The node was low on resource: memory.' },
        },
      ],
    },
  ],
  [
    'failed on an image that could not be pulled',
    {
      job: fullJob([
        cond('Failed', 'True', 'DeadlineExceeded', 'Job was active longer than specified deadline'),
      ]),
      workload: admittedWl,
      pods: [
        fullPod(
          `${P}a`,
          'Pending',
          waiting('ErrImageNeverPull', 'Container image is not present with pull policy of Never'),
        ),
      ],
    },
  ],
  [
    'running pod being deleted, another finished',
    {
      job: fullJob([], { startTime: '2026-01-01T00:00:02Z', deleting: true }),
      workload: admittedWl,
      pods: [
        fullPod(`${P}a`, 'Running', running, { deleting: true }),
        fullPod(`${P}b`, 'Succeeded', terminated(0, 'Completed')),
      ],
    },
  ],
];

describe('the informers’ slim objects', () => {
  it.each(cases)('give the status the full objects give: %s', (_name, full) => {
    const job = full.job as KubeObject;
    const workload = full.workload as KubeObject | undefined;
    const pods = full.pods as KubeObject[];
    const slim = {
      job: slimJob(structuredClone(job)),
      workload: workload && slimWorkload(structuredClone(workload)),
      pods: pods.map((p) => slimPod(structuredClone(p))),
    };
    expect(desiredStatus(slim)).toEqual(desiredStatus({ job, workload, pods }));
    expect(jobFinished(slim.job)).toBe(jobFinished(job));
    expect(lastExitCode(slim.pods)).toBe(lastExitCode(pods));
    expect(versionIdOf(slim.job.metadata.labels)).toBe(VERSION);
    for (const p of slim.pods) expect(versionIdOf(p.metadata.labels)).toBe(VERSION);
    if (workload) {
      expect(assignedFlavorsOf(slim.workload)).toEqual(assignedFlavorsOf(workload));
      expect(slim.workload?.metadata.ownerReferences?.find((r) => r.kind === 'Job')?.name).toBe(
        job.metadata.name,
      );
    }
    // And they are much smaller than what the API server sent.
    const size = (o: unknown) => JSON.stringify(o).length;
    expect(size(slim.job)).toBeLessThan(size(job) / 4);
    for (const [i, p] of slim.pods.entries()) expect(size(p)).toBeLessThan(size(pods[i]) / 4);
    // A Workload keeps what estimates and positions read too (requests, queue, priority, admission): at most half,
    // and far under the 5 KB per cached Workload that ARCHITECTURE §16 allows.
    if (workload) {
      expect(size(slim.workload)).toBeLessThan(size(workload) / 2);
      expect(size(slim.workload)).toBeLessThan(5 * 1024);
      expect(interpretWorkload(slim.workload)).toEqual(interpretWorkload(structuredClone(workload)));
    }
  });

  it('cover every case the mapping distinguishes', () => {
    const statuses = new Set(
      cases.map(
        ([, c]) =>
          desiredStatus({
            job: c.job as KubeObject,
            workload: c.workload as KubeObject,
            pods: c.pods as KubeObject[],
          }).status,
      ),
    );
    expect([...statuses].sort()).toEqual(['FAILED', 'QUEUED', 'RUNNING', 'SUCCEEDED']);
  });
});
