import { selectorToString } from '../selectors.ts';
import type { KubeObject } from '../store.ts';
import { humanDuration } from './age.ts';
import { AGE_COL, age, col, NAME_COL } from './columns.ts';
import { CONFIG_MAPS, SERVICES } from './core-kinds.ts';
import { convertKueueIn, convertKueueOut } from './kueue-conversion.ts';
import type { ResourceDef, TableSpec } from './resource-def.ts';
import { PERSISTENT_VOLUME_CLAIMS, PERSISTENT_VOLUMES } from './storage-kinds.ts';

export type { ColumnDefinition, ResourceDef, TableSpec } from './resource-def.ts';
export { humanDuration };

const STD_VERBS = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];

const baseFields = (o: KubeObject): Record<string, string> => {
  const f: Record<string, string> = { 'metadata.name': o.metadata.name };
  if (o.metadata.namespace !== undefined) f['metadata.namespace'] = o.metadata.namespace;
  return f;
};

const identity = (o: KubeObject) => o;

function condition(obj: KubeObject, type: string): { status: string } | undefined {
  return (obj.status?.conditions ?? []).find(
    (c: { type: string; status: string }) => c.type === type && c.status === 'True',
  );
}

function jobStatus(o: KubeObject): string {
  if (condition(o, 'Complete')) return 'Complete';
  if (condition(o, 'Failed')) return 'Failed';
  if (o.metadata.deletionTimestamp) return 'Terminating';
  if (condition(o, 'Suspended')) return 'Suspended';
  if (condition(o, 'FailureTarget')) return 'FailureTarget';
  if (condition(o, 'SuccessCriteriaMet')) return 'SuccessCriteriaMet';
  return 'Running';
}

function jobCompletions(o: KubeObject): string {
  const succeeded = o.status?.succeeded ?? 0;
  if (o.spec?.completions != null) return `${succeeded}/${o.spec.completions}`;
  const p = o.spec?.parallelism ?? 0;
  return p > 1 ? `${succeeded}/1 of ${p}` : `${succeeded}/1`;
}

function jobDuration(o: KubeObject, now: number): string {
  const start = o.status?.startTime;
  if (!start) return '';
  const end = o.status?.completionTime ? Date.parse(o.status.completionTime) : now;
  return humanDuration(end - Date.parse(start));
}

export function podStatusReason(p: KubeObject): string {
  let reason: string = p.status?.reason || p.status?.phase || 'Pending';
  let initializing = false;
  for (const [i, c] of (p.status?.initContainerStatuses ?? []).entries()) {
    if (c.state?.terminated?.exitCode === 0) continue;
    initializing = true;
    if (c.state?.terminated)
      reason = `Init:${c.state.terminated.reason || `Signal:${c.state.terminated.signal}`}`;
    else if (c.state?.waiting?.reason && c.state.waiting.reason !== 'PodInitializing')
      reason = `Init:${c.state.waiting.reason}`;
    else reason = `Init:${i}/${p.spec?.initContainers?.length ?? 0}`;
    break;
  }
  if (!initializing) {
    let hasRunning = false;
    const statuses = [...(p.status?.containerStatuses ?? [])].reverse();
    for (const c of statuses) {
      if (c.state?.waiting?.reason) reason = c.state.waiting.reason;
      else if (c.state?.terminated?.reason) reason = c.state.terminated.reason;
      else if (c.state?.terminated)
        reason = c.state.terminated.signal
          ? `Signal:${c.state.terminated.signal}`
          : `ExitCode:${c.state.terminated.exitCode}`;
      else if (c.ready && c.state?.running) hasRunning = true;
    }
    if (reason === 'Completed' && hasRunning) reason = 'Running';
  }
  if (p.metadata.deletionTimestamp) reason = p.status?.reason === 'NodeLost' ? 'Unknown' : 'Terminating';
  return reason;
}

