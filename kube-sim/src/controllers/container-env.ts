import type { KubeObject, ObjectStore } from '../store.ts';

/**
 * What the kubelet gives a container before it starts (kubelet_pods.go makeEnvironmentVariables, and
 * ExpandContainerCommandAndArgs): its environment — `envFrom`, then `env` in order, each value with `$(VAR)`
 * expanded from the variables before it, `valueFrom` read from the pod (downward API), ConfigMaps and Secrets —
 * its command and args with `$(VAR)` expanded, and the files of its ConfigMap and Secret volumes.
 */
export interface ResolvedContainer {
  env: Record<string, string>;
  command?: string[];
  args?: string[];
  /** Absolute path → content, for the sandboxed shell's file system. */
  files: Record<string, string>;
}

/**
 * Kubernetes' `$(VAR)` expansion (third_party/forked/golang/expansion): `$(NAME)` takes a defined variable's
 * value and stays as written otherwise, `$$` is a `$`, any other `$` is kept.
 */
export function expandVars(input: string, vars: (name: string) => string | undefined): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (ch !== '$' || i + 1 >= input.length) {
      out += ch;
      continue;
    }
    const next = input[i + 1]!;
    if (next === '$') {
      out += '$';
      i++;
    } else if (next === '(') {
      const close = input.indexOf(')', i + 2);
      if (close < 0) {
        out += '$(';
        i++;
        continue;
      }
      const name = input.slice(i + 2, close);
      out += vars(name) ?? `$(${name})`;
      i = close;
    } else {
      out += `$${next}`;
      i++;
    }
  }
  return out;
}

/** A downward-API field of the pod (the fieldRef paths the API server accepts for env). */
export function podField(pod: KubeObject, path: string, podIP: string | undefined): string | undefined {
  const m = /^metadata\.(labels|annotations)\['(.*)'\]$/.exec(path);
  if (m) return pod.metadata[m[1]!]?.[m[2]!] ?? '';
  switch (path) {
    case 'metadata.name':
      return pod.metadata.name;
    case 'metadata.namespace':
      return pod.metadata.namespace;
    case 'metadata.uid':
      return pod.metadata.uid;
    case 'spec.nodeName':
      return pod.spec?.nodeName ?? '';
    case 'spec.serviceAccountName':
      return pod.spec?.serviceAccountName ?? '';
    case 'status.hostIP':
    case 'status.hostIPs':
      return pod.status?.hostIP ?? '';
    case 'status.podIP':
    case 'status.podIPs':
      return podIP ?? pod.status?.podIP ?? '';
    default:
      return undefined;
  }
}

function keyOf(store: ObjectStore, kind: 'configmaps' | 'secrets', ns: string, name: string, key: string) {
  const o = store.get(kind, ns, name);
  if (!o) return undefined;
  if (kind === 'secrets') {
    const v = o.data?.[key];
    return typeof v === 'string' ? Buffer.from(v, 'base64').toString('utf8') : undefined;
  }
  const v = o.data?.[key];
  if (typeof v === 'string') return v;
  const b = o.binaryData?.[key];
  return typeof b === 'string' ? Buffer.from(b, 'base64').toString('utf8') : undefined;
}

/**
 * Why the kubelet cannot create the container yet (CreateContainerConfigError), in its words: a Secret or
 * ConfigMap named by a non-optional `secretKeyRef`, `configMapKeyRef` or `envFrom` that is missing, or a key it
 * lacks. Undefined when everything it names is there.
 */
export function missingConfig(
  store: ObjectStore,
  pod: KubeObject,
  container: KubeObject['spec'],
): string | undefined {
  const ns = pod.metadata.namespace as string;
  for (const src of container?.envFrom ?? []) {
    const ref = src.configMapRef ?? src.secretRef;
    if (!ref?.name || ref.optional) continue;
    const kind = src.configMapRef ? 'configmaps' : 'secrets';
    if (!store.get(kind, ns, ref.name))
      return `${kind === 'secrets' ? 'secret' : 'configmap'} "${ref.name}" not found`;
  }
  for (const e of container?.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef ?? e.valueFrom?.configMapKeyRef;
    if (!ref || ref.optional) continue;
    const secret = Boolean(e.valueFrom.secretKeyRef);
    const o = store.get(secret ? 'secrets' : 'configmaps', ns, ref.name);
    if (!o) return `${secret ? 'secret' : 'configmap'} "${ref.name}" not found`;
    const has = o.data?.[ref.key] !== undefined || (!secret && o.binaryData?.[ref.key] !== undefined);
    if (!has) return `couldn't find key ${ref.key} in ${secret ? 'Secret' : 'ConfigMap'} ${ns}/${ref.name}`;
  }
  return undefined;
}

