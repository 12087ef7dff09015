import type { IncomingMessage } from 'node:http';
import { FOREGROUND } from '../controllers/garbage-collector.ts';
import type { ResourceDef } from '../resources/registry.ts';
import { conflict, invalid, methodNotAllowed, notFound, successStatus } from '../status.ts';
import type { KubeObject } from '../store.ts';
import { type ApiContext, apiVersionOf, boolParam, parseBody, type Reply, readBody } from './context.ts';

/*
 * DELETE of one object or a collection: DeleteOptions, preconditions, dry run, propagation (Jobs alone default to
 * Orphan, with the API server's warning), namespaces that terminate and pods that stop gracefully.
 */

const JOB_ORPHAN_WARNING =
  'child pods are preserved by default when jobs are deleted; set propagationPolicy=Background to remove them or set propagationPolicy=Orphan to suppress this warning';

export async function deleteOptions(req: IncomingMessage, q: URLSearchParams): Promise<Record<string, any>> {
  const text = await readBody(req);
  let opts: Record<string, any> = {};
  if (text.trim()) {
    const parsed = parseBody(text, req.headers['content-type'], 'error decoding DeleteOptions');
    if (parsed && typeof parsed === 'object') opts = parsed as Record<string, any>;
  }
  if (q.get('propagationPolicy')) opts.propagationPolicy = q.get('propagationPolicy');
  if (q.get('gracePeriodSeconds')) opts.gracePeriodSeconds = Number(q.get('gracePeriodSeconds'));
  if (q.get('orphanDependents')) opts.orphanDependents = boolParam(q.get('orphanDependents'));
  if (q.get('dryRun')) opts.dryRun = [q.get('dryRun')];
  return opts;
}

export function deleteOne(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  cur: KubeObject,
  opts: Record<string, any>,
  _warn: (m: string) => void,
): Reply {
  const { namespace, name } = cur.metadata;
  const pre = opts.preconditions ?? {};
  if (pre.uid && pre.uid !== cur.metadata.uid) {
    throw conflict(
      def.plural,
      def.group,
      name,
      `Precondition failed: UID in precondition: ${pre.uid}, UID in object meta: ${cur.metadata.uid}`,
    );
  }
  if (pre.resourceVersion && pre.resourceVersion !== cur.metadata.resourceVersion) {
    throw conflict(
      def.plural,
      def.group,
      name,
      `Precondition failed: ResourceVersion in precondition: ${pre.resourceVersion}, ResourceVersion in object meta: ${cur.metadata.resourceVersion}`,
    );
  }
  const dry = Array.isArray(opts.dryRun) && opts.dryRun.includes('All');
  if (dry)
    return {
      status: 200,
      body: def.returnDeletedObject
        ? api.out(def, version, cur)
        : successStatus({ name, group: def.group, kind: def.plural, uid: cur.metadata.uid }),
    };
  if (def.key === 'namespaces') {
    const o = api.core.store.mutate('namespaces', undefined, name, (n) => {
      n.metadata.deletionTimestamp ??= api.core.nowTime();
      n.status = { ...(n.status ?? {}), phase: 'Terminating' };
    })!;
    api.core.drain();
    const latest = api.core.store.get('namespaces', undefined, name) ?? o;
    return { status: 200, body: api.out(def, version, latest) };
  }
  if (def.key === 'pods') {
    const o = api.ctx.kubelet.deletePod(namespace!, name, opts.gracePeriodSeconds);
    api.core.drain();
    return { status: 200, body: api.out(def, version, o ?? cur) };
  }
  let policy: string | undefined = opts.propagationPolicy;
  if (!policy && opts.orphanDependents === true) policy = 'Orphan';
  if (!policy && opts.orphanDependents === false) policy = 'Background';
  if (!policy) {
    // The job's warning is given in delete() (before the lookup, as the API server gives it even for a 404).
    policy = def.key === 'jobs.batch' ? 'Orphan' : 'Background';
  }
  if (!['Orphan', 'Background', 'Foreground'].includes(policy)) {
    throw invalid('DeleteOptions', '', '', [
      {
        type: 'FieldValueNotSupported',
        field: 'propagationPolicy',
        badValue: policy,
        detail: 'supported values: "Foreground", "Background", "Orphan", "nil"',
      },
    ]);
  }
  api.core.deletePropagation.set(cur.metadata.uid, policy);
  const result = api.core.store.delete(def.key, namespace, name, policy === 'Foreground' ? [FOREGROUND] : []);
  api.core.drain();
  if (!result) throw notFound(def.plural, def.group, name);
  if (!result.deleted) {
    const latest = api.core.store.get(def.key, namespace, name) ?? result.object;
    // The API server answers 200 with the object (deletionTimestamp, finalizers) while it waits; 202 only for
    // the deprecated orphanDependents=false (apiserver endpoints/handlers/delete.go).
    return {
      status: opts.orphanDependents === false ? 202 : 200,
      body: api.out(def, version, latest),
    };
  }
  if (def.returnDeletedObject) return { status: 200, body: api.out(def, version, result.object) };
  return {
    status: 200,
    body: successStatus({ name, group: def.group, kind: def.plural, uid: cur.metadata.uid }),
  };
}

export async function deleteResource(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  name: string,
  req: IncomingMessage,
  q: URLSearchParams,
  warn: (m: string) => void,
): Promise<Reply> {
  const opts = await deleteOptions(req, q);
  if (def.key === 'jobs.batch' && !opts.propagationPolicy && opts.orphanDependents === undefined)
    warn(JOB_ORPHAN_WARNING);
  const cur = api.core.store.get(def.key, namespace, name);
  if (!cur || !api.present(def, cur)) throw notFound(def.plural, def.group, name);
  return deleteOne(api, def, version, cur, opts, warn);
}

export async function deleteCollection(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  req: IncomingMessage,
  q: URLSearchParams,
  warn: (m: string) => void,
): Promise<Reply> {
  if (!def.verbs.includes('deletecollection')) throw methodNotAllowed();
  const opts = await deleteOptions(req, q);
  const matches = api.filters(def, q);
  const items: KubeObject[] = [];
  for (const o of api.visibleList(def, namespace).filter(matches)) {
    deleteOne(api, def, version, o, opts, warn);
    items.push(api.out(def, version, o, true));
  }
  return {
    status: 200,
    body: {
      kind: def.listKind,
      apiVersion: apiVersionOf(def, version),
      metadata: { resourceVersion: String(api.core.store.resourceVersion) },
      items,
    },
  };
}
