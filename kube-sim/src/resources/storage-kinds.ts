import { isQuantity } from '../quantity.ts';
import type { FieldError } from '../status.ts';
import { type KubeObject, semanticEqual } from '../store.ts';
import { AGE_COL as AGE, age, col, NAME_COL as NAME } from './columns.ts';
import type { ResourceDef } from './registry.ts';

/** core/v1 PersistentVolumes (cluster-scoped) and PersistentVolumeClaims: the API server's half (tables, defaults, checks). */

const VERBS = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];
const identity = (o: KubeObject) => o;
const core = {
  group: '',
  versions: ['v1'],
  storageVersion: 'v1',
  categories: [],
  verbs: VERBS,
  builtin: true,
  deprecatedVersions: {},
  returnDeletedObject: true,
  generation: false,
  toVersion: identity,
  fromVersion: identity,
};

export const PV_PROTECTION = 'kubernetes.io/pv-protection';
export const PVC_PROTECTION = 'kubernetes.io/pvc-protection';
export const ACCESS_MODES = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod'];
const SHORT_MODES: [string, string][] = [
  ['ReadWriteOnce', 'RWO'],
  ['ReadOnlyMany', 'ROX'],
  ['ReadWriteMany', 'RWX'],
  ['ReadWriteOncePod', 'RWOP'],
];
/** The volume sources a PersistentVolume may name (one of them). */
const PV_SOURCES = [
  'awsElasticBlockStore',
  'azureDisk',
  'azureFile',
  'cephfs',
  'cinder',
  'csi',
  'fc',
  'flexVolume',
  'flocker',
  'gcePersistentDisk',
  'glusterfs',
  'hostPath',
  'iscsi',
  'local',
  'nfs',
  'photonPersistentDisk',
  'portworxVolume',
  'quobyte',
  'rbd',
  'scaleIO',
  'storageos',
  'vsphereVolume',
];

/** kubectl's access-mode abbreviations in its fixed order (helper.GetAccessModesAsString). */
export function accessModesString(modes: string[] | undefined): string {
  const set = new Set(modes ?? []);
  return SHORT_MODES.filter(([m]) => set.has(m))
    .map(([, s]) => s)
    .join(',');
}

/** A PV's class: the beta annotation wins over spec.storageClassName, as storagehelpers.GetPersistentVolumeClass. */
export function volumeClass(o: KubeObject): string {
  return (
    o.metadata.annotations?.['volume.beta.kubernetes.io/storage-class'] ?? o.spec?.storageClassName ?? ''
  );
}

export const claimClass = volumeClass;

const fields = (o: KubeObject): Record<string, string> => {
  const f: Record<string, string> = { 'metadata.name': o.metadata.name };
  if (o.metadata.namespace !== undefined) f['metadata.namespace'] = o.metadata.namespace;
  return f;
};

function describe(type: string, field: string): string {
  return DOCS[`${type}.${field}`] ?? '';
}