export const NAMESPACES: ResourceDef = {
  key: 'namespaces',
  group: '',
  versions: ['v1'],
  storageVersion: 'v1',
  kind: 'Namespace',
  listKind: 'NamespaceList',
  plural: 'namespaces',
  singular: 'namespace',
  namespaced: false,
  shortNames: ['ns'],
  categories: [],
  verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
  subresources: [{ name: 'status', kind: 'Namespace', verbs: ['get', 'patch', 'update'] }],
  builtin: true,
  fields: (o) => ({ ...baseFields(o), 'status.phase': o.status?.phase ?? '' }),
  table: () => ({
    columns: [NAME_COL, col('Status', 'string', 'The status of the namespace'), AGE_COL],
    row: (o, now) => [o.metadata.name, o.status?.phase ?? '', age(o, now)],
  }),
  deprecatedVersions: {},
  returnDeletedObject: true,
  generation: false,
  toVersion: identity,
  fromVersion: identity,
};

export const PODS: ResourceDef = {
  key: 'pods',
  group: '',
  versions: ['v1'],
  storageVersion: 'v1',
  kind: 'Pod',
  listKind: 'PodList',
  plural: 'pods',
  singular: 'pod',
  namespaced: true,
  shortNames: ['po'],
  categories: ['all'],
  verbs: STD_VERBS,
  subresources: [
    { name: 'log', kind: 'Pod', verbs: ['get'] },
    { name: 'status', kind: 'Pod', verbs: ['get', 'patch', 'update'] },
  ],
  builtin: true,
  fields: (o) => ({
    ...baseFields(o),
    'spec.nodeName': o.spec?.nodeName ?? '',
    'spec.restartPolicy': o.spec?.restartPolicy ?? '',
    'spec.schedulerName': o.spec?.schedulerName ?? '',
    'spec.serviceAccountName': o.spec?.serviceAccountName ?? '',
    'spec.hostNetwork': String(o.spec?.hostNetwork ?? false),
    'status.phase': o.status?.phase ?? '',
    'status.podIP': o.status?.podIP ?? '',
    'status.nominatedNodeName': o.status?.nominatedNodeName ?? '',
  }),
  table: () => ({
    columns: [
      NAME_COL,
      col('Ready', 'string', 'The aggregate readiness state of this pod for accepting traffic.'),
      col('Status', 'string', 'The aggregate status of the containers in this pod.'),
      col(
        'Restarts',
        'string',
        'The number of times the containers in this pod have been restarted and when the last container in this pod has restarted.',
      ),
      AGE_COL,
      col('IP', 'string', 'The IP address assigned to this pod', 1),
      col('Node', 'string', 'The node this pod is scheduled on', 1),
      col('Nominated Node', 'string', 'The node the pod is nominated to run on', 1),
      col('Readiness Gates', 'string', 'The readiness gates of this pod', 1),
    ],
    row: (o, now) => {
      const cs: { ready?: boolean; restartCount?: number }[] = o.status?.containerStatuses ?? [];
      const total = o.spec?.containers?.length ?? 0;
      const ready = cs.filter((c) => c.ready).length;
      const restarts = cs.reduce((n, c) => n + (c.restartCount ?? 0), 0);
      return [
        o.metadata.name,
        `${ready}/${total}`,
        podStatusReason(o),
        String(restarts),
        age(o, now),
        o.status?.podIP ?? '<none>',
        o.spec?.nodeName || '<none>',
        o.status?.nominatedNodeName || '<none>',
        '<none>',
      ];
    },
  }),
  deprecatedVersions: {},
  returnDeletedObject: true,
  generation: false,
  toVersion: identity,
  fromVersion: identity,
};

export const SECRETS: ResourceDef = {
  key: 'secrets',
  group: '',
  versions: ['v1'],
  storageVersion: 'v1',
  kind: 'Secret',
  listKind: 'SecretList',
  plural: 'secrets',
  singular: 'secret',
  namespaced: true,
  shortNames: [],
  categories: [],
  verbs: STD_VERBS,
  subresources: [],
  builtin: true,
  fields: (o) => ({ ...baseFields(o), type: o.type ?? '' }),
  table: () => ({
    columns: [
      NAME_COL,
      col('Type', 'string', 'The type of the secret'),
      col('Data', 'string', 'The number of entries in the secret'),
      AGE_COL,
    ],
    row: (o, now) => [o.metadata.name, o.type ?? '', String(Object.keys(o.data ?? {}).length), age(o, now)],
  }),
  deprecatedVersions: {},
  returnDeletedObject: true,
  generation: false,
  toVersion: identity,
  fromVersion: identity,
};

