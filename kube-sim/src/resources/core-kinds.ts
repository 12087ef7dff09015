import type { FieldError } from '../status.ts';
import type { KubeObject } from '../store.ts';
import { AGE_COL as AGE, age, col, NAME_COL as NAME } from './columns.ts';
import type { ResourceDef } from './resource-def.ts';

/** core/v1 ConfigMaps and Services (no endpoints, no proxy: a Service is its object and its cluster IP). */

const VERBS = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];
const fields = (o: KubeObject): Record<string, string> => ({
  'metadata.name': o.metadata.name,
  'metadata.namespace': o.metadata.namespace ?? '',
});
const identity = (o: KubeObject) => o;

const core = {
  group: '',
  versions: ['v1'],
  storageVersion: 'v1',
  namespaced: true,
  categories: [],
  verbs: VERBS,
  subresources: [],
  builtin: true,
  deprecatedVersions: {},
  returnDeletedObject: true,
  generation: false,
  toVersion: identity,
  fromVersion: identity,
};

export const CONFIG_MAPS: ResourceDef = {
  ...core,
  key: 'configmaps',
  kind: 'ConfigMap',
  listKind: 'ConfigMapList',
  plural: 'configmaps',
  singular: 'configmap',
  shortNames: ['cm'],
  fields,
  table: () => ({
    columns: [NAME, col('Data', 'string', 'The number of entries in the configmap'), AGE],
    row: (o, now) => [
      o.metadata.name,
      String(Object.keys(o.data ?? {}).length + Object.keys(o.binaryData ?? {}).length),
      age(o, now),
    ],
  }),
};

export const SERVICES: ResourceDef = {
  ...core,
  key: 'services',
  kind: 'Service',
  listKind: 'ServiceList',
  plural: 'services',
  singular: 'service',
  shortNames: ['svc'],
  categories: ['all'],
  subresources: [{ name: 'status', kind: 'Service', verbs: ['get', 'patch', 'update'] }],
  fields: (o) => ({
    ...fields(o),
    'spec.clusterIP': o.spec?.clusterIP ?? '',
    'spec.type': o.spec?.type ?? '',
  }),
  table: () => ({
    columns: [
      NAME,
      col('Type', 'string', 'The type of the service'),
      col('Cluster-IP', 'string', 'The cluster IP of the service'),
      col('External-IP', 'string', 'The external IP of the service'),
      col('Port(s)', 'string', 'The ports of the service'),
      AGE,
      col('Selector', 'string', 'The selector of the service', 1),
    ],
    row: (o, now) => [
      o.metadata.name,
      o.spec?.type ?? 'ClusterIP',
      o.spec?.clusterIP ?? '',
      '<none>',
      (o.spec?.ports ?? [])
        .map((p: { port: number; protocol?: string }) => `${p.port}/${p.protocol ?? 'TCP'}`)
        .join(',') || '<none>',
      age(o, now),
      Object.entries(o.spec?.selector ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join(',') || '<none>',
    ],
  }),
};

let nextIp = 10;

/** The API server's Service defaulting (type, cluster IP, families, ports) and the checks a batch user meets. */
export function admitService(obj: KubeObject, old: KubeObject | undefined): FieldError[] {
  obj.spec ??= {};
  const spec = obj.spec;
  const errs: FieldError[] = [];
  spec.type ??= 'ClusterIP';
  spec.sessionAffinity ??= 'None';
  spec.internalTrafficPolicy ??= 'Cluster';
  if (old) {
    spec.clusterIP ??= old.spec?.clusterIP;
    if (spec.clusterIP !== old.spec?.clusterIP)
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.clusterIPs[0]',
        badValue: spec.clusterIP,
        detail: 'may not change once set',
      });
  } else if (spec.clusterIP === undefined || spec.clusterIP === '') {
    spec.clusterIP = `10.96.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  }
  spec.clusterIPs = [spec.clusterIP];
  spec.ipFamilies ??= ['IPv4'];
  spec.ipFamilyPolicy ??= 'SingleStack';
  const headless = spec.clusterIP === 'None';
  const ports: Record<string, any>[] = spec.ports ?? [];
  if (ports.length === 0 && !headless && spec.type !== 'ExternalName')
    errs.push({ type: 'FieldValueRequired', field: 'spec.ports', detail: '' });
  ports.forEach((p, i) => {
    p.protocol ??= 'TCP';
    p.targetPort ??= p.port;
    if (!Number.isInteger(p.port) || p.port < 1 || p.port > 65535)
      errs.push({
        type: 'FieldValueInvalid',
        field: `spec.ports[${i}].port`,
        badValue: p.port,
        detail: 'must be between 1 and 65535, inclusive',
      });
  });
  obj.status = old?.status ?? { loadBalancer: {} };
  return errs;
}

const CONFIG_KEY = /^[-._a-zA-Z0-9]+$/;
const MAX_CONFIG_MAP_BYTES = 1024 * 1024;

/** The API server's ConfigMap checks (configMapStrategy): keys, a key in both maps, the 1 MiB bound, `immutable`. */
export function admitConfigMap(obj: KubeObject, old: KubeObject | undefined): FieldError[] {
  const errs: FieldError[] = [];
  let size = 0;
  for (const [field, map] of [
    ['data', obj.data],
    ['binaryData', obj.binaryData],
  ] as const) {
    for (const [k, v] of Object.entries((map ?? {}) as Record<string, string>)) {
      if (!CONFIG_KEY.test(k))
        errs.push({
          type: 'FieldValueInvalid',
          field: `${field}[${k}]`,
          badValue: k,
          detail: "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
        });
      if (field === 'data' && obj.binaryData && k in obj.binaryData)
        errs.push({
          type: 'FieldValueInvalid',
          field: `data[${k}]`,
          badValue: k,
          detail: 'duplicate of key present in binaryData',
        });
      size += field === 'data' ? Buffer.byteLength(String(v)) : Buffer.from(String(v), 'base64').length;
    }
  }
  if (size > MAX_CONFIG_MAP_BYTES)
    errs.push({
      type: 'FieldValueTooLong',
      field: '',
      detail: `must have at most ${MAX_CONFIG_MAP_BYTES} bytes`,
    });
  if (old?.immutable === true) {
    if (obj.immutable !== true)
      errs.push({
        type: 'FieldValueForbidden',
        field: 'immutable',
        detail: 'field is immutable when `immutable` is set',
      });
    for (const f of ['data', 'binaryData'])
      if (JSON.stringify(old[f] ?? {}) !== JSON.stringify(obj[f] ?? {}))
        errs.push({
          type: 'FieldValueForbidden',
          field: f,
          detail: 'field is immutable when `immutable` is set',
        });
  }
  return errs;
}
