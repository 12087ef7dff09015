import { randomUUID } from 'node:crypto';
import { QUEUE_LABEL } from '../controllers/kueue-controller.ts';
import { dns1123LabelErrors } from '../names.ts';
import { isQuantity, parseMilli, resourceAmount } from '../quantity.ts';
import { ApiError, type FieldError } from '../status.ts';
import { type KubeObject, semanticEqual } from '../store.ts';
import { admitConfigMap, admitService } from './core-kinds.ts';
import { indexedJobErrors } from './job-validation.ts';
import type { ResourceDef } from './registry.ts';
import { admitPersistentVolume, admitPersistentVolumeClaim } from './storage-kinds.ts';

const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const QUALIFIED_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;

export function dns1123SubdomainErrors(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 253) errs.push('must be no more than 253 characters');
  if (!DNS1123_SUBDOMAIN.test(value))
    errs.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    );
  return errs;
}

function labelErrors(labels: Record<string, unknown> | undefined, field: string): FieldError[] {
  const errs: FieldError[] = [];
  for (const [k, v] of Object.entries(labels ?? {})) {
    const [prefix, name] = k.includes('/')
      ? [k.slice(0, k.indexOf('/')), k.slice(k.indexOf('/') + 1)]
      : [undefined, k];
    if (
      !QUALIFIED_NAME.test(name) ||
      name.length > 63 ||
      (prefix !== undefined && dns1123SubdomainErrors(prefix).length > 0)
    ) {
      errs.push({
        type: 'FieldValueInvalid',
        field,
        badValue: k,
        detail:
          "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
      });
    }
    if (typeof v !== 'string' || v.length > 63 || !LABEL_VALUE.test(v)) {
      errs.push({
        type: 'FieldValueInvalid',
        field,
        badValue: v,
        detail:
          typeof v === 'string' && v.length > 63
            ? 'must be no more than 63 characters'
            : "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
      });
    }
  }
  return errs;
}

function metadataErrors(def: ResourceDef, obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const name = obj.metadata.name;
  if (!name)
    errs.push({
      type: 'FieldValueRequired',
      field: 'metadata.name',
      detail: 'name or generateName is required',
    });
  else {
    const nameErrs = def.key === 'namespaces' ? dns1123LabelErrors(name) : dns1123SubdomainErrors(name);
    for (const d of nameErrs)
      errs.push({ type: 'FieldValueInvalid', field: 'metadata.name', badValue: name, detail: d });
  }
  errs.push(...labelErrors(obj.metadata.labels, 'metadata.labels'));
  return errs;
}

function defaultContainer(c: Record<string, any>): void {
  c.terminationMessagePath ??= '/dev/termination-log';
  c.terminationMessagePolicy ??= 'File';
  if (!c.imagePullPolicy && typeof c.image === 'string') {
    const ref = c.image.split('@')[0]!;
    const lastSlash = ref.lastIndexOf('/');
    const tagIdx = ref.indexOf(':', lastSlash + 1);
    const tag = tagIdx >= 0 ? ref.slice(tagIdx + 1) : '';
    c.imagePullPolicy = c.image.includes('@')
      ? 'IfNotPresent'
      : !tag || tag === 'latest'
        ? 'Always'
        : 'IfNotPresent';
  }
  c.resources ??= {};
  for (const p of c.ports ?? []) p.protocol ??= 'TCP';
  // Requests default to limits, as the API server does.
  const limits = c.resources.limits;
  if (limits && typeof limits === 'object') {
    c.resources.requests ??= {};
    for (const [r, q] of Object.entries(limits))
      if (c.resources.requests[r] === undefined) c.resources.requests[r] = q;
  }
}

export function defaultPodSpec(spec: Record<string, any>): void {
  spec.restartPolicy ??= 'Always';
  spec.dnsPolicy ??= 'ClusterFirst';
  spec.schedulerName ??= 'default-scheduler';
  spec.securityContext ??= {};
  spec.terminationGracePeriodSeconds ??= 30;
  for (const c of spec.containers ?? []) defaultContainer(c);
  for (const c of spec.initContainers ?? []) defaultContainer(c);
}

/** Kubernetes' resource-name classes (pkg/apis/core/helper). */
function isNativeResource(name: string): boolean {
  return !name.includes('/') || name.includes('kubernetes.io/');
}
function isHugePages(name: string): boolean {
  return name.startsWith('hugepages-');
}
function isExtendedResource(name: string): boolean {
  return !isNativeResource(name) && !name.startsWith('requests.');
}
const STANDARD_CONTAINER_RESOURCES = ['cpu', 'memory', 'ephemeral-storage'];