export const EVENTS: ResourceDef = {
  key: 'events',
  group: '',
  versions: ['v1'],
  storageVersion: 'v1',
  kind: 'Event',
  listKind: 'EventList',
  plural: 'events',
  singular: 'event',
  namespaced: true,
  shortNames: ['ev'],
  categories: [],
  verbs: STD_VERBS,
  subresources: [],
  builtin: true,
  fields: (o) => ({
    ...baseFields(o),
    'involvedObject.kind': o.involvedObject?.kind ?? '',
    'involvedObject.name': o.involvedObject?.name ?? '',
    'involvedObject.namespace': o.involvedObject?.namespace ?? '',
    'involvedObject.uid': o.involvedObject?.uid ?? '',
    reason: o.reason ?? '',
    type: o.type ?? '',
  }),
  table: () => ({
    columns: [
      col('Last Seen', 'string', 'Time when last event occurred'),
      col('Type', 'string', 'Type of this event (Normal, Warning)'),
      col(
        'Reason',
        'string',
        "Short, machine understandable string that gives the reason for the transition into the object's current status",
      ),
      col('Object', 'string', 'The object that this event is about'),
      col('Message', 'string', 'A human-readable description of the status of this operation'),
    ],
    row: (o, now) => [
      o.lastTimestamp ? humanDuration(now - Date.parse(o.lastTimestamp)) : '<unknown>',
      o.type ?? '',
      o.reason ?? '',
      `${(o.involvedObject?.kind ?? '').toLowerCase()}/${o.involvedObject?.name ?? ''}`,
      o.message ?? '',
    ],
  }),
  deprecatedVersions: {},
  returnDeletedObject: false,
  generation: false,
  toVersion: identity,
  fromVersion: identity,
};

export const JOBS: ResourceDef = {
  key: 'jobs.batch',
  group: 'batch',
  versions: ['v1'],
  storageVersion: 'v1',
  kind: 'Job',
  listKind: 'JobList',
  plural: 'jobs',
  singular: 'job',
  namespaced: true,
  shortNames: [],
  categories: ['all'],
  verbs: STD_VERBS,
  subresources: [{ name: 'status', kind: 'Job', verbs: ['get', 'patch', 'update'] }],
  builtin: true,
  fields: (o) => ({ ...baseFields(o), 'status.successful': String(o.status?.succeeded ?? 0) }),
  table: () => ({
    columns: [
      NAME_COL,
      col('Status', 'string', 'Status of the job.'),
      col(
        'Completions',
        'string',
        'The desired number of successfully finished pods the job should be run with.',
      ),
      col('Duration', 'string', 'Time required to complete the job.'),
      AGE_COL,
      col('Containers', 'string', 'Names of each container in the template.', 1),
      col('Images', 'string', 'Images referenced by each container in the template.', 1),
      col('Selector', 'string', 'Selector that selects the pods of this job.', 1),
    ],
    row: (o, now) => {
      const containers: { name: string; image: string }[] = o.spec?.template?.spec?.containers ?? [];
      return [
        o.metadata.name,
        jobStatus(o),
        jobCompletions(o),
        jobDuration(o, now),
        age(o, now),
        containers.map((c) => c.name).join(','),
        containers.map((c) => c.image).join(','),
        selectorToString(o.spec?.selector) || '<none>',
      ];
    },
  }),
  deprecatedVersions: {},
  returnDeletedObject: false,
  generation: true,
  toVersion: identity,
  fromVersion: identity,
};

interface PrinterColumn {
  name: string;
  type: string;
  jsonPath: string;
  description: string;
  priority?: number;
}

/** Evaluates the simple JSONPath forms CRD printer columns use (`.a.b`, `.a[?(@.type=='X')].status`). */
export function evalJsonPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  const re = /\.([A-Za-z0-9_-]+)|\[\?\(@\.([A-Za-z0-9_]+)=='([^']*)'\)\]/g;
  let m: RegExpExecArray | null;
  for (;;) {
    m = re.exec(path);
    if (!m) break;
    if (cur == null) return undefined;
    if (m[1] !== undefined) cur = (cur as Record<string, unknown>)[m[1]];
    else {
      const k = m[2]!;
      const v = m[3]!;
      cur = Array.isArray(cur) ? cur.find((e) => (e as Record<string, unknown>)?.[k] === v) : undefined;
    }
  }
  return cur;
}

