/**
 * The reference OpenAPI documents describe Kubernetes ~1.27, but the simulator answers as v1.32 (`/version`) and
 * defaults and serves fields added since (a Job's `spec.podReplacementPolicy`, `status.terminating`, a pod's
 * `status.hostIPs`). Without them a Job read back could not be written back under `fieldValidation=Strict`
 * (kubectl's default), which a real 1.32 cluster accepts. So the loaded documents are completed with the fields
 * Kubernetes added to the batch/v1 and core/v1 types from 1.28 to 1.32 (types as in k8s.io/api at v0.32).
 */

type Doc = Record<string, any>;

const B = 'io.k8s.api.batch.v1.';
const C = 'io.k8s.api.core.v1.';
const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = (description: string) => ({ type: 'string', description });
const int32 = (description: string) => ({ type: 'integer', format: 'int32', description });
const int64 = (description: string) => ({ type: 'integer', format: 'int64', description });
const list = (items: Doc, description: string, listType = 'atomic') => ({
  type: 'array',
  items,
  description,
  'x-kubernetes-list-type': listType,
});

/** Types that did not exist in 1.27. */
const NEW_SCHEMAS: Record<string, Doc> = {
  [`${B}SuccessPolicy`]: {
    type: 'object',
    description:
      'SuccessPolicy describes when a Job can be declared as succeeded based on the success of some indexes.',
    required: ['rules'],
    properties: {
      rules: list(
        ref(`${B}SuccessPolicyRule`),
        'rules represents the list of alternative rules for the declaring the Jobs as successful.',
      ),
    },
  },
  [`${B}SuccessPolicyRule`]: {
    type: 'object',
    description: 'SuccessPolicyRule describes rule for declaring a Job as succeeded.',
    properties: {
      succeededIndexes: str(
        'succeededIndexes specifies the set of indexes which need to be contained in the actual set of the succeeded indexes for the Job.',
      ),
      succeededCount: int32(
        'succeededCount specifies the minimal required size of the actual set of the succeeded indexes for the Job.',
      ),
    },
  },
  [`${C}ContainerResizePolicy`]: {
    type: 'object',
    description: 'ContainerResizePolicy represents resource resize policy for the container.',
    required: ['resourceName', 'restartPolicy'],
    properties: {
      resourceName: str('Name of the resource to which this resource resize policy applies.'),
      restartPolicy: str('Restart policy to apply when specified resource is resized.'),
    },
  },
  [`${C}HostIP`]: {
    type: 'object',
    description: 'HostIP represents a single IP address allocated to the host.',
    required: ['ip'],
    properties: { ip: str('IP is the IP address assigned to the host') },
  },
  [`${C}PodResourceClaimStatus`]: {
    type: 'object',
    description:
      'PodResourceClaimStatus is stored in the PodStatus for each PodResourceClaim which references a ResourceClaimTemplate.',
    required: ['name'],
    properties: {
      name: str('Name uniquely identifies this resource claim inside the pod.'),
      resourceClaimName: str(
        'ResourceClaimName is the name of the ResourceClaim that was generated for the Pod in the namespace of the Pod.',
      ),
    },
  },
  [`${C}VolumeMountStatus`]: {
    type: 'object',
    description: 'VolumeMountStatus shows status of volume mounts.',
    required: ['name', 'mountPath'],
    properties: {
      name: str('Name corresponds to the name of the original VolumeMount.'),
      mountPath: str('MountPath corresponds to the original VolumeMount.'),
      readOnly: { type: 'boolean', description: 'ReadOnly corresponds to the original VolumeMount.' },
      recursiveReadOnly: str(
        'RecursiveReadOnly must be set to Disabled, Enabled, or unspecified (for non-readonly mounts).',
      ),
    },
  },
  [`${C}ContainerUser`]: {
    type: 'object',
    description: 'ContainerUser represents user identity information',
    properties: { linux: ref(`${C}LinuxContainerUser`) },
  },
  [`${C}LinuxContainerUser`]: {
    type: 'object',
    description: 'LinuxContainerUser represents user identity information in Linux containers',
    required: ['uid', 'gid'],
    properties: {
      uid: int64('UID is the primary uid initially attached to the first process in the container'),
      gid: int64('GID is the primary gid initially attached to the first process in the container'),
      supplementalGroups: list(
        { type: 'integer', format: 'int64' },
        'SupplementalGroups are the supplemental groups initially attached to the first process in the container',
      ),
    },
  },
  [`${C}ResourceStatus`]: {
    type: 'object',
    description: 'ResourceStatus represents the status of a single resource allocated to a Pod.',
    required: ['name'],
    properties: {
      name: str('Name of the resource.'),
      resources: list(ref(`${C}ResourceHealth`), 'List of unique resources health.', 'map'),
    },
  },
  [`${C}ResourceHealth`]: {
    type: 'object',
    description: 'ResourceHealth represents the health of a resource.',
    required: ['resourceID'],
    properties: {
      resourceID: str('ResourceID is the unique identifier of the resource.'),
      health: str('Health of the resource: Healthy, Unhealthy or Unknown.'),
    },
  },
  [`${C}ImageVolumeSource`]: {
    type: 'object',
    description: 'ImageVolumeSource represents a image volume resource.',
    properties: {
      reference: str('Required: Image or artifact reference to be used.'),
      pullPolicy: str('Policy for pulling OCI objects: Always, Never or IfNotPresent.'),
    },
  },
  [`${C}AppArmorProfile`]: {
    type: 'object',
    description: "AppArmorProfile defines a pod or container's AppArmor settings.",
    required: ['type'],
    properties: {
      type: str('type indicates which kind of AppArmor profile will be applied.'),
      localhostProfile: str('localhostProfile indicates a profile loaded on the node that should be used.'),
    },
  },
  [`${C}SleepAction`]: {
    type: 'object',
    description: 'SleepAction describes a "sleep" action.',
    required: ['seconds'],
    properties: { seconds: int64('Seconds is the number of seconds to sleep.') },
  },
};