/**
 * The API server's `validateResourceRequirements`: names (standard ones without a domain, extended ones with
 * one), non-negative quantities, whole numbers for extended resources and hugepages, requests ≤ limits, and for
 * resources that cannot be overcommitted (extended ones, hugepages) requests = limits and a limit required.
 */
function resourceRequirementErrors(resources: Record<string, any> | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const req: Record<string, unknown> = resources?.requests ?? {};
  const lim: Record<string, unknown> = resources?.limits ?? {};
  const overcommit = (r: string) => isNativeResource(r) && !isHugePages(r);
  const nameAndValue = (kind: 'limits' | 'requests', r: string, q: unknown) => {
    const at = `${path}.${kind}[${r}]`;
    if (!r.includes('/')) {
      if (!STANDARD_CONTAINER_RESOURCES.includes(r) && !isHugePages(r))
        errs.push({
          type: 'FieldValueInvalid',
          field: at,
          badValue: r,
          detail: 'must be a standard resource for containers',
        });
    } else if (!isNativeResource(r) && !isExtendedResource(r))
      errs.push({
        type: 'FieldValueInvalid',
        field: at,
        badValue: r,
        detail: "doesn't follow extended resource name standard",
      });
    if (!isQuantity(q)) return;
    if (resourceAmount(r, q as string) < 0)
      errs.push({
        type: 'FieldValueInvalid',
        field: at,
        badValue: q,
        detail: 'must be greater than or equal to 0',
      });
    if (
      (isExtendedResource(r) || isHugePages(r) || (r.includes('/') && isNativeResource(r))) &&
      parseMilli(q as string) % 1000 !== 0
    )
      errs.push({ type: 'FieldValueInvalid', field: at, badValue: q, detail: 'must be an integer' });
  };
  for (const r of Object.keys(lim).sort()) nameAndValue('limits', r, lim[r]);
  for (const r of Object.keys(req).sort()) {
    const q = req[r];
    nameAndValue('requests', r, q);
    if (!isQuantity(q)) continue;
    const l = lim[r];
    if (l !== undefined) {
      if (!isQuantity(l)) continue;
      const a = parseMilli(q as string);
      const b = parseMilli(l as string);
      if (a !== b && !overcommit(r))
        errs.push({
          type: 'FieldValueInvalid',
          field: `${path}.requests`,
          badValue: q,
          detail: `must be equal to ${r} limit of ${l}`,
        });
      else if (a > b)
        errs.push({
          type: 'FieldValueInvalid',
          field: `${path}.requests`,
          badValue: q,
          detail: `must be less than or equal to ${r} limit of ${l}`,
        });
    } else if (!overcommit(r))
      errs.push({
        type: 'FieldValueRequired',
        field: `${path}.limits`,
        detail: 'Limit must be set for non overcommitable resources',
      });
  }
  return errs;
}

function podSpecErrors(spec: Record<string, any> | undefined, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const containers = spec?.containers;
  if (!Array.isArray(containers) || containers.length === 0) {
    errs.push({ type: 'FieldValueRequired', field: `${path}.containers`, detail: '' });
    return errs;
  }
  const names = new Set<string>();
  const check = (c: Record<string, any>, p: string) => {
    if (!c.name) errs.push({ type: 'FieldValueRequired', field: `${p}.name`, detail: '' });
    else {
      for (const d of dns1123LabelErrors(c.name))
        errs.push({ type: 'FieldValueInvalid', field: `${p}.name`, badValue: c.name, detail: d });
      if (names.has(c.name))
        errs.push({ type: 'FieldValueDuplicate', field: `${p}.name`, badValue: c.name, detail: '' });
      names.add(c.name);
    }
    if (!c.image || (typeof c.image === 'string' && c.image.trim() === ''))
      errs.push({ type: 'FieldValueRequired', field: `${p}.image`, detail: '' });
    errs.push(...resourceRequirementErrors(c.resources, `${p}.resources`));
  };
  containers.forEach((c: Record<string, any>, i: number) => {
    check(c, `${path}.containers[${i}]`);
  });
  (spec?.initContainers ?? []).forEach((c: Record<string, any>, i: number) => {
    check(c, `${path}.initContainers[${i}]`);
  });
  const rp = spec?.restartPolicy;
  if (rp && !['Always', 'OnFailure', 'Never'].includes(rp))
    errs.push({
      type: 'FieldValueNotSupported',
      field: `${path}.restartPolicy`,
      badValue: rp,
      detail: 'supported values: "Always", "OnFailure", "Never"',
    });
  return errs;
}