function crdTable(cols: PrinterColumn[]): TableSpec {
  const all =
    cols.length > 0
      ? cols
      : [
          {
            name: 'Age',
            type: 'date',
            jsonPath: '.metadata.creationTimestamp',
            description: AGE_COL.description,
          },
        ];
  return {
    columns: [
      NAME_COL,
      ...all.map((c) => col(c.name, c.type === 'date' ? 'date' : c.type, c.description, c.priority ?? 0)),
    ],
    row: (o, now) => [
      o.metadata.name,
      ...all.map((c) => {
        const v = evalJsonPath(o, c.jsonPath);
        if (v === undefined || v === null) return null;
        if (c.type === 'date' && typeof v === 'string') return humanDuration(now - Date.parse(v));
        return v;
      }),
    ],
  };
}

const KUEUE_GROUP = 'kueue.x-k8s.io';
const DEPRECATED = 'This version is deprecated. Use v1beta2 instead.';

function kueueDef(
  d: Pick<ResourceDef, 'kind' | 'plural' | 'singular' | 'namespaced' | 'shortNames'> & {
    status: boolean;
    columns: (version: string) => PrinterColumn[];
    deprecatedV1beta1: boolean;
  },
): ResourceDef {
  return {
    key: `${d.plural}.${KUEUE_GROUP}`,
    group: KUEUE_GROUP,
    versions: ['v1beta2', 'v1beta1'],
    storageVersion: 'v1beta2',
    kind: d.kind,
    listKind: `${d.kind}List`,
    plural: d.plural,
    singular: d.singular,
    namespaced: d.namespaced,
    shortNames: d.shortNames,
    categories: [],
    // The order apiextensions-apiserver lists a custom resource's verbs in.
    verbs: ['delete', 'deletecollection', 'get', 'list', 'patch', 'create', 'update', 'watch'],
    subresources: d.status ? [{ name: 'status', kind: d.kind, verbs: ['get', 'patch', 'update'] }] : [],
    builtin: false,
    fields: baseFields,
    table: (v) => crdTable(d.columns(v)),
    deprecatedVersions: d.deprecatedV1beta1 ? { v1beta1: DEPRECATED } : {},
    // Custom resources answer a delete with a Status (apiextensions' store does not return the object).
    returnDeletedObject: false,
    generation: true,
    toVersion: (o, v) => convertKueueOut(d.kind, o, v),
    fromVersion: (o, v) => convertKueueIn(d.kind, o, v),
  };
}

export const CLUSTER_QUEUES = kueueDef({
  kind: 'ClusterQueue',
  plural: 'clusterqueues',
  singular: 'clusterqueue',
  namespaced: false,
  shortNames: ['cq'],
  status: true,
  deprecatedV1beta1: true,
  columns: (v) => [
    {
      name: 'Cohort',
      type: 'string',
      jsonPath: v === 'v1beta1' ? '.spec.cohort' : '.spec.cohortName',
      description: 'Cohort that this ClusterQueue belongs to',
    },
    {
      name: 'Strategy',
      type: 'string',
      jsonPath: '.spec.queueingStrategy',
      description: 'The queueing strategy used to prioritize workloads',
      priority: 1,
    },
    {
      name: 'Pending Workloads',
      type: 'integer',
      jsonPath: '.status.pendingWorkloads',
      description: 'Number of pending workloads',
    },
    {
      name: 'Admitted Workloads',
      type: 'integer',
      jsonPath: '.status.admittedWorkloads',
      description: "Number of admitted workloads that haven't finished yet",
      priority: 1,
    },
  ],
});

export const LOCAL_QUEUES = kueueDef({
  kind: 'LocalQueue',
  plural: 'localqueues',
  singular: 'localqueue',
  namespaced: true,
  shortNames: ['queue', 'queues', 'lq'],
  status: true,
  deprecatedV1beta1: true,
  columns: () => [
    {
      name: 'ClusterQueue',
      type: 'string',
      jsonPath: '.spec.clusterQueue',
      description: 'Backing ClusterQueue',
    },
    {
      name: 'Pending Workloads',
      type: 'integer',
      jsonPath: '.status.pendingWorkloads',
      description: 'Number of pending workloads',
    },
    {
      name: 'Admitted Workloads',
      type: 'integer',
      jsonPath: '.status.admittedWorkloads',
      description: "Number of admitted workloads that haven't finished yet.",
    },
  ],
});

