import type { ResourceDef } from '../resources/registry.ts';
import { badRequest, expired } from '../status.ts';
import type { KubeObject } from '../store.ts';
import { type ApiContext, apiVersionOf, type Reply } from './context.ts';

/* GET of one object or a list (limit/continue), as JSON or as kubectl's Table. */

/** ObjectMeta's fields in the order Go's encoder writes them (the Table's PartialObjectMetadata is re-encoded). */
const META_ORDER = [
  'name',
  'generateName',
  'namespace',
  'selfLink',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'labels',
  'annotations',
  'ownerReferences',
  'finalizers',
  'managedFields',
];

function goOrder(md: KubeObject['metadata']): KubeObject['metadata'] {
  const out: Record<string, unknown> = {};
  for (const k of META_ORDER) if (md[k] !== undefined) out[k] = md[k];
  for (const [k, v] of Object.entries(md)) if (!(k in out)) out[k] = v;
  return out as KubeObject['metadata'];
}

export function toTable(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  objs: KubeObject[],
  q: URLSearchParams,
  listMeta: Record<string, unknown>,
  withColumns = true,
) {
  const spec = def.table(version);
  const now = api.core.now();
  const include = q.get('includeObject') ?? 'Metadata';
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: listMeta,
    ...(withColumns ? { columnDefinitions: spec.columns } : { columnDefinitions: null }),
    rows: objs.map((o) => ({
      cells: spec.row(o, now),
      object:
        include === 'None'
          ? undefined
          : include === 'Object'
            ? api.out(def, version, o)
            : { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: goOrder(o.metadata) },
    })),
  };
}

export function listResources(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  q: URLSearchParams,
  table: boolean,
): Reply {
  const matches = api.filters(def, q);
  const rv = api.core.store.resourceVersion;
  let items = api.visibleList(def, namespace).filter(matches);
  const limit = Number(q.get('limit') ?? 0);
  const cont = q.get('continue');
  const meta: Record<string, unknown> = { resourceVersion: String(rv) };
  if (cont) {
    let token: { rv: number; start: string };
    try {
      token = JSON.parse(Buffer.from(cont, 'base64').toString('utf8'));
    } catch {
      throw badRequest(
        'continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)',
      );
    }
    if (token.rv < api.core.store.history(def.key).oldestRv) {
      throw expired(
        'The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.',
      );
    }
    items = items.filter((o) => `${o.metadata.namespace ?? ''}/${o.metadata.name}` > token.start);
    meta.resourceVersion = String(token.rv);
  }
  if (limit > 0 && items.length > limit) {
    const last = items[limit - 1]!;
    meta.continue = Buffer.from(
      JSON.stringify({
        rv: Number(meta.resourceVersion),
        start: `${last.metadata.namespace ?? ''}/${last.metadata.name}`,
      }),
    ).toString('base64');
    meta.remainingItemCount = items.length - limit;
    items = items.slice(0, limit);
  }
  if (table) return { status: 200, body: toTable(api, def, version, items, q, meta) };
  return {
    status: 200,
    body: {
      kind: def.listKind,
      apiVersion: apiVersionOf(def, version),
      metadata: meta,
      items: items.map((o) => api.out(def, version, o, true)),
    },
  };
}

export function getResource(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  name: string,
  table: boolean,
  q: URLSearchParams,
): Reply {
  const o = api.fetch(def, namespace, name);
  if (table)
    return {
      status: 200,
      body: toTable(api, def, version, [o], q, { resourceVersion: o.metadata.resourceVersion }),
    };
  return { status: 200, body: api.out(def, version, o) };
}