export interface AdmissionContext {
  operation: 'CREATE' | 'UPDATE';
  old?: KubeObject;
  /** The API server's clock (RFC 3339), for timestamps admission sets. */
  now?: string;
}

/**
 * Defaulting and mutating admission (including Kueue's job webhook, which suspends queued jobs), then validation.
 * Returns field errors for a 422 Invalid.
 */
export function admit(def: ResourceDef, obj: KubeObject, ctx: AdmissionContext): FieldError[] {
  if (ctx.operation === 'CREATE') obj.metadata.uid ??= randomUUID();
  switch (def.key) {
    case 'namespaces':
      obj.spec = { finalizers: ['kubernetes'], ...(obj.spec ?? {}) };
      obj.status = ctx.old?.status ?? { phase: 'Active' };
      obj.metadata.labels = {
        ...(obj.metadata.labels ?? {}),
        'kubernetes.io/metadata.name': obj.metadata.name,
      };
      return metadataErrors(def, obj);
    case 'pods':
      obj.spec ??= {};
      defaultPodSpec(obj.spec);
      obj.spec.enableServiceLinks ??= true;
      obj.spec.preemptionPolicy ??= 'PreemptLowerPriority';
      obj.spec.priority ??= 0;
      obj.spec.serviceAccountName ??= 'default';
      obj.spec.serviceAccount ??= obj.spec.serviceAccountName;
      if (ctx.operation === 'CREATE') obj.status = { phase: 'Pending', qosClass: 'BestEffort' };
      return [...metadataErrors(def, obj), ...podSpecErrors(obj.spec, 'spec')];
    case 'jobs.batch':
      return admitJob(def, obj, ctx);
    case 'secrets':
      return admitSecret(def, obj, ctx);
    case 'services':
      return [...metadataErrors(def, obj), ...admitService(obj, ctx.old)];
    case 'configmaps':
      return [...metadataErrors(def, obj), ...admitConfigMap(obj, ctx.old)];
    case 'persistentvolumes':
      return [...metadataErrors(def, obj), ...admitPersistentVolume(obj, ctx)];
    case 'persistentvolumeclaims':
      return [...metadataErrors(def, obj), ...admitPersistentVolumeClaim(obj, ctx)];
    case 'clusterqueues.kueue.x-k8s.io':
      return admitClusterQueue(def, obj);
    case 'localqueues.kueue.x-k8s.io': {
      obj.spec ??= {};
      obj.spec.stopPolicy ??= 'None';
      const errs = metadataErrors(def, obj);
      if (ctx.old && ctx.old.spec?.clusterQueue !== obj.spec.clusterQueue)
        errs.push({
          type: 'FieldValueInvalid',
          field: 'spec.clusterQueue',
          badValue: obj.spec.clusterQueue,
          detail: 'field is immutable',
        });
      return errs;
    }
    case 'workloadpriorityclasses.kueue.x-k8s.io': {
      const errs = metadataErrors(def, obj);
      const v = obj.value;
      if (v === undefined || v === null)
        errs.push({ type: 'FieldValueRequired', field: 'value', detail: '' });
      else if (!Number.isInteger(v) || v < -2147483648 || v > 2147483647)
        errs.push({
          type: 'FieldValueInvalid',
          field: 'value',
          badValue: v,
          detail: 'must be a 32-bit integer',
        });
      // The CRD's `description` maxLength (the WorkloadPriorityClass CRD is not among the reference documents).
      if (typeof obj.description === 'string' && Buffer.byteLength(obj.description) > 2048)
        errs.push({
          type: 'FieldValueTooLong',
          field: 'description',
          badValue: obj.description,
          detail: 'may not be more than 2048 bytes',
        });
      return errs;
    }
    case 'workloads.kueue.x-k8s.io': {
      obj.spec ??= {};
      obj.spec.active ??= true;
      for (const ps of obj.spec.podSets ?? []) {
        ps.name ??= 'main';
        ps.count ??= 1;
      }
      const errs = metadataErrors(def, obj);
      (obj.spec.podSets ?? []).forEach((ps: Record<string, any>, i: number) => {
        errs.push(...podSpecErrors(ps.template?.spec, `spec.podSets[${i}].template.spec`));
      });
      return errs;
    }
    default:
      return metadataErrors(def, obj);
  }
}