export const RESOURCE_FLAVORS = kueueDef({
  kind: 'ResourceFlavor',
  plural: 'resourceflavors',
  singular: 'resourceflavor',
  namespaced: false,
  shortNames: ['flavor', 'flavors', 'rf'],
  status: false,
  deprecatedV1beta1: true,
  columns: () => [],
});

export const WORKLOAD_PRIORITY_CLASSES = kueueDef({
  kind: 'WorkloadPriorityClass',
  plural: 'workloadpriorityclasses',
  singular: 'workloadpriorityclass',
  namespaced: false,
  shortNames: [], // Kueue's CRD has none
  status: false,
  deprecatedV1beta1: true,
  columns: () => [
    {
      name: 'Value',
      type: 'integer',
      jsonPath: '.value',
      description: "Value of workloadPriorityClass's Priority",
    },
  ],
});

export const WORKLOADS = kueueDef({
  kind: 'Workload',
  plural: 'workloads',
  singular: 'workload',
  namespaced: true,
  shortNames: ['kwl', 'kueueworkload', 'kueueworkloads'],
  status: true,
  deprecatedV1beta1: true,
  columns: () => [
    {
      name: 'Queue',
      type: 'string',
      jsonPath: '.spec.queueName',
      description: 'Name of the queue this workload was submitted to',
    },
    {
      name: 'Reserved in',
      type: 'string',
      jsonPath: '.status.admission.clusterQueue',
      description: 'Name of the ClusterQueue where the workload is reserving quota',
    },
    {
      name: 'Admitted',
      type: 'string',
      jsonPath: ".status.conditions[?(@.type=='Admitted')].status",
      description: 'Admission status',
    },
    {
      name: 'Finished',
      type: 'string',
      jsonPath: ".status.conditions[?(@.type=='Finished')].status",
      description: 'Workload finished',
    },
    {
      name: 'Age',
      type: 'date',
      jsonPath: '.metadata.creationTimestamp',
      description: 'Time this workload was created',
    },
  ],
});

export const ALL_RESOURCES: ResourceDef[] = [
  NAMESPACES,
  PODS,
  SECRETS,
  CONFIG_MAPS,
  SERVICES,
  PERSISTENT_VOLUMES,
  PERSISTENT_VOLUME_CLAIMS,
  EVENTS,
  JOBS,
  CLUSTER_QUEUES,
  LOCAL_QUEUES,
  RESOURCE_FLAVORS,
  WORKLOAD_PRIORITY_CLASSES,
  WORKLOADS,
];

export interface GroupVersion {
  group: string;
  version: string;
}

/** The resources a cluster serves, given which Kueue API versions it has. */
export class ResourceCatalog {
  readonly resources: ResourceDef[];
  readonly kueueVersions: string[];

  constructor(kueueVersions: string[]) {
    this.kueueVersions = kueueVersions;
    this.resources = ALL_RESOURCES;
  }

  servedVersions(def: ResourceDef): string[] {
    return def.group === KUEUE_GROUP
      ? def.versions.filter((v) => this.kueueVersions.includes(v))
      : def.versions;
  }

  find(group: string, version: string, plural: string): ResourceDef | undefined {
    const def = this.resources.find((r) => r.group === group && r.plural === plural);
    return def && this.servedVersions(def).includes(version) ? def : undefined;
  }

  groups(): { group: string; versions: string[] }[] {
    const out = new Map<string, string[]>();
    for (const r of this.resources) {
      if (!r.group) continue;
      const vs = this.servedVersions(r);
      if (vs.length === 0) continue;
      const cur = out.get(r.group) ?? [];
      for (const v of vs) if (!cur.includes(v)) cur.push(v);
      out.set(r.group, cur);
    }
    return [...out.entries()].map(([group, versions]) => ({ group, versions }));
  }

  inGroupVersion(group: string, version: string): ResourceDef[] {
    return this.resources.filter((r) => r.group === group && this.servedVersions(r).includes(version));
  }
}

export const KUEUE = KUEUE_GROUP;
