import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResourceDef } from '../resources/registry.ts';
import { ApiError, methodNotAllowed, pageNotFound } from '../status.ts';
import { authorize } from './authorize.ts';
import { type ApiContext, boolParam, type Reply, tableRequested } from './context.ts';
import { deleteCollection, deleteResource } from './delete.ts';
import {
  AGGREGATED_CONTENT_TYPE,
  aggregatedDiscovery,
  apiGroup,
  apiGroupList,
  apiResourceList,
  apiVersions,
  versionInfo,
  wantsAggregated,
} from './discovery.ts';
import { podLogs } from './logs.ts';
import type { Identity } from './rbac.ts';
import { getResource, listResources } from './reads.ts';
import {
  serveVisibility,
  VISIBILITY_GROUP,
  visibilityAggregatedEntry,
  visibilityGroupEntry,
} from './visibility.ts';
import { watchResources } from './watch-request.ts';
import { createResource, patchResource, updateResource } from './writes.ts';

/*
 * From a request to its handler, as the apiserver's request-info resolution and handler chain do: the
 * non-resource paths (version, health, discovery, OpenAPI, Kueue's visibility API), then the resource path
 * (group, version, namespace, resource, name, subresource), its verb, the RBAC check, and the verb's handler.
 */

/**
 * Paths no API group serves reach the API server's NotFoundHandler: Go's http.NotFound, plain text (a known
 * group-version's unknown resource is go-restful's, a Status).
 */
const PAGE_NOT_FOUND = {
  status: 404,
  body: '404 page not found\n',
  contentType: 'text/plain; charset=utf-8',
  headers: { 'X-Content-Type-Options': 'nosniff' },
};

export async function route(
  api: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  identity: Identity,
): Promise<Reply | undefined> {
  const url = new URL(req.url ?? '/', 'https://kube-sim.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const accept = req.headers.accept;

  if (path === '/version') return { status: 200, body: versionInfo() };
  if (['/healthz', '/livez', '/readyz'].includes(path))
    return { status: 200, body: 'ok', contentType: 'text/plain; charset=utf-8' };
  if (path === '/api') {
    const agg = wantsAggregated(accept);
    if (agg)
      return {
        status: 200,
        body: aggregatedDiscovery(api.core.catalog, true, agg),
        contentType: AGGREGATED_CONTENT_TYPE.replace('v=v2', `v=${agg}`),
      };
    return { status: 200, body: apiVersions(api.ctx.serverAddress()) };
  }
  const visibility = api.ctx.visibility?.access() !== 'absent' ? api.ctx.visibility : undefined;
  if (path === '/apis') {
    const agg = wantsAggregated(accept);
    if (agg) {
      const body = aggregatedDiscovery(api.core.catalog, false, agg);
      if (visibility) body.items.push(visibilityAggregatedEntry(visibility.versions) as never);
      return { status: 200, body, contentType: AGGREGATED_CONTENT_TYPE.replace('v=v2', `v=${agg}`) };
    }
    const body = apiGroupList(api.core.catalog);
    if (visibility) body.groups.push(visibilityGroupEntry(visibility.versions) as never);
    return { status: 200, body };
  }
  if (path === '/api/v1' && method === 'GET')
    return { status: 200, body: apiResourceList(api.core.catalog, '', 'v1') };
  if (path.startsWith('/openapi/')) {
    const doc = api.ctx.openapi?.serve(path, api.core.catalog);
    if (!doc) throw pageNotFound();
    return { status: 200, body: doc, contentType: 'application/json' };
  }

  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'apis' && parts[1] === VISIBILITY_GROUP) {
    if (!visibility) return PAGE_NOT_FOUND;
    // Split after decoding, as the API server's request info does: a client that encodes
    // `team/pendingworkloads` as one name (`team%2Fpendingworkloads`) reaches the subresource.
    const decoded = parts.flatMap((p) => p.split('/')).filter(Boolean);
    return serveVisibility(visibility, decoded.slice(1), method, url.searchParams, identity);
  }
  let group: string;
  let version: string;
  let rest: string[];
  if (parts[0] === 'api' && parts[1] === 'v1') {
    group = '';
    version = 'v1';
    rest = parts.slice(2);
  } else if (parts[0] === 'apis' && parts.length >= 2) {
    group = parts[1]!;
    if (parts.length === 2) {
      const g = apiGroup(api.core.catalog, group);
      if (!g) return PAGE_NOT_FOUND;
      return { status: 200, body: g };
    }
    version = parts[2]!;
    rest = parts.slice(3);
    if (rest.length === 0) {
      if (!api.core.catalog.groups().some((g) => g.group === group && g.versions.includes(version)))
        return PAGE_NOT_FOUND;
      return { status: 200, body: apiResourceList(api.core.catalog, group, version) };
    }
  } else throw pageNotFound();

  let namespace: string | undefined;
  let plural: string;
  let name: string | undefined;
  let sub: string | undefined;
  const namespaceSubresource = group === '' && ['status', 'finalize'].includes(rest[2] ?? '');
  if (rest[0] === 'namespaces' && rest.length >= 3 && !namespaceSubresource) {
    namespace = rest[1];
    plural = rest[2]!;
    name = rest[3];
    sub = rest[4];
    if (rest.length > 5) throw pageNotFound();
  } else {
    plural = rest[0]!;
    name = rest[1];
    sub = rest[2];
    if (rest.length > 3) throw pageNotFound();
  }
  const def = api.core.catalog.find(group, version, plural);
  if (!def && !api.core.catalog.groups().some((g) => g.group === group && g.versions.includes(version)))
    return PAGE_NOT_FOUND;
  if (!def) throw pageNotFound();
  if (!def.namespaced && namespace !== undefined) throw pageNotFound();
  if (sub && !def.subresources.some((s) => s.name === sub)) throw pageNotFound();

  const headers: Record<string, string[]> = {};
  const warn = (msg: string) => {
    headers.Warning ??= [];
    headers.Warning.push(`299 - ${JSON.stringify(msg)}`);
  };
  const deprecation = def.deprecatedVersions[version];
  if (deprecation) warn(deprecation);

  const verb = verbFor(method, name, sub, url);
  authorize(api, identity, def, verb, namespace, name, sub);

  const q = url.searchParams;
  const table = tableRequested(accept) && !sub;
  try {
    return await dispatch(api, verb, def, version, namespace, name, sub, q, req, res, table, headers, warn);
  } catch (err) {
    // Warnings given before a failure travel with the error answer, as the API server sends them.
    if (err instanceof ApiError && headers.Warning) err.headers.Warning = headers.Warning;
    throw err;
  }
}