const SECRET_KEY = /^[-._a-zA-Z0-9]+$/;
const DOCKER_KEYS: Record<string, string> = {
  'kubernetes.io/dockerconfigjson': '.dockerconfigjson',
  'kubernetes.io/dockercfg': '.dockercfg',
};

/** Secrets as the API server takes them: stringData folded into data, type defaulted and checked. */
function admitSecret(def: ResourceDef, obj: KubeObject, ctx: AdmissionContext): FieldError[] {
  const errs = metadataErrors(def, obj);
  obj.type ||= 'Opaque';
  const data: Record<string, string> = { ...(obj.data ?? {}) };
  for (const [k, v] of Object.entries((obj.stringData ?? {}) as Record<string, string>))
    data[k] = Buffer.from(String(v), 'utf8').toString('base64');
  delete obj.stringData;
  if (Object.keys(data).length > 0 || obj.data) obj.data = data;
  let size = 0;
  for (const [k, v] of Object.entries(data)) {
    if (!SECRET_KEY.test(k))
      errs.push({
        type: 'FieldValueInvalid',
        field: `data[${k}]`,
        badValue: k,
        detail: "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
      });
    size += Buffer.from(String(v), 'base64').length;
  }
  if (size > 1024 * 1024)
    errs.push({ type: 'FieldValueTooLong', field: 'data', detail: 'must have at most 1048576 bytes' });
  const dockerKey = DOCKER_KEYS[obj.type as string];
  if (dockerKey) {
    const raw = data[dockerKey];
    if (raw === undefined) errs.push({ type: 'FieldValueRequired', field: `data[${dockerKey}]`, detail: '' });
    else {
      const text = Buffer.from(raw, 'base64').toString('utf8');
      try {
        JSON.parse(text);
      } catch {
        // Go's decoder names one character at most; JavaScript's message would quote the secret
        const first = text.trimStart()[0];
        errs.push({
          type: 'FieldValueInvalid',
          field: `data[${dockerKey}]`,
          badValue: '<secret contents redacted>',
          detail:
            first === undefined
              ? 'unexpected end of JSON input'
              : /[{["tfn0-9-]/.test(first)
                ? 'invalid JSON'
                : `invalid character '${first}' looking for beginning of value`,
        });
      }
    }
  }
  if (ctx.old) {
    if (ctx.old.type !== obj.type)
      errs.push({
        type: 'FieldValueInvalid',
        field: 'type',
        badValue: obj.type,
        detail: 'field is immutable',
      });
    if (ctx.old.immutable === true && JSON.stringify(ctx.old.data ?? {}) !== JSON.stringify(obj.data ?? {}))
      errs.push({
        type: 'FieldValueForbidden',
        field: 'data',
        detail: 'field is immutable when `immutable` is set',
      });
  }
  return errs;
}

function admitJob(def: ResourceDef, obj: KubeObject, ctx: AdmissionContext): FieldError[] {
  obj.spec ??= {};
  const spec = obj.spec;
  const errs: FieldError[] = [];
  if (ctx.operation === 'CREATE') {
    const uid = obj.metadata.uid as string;
    if (spec.parallelism === undefined && spec.completions === undefined) {
      spec.completions = 1;
      spec.parallelism = 1;
    }
    spec.parallelism ??= 1;
    spec.backoffLimit ??= spec.backoffLimitPerIndex !== undefined ? 2147483647 : 6;
    spec.completionMode ??= 'NonIndexed';
    spec.suspend ??= false;
    spec.podReplacementPolicy ??= spec.podFailurePolicy ? 'Failed' : 'TerminatingOrFailed';
    spec.template ??= {};
    spec.template.metadata ??= {};
    // A zero creationTimestamp is left out (omitzero since Kubernetes 1.35), also when a client sends null.
    if (spec.template.metadata.creationTimestamp === null) delete spec.template.metadata.creationTimestamp;
    if (!spec.manualSelector) {
      if (spec.selector) {
        errs.push({
          type: 'FieldValueInvalid',
          field: 'spec.selector',
          badValue: spec.selector,
          detail: '`selector` will be auto-generated',
        });
      }
      const jobLabels = {
        'batch.kubernetes.io/controller-uid': uid,
        'batch.kubernetes.io/job-name': obj.metadata.name,
        'controller-uid': uid,
        'job-name': obj.metadata.name,
      };
      spec.selector = { matchLabels: { 'batch.kubernetes.io/controller-uid': uid } };
      spec.template.metadata.labels = { ...(spec.template.metadata.labels ?? {}), ...jobLabels };
    }
    spec.manualSelector ??= false;
    // A Job without labels takes its template's (batch/v1 defaulting), the generated ones included.
    if (Object.keys(obj.metadata.labels ?? {}).length === 0 && spec.template.metadata.labels)
      obj.metadata.labels = { ...spec.template.metadata.labels };
    // Kueue's mutating webhook: a job submitted to a LocalQueue starts suspended.
    if (obj.metadata.labels?.[QUEUE_LABEL]) spec.suspend = true;
    obj.status = {};
  }
  spec.template ??= {};
  spec.template.spec ??= {};
  defaultPodSpec(spec.template.spec);
  errs.push(...metadataErrors(def, obj));
  if (obj.metadata.name && obj.metadata.name.length > 63) {
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.template.labels',
      badValue: obj.metadata.name,
      detail: 'must be no more than 63 characters',
    });
  }
  for (const f of [
    'parallelism',
    'completions',
    'backoffLimit',
    'activeDeadlineSeconds',
    'ttlSecondsAfterFinished',
  ]) {
    const v = spec[f];
    if (v !== undefined && v !== null && typeof v === 'number' && v < 0)
      errs.push({
        type: 'FieldValueInvalid',
        field: `spec.${f}`,
        badValue: v,
        detail: 'must be greater than or equal to 0',
      });
  }
  errs.push(...indexedJobErrors(spec));
  if (typeof spec.activeDeadlineSeconds === 'number' && spec.activeDeadlineSeconds === 0)
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.activeDeadlineSeconds',
      badValue: 0,
      detail: 'must be greater than 0',
    });
  // The Job's own fields first, then its pod template, then the restart policy (batch validation's order).
  // `Always` is what pod defaulting gives an empty one, so both are "Required" (ValidateJobSpec).
  const rp = spec.template.spec.restartPolicy;
  const restartPolicyErr: FieldError | undefined =
    rp === 'Always' || !rp
      ? {
          type: 'FieldValueRequired',
          field: 'spec.template.spec.restartPolicy',
          detail: 'valid values: "OnFailure", "Never"',
        }
      : rp !== 'OnFailure' && rp !== 'Never'
        ? {
            type: 'FieldValueNotSupported',
            field: 'spec.template.spec.restartPolicy',
            badValue: rp,
            detail: 'supported values: "OnFailure", "Never"',
          }
        : spec.podFailurePolicy && rp !== 'Never'
          ? {
              type: 'FieldValueInvalid',
              field: 'spec.template.spec.restartPolicy',
              badValue: rp,
              detail: 'only "Never" is supported when podFailurePolicy is specified',
            }
          : undefined;
  errs.push(...labelErrors(spec.template.metadata?.labels, 'spec.template.labels'));
  errs.push(...podSpecErrors(spec.template.spec, 'spec.template.spec'));
  if (restartPolicyErr) errs.push(restartPolicyErr);
  if (spec.completionMode && !['NonIndexed', 'Indexed'].includes(spec.completionMode))
    errs.push({
      type: 'FieldValueNotSupported',
      field: 'spec.completionMode',
      badValue: spec.completionMode,
      detail: 'supported values: "NonIndexed", "Indexed"',
    });
  if (ctx.operation === 'UPDATE' && ctx.old) {
    const old = ctx.old.spec ?? {};
    if (!semanticEqual(old.selector, spec.selector))
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.selector',
        badValue: spec.selector,
        detail: 'field is immutable',
      });
    if (
      old.completions !== spec.completions &&
      !(spec.completionMode === 'Indexed' && spec.completions === spec.parallelism)
    )
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.completions',
        badValue: spec.completions,
        detail: 'field is immutable',
      });
    const templateChanged = !semanticEqual(old.template, spec.template);
    const wasSuspended = old.suspend === true && !ctx.old.status?.startTime;
    if (templateChanged && !wasSuspended && !(old.suspend === true)) {
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.template',
        badValue: '...',
        detail: 'field is immutable',
      });
    }
  }
  if (errs.length === 0 && obj.metadata.labels?.[QUEUE_LABEL]) kueueJobWebhook(obj, ctx);
  return errs;
}