// The Go types' SwaggerDoc() strings the printer uses as column descriptions (core/v1 OpenAPI descriptions).
const DOCS: Record<string, string> = {
  'PersistentVolumeSpec.capacity':
    "capacity is the description of the persistent volume's resources and capacity. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity",
  'PersistentVolumeSpec.accessModes':
    'accessModes contains all ways the volume can be mounted. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes',
  'PersistentVolumeSpec.persistentVolumeReclaimPolicy':
    'persistentVolumeReclaimPolicy defines what happens to a persistent volume when released from its claim. Valid options are Retain (default for manually created PersistentVolumes), Delete (default for dynamically provisioned PersistentVolumes), and Recycle (deprecated). Recycle must be supported by the volume plugin underlying this PersistentVolume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming',
  'PersistentVolumeStatus.phase':
    'phase indicates if a volume is available, bound to a claim, or released by a claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase',
  'PersistentVolumeSpec.claimRef':
    'claimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim. Expected to be non-nil when bound. claim.VolumeName is the authoritative bind between PV and PVC. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding',
  'PersistentVolumeStatus.reason':
    'reason is a brief CamelCase string that describes any failure and is meant for machine parsing and tidy display in the CLI.',
  'PersistentVolumeSpec.volumeMode':
    'volumeMode defines if a volume is intended to be used with a formatted filesystem or to remain in raw block state. Value of Filesystem is implied when not included in spec.',
  'PersistentVolumeClaimStatus.phase': 'phase represents the current phase of PersistentVolumeClaim.',
  'PersistentVolumeClaimSpec.volumeName':
    'volumeName is the binding reference to the PersistentVolume backing this claim.',
  'PersistentVolumeClaimStatus.capacity':
    'capacity represents the actual resources of the underlying volume.',
  'PersistentVolumeClaimStatus.accessModes':
    'accessModes contains the actual access modes the volume backing the PVC has. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1',
  'PersistentVolumeClaimSpec.volumeMode':
    'volumeMode defines what type of volume is required by the claim. Value of Filesystem is implied when not included in claim spec.',
};

const phaseOf = (o: KubeObject): string =>
  o.metadata.deletionTimestamp ? 'Terminating' : (o.status?.phase ?? '');

export const PERSISTENT_VOLUMES: ResourceDef = {
  ...core,
  key: 'persistentvolumes',
  kind: 'PersistentVolume',
  listKind: 'PersistentVolumeList',
  plural: 'persistentvolumes',
  singular: 'persistentvolume',
  namespaced: false,
  shortNames: ['pv'],
  subresources: [{ name: 'status', kind: 'PersistentVolume', verbs: ['get', 'patch', 'update'] }],
  fields,
  table: () => ({
    columns: [
      NAME,
      col('Capacity', 'string', describe('PersistentVolumeSpec', 'capacity')),
      col('Access Modes', 'string', describe('PersistentVolumeSpec', 'accessModes')),
      col('Reclaim Policy', 'string', describe('PersistentVolumeSpec', 'persistentVolumeReclaimPolicy')),
      col('Status', 'string', describe('PersistentVolumeStatus', 'phase')),
      col('Claim', 'string', describe('PersistentVolumeSpec', 'claimRef')),
      col('StorageClass', 'string', 'StorageClass of the pv'),
      col('VolumeAttributesClass', 'string', 'VolumeAttributesClass of the pv'),
      col('Reason', 'string', describe('PersistentVolumeStatus', 'reason')),
      AGE,
      col('VolumeMode', 'string', describe('PersistentVolumeSpec', 'volumeMode'), 1),
    ],
    row: (o, now) => [
      o.metadata.name,
      o.spec?.capacity?.storage ?? '0',
      accessModesString(o.spec?.accessModes),
      o.spec?.persistentVolumeReclaimPolicy ?? '',
      phaseOf(o),
      o.spec?.claimRef ? `${o.spec.claimRef.namespace ?? ''}/${o.spec.claimRef.name ?? ''}` : '',
      volumeClass(o),
      o.spec?.volumeAttributesClassName ?? '<unset>',
      o.status?.reason ?? '',
      age(o, now),
      o.spec?.volumeMode ?? '<unset>',
    ],
  }),
};

