import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import YAML from 'yaml';
import { randomSuffix } from '../cluster-core.ts';
import { admit } from '../resources/admission.ts';
import type { ResourceDef } from '../resources/registry.ts';
import { ApiError, alreadyExists, badRequest, conflict, invalid, notFound } from '../status.ts';
import type { KubeObject } from '../store.ts';
import { type ApiContext, apiVersionOf, parseBody, type Reply, readBody } from './context.ts';
import { goJsonSyntaxError, summarizeBody } from './go-json.ts';
import { jsonPatch, mergePatch, strategicMergePatch } from './patch.ts';

/* Create, update (the status subresource too) and patch: decoding, schema validation, admission, storage. */

export async function readObject(
  api: ApiContext,
  req: IncomingMessage,
  def: ResourceDef,
  version: string,
): Promise<KubeObject> {
  const text = await readBody(req);
  const ct = (req.headers['content-type'] ?? 'application/json').split(';')[0]!.trim();
  const syntax = ct.includes('yaml') ? undefined : goJsonSyntaxError(text);
  // The decoder could not even read apiVersion/kind (apimachinery's json meta Interpret; apiserver's
  // transformDecodeError without a kind).
  if (syntax)
    throw badRequest(
      `the object provided is unrecognized (must be of type ${def.kind}): couldn't get version/kind; json parse error: ${syntax} (${summarizeBody(text)})`,
    );
  const body = parseBody(
    text,
    req.headers['content-type'],
    `${def.kind} in version "${version}" cannot be handled as a ${def.kind}`,
  );
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(
      `${def.kind} in version "${version}" cannot be handled as a ${def.kind}: json: cannot unmarshal ${Array.isArray(body) ? 'array' : typeof body} into Go value of type struct`,
    );
  }
  const obj = body as KubeObject;
  const expectApi = apiVersionOf(def, version);
  if (obj.apiVersion !== undefined && obj.apiVersion !== expectApi) {
    const otherVersion =
      def.group && typeof obj.apiVersion === 'string' && obj.apiVersion.startsWith(`${def.group}/`)
        ? obj.apiVersion.slice(def.group.length + 1)
        : undefined;
    if (!(otherVersion && api.core.catalog.servedVersions(def).includes(otherVersion))) {
      throw badRequest(
        `the API version in the data (${obj.apiVersion}) does not match the expected API version (${expectApi})`,
      );
    }
  }
  if (obj.kind !== undefined && obj.kind !== def.kind) {
    throw badRequest(`the kind in the data (${obj.kind}) does not match the expected kind (${def.kind})`);
  }
  if (
    obj.metadata !== undefined &&
    (typeof obj.metadata !== 'object' || obj.metadata === null || Array.isArray(obj.metadata))
  ) {
    throw badRequest(
      `${def.kind} in version "${version}" cannot be handled as a ${def.kind}: json: cannot unmarshal ${typeof obj.metadata} into Go struct field ${def.kind}.metadata of type v1.ObjectMeta`,
    );
  }
  obj.metadata ??= {} as KubeObject['metadata'];
  return obj;
}

export function validateSchema(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  obj: KubeObject,
  q: URLSearchParams,
  warn: (m: string) => void,
): void {
  if (!api.ctx.validator) return;
  const mode = q.get('fieldValidation') ?? 'Warn';
  const result = api.ctx.validator.validate(def, version, obj);
  if (result.decodeError)
    throw badRequest(
      `${def.kind} in version "${version}" cannot be handled as a ${def.kind}: ${result.decodeError}`,
    );
  if (result.unknownFields.length > 0) {
    if (mode === 'Strict') {
      const msgs = result.unknownFields.map((f) => `unknown field "${f}"`);
      throw badRequest(
        `${def.kind} in version "${version}" cannot be handled as a ${def.kind}: strict decoding error: ${msgs.join(', ')}`,
      );
    }
    if (mode !== 'Ignore') for (const f of result.unknownFields) warn(`unknown field "${f}"`);
  }
  if (result.errors.length > 0) throw invalid(def.kind, def.group, obj.metadata?.name ?? '', result.errors);
}