/** Kueue's label for a Job's maximum execution time (copied to the Workload's `maximumExecutionTimeSeconds`). */
export const MAX_EXEC_TIME_LABEL = 'kueue.x-k8s.io/max-exec-time-seconds';

/**
 * Kueue's validating webhook for batch/v1 Jobs (`vjob.kb.io`, jobframework `validateCreateForMaxExecTime` /
 * `validateUpdateForMaxExecTime`): a denial answers 403 like any webhook denial.
 */
function kueueJobWebhook(obj: KubeObject, ctx: AdmissionContext): void {
  const path = `metadata.labels[${MAX_EXEC_TIME_LABEL}]`;
  const errs: string[] = [];
  const raw: string | undefined = obj.metadata.labels?.[MAX_EXEC_TIME_LABEL];
  if (raw !== undefined && ctx.operation === 'CREATE') {
    if (!/^[+-]?\d+$/.test(raw))
      errs.push(
        `${path}: Invalid value: "${raw}": strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`,
      );
    else if (Number.parseInt(raw, 10) <= 0)
      errs.push(`${path}: Invalid value: ${Number.parseInt(raw, 10)}: should be greater than 0`);
  }
  if (ctx.operation === 'UPDATE' && ctx.old) {
    const before = ctx.old.metadata.labels?.[MAX_EXEC_TIME_LABEL];
    const suspended = obj.spec?.suspend === true && ctx.old.spec?.suspend === true;
    if (!suspended && (before ?? '') !== (raw ?? ''))
      errs.push(`${path}: Invalid value: "${raw ?? ''}": field is immutable`);
  }
  if (errs.length > 0)
    throw new ApiError(
      403,
      'Forbidden',
      `admission webhook "vjob.kb.io" denied the request: ${errs.length === 1 ? errs[0] : `[${errs.join(', ')}]`}`,
    );
}

