/**
 * Kueue's on-demand visibility API (`visibility.kueue.x-k8s.io`, an aggregated API server in Kueue's manager):
 * `GET /apis/visibility.kueue.x-k8s.io/{v1beta2,v1beta1}/clusterqueues/{cq}/pendingworkloads` and
 * `/namespaces/{ns}/localqueues/{lq}/pendingworkloads`, answering a PendingWorkloadsSummary with the positions
 * Kueue's pkg/visibility/storage computes.
 */

import { ApiError, badRequest, methodNotAllowed, notFound, pageNotFound } from '../status.ts';
import type { KubeObject } from '../store.ts';
import { allows, type Identity } from './rbac.ts';

export const VISIBILITY_GROUP = 'visibility.kueue.x-k8s.io';
/** Kueue's constants.DefaultPendingWorkloadsLimit and MaxPendingWorkloadsLimit. */
const DEFAULT_LIMIT = 1000;
const MAX_LIMIT = 100_000;

/** Whether tokens may read the visibility API: allowed, forbidden (403, no RBAC grant), absent (not installed). */
export type VisibilityAccess = 'allowed' | 'forbidden' | 'absent';
export const VISIBILITY_ACCESS: VisibilityAccess[] = ['allowed', 'forbidden', 'absent'];

export interface VisibilitySource {
  /** Served versions (those of the cluster's Kueue; v1beta2 first when served). */
  versions: string[];
  access(): VisibilityAccess;
  /** Pending workloads of a ClusterQueue in queue order; undefined when Kueue does not know the queue. */
  pendingInClusterQueue(name: string): KubeObject[] | undefined;
  /** The ClusterQueue a LocalQueue points at; undefined when the LocalQueue does not exist. */
  clusterQueueOf(namespace: string, localQueue: string): string | undefined;
}

/** The group-version's resources, as the aggregated server registers them (parents carry no verbs). */
export function visibilityResourceList(version: string) {
  const res = (name: string, singularName: string, namespaced: boolean, verbs: string[]) => ({
    name,
    singularName,
    namespaced,
    kind: 'PendingWorkloadsSummary',
    verbs,
  });
  return {
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: `${VISIBILITY_GROUP}/${version}`,
    resources: [
      res('clusterqueues', 'clusterqueue', false, []),
      res('clusterqueues/pendingworkloads', '', false, ['get']),
      res('localqueues', 'localqueue', true, []),
      res('localqueues/pendingworkloads', '', true, ['get']),
    ],
  };
}

/** The group's entry in `/apis` (legacy APIGroupList). */
export function visibilityGroupEntry(versions: string[]) {
  return {
    name: VISIBILITY_GROUP,
    versions: versions.map((v) => ({ groupVersion: `${VISIBILITY_GROUP}/${v}`, version: v })),
    preferredVersion: { groupVersion: `${VISIBILITY_GROUP}/${versions[0]}`, version: versions[0] },
  };
}

/** The group's entry in aggregated discovery (`apidiscovery.k8s.io/v2`). */
export function visibilityAggregatedEntry(versions: string[]) {
  const resource = (plural: string, singular: string, scope: string, version: string) => ({
    resource: plural,
    responseKind: { group: VISIBILITY_GROUP, version, kind: 'PendingWorkloadsSummary' },
    scope,
    singularResource: singular,
    verbs: [],
    subresources: [
      {
        subresource: 'pendingworkloads',
        responseKind: { group: VISIBILITY_GROUP, version, kind: 'PendingWorkloadsSummary' },
        verbs: ['get'],
      },
    ],
  });
  return {
    metadata: { name: VISIBILITY_GROUP, creationTimestamp: null },
    versions: versions.map((v) => ({
      version: v,
      resources: [
        resource('clusterqueues', 'clusterqueue', 'Cluster', v),
        resource('localqueues', 'localqueue', 'Namespaced', v),
      ],
      freshness: 'Current',
    })),
  };
}

function intParam(q: URLSearchParams, name: string): number {
  const raw = q.get(name);
  if (raw === null || raw === '') return 0;
  if (!/^[+-]?\d+$/.test(raw))
    throw badRequest(`${name}: Invalid value: "${raw}": strconv.ParseInt: parsing "${raw}": invalid syntax`);
  return Number.parseInt(raw, 10);
}

/** Kueue's `boundedLimitOffset` after the API's defaulting (limit 0 → 1000). */
function limitOffset(q: URLSearchParams): { limit: number; offset: number } {
  let limit = intParam(q, 'limit');
  if (limit === 0) limit = DEFAULT_LIMIT;
  limit = Math.min(Math.max(limit, 0), MAX_LIMIT);
  return { limit, offset: Math.max(intParam(q, 'offset'), 0) };
}