export async function createResource(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  req: IncomingMessage,
  q: URLSearchParams,
  warn: (m: string) => void,
): Promise<Reply> {
  let obj = await readObject(api, req, def, version);
  if (def.namespaced) {
    if (obj.metadata.namespace && namespace && obj.metadata.namespace !== namespace) {
      throw badRequest(
        'the namespace of the provided object does not match the namespace sent on the request',
      );
    }
    obj.metadata.namespace = namespace ?? obj.metadata.namespace;
    if (!obj.metadata.namespace) throw badRequest('namespace is required');
  } else delete obj.metadata.namespace;
  if (!obj.metadata.name && obj.metadata.generateName)
    obj.metadata.name = `${obj.metadata.generateName}${randomSuffix()}`;
  api.requireNamespace(obj.metadata.namespace, true, def, obj.metadata.name);
  if (obj.metadata.resourceVersion)
    throw badRequest('resourceVersion should not be set on objects to be created');
  for (const k of [
    'uid',
    'creationTimestamp',
    'deletionTimestamp',
    'deletionGracePeriodSeconds',
    'generation',
    'selfLink',
    'managedFields',
  ])
    delete obj.metadata[k];
  validateSchema(api, def, version, obj, q, warn);
  obj = def.fromVersion(obj, version);
  obj.apiVersion = apiVersionOf(def, def.storageVersion);
  obj.kind = def.kind;
  if (def.subresources.some((s) => s.name === 'status') && def.key !== 'namespaces' && def.key !== 'pods')
    delete obj.status;
  const errs = admit(def, obj, { operation: 'CREATE', now: api.core.nowTime() });
  if (errs.length > 0) throw invalid(def.kind, def.group, obj.metadata.name ?? '', errs);
  if (api.core.store.get(def.key, obj.metadata.namespace, obj.metadata.name))
    throw alreadyExists(def.plural, def.group, obj.metadata.name);
  if (q.get('dryRun') === 'All') {
    // What the create would store, as the API server answers a dry run: uid, creationTimestamp and generation
    // set (not persisted), no resourceVersion.
    obj.metadata.uid ??= randomUUID();
    obj.metadata.creationTimestamp = api.core.nowTime();
    if (def.generation !== false) obj.metadata.generation = 1;
    delete obj.metadata.resourceVersion;
    return { status: 201, body: api.out(def, version, obj) };
  }
  const created = api.core.createObject(def.key, obj);
  api.core.drain();
  const latest = api.core.store.get(def.key, created.metadata.namespace, created.metadata.name) ?? created;
  // A real API server answers with the object as stored by the create itself, before controllers touch it.
  void latest;
  return { status: 201, body: api.out(def, version, created) };
}

export function applyUpdate(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  cur: KubeObject,
  incoming: KubeObject,
  sub: string | undefined,
  q: URLSearchParams,
  warn: (m: string) => void,
): Reply {
  const name = cur.metadata.name;
  if (incoming.metadata?.name && incoming.metadata.name !== name) {
    throw badRequest(
      `the name of the object (${incoming.metadata.name}) does not match the name on the URL (${name})`,
    );
  }
  if (
    def.namespaced &&
    incoming.metadata?.namespace &&
    incoming.metadata.namespace !== cur.metadata.namespace
  ) {
    throw badRequest('the namespace of the provided object does not match the namespace sent on the request');
  }
  const rv = incoming.metadata?.resourceVersion;
  if (rv && rv !== cur.metadata.resourceVersion) throw conflict(def.plural, def.group, name);
  validateSchema(api, def, version, incoming, q, warn);
  let next = def.fromVersion(incoming, version);
  next.metadata = { ...next.metadata, name, namespace: cur.metadata.namespace };
  if (!def.namespaced) delete next.metadata.namespace;
  next.apiVersion = cur.apiVersion;
  next.kind = def.kind;
  const hasStatusSub = def.subresources.some((s) => s.name === 'status');
  if (sub === 'status') {
    const merged = structuredClone(cur);
    merged.status = next.status;
    next = merged;
  } else if (hasStatusSub) {
    next.status = structuredClone(cur.status);
  }
  next.metadata.uid = cur.metadata.uid;
  next.metadata.creationTimestamp = cur.metadata.creationTimestamp;
  if (cur.metadata.deletionTimestamp) next.metadata.deletionTimestamp = cur.metadata.deletionTimestamp;
  else delete next.metadata.deletionTimestamp;
  if (cur.metadata.deletionTimestamp && (cur.metadata.finalizers?.length ?? 0) === 0)
    next.metadata.finalizers = [];
  if (sub !== 'status') {
    const errs = admit(def, next, { operation: 'UPDATE', old: cur, now: api.core.nowTime() });
    if (errs.length > 0) throw invalid(def.kind, def.group, name, errs);
  }
  if (q.get('dryRun') === 'All') {
    if (cur.metadata.generation !== undefined)
      next.metadata.generation =
        (cur.metadata.generation ?? 1) + (JSON.stringify(cur.spec) !== JSON.stringify(next.spec) ? 1 : 0);
    return { status: 200, body: api.out(def, version, next) };
  }
  if (
    JSON.stringify({ ...next, metadata: { ...next.metadata, resourceVersion: undefined } }) ===
    JSON.stringify({ ...cur, metadata: { ...cur.metadata, resourceVersion: undefined } })
  ) {
    return { status: 200, body: api.out(def, version, cur) };
  }
  const stored = api.core.store.update(def.key, next);
  api.core.drain();
  return { status: 200, body: api.out(def, version, stored) };
}