function admitClusterQueue(def: ResourceDef, obj: KubeObject): FieldError[] {
  obj.spec ??= {};
  const spec = obj.spec;
  spec.queueingStrategy ??= 'BestEffortFIFO';
  spec.stopPolicy ??= 'None';
  spec.flavorFungibility ??= {};
  spec.flavorFungibility.whenCanBorrow ??= 'MayStopSearch';
  spec.flavorFungibility.whenCanPreempt ??= 'TryNextFlavor';
  spec.preemption ??= {};
  spec.preemption.borrowWithinCohort ??= {};
  spec.preemption.borrowWithinCohort.policy ??= 'Never';
  spec.preemption.reclaimWithinCohort ??= 'Never';
  spec.preemption.withinClusterQueue ??= 'Never';
  spec.namespaceSelector ??= {};
  const errs = metadataErrors(def, obj);
  (spec.resourceGroups ?? []).forEach((rg: Record<string, any>, i: number) => {
    const covered: string[] = rg.coveredResources ?? [];
    (rg.flavors ?? []).forEach((f: Record<string, any>, j: number) => {
      const names = (f.resources ?? []).map((r: { name: string }) => r.name);
      if (names.length !== covered.length || names.some((n: string, k: number) => n !== covered[k])) {
        errs.push({
          type: 'FieldValueInvalid',
          field: `spec.resourceGroups[${i}].flavors[${j}].resources`,
          badValue: names,
          detail: 'must have the same number of resources as the coveredResources',
        });
      }
      (f.resources ?? []).forEach((r: Record<string, any>, k: number) => {
        for (const q of ['nominalQuota', 'borrowingLimit', 'lendingLimit']) {
          if (r[q] !== undefined && !isQuantity(r[q]))
            errs.push({
              type: 'FieldValueInvalid',
              field: `spec.resourceGroups[${i}].flavors[${j}].resources[${k}].${q}`,
              badValue: r[q],
              detail: 'must be a valid quantity',
            });
          else if (r[q] !== undefined && resourceAmount(r.name, r[q]) < 0)
            errs.push({
              type: 'FieldValueInvalid',
              field: `spec.resourceGroups[${i}].flavors[${j}].resources[${k}].${q}`,
              badValue: r[q],
              detail: 'must be greater than or equal to 0',
            });
        }
      });
    });
  });
  return errs;
}