export const PERSISTENT_VOLUME_CLAIMS: ResourceDef = {
  ...core,
  key: 'persistentvolumeclaims',
  kind: 'PersistentVolumeClaim',
  listKind: 'PersistentVolumeClaimList',
  plural: 'persistentvolumeclaims',
  singular: 'persistentvolumeclaim',
  namespaced: true,
  shortNames: ['pvc'],
  subresources: [{ name: 'status', kind: 'PersistentVolumeClaim', verbs: ['get', 'patch', 'update'] }],
  fields,
  table: () => ({
    columns: [
      NAME,
      col('Status', 'string', describe('PersistentVolumeClaimStatus', 'phase')),
      col('Volume', 'string', describe('PersistentVolumeClaimSpec', 'volumeName')),
      col('Capacity', 'string', describe('PersistentVolumeClaimStatus', 'capacity')),
      col('Access Modes', 'string', describe('PersistentVolumeClaimStatus', 'accessModes')),
      col('StorageClass', 'string', 'StorageClass of the pvc'),
      col('VolumeAttributesClass', 'string', 'VolumeAttributesClass of the pvc'),
      AGE,
      col('VolumeMode', 'string', describe('PersistentVolumeClaimSpec', 'volumeMode'), 1),
    ],
    row: (o, now) => {
      const bound = !!o.spec?.volumeName;
      return [
        o.metadata.name,
        phaseOf(o),
        o.spec?.volumeName ?? '',
        bound ? (o.status?.capacity?.storage ?? '0') : '',
        bound ? accessModesString(o.status?.accessModes) : '',
        claimClass(o),
        o.spec?.volumeAttributesClassName ?? '<unset>',
        age(o, now),
        o.spec?.volumeMode ?? '<unset>',
      ];
    },
  }),
};

function accessModeErrors(modes: unknown, field: string, requiredDetail: string): FieldError[] {
  const errs: FieldError[] = [];
  if (!Array.isArray(modes) || modes.length === 0) {
    errs.push({ type: 'FieldValueRequired', field, detail: requiredDetail });
    return errs;
  }
  for (const m of modes)
    if (!ACCESS_MODES.includes(m))
      errs.push({
        type: 'FieldValueNotSupported',
        field,
        badValue: m,
        detail: `supported values: ${ACCESS_MODES.map((x) => `"${x}"`).join(', ')}`,
      });
  if (modes.includes('ReadWriteOncePod') && modes.length > 1)
    errs.push({
      type: 'FieldValueForbidden',
      field,
      detail: 'may not use ReadWriteOncePod with other access modes',
    });
  return errs;
}

function storageClassErrors(o: KubeObject, field: string): FieldError[] {
  const name = o.spec?.storageClassName;
  if (typeof name !== 'string' || name === '') return [];
  if (/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(name) && name.length <= 253)
    return [];
  return [
    {
      type: 'FieldValueInvalid',
      field,
      badValue: name,
      detail:
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    },
  ];
}

export interface StorageAdmission {
  old?: KubeObject;
  /** The API server's clock, for status.lastPhaseTransitionTime on create. */
  now?: string;
}

/**
 * The API server's PersistentVolume strategy and validation: defaults (Retain, Filesystem, hostPath type), the
 * pv-protection finalizer (StorageObjectInUseProtection admission), phase Pending on create, one volume source.
 */