export async function updateResource(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  name: string,
  sub: string | undefined,
  req: IncomingMessage,
  q: URLSearchParams,
  warn: (m: string) => void,
): Promise<Reply> {
  const incoming = await readObject(api, req, def, version);
  api.requireNamespace(namespace, false, def);
  const cur = api.core.store.get(def.key, namespace, name);
  if (!cur) throw notFound(def.plural, def.group, name);
  return applyUpdate(api, def, version, cur, incoming, sub, q, warn);
}

export async function patchResource(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  name: string,
  sub: string | undefined,
  req: IncomingMessage,
  q: URLSearchParams,
  warn: (m: string) => void,
): Promise<Reply> {
  const ct = (req.headers['content-type'] ?? '').split(';')[0]!.trim();
  const text = await readBody(req);
  const cur = api.core.store.get(def.key, namespace, name);
  const supported = [
    'application/json-patch+json',
    'application/merge-patch+json',
    'application/apply-patch+yaml',
    'application/apply-patch+cbor',
  ];
  if (def.builtin) supported.splice(2, 0, 'application/strategic-merge-patch+json');
  if (!supported.includes(ct)) {
    throw new ApiError(
      415,
      'UnsupportedMediaType',
      `the body of the request was in an unknown format - accepted media types include: ${supported.join(', ')}`,
    );
  }
  if (!cur) {
    if (ct === 'application/apply-patch+yaml') {
      const obj = YAML.parse(text) as KubeObject;
      const fake = { headers: { 'content-type': 'application/json' } } as unknown as IncomingMessage;
      void fake;
      return createFromObject(api, def, version, namespace, obj, q, warn);
    }
    throw notFound(def.plural, def.group, name);
  }
  const curVersioned = api.out(def, version, cur);
  let patched: unknown;
  if (ct === 'application/json-patch+json')
    patched = jsonPatch(
      curVersioned,
      parseBody(text, 'application/json', 'the server rejected our request due to an error in our request'),
    );
  else if (ct === 'application/merge-patch+json')
    patched = mergePatch(
      curVersioned,
      parseBody(text, 'application/json', 'the server rejected our request due to an error in our request'),
    );
  else if (ct === 'application/strategic-merge-patch+json')
    patched = strategicMergePatch(
      curVersioned,
      parseBody(text, 'application/json', 'the server rejected our request due to an error in our request'),
    );
  else patched = mergePatch(curVersioned, parseBody(text, 'application/yaml', 'error decoding YAML'));
  const obj = patched as KubeObject;
  if (typeof obj !== 'object' || !obj)
    throw badRequest('the server rejected our request due to an error in our request');
  obj.metadata ??= { name };
  // A patch carries resourceVersion only when the client put it there (optimistic concurrency).
  const patchDoc = text.includes('"resourceVersion"') || text.includes('resourceVersion:');
  if (!patchDoc) obj.metadata.resourceVersion = cur.metadata.resourceVersion;
  return applyUpdate(api, def, version, cur, obj, sub, q, warn);
}

export function createFromObject(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  obj: KubeObject,
  q: URLSearchParams,
  warn: (m: string) => void,
): Reply {
  obj.metadata ??= {} as KubeObject['metadata'];
  if (def.namespaced) obj.metadata.namespace = namespace;
  api.requireNamespace(namespace, true, def, obj.metadata.name);
  validateSchema(api, def, version, obj, q, warn);
  let o = def.fromVersion(obj, version);
  o.apiVersion = apiVersionOf(def, def.storageVersion);
  o.kind = def.kind;
  if (def.subresources.some((s) => s.name === 'status') && def.key !== 'namespaces' && def.key !== 'pods')
    delete o.status;
  const errs = admit(def, o, { operation: 'CREATE', now: api.core.nowTime() });
  if (errs.length > 0) throw invalid(def.kind, def.group, o.metadata.name ?? '', errs);
  o = api.core.createObject(def.key, o);
  api.core.drain();
  return { status: 201, body: api.out(def, version, o) };
}