export async function dispatch(
  api: ApiContext,
  verb: string,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  name: string | undefined,
  sub: string | undefined,
  q: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
  table: boolean,
  headers: Record<string, string[]>,
  warn: (msg: string) => void,
): Promise<Reply | undefined> {
  const withHeaders = (r: Reply): Reply => ({ ...r, headers: { ...(r.headers ?? {}), ...headers } });
  switch (verb) {
    case 'watch':
      return watchResources(api, def, version, namespace, q, res, table, headers, name);
    case 'list':
      return withHeaders(listResources(api, def, version, namespace, q, table));
    case 'get':
      if (sub === 'log') return podLogs(api, namespace!, name!, q, res);
      return withHeaders(getResource(api, def, version, namespace, name!, table, q));
    case 'create':
      return withHeaders(await createResource(api, def, version, namespace, req, q, warn));
    case 'update':
      return withHeaders(await updateResource(api, def, version, namespace, name!, sub, req, q, warn));
    case 'patch':
      return withHeaders(await patchResource(api, def, version, namespace, name!, sub, req, q, warn));
    case 'delete':
      return withHeaders(await deleteResource(api, def, version, namespace, name!, req, q, warn));
    case 'deletecollection':
      return withHeaders(await deleteCollection(api, def, version, namespace, req, q, warn));
    default:
      throw methodNotAllowed();
  }
}

export function verbFor(method: string, name: string | undefined, sub: string | undefined, url: URL): string {
  const watch = boolParam(url.searchParams.get('watch'));
  switch (method) {
    case 'GET':
      if (!name) return watch ? 'watch' : 'list';
      return 'get';
    case 'POST':
      if (name) throw methodNotAllowed();
      return 'create';
    case 'PUT':
      if (!name) throw methodNotAllowed();
      return 'update';
    case 'PATCH':
      if (!name) throw methodNotAllowed();
      return 'patch';
    case 'DELETE':
      if (sub) throw methodNotAllowed();
      return name ? 'delete' : 'deletecollection';
    default:
      throw methodNotAllowed();
  }
}