/** The environment, command, args and volume files of one container of a pod. */
export function resolveContainer(
  store: ObjectStore,
  pod: KubeObject,
  container: KubeObject['spec'],
  podIP?: string,
): ResolvedContainer {
  const ns = pod.metadata.namespace as string;
  const defined = new Map<string, string>();
  for (const src of container?.envFrom ?? []) {
    const ref = src.configMapRef ?? src.secretRef;
    if (!ref?.name) continue;
    const o = store.get(src.configMapRef ? 'configmaps' : 'secrets', ns, ref.name);
    for (const k of Object.keys(o?.data ?? {})) {
      const v = keyOf(store, src.configMapRef ? 'configmaps' : 'secrets', ns, ref.name, k);
      if (v !== undefined) defined.set(`${src.prefix ?? ''}${k}`, v);
    }
  }
  for (const e of container?.env ?? []) {
    let value: string | undefined;
    if (typeof e.value === 'string') value = expandVars(e.value, (n) => defined.get(n));
    else if (e.valueFrom?.fieldRef) value = podField(pod, e.valueFrom.fieldRef.fieldPath, podIP);
    else if (e.valueFrom?.configMapKeyRef)
      value = keyOf(
        store,
        'configmaps',
        ns,
        e.valueFrom.configMapKeyRef.name,
        e.valueFrom.configMapKeyRef.key,
      );
    else if (e.valueFrom?.secretKeyRef)
      value = keyOf(store, 'secrets', ns, e.valueFrom.secretKeyRef.name, e.valueFrom.secretKeyRef.key);
    else if (e.value === undefined && !e.valueFrom) value = '';
    if (value === undefined) continue;
    defined.set(e.name, value);
  }
  const vars = (n: string) => defined.get(n);
  // the container runtime sets HOSTNAME to the pod's hostname
  const out: Record<string, string> = { HOSTNAME: pod.spec?.hostname ?? pod.metadata.name };
  for (const [k, v] of defined) out[k] = v;
  return {
    env: out,
    ...(container?.command ? { command: container.command.map((a: string) => expandVars(a, vars)) } : {}),
    ...(container?.args ? { args: container.args.map((a: string) => expandVars(a, vars)) } : {}),
    files: volumeFiles(store, pod, container),
  };
}

/**
 * The first ConfigMap or Secret a pod's volumes need that does not exist yet (not `optional`): the kubelet keeps such
 * a pod in ContainerCreating, retrying the mount, until it does.
 */
export function missingVolumeSource(store: ObjectStore, pod: KubeObject): string | undefined {
  const ns = pod.metadata.namespace as string;
  for (const vol of pod.spec?.volumes ?? []) {
    const src = vol.configMap ?? vol.secret;
    if (!src || src.optional) continue;
    const kind = vol.configMap ? 'configmaps' : 'secrets';
    const name: string | undefined = vol.configMap ? src.name : src.secretName;
    if (name && !store.get(kind, ns, name))
      return `${kind === 'configmaps' ? 'configmap' : 'secret'} "${name}" not found`;
  }
  return undefined;
}

/** The files a container sees through its ConfigMap and Secret volume mounts (items, subPath). */
function volumeFiles(
  store: ObjectStore,
  pod: KubeObject,
  container: KubeObject['spec'],
): Record<string, string> {
  const ns = pod.metadata.namespace as string;
  const files: Record<string, string> = {};
  for (const mount of container?.volumeMounts ?? []) {
    const vol = (pod.spec?.volumes ?? []).find((v: { name: string }) => v.name === mount.name);
    const src = vol?.configMap ?? vol?.secret;
    if (!src) continue;
    const kind = vol.configMap ? 'configmaps' : 'secrets';
    const name: string = vol.configMap ? src.name : src.secretName;
    const o = name ? store.get(kind, ns, name) : undefined;
    if (!o) continue;
    const keys = [...Object.keys(o.data ?? {}), ...Object.keys(o.binaryData ?? {})];
    const entries: [string, string][] = src.items
      ? src.items.map((it: { key: string; path: string }) => [it.key, it.path])
      : keys.map((k) => [k, k]);
    const base = String(mount.mountPath).replace(/\/+$/, '');
    for (const [key, path] of entries) {
      const v = keyOf(store, kind, ns, name, key);
      if (v === undefined) continue;
      if (mount.subPath) {
        if (path === mount.subPath) files[base] = v;
      } else files[`${base}/${path}`] = v;
    }
  }
  return files;
}