/** Fields added to existing types. */
const NEW_FIELDS: Record<string, Doc> = {
  [`${B}JobSpec`]: {
    backoffLimitPerIndex: int32(
      'Specifies the limit for the number of retries within an index before marking this index as failed.',
    ),
    maxFailedIndexes: int32(
      'Specifies the maximal number of failed indexes before marking the Job as failed, when backoffLimitPerIndex is set.',
    ),
    podReplacementPolicy: str(
      'podReplacementPolicy specifies when to create replacement Pods: TerminatingOrFailed (default) or Failed.',
    ),
    successPolicy: ref(`${B}SuccessPolicy`),
    managedBy: str('ManagedBy field indicates the controller that manages a Job.'),
  },
  [`${B}JobStatus`]: {
    terminating: int32(
      'The number of pods which are terminating (in phase Pending or Running and have a deletionTimestamp).',
    ),
    failedIndexes: str('FailedIndexes holds the failed indexes when spec.backoffLimitPerIndex is set.'),
  },
  [`${C}Container`]: {
    restartPolicy: str(
      'RestartPolicy defines the restart behavior of individual containers in a pod (init containers: Always).',
    ),
    resizePolicy: list(ref(`${C}ContainerResizePolicy`), 'Resources resize policy for the container.'),
  },
  [`${C}EphemeralContainer`]: {
    restartPolicy: str('Restart policy for the container; only allowed for init containers.'),
    resizePolicy: list(ref(`${C}ContainerResizePolicy`), 'Resources resize policy for the container.'),
  },
  [`${C}PodSpec`]: {
    resources: ref(`${C}ResourceRequirements`),
  },
  [`${C}ContainerStatus`]: {
    allocatedResources: {
      type: 'object',
      additionalProperties: ref(QUANTITY),
      description:
        'AllocatedResources represents the compute resources allocated for this container by the node.',
    },
    resources: ref(`${C}ResourceRequirements`),
    volumeMounts: list(ref(`${C}VolumeMountStatus`), 'Status of volume mounts.', 'map'),
    user: ref(`${C}ContainerUser`),
    allocatedResourcesStatus: list(
      ref(`${C}ResourceStatus`),
      'AllocatedResourcesStatus represents the status of various resources allocated for this Pod.',
      'map',
    ),
  },
  [`${C}PodStatus`]: {
    hostIPs: list(ref(`${C}HostIP`), 'hostIPs holds the IP addresses allocated to the host.'),
    resize: str('Status of resources resize desired for pod containers.'),
    resourceClaimStatuses: list(ref(`${C}PodResourceClaimStatus`), 'Status of resource claims.', 'map'),
  },
  [`${C}Volume`]: { image: ref(`${C}ImageVolumeSource`) },
  [`${C}PodSecurityContext`]: {
    appArmorProfile: ref(`${C}AppArmorProfile`),
    supplementalGroupsPolicy: str(
      'Defines how supplemental groups of the first container processes are calculated.',
    ),
    seLinuxChangePolicy: str(
      "seLinuxChangePolicy defines how the container's SELinux label is applied to all volumes used by the Pod.",
    ),
  },
  [`${C}SecurityContext`]: { appArmorProfile: ref(`${C}AppArmorProfile`) },
  [`${C}LifecycleHandler`]: { sleep: ref(`${C}SleepAction`) },
  [`${C}VolumeMount`]: {
    recursiveReadOnly: str(
      'RecursiveReadOnly specifies whether read-only mounts should be handled recursively.',
    ),
  },
  [`${C}ResourceClaim`]: {
    request: str('Request is the name chosen for a request in the referenced claim.'),
  },
  [`${C}PersistentVolumeClaimSpec`]: {
    volumeAttributesClassName: str(
      'volumeAttributesClassName may be used to set the VolumeAttributesClass used by this claim.',
    ),
  },
  [`${C}PodAffinityTerm`]: {
    matchLabelKeys: list(
      { type: 'string' },
      'MatchLabelKeys is a set of pod label keys to select which pods will be taken into consideration.',
    ),
    mismatchLabelKeys: list(
      { type: 'string' },
      'MismatchLabelKeys is a set of pod label keys to select which pods will be taken into consideration.',
    ),
  },
};

/**
 * Adds the 1.28–1.32 fields to every loaded document that defines the types (the batch/v1 document embeds the core
 * types it uses). Fields already present are left as the document has them. Returns the names of the fields added.
 */
export function completeSchemas(doc: Doc): string[] {
  const schemas = doc.components?.schemas as Record<string, Doc> | undefined;
  if (!schemas) return [];
  const added: string[] = [];
  const addedSchemas: Doc[] = [];
  for (const [name, fields] of Object.entries(NEW_FIELDS)) {
    const s = schemas[name];
    if (!s) continue;
    s.properties ??= {};
    for (const [field, schema] of Object.entries(fields)) {
      if (s.properties[field]) continue;
      s.properties[field] = schema;
      added.push(`${name}.${field}`);
      addedSchemas.push(schema);
    }
  }
  {
    // bring in every new type the added fields reach
    const need = (v: unknown): void => {
      const text = JSON.stringify(v);
      for (const m of text.matchAll(/#\/components\/schemas\/([A-Za-z0-9_.-]+)/g)) {
        const n = m[1]!;
        if (!schemas[n] && NEW_SCHEMAS[n]) {
          schemas[n] = NEW_SCHEMAS[n];
          need(NEW_SCHEMAS[n]);
        }
      }
    };
    need(addedSchemas);
  }
  return added;
}