function pendingWorkload(w: KubeObject, positionInLocalQueue: number, positionInClusterQueue: number) {
  return {
    metadata: {
      name: w.metadata.name,
      namespace: w.metadata.namespace,
      creationTimestamp: w.metadata.creationTimestamp,
      ownerReferences: (w.metadata.ownerReferences ?? []).map(
        (r: { apiVersion: string; kind: string; name: string; uid: string }) => ({
          apiVersion: r.apiVersion,
          kind: r.kind,
          name: r.name,
          uid: r.uid,
        }),
      ),
    },
    priority: w.spec?.priority ?? 0,
    localQueueName: w.spec?.queueName ?? '',
    positionInClusterQueue,
    positionInLocalQueue,
  };
}

/**
 * Serves a request under `/apis/visibility.kueue.x-k8s.io/...` (`parts` are the path's segments after
 * `/apis`). Discovery of the group and version included.
 */
export function serveVisibility(
  src: VisibilitySource,
  parts: string[],
  method: string,
  q: URLSearchParams,
  identity: Identity,
): { status: number; body: unknown } {
  const access = src.access();
  if (access === 'absent') throw pageNotFound();
  const [, version, ...rest] = parts;
  if (version === undefined)
    return {
      status: 200,
      body: { kind: 'APIGroup', apiVersion: 'v1', ...visibilityGroupEntry(src.versions) },
    };
  if (!src.versions.includes(version)) throw pageNotFound();
  if (rest.length === 0) return { status: 200, body: visibilityResourceList(version) };

  let namespace: string | undefined;
  let plural: string | undefined;
  let name: string | undefined;
  let sub: string | undefined;
  if (rest[0] === 'namespaces' && rest.length >= 3) [, namespace, plural, name, sub] = rest;
  else [plural, name, sub] = rest;
  const parentLength = namespace === undefined ? 3 : 5;
  const known = namespace === undefined ? plural === 'clusterqueues' : plural === 'localqueues';
  if (!known || rest.length > parentLength) throw pageNotFound();
  // The parent resources exist only to carry the subresource: they have no verbs, so no routes.
  if (!name || sub !== 'pendingworkloads') throw pageNotFound();
  if (method !== 'GET') throw methodNotAllowed();
  if (
    access === 'forbidden' ||
    !allows(identity, 'get', VISIBILITY_GROUP, `${plural}/pendingworkloads`, namespace, name)
  )
    throw forbiddenSubresource(identity.user, plural!, namespace, name);

  const { limit, offset } = limitOffset(q);
  const items: ReturnType<typeof pendingWorkload>[] = [];
  if (namespace === undefined) {
    const pending = src.pendingInClusterQueue(name);
    if (!pending) throw notFound('clusterqueue', VISIBILITY_GROUP, name);
    const lqPositions = new Map<string, number>();
    for (let i = 0; i < offset + limit && i < pending.length; i++) {
      const w = pending[i]!;
      const key = `${w.metadata.namespace}/${w.spec?.queueName}`;
      const inLq = lqPositions.get(key) ?? 0;
      lqPositions.set(key, inLq + 1);
      if (i >= offset) items.push(pendingWorkload(w, inLq, i));
    }
  } else {
    const cq = src.clusterQueueOf(namespace, name);
    if (cq === undefined) throw notFound('localqueue', VISIBILITY_GROUP, name);
    const pending = src.pendingInClusterQueue(cq) ?? [];
    let skipped = 0;
    for (let i = 0; i < pending.length && items.length < limit; i++) {
      const w = pending[i]!;
      if (w.metadata.namespace !== namespace || w.spec?.queueName !== name) continue;
      if (skipped < offset) skipped++;
      else items.push(pendingWorkload(w, items.length + offset, i));
    }
  }
  return {
    status: 200,
    body: {
      kind: 'PendingWorkloadsSummary',
      apiVersion: `${VISIBILITY_GROUP}/${version}`,
      metadata: { creationTimestamp: null },
      items,
    },
  };
}

/** RBAC's refusal of a subresource (`cannot get resource "clusterqueues/pendingworkloads"`). */
function forbiddenSubresource(
  user: string,
  plural: string,
  namespace: string | undefined,
  name: string,
): ApiError {
  const scope = namespace ? ` in the namespace "${namespace}"` : ' at the cluster scope';
  return new ApiError(
    403,
    'Forbidden',
    `${plural}.${VISIBILITY_GROUP} "${name}" is forbidden: User "${user}" cannot get resource "${plural}/pendingworkloads" in API group "${VISIBILITY_GROUP}"${scope}`,
    { name, group: VISIBILITY_GROUP, kind: plural },
  );
}