export function admitPersistentVolume(obj: KubeObject, ctx: StorageAdmission): FieldError[] {
  obj.spec ??= {};
  const spec = obj.spec;
  spec.persistentVolumeReclaimPolicy ??= 'Retain';
  spec.volumeMode ??= 'Filesystem';
  if (spec.hostPath && typeof spec.hostPath === 'object') spec.hostPath.type ??= '';
  if (!ctx.old) {
    const fins: string[] = obj.metadata.finalizers ?? [];
    if (!fins.includes(PV_PROTECTION)) obj.metadata.finalizers = [...fins, PV_PROTECTION];
    obj.status = { phase: 'Pending', ...(ctx.now ? { lastPhaseTransitionTime: ctx.now } : {}) };
  }
  const errs = accessModeErrors(spec.accessModes, 'spec.accessModes', '');
  const cap = spec.capacity && typeof spec.capacity === 'object' ? spec.capacity : undefined;
  // Both checks, as ValidatePersistentVolumeSpec makes them: no capacity is also a capacity without storage.
  if (!cap || Object.keys(cap).length === 0)
    errs.push({ type: 'FieldValueRequired', field: 'spec.capacity', detail: '' });
  if (!cap || !('storage' in cap) || Object.keys(cap).length > 1)
    errs.push({
      type: 'FieldValueNotSupported',
      field: 'spec.capacity',
      badValue: cap ?? null,
      detail: 'supported values: "storage"',
    });
  if (cap) {
    if ('storage' in cap && !isQuantity(cap.storage))
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.capacity[storage]',
        badValue: cap.storage,
        detail: 'must be a valid quantity',
      });
  }
  const sources = PV_SOURCES.filter((s) => spec[s] != null);
  if (sources.length === 0)
    errs.push({ type: 'FieldValueRequired', field: 'spec', detail: 'must specify a volume type' });
  for (const s of sources.slice(1))
    errs.push({
      type: 'FieldValueForbidden',
      field: `spec.${s}`,
      detail: 'may not specify more than 1 volume type',
    });
  for (const s of ['hostPath', 'local'] as const)
    if (spec[s] && !spec[s].path)
      errs.push({ type: 'FieldValueRequired', field: `spec.${s}.path`, detail: '' });
  if (spec.local && !spec.nodeAffinity)
    errs.push({
      type: 'FieldValueRequired',
      field: 'spec.nodeAffinity',
      detail: 'Local volume requires node affinity',
    });
  const policy = spec.persistentVolumeReclaimPolicy;
  if (!['Delete', 'Recycle', 'Retain'].includes(policy))
    errs.push({
      type: 'FieldValueNotSupported',
      field: 'spec.persistentVolumeReclaimPolicy',
      badValue: policy,
      detail: 'supported values: "Delete", "Recycle", "Retain"',
    });
  errs.push(...storageClassErrors(obj, 'spec.storageClassName'));
  if (ctx.old) {
    const src = (o: KubeObject) => Object.fromEntries(PV_SOURCES.map((s) => [s, o.spec?.[s]]));
    if (!semanticEqual(src(ctx.old), src(obj)))
      errs.push({
        type: 'FieldValueForbidden',
        field: 'spec.persistentvolumesource',
        detail: 'spec.persistentvolumesource is forbidden.',
      });
  }
  return errs;
}

/** The API server's PersistentVolumeClaim strategy and validation, with the pvc-protection finalizer. */
export function admitPersistentVolumeClaim(obj: KubeObject, ctx: StorageAdmission): FieldError[] {
  obj.spec ??= {};
  const spec = obj.spec;
  spec.volumeMode ??= 'Filesystem';
  if (!ctx.old) {
    const fins: string[] = obj.metadata.finalizers ?? [];
    if (!fins.includes(PVC_PROTECTION)) obj.metadata.finalizers = [...fins, PVC_PROTECTION];
    obj.status = { phase: 'Pending' };
  }
  const errs = accessModeErrors(spec.accessModes, 'spec.accessModes', 'at least 1 access mode is required');
  const storage = spec.resources?.requests?.storage;
  if (storage === undefined)
    errs.push({ type: 'FieldValueRequired', field: 'spec.resources[storage]', detail: '' });
  else if (!isQuantity(storage))
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.resources[storage]',
      badValue: storage,
      detail: 'must be a valid quantity',
    });
  errs.push(...storageClassErrors(obj, 'spec.storageClassName'));
  if (ctx.old) {
    // Only resources.requests may change, and volumeName once (the binder sets it on an unbound claim).
    const cmp = (o: KubeObject, volumeName: unknown) => {
      const s = structuredClone(o.spec ?? {});
      delete s.resources;
      s.volumeName = volumeName;
      return s;
    };
    const oldName = ctx.old.spec?.volumeName || spec.volumeName;
    if (!semanticEqual(cmp(ctx.old, oldName), cmp(obj, spec.volumeName)))
      errs.push({
        type: 'FieldValueForbidden',
        field: 'spec',
        detail:
          'spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims',
      });
  }
  return errs;
}
