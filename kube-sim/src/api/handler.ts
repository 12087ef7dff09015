import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import YAML from 'yaml';
import { rfc3339Nano } from '../clock.ts';
import type { ClusterCore } from '../cluster-core.ts';
import { randomSuffix } from '../cluster-core.ts';
import { FOREGROUND } from '../controllers/garbage-collector.ts';
import type { Kubelet } from '../controllers/kubelet.ts';
import { admit } from '../resources/admission.ts';
import type { ResourceDef } from '../resources/registry.ts';
import { matchesFields, matchesLabels, parseFieldSelector, parseLabelSelector } from '../selectors.ts';
import {
  ApiError,
  alreadyExists,
  badRequest,
  conflict,
  expired,
  forbidden,
  invalid,
  methodNotAllowed,
  notFound,
  pageNotFound,
  successStatus,
} from '../status.ts';
import type { KubeObject } from '../store.ts';
import type { SchemaValidator } from '../validation.ts';
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
import { goJsonSyntaxError, summarizeBody } from './go-json.ts';
import type { OpenApiProvider } from './openapi.ts';
import { jsonPatch, mergePatch, strategicMergePatch } from './patch.ts';
import { allows, type Identity } from './rbac.ts';
import {
  serveVisibility,
  VISIBILITY_GROUP,
  type VisibilitySource,
  visibilityAggregatedEntry,
  visibilityGroupEntry,
} from './visibility.ts';
import { type WatchHub, WatchStream } from './watch.ts';

export interface FaultView {
  clusterQueueMissing?: boolean | string[];
  clusterQueueMalformed?: boolean | 'badQuantity' | 'wrongTypes' | 'noResourceGroups';
  forbidden?: boolean | string[];
}

/** Requests without a token reach only `/version` and the health paths. */
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

const JOB_ORPHAN_WARNING =
  'child pods are preserved by default when jobs are deleted; set propagationPolicy=Background to remove them or set propagationPolicy=Orphan to suppress this warning';

const ANONYMOUS: Identity = { user: 'system:anonymous', rules: { namespaced: new Map(), cluster: [] } };

export interface HandlerContext {
  core: ClusterCore;
  kubelet: Kubelet;
  watches: WatchHub;
  faults: () => FaultView;
  serverAddress: () => string;
  bookmarkIntervalMs: number;
  openapi?: OpenApiProvider;
  validator?: SchemaValidator;
  /** Kueue's visibility API (`visibility.kueue.x-k8s.io`); not served when absent. */
  visibility?: VisibilitySource;
}

interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

const MAX_BODY = 3 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY)
      throw new ApiError(413, 'RequestEntityTooLarge', 'Request entity too large: limit is 3145728');
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string, contentType: string | undefined, what: string): unknown {
  const ct = (contentType ?? 'application/json').split(';')[0]!.trim();
  try {
    if (ct.includes('yaml')) return YAML.parse(text);
    return JSON.parse(text);
  } catch (err) {
    throw badRequest(`${what}: ${(err as Error).message}`);
  }
}

function apiVersionOf(def: ResourceDef, version: string): string {
  return def.group ? `${def.group}/${version}` : version;
}

function tableRequested(accept: string | undefined): boolean {
  return !!accept && /as=Table/.test(accept) && /g=meta\.k8s\.io/.test(accept);
}

function boolParam(v: string | null): boolean {
  return v === 'true' || v === '1';
}

/** The REST face of one simulated cluster. */
export class ApiHandler {
  constructor(private readonly ctx: HandlerContext) {}

  private get core(): ClusterCore {
    return this.ctx.core;
  }

  /** Visible form of an object after faults (a hidden or malformed ClusterQueue). */
  present = (def: ResourceDef, obj: KubeObject): KubeObject | undefined => {
    if (def.kind !== 'ClusterQueue') return obj;
    const f = this.ctx.faults();
    const missing = f.clusterQueueMissing;
    if (missing === true || (Array.isArray(missing) && missing.includes(obj.metadata.name))) return undefined;
    const mode = f.clusterQueueMalformed;
    if (!mode) return obj;
    const o = structuredClone(obj);
    if (mode === 'noResourceGroups') delete o.spec.resourceGroups;
    else if (mode === 'wrongTypes') {
      o.spec.resourceGroups = (o.spec.resourceGroups ?? []).map((rg: Record<string, unknown>) => ({
        coveredResources: (rg.coveredResources as string[] | undefined)?.join(','),
        flavors: { name: 'not-a-list' },
      }));
    } else {
      for (const rg of o.spec.resourceGroups ?? [])
        for (const fl of rg.flavors ?? [])
          for (const r of fl.resources ?? []) r.nominalQuota = 'not-a-quantity';
    }
    return o;
  };

  async handle(req: IncomingMessage, res: ServerResponse, identity: Identity = ANONYMOUS): Promise<void> {
    let reply: Reply | undefined;
    try {
      reply = await this.route(req, res, identity);
    } catch (err) {
      if (err instanceof ApiError) reply = { status: err.code, body: err.toStatus(), headers: err.headers };
      else {
        console.error(`[kube-sim] ${this.core.name}: ${req.method} ${req.url} failed:`, err);
        const e = new ApiError(500, 'InternalError', `Internal error occurred: ${(err as Error).message}`);
        reply = { status: 500, body: e.toStatus() };
      }
    }
    if (!reply || res.headersSent || res.writableEnded) return;
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'Content-Type': reply.contentType ?? 'application/json',
      'Cache-Control': 'no-cache, private',
      'Audit-Id': randomUUID(),
      'Content-Length': Buffer.byteLength(body),
      ...(reply.headers ?? {}),
    });
    res.end(body);
    this.core.drain();
  }

  private async route(
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
          body: aggregatedDiscovery(this.core.catalog, true, agg),
          contentType: AGGREGATED_CONTENT_TYPE.replace('v=v2', `v=${agg}`),
        };
      return { status: 200, body: apiVersions(this.ctx.serverAddress()) };
    }
    const visibility = this.ctx.visibility?.access() !== 'absent' ? this.ctx.visibility : undefined;
    if (path === '/apis') {
      const agg = wantsAggregated(accept);
      if (agg) {
        const body = aggregatedDiscovery(this.core.catalog, false, agg);
        if (visibility) body.items.push(visibilityAggregatedEntry(visibility.versions) as never);
        return { status: 200, body, contentType: AGGREGATED_CONTENT_TYPE.replace('v=v2', `v=${agg}`) };
      }
      const body = apiGroupList(this.core.catalog);
      if (visibility) body.groups.push(visibilityGroupEntry(visibility.versions) as never);
      return { status: 200, body };
    }
    if (path === '/api/v1' && method === 'GET')
      return { status: 200, body: apiResourceList(this.core.catalog, '', 'v1') };
    if (path.startsWith('/openapi/')) {
      const doc = this.ctx.openapi?.serve(path, this.core.catalog);
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
        const g = apiGroup(this.core.catalog, group);
        if (!g) return PAGE_NOT_FOUND;
        return { status: 200, body: g };
      }
      version = parts[2]!;
      rest = parts.slice(3);
      if (rest.length === 0) {
        if (!this.core.catalog.groups().some((g) => g.group === group && g.versions.includes(version)))
          return PAGE_NOT_FOUND;
        return { status: 200, body: apiResourceList(this.core.catalog, group, version) };
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
    const def = this.core.catalog.find(group, version, plural);
    if (!def && !this.core.catalog.groups().some((g) => g.group === group && g.versions.includes(version)))
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

    const verb = this.verbFor(method, name, sub, url);
    this.authorize(identity, def, verb, namespace, name, sub);

    const q = url.searchParams;
    const table = tableRequested(accept) && !sub;
    try {
      return await this.dispatch(verb, def, version, namespace, name, sub, q, req, res, table, headers, warn);
    } catch (err) {
      // Warnings given before a failure travel with the error answer, as the API server sends them.
      if (err instanceof ApiError && headers.Warning) err.headers.Warning = headers.Warning;
      throw err;
    }
  }

  private async dispatch(
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
        return this.watch(def, version, namespace, q, res, table, headers, name);
      case 'list':
        return withHeaders(this.list(def, version, namespace, q, table));
      case 'get':
        if (sub === 'log') return this.logs(namespace!, name!, q, res);
        return withHeaders(this.get(def, version, namespace, name!, table, q));
      case 'create':
        return withHeaders(await this.create(def, version, namespace, req, q, warn));
      case 'update':
        return withHeaders(await this.update(def, version, namespace, name!, sub, req, q, warn));
      case 'patch':
        return withHeaders(await this.patch(def, version, namespace, name!, sub, req, q, warn));
      case 'delete':
        return withHeaders(await this.delete(def, version, namespace, name!, req, q, warn));
      case 'deletecollection':
        return withHeaders(await this.deleteCollection(def, version, namespace, req, q, warn));
      default:
        throw methodNotAllowed();
    }
  }

  private verbFor(method: string, name: string | undefined, sub: string | undefined, url: URL): string {
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

  private authorize(
    identity: Identity,
    def: ResourceDef,
    verb: string,
    namespace: string | undefined,
    name: string | undefined,
    sub: string | undefined,
  ): void {
    const f = this.ctx.faults().forbidden;
    const resource = sub ? `${def.plural}/${sub}` : def.plural;
    if (
      f === true ||
      (Array.isArray(f) && (f.includes(def.plural) || f.includes(def.key))) ||
      !allows(identity, verb, def.group, resource, namespace, name)
    ) {
      throw forbidden(identity.user, verb, def.plural, def.group, namespace, name, sub);
    }
  }

  private out(def: ResourceDef, version: string, obj: KubeObject, forList = false): KubeObject {
    const o = def.toVersion(obj, version);
    if (forList && def.builtin) {
      const { apiVersion: _a, kind: _k, ...rest } = o;
      return rest as KubeObject;
    }
    return { apiVersion: apiVersionOf(def, version), kind: def.kind, ...o } as KubeObject;
  }

  private filters(def: ResourceDef, q: URLSearchParams) {
    const labels = parseLabelSelector(q.get('labelSelector'));
    const fields = parseFieldSelector(q.get('fieldSelector'));
    for (const f of fields) {
      const sample = def.fields({ metadata: { name: '', namespace: '' } } as KubeObject);
      if (!(f.field in sample)) {
        // v1.37: a kind with its own field label conversion (Job) names itself; the others say it the old way.
        if (def.builtin)
          throw badRequest(
            def.kind === 'Job'
              ? `field label "${f.field}" not supported for ${def.kind}`
              : `field label not supported: ${f.field}`,
          );
        throw badRequest(
          `"${f.field}" is not a known field selector: only "metadata.name", "metadata.namespace"`,
        );
      }
    }
    return (o: KubeObject) =>
      matchesLabels(labels, o.metadata.labels) && matchesFields(fields, def.fields(o));
  }

  private requireNamespace(
    namespace: string | undefined,
    forCreate: boolean,
    def: ResourceDef,
    name?: string,
  ): void {
    if (!namespace) return;
    const ns = this.core.store.get('namespaces', undefined, namespace);
    if (!ns) throw notFound('namespaces', '', namespace);
    if (forCreate && ns.metadata.deletionTimestamp) {
      throw new ApiError(
        403,
        'Forbidden',
        `${def.group ? `${def.plural}.${def.group}` : def.plural} "${name ?? ''}" is forbidden: unable to create new content in namespace ${namespace} because it is being terminated`,
        {
          name,
          group: def.group || undefined,
          kind: def.plural,
          causes: [
            {
              reason: 'NamespaceTerminating',
              message: `namespace ${namespace} is being terminated`,
              field: 'metadata.namespace',
            },
          ],
        },
      );
    }
  }

  private visibleList(def: ResourceDef, namespace: string | undefined): KubeObject[] {
    const out: KubeObject[] = [];
    for (const o of this.core.store.list(def.key, namespace)) {
      const p = this.present(def, o);
      if (p) out.push(p);
    }
    return out;
  }

  private toTable(
    def: ResourceDef,
    version: string,
    objs: KubeObject[],
    q: URLSearchParams,
    listMeta: Record<string, unknown>,
    withColumns = true,
  ) {
    const spec = def.table(version);
    const now = this.core.now();
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
              ? this.out(def, version, o)
              : { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: o.metadata },
      })),
    };
  }

  private list(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    q: URLSearchParams,
    table: boolean,
  ): Reply {
    const matches = this.filters(def, q);
    const rv = this.core.store.resourceVersion;
    let items = this.visibleList(def, namespace).filter(matches);
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
      if (token.rv < this.core.store.history(def.key).oldestRv) {
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
    if (table) return { status: 200, body: this.toTable(def, version, items, q, meta) };
    return {
      status: 200,
      body: {
        kind: def.listKind,
        apiVersion: apiVersionOf(def, version),
        metadata: meta,
        items: items.map((o) => this.out(def, version, o, true)),
      },
    };
  }

  private fetch(def: ResourceDef, namespace: string | undefined, name: string): KubeObject {
    const o = this.core.store.get(def.key, namespace, name);
    const p = o && this.present(def, o);
    if (!p) throw notFound(def.plural, def.group, name);
    return p;
  }

  private get(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    name: string,
    table: boolean,
    q: URLSearchParams,
  ): Reply {
    const o = this.fetch(def, namespace, name);
    if (table)
      return {
        status: 200,
        body: this.toTable(def, version, [o], q, { resourceVersion: o.metadata.resourceVersion }),
      };
    return { status: 200, body: this.out(def, version, o) };
  }

  private watch(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    q: URLSearchParams,
    res: ServerResponse,
    table: boolean,
    headers: Record<string, string[]>,
    name?: string,
  ): undefined {
    const matches = this.filters(def, q);
    const byName = name ? (o: KubeObject) => o.metadata.name === name : () => true;
    const rvParam = q.get('resourceVersion') ?? '';
    const sendInitial = boolParam(q.get('sendInitialEvents'));
    const timeoutSeconds = Number(q.get('timeoutSeconds') ?? 0);
    const timeoutMs =
      timeoutSeconds > 0 ? timeoutSeconds * 1000 : (1800 + Math.floor(Math.random() * 1800)) * 1000;
    const bookmarks = boolParam(q.get('allowWatchBookmarks'));
    const encodeObj = (_type: string, o: KubeObject) => {
      if (table) return this.toTable(def, version, [o], q, { resourceVersion: o.metadata.resourceVersion });
      return this.out(def, version, o);
    };
    const encode = (type: string, o: KubeObject) => JSON.stringify({ type, object: encodeObj(type, o) });
    const bookmarkObj = (annotations?: Record<string, string>) =>
      JSON.stringify({
        type: 'BOOKMARK',
        object: {
          kind: def.kind,
          apiVersion: apiVersionOf(def, version),
          metadata: {
            resourceVersion: String(this.core.store.resourceVersion),
            ...(annotations ? { annotations } : {}),
          },
        },
      });
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, private',
      'Audit-Id': randomUUID(),
      'Transfer-Encoding': 'chunked',
      ...headers,
    });
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    let unsubscribe: () => void = () => {};
    const stream = new WatchStream({
      def,
      filter: { namespace, matches: (o) => byName(o) && matches(o) },
      encode,
      bookmark: () => bookmarkObj(),
      res,
      bookmarkIntervalMs: bookmarks ? this.ctx.bookmarkIntervalMs : undefined,
      bookmarkBeforeTimeout: bookmarks,
      timeoutMs,
      present: (o) => this.present(def, o),
      onClose: () => unsubscribe(),
    });
    unsubscribe = this.ctx.watches.add(def.key, stream);
    const currentRv = this.core.store.resourceVersion;
    if (rvParam === '' || rvParam === '0' || sendInitial) {
      for (const o of this.visibleList(def, namespace)) if (byName(o) && matches(o)) stream.send('ADDED', o);
      if (sendInitial && bookmarks) stream.write(bookmarkObj({ 'k8s.io/initial-events-end': 'true' }));
      stream.startLive(currentRv);
    } else {
      const rv = Number(rvParam);
      if (!Number.isInteger(rv) || rv < 0) {
        stream.write(
          JSON.stringify({
            type: 'ERROR',
            object: badRequest(`invalid resource version: ${rvParam}`).toStatus(),
          }),
        );
        stream.end();
        return undefined;
      }
      const events = this.core.store.history(def.key).since(rv);
      if (!events) {
        const oldest = this.core.store.history(def.key).oldestRv;
        stream.write(
          JSON.stringify({
            type: 'ERROR',
            object: expired(`too old resource version: ${rv} (${oldest + 1})`).toStatus(),
          }),
        );
        stream.end();
        return undefined;
      }
      for (const ev of events) stream.deliver(ev);
      stream.startLive(events.length ? events[events.length - 1]!.rv : rv);
    }
    return undefined;
  }

  private async readObject(req: IncomingMessage, def: ResourceDef, version: string): Promise<KubeObject> {
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
      if (!(otherVersion && this.core.catalog.servedVersions(def).includes(otherVersion))) {
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

  /** Schema validation, pruning and defaulting (as the API server does for CRDs; strict-decoding for built-ins). */
  private validateSchema(
    def: ResourceDef,
    version: string,
    obj: KubeObject,
    q: URLSearchParams,
    warn: (m: string) => void,
  ): void {
    if (!this.ctx.validator) return;
    const mode = q.get('fieldValidation') ?? 'Warn';
    const result = this.ctx.validator.validate(def, version, obj);
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

  private async create(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    req: IncomingMessage,
    q: URLSearchParams,
    warn: (m: string) => void,
  ): Promise<Reply> {
    let obj = await this.readObject(req, def, version);
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
    this.requireNamespace(obj.metadata.namespace, true, def, obj.metadata.name);
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
    this.validateSchema(def, version, obj, q, warn);
    obj = def.fromVersion(obj, version);
    obj.apiVersion = apiVersionOf(def, def.storageVersion);
    obj.kind = def.kind;
    if (def.subresources.some((s) => s.name === 'status') && def.key !== 'namespaces' && def.key !== 'pods')
      delete obj.status;
    const errs = admit(def, obj, { operation: 'CREATE', now: this.core.nowTime() });
    if (errs.length > 0) throw invalid(def.kind, def.group, obj.metadata.name ?? '', errs);
    if (this.core.store.get(def.key, obj.metadata.namespace, obj.metadata.name))
      throw alreadyExists(def.plural, def.group, obj.metadata.name);
    if (q.get('dryRun') === 'All') {
      // What the create would store, as the API server answers a dry run: uid, creationTimestamp and generation
      // set (not persisted), no resourceVersion.
      obj.metadata.uid ??= randomUUID();
      obj.metadata.creationTimestamp = this.core.nowTime();
      if (def.generation !== false) obj.metadata.generation = 1;
      delete obj.metadata.resourceVersion;
      return { status: 201, body: this.out(def, version, obj) };
    }
    const created = this.core.createObject(def.key, obj);
    this.core.drain();
    const latest = this.core.store.get(def.key, created.metadata.namespace, created.metadata.name) ?? created;
    // A real API server answers with the object as stored by the create itself, before controllers touch it.
    void latest;
    return { status: 201, body: this.out(def, version, created) };
  }

  private applyUpdate(
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
      throw badRequest(
        'the namespace of the provided object does not match the namespace sent on the request',
      );
    }
    const rv = incoming.metadata?.resourceVersion;
    if (rv && rv !== cur.metadata.resourceVersion) throw conflict(def.plural, def.group, name);
    this.validateSchema(def, version, incoming, q, warn);
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
      const errs = admit(def, next, { operation: 'UPDATE', old: cur, now: this.core.nowTime() });
      if (errs.length > 0) throw invalid(def.kind, def.group, name, errs);
    }
    if (q.get('dryRun') === 'All') {
      if (cur.metadata.generation !== undefined)
        next.metadata.generation =
          (cur.metadata.generation ?? 1) + (JSON.stringify(cur.spec) !== JSON.stringify(next.spec) ? 1 : 0);
      return { status: 200, body: this.out(def, version, next) };
    }
    if (
      JSON.stringify({ ...next, metadata: { ...next.metadata, resourceVersion: undefined } }) ===
      JSON.stringify({ ...cur, metadata: { ...cur.metadata, resourceVersion: undefined } })
    ) {
      return { status: 200, body: this.out(def, version, cur) };
    }
    const stored = this.core.store.update(def.key, next);
    this.core.drain();
    return { status: 200, body: this.out(def, version, stored) };
  }

  private async update(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    name: string,
    sub: string | undefined,
    req: IncomingMessage,
    q: URLSearchParams,
    warn: (m: string) => void,
  ): Promise<Reply> {
    const incoming = await this.readObject(req, def, version);
    this.requireNamespace(namespace, false, def);
    const cur = this.core.store.get(def.key, namespace, name);
    if (!cur) throw notFound(def.plural, def.group, name);
    return this.applyUpdate(def, version, cur, incoming, sub, q, warn);
  }

  private async patch(
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
    const cur = this.core.store.get(def.key, namespace, name);
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
        return this.createFromObject(def, version, namespace, obj, q, warn);
      }
      throw notFound(def.plural, def.group, name);
    }
    const curVersioned = this.out(def, version, cur);
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
    return this.applyUpdate(def, version, cur, obj, sub, q, warn);
  }

  private createFromObject(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    obj: KubeObject,
    q: URLSearchParams,
    warn: (m: string) => void,
  ): Reply {
    obj.metadata ??= {} as KubeObject['metadata'];
    if (def.namespaced) obj.metadata.namespace = namespace;
    this.requireNamespace(namespace, true, def, obj.metadata.name);
    this.validateSchema(def, version, obj, q, warn);
    let o = def.fromVersion(obj, version);
    o.apiVersion = apiVersionOf(def, def.storageVersion);
    o.kind = def.kind;
    if (def.subresources.some((s) => s.name === 'status') && def.key !== 'namespaces' && def.key !== 'pods')
      delete o.status;
    const errs = admit(def, o, { operation: 'CREATE', now: this.core.nowTime() });
    if (errs.length > 0) throw invalid(def.kind, def.group, o.metadata.name ?? '', errs);
    o = this.core.createObject(def.key, o);
    this.core.drain();
    return { status: 201, body: this.out(def, version, o) };
  }

  private async deleteOptions(req: IncomingMessage, q: URLSearchParams): Promise<Record<string, any>> {
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

  private deleteOne(
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
          ? this.out(def, version, cur)
          : successStatus({ name, group: def.group, kind: def.plural, uid: cur.metadata.uid }),
      };
    if (def.key === 'namespaces') {
      const o = this.core.store.mutate('namespaces', undefined, name, (n) => {
        n.metadata.deletionTimestamp ??= this.core.nowTime();
        n.status = { ...(n.status ?? {}), phase: 'Terminating' };
      })!;
      this.core.drain();
      const latest = this.core.store.get('namespaces', undefined, name) ?? o;
      return { status: 200, body: this.out(def, version, latest) };
    }
    if (def.key === 'pods') {
      const o = this.ctx.kubelet.deletePod(namespace!, name, opts.gracePeriodSeconds);
      this.core.drain();
      return { status: 200, body: this.out(def, version, o ?? cur) };
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
    this.core.deletePropagation.set(cur.metadata.uid, policy);
    const result = this.core.store.delete(
      def.key,
      namespace,
      name,
      policy === 'Foreground' ? [FOREGROUND] : [],
    );
    this.core.drain();
    if (!result) throw notFound(def.plural, def.group, name);
    if (!result.deleted) {
      const latest = this.core.store.get(def.key, namespace, name) ?? result.object;
      // The API server answers 200 with the object (deletionTimestamp, finalizers) while it waits; 202 only for
      // the deprecated orphanDependents=false (apiserver endpoints/handlers/delete.go).
      return {
        status: opts.orphanDependents === false ? 202 : 200,
        body: this.out(def, version, latest),
      };
    }
    if (def.returnDeletedObject) return { status: 200, body: this.out(def, version, result.object) };
    return {
      status: 200,
      body: successStatus({ name, group: def.group, kind: def.plural, uid: cur.metadata.uid }),
    };
  }

  private async delete(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    name: string,
    req: IncomingMessage,
    q: URLSearchParams,
    warn: (m: string) => void,
  ): Promise<Reply> {
    const opts = await this.deleteOptions(req, q);
    if (def.key === 'jobs.batch' && !opts.propagationPolicy && opts.orphanDependents === undefined)
      warn(JOB_ORPHAN_WARNING);
    const cur = this.core.store.get(def.key, namespace, name);
    if (!cur || !this.present(def, cur)) throw notFound(def.plural, def.group, name);
    return this.deleteOne(def, version, cur, opts, warn);
  }

  private async deleteCollection(
    def: ResourceDef,
    version: string,
    namespace: string | undefined,
    req: IncomingMessage,
    q: URLSearchParams,
    warn: (m: string) => void,
  ): Promise<Reply> {
    if (!def.verbs.includes('deletecollection')) throw methodNotAllowed();
    const opts = await this.deleteOptions(req, q);
    const matches = this.filters(def, q);
    const items: KubeObject[] = [];
    for (const o of this.visibleList(def, namespace).filter(matches)) {
      this.deleteOne(def, version, o, opts, warn);
      items.push(this.out(def, version, o, true));
    }
    return {
      status: 200,
      body: {
        kind: def.listKind,
        apiVersion: apiVersionOf(def, version),
        metadata: { resourceVersion: String(this.core.store.resourceVersion) },
        items,
      },
    };
  }

  private logs(namespace: string, name: string, q: URLSearchParams, res: ServerResponse): Reply | undefined {
    // Like a GET of the pod, a log read in a missing namespace answers that the pod is not found (v1.37).
    const pod = this.core.store.get('pods', namespace, name);
    if (!pod) throw notFound('pods', '', name);
    const containers: string[] = (pod.spec?.containers ?? []).map((c: { name: string }) => c.name);
    let container = q.get('container') ?? undefined;
    if (!container) {
      const dflt = pod.metadata.annotations?.['kubectl.kubernetes.io/default-container'];
      if (containers.length === 1) container = containers[0];
      else if (dflt && containers.includes(dflt)) container = dflt;
      else
        throw badRequest(
          `a container name must be specified for pod ${name}, choose one of: [${containers.join(' ')}]`,
        );
    }
    if (!containers.includes(container!))
      throw badRequest(`container ${container} is not valid for pod ${name}`);
    const previous = boolParam(q.get('previous'));
    const follow = boolParam(q.get('follow'));
    const timestamps = boolParam(q.get('timestamps'));
    const tailLines = q.has('tailLines') ? Number(q.get('tailLines')) : undefined;
    const limitBytes = q.has('limitBytes') ? Number(q.get('limitBytes')) : undefined;
    const sinceSeconds = q.has('sinceSeconds') ? Number(q.get('sinceSeconds')) : undefined;
    const sinceTime = q.get('sinceTime') ? Date.parse(q.get('sinceTime')!) : undefined;
    if (sinceSeconds !== undefined && (!Number.isFinite(sinceSeconds) || sinceSeconds < 1)) {
      throw invalid('PodLogOptions', '', '', [
        {
          type: 'FieldValueInvalid',
          field: 'sinceSeconds',
          badValue: sinceSeconds,
          detail: 'must be greater than 0',
        },
      ]);
    }
    const snapshot = this.ctx.kubelet.logs(namespace, name, container!, previous);
    if (!snapshot.exists) {
      if (previous)
        throw badRequest(`previous terminated container "${container}" in pod "${name}" not found`);
      const reason = snapshot.waitingReason ?? 'ContainerCreating';
      // the kubelet's wording for the common pending failures (validateContainerLogStatus)
      const why =
        reason === 'ErrImagePull'
          ? "image can't be pulled"
          : reason === 'ImagePullBackOff'
            ? 'trying and failing to pull image'
            : reason;
      throw badRequest(`container "${container}" in pod "${name}" is waiting to start: ${why}`);
    }
    const since = sinceSeconds !== undefined ? this.core.now() - sinceSeconds * 1000 : sinceTime;
    const format = (l: { at: number; text: string }) =>
      timestamps ? `${rfc3339Nano(l.at)} ${l.text}\n` : `${l.text}\n`;
    let lines = snapshot.lines.filter((l) => since === undefined || l.at >= since);
    if (tailLines !== undefined && tailLines >= 0) lines = lines.slice(Math.max(0, lines.length - tailLines));
    let budget = limitBytes !== undefined && limitBytes > 0 ? limitBytes : Number.POSITIVE_INFINITY;
    const take = (s: string): string => {
      if (budget <= 0) return '';
      const b = Buffer.from(s);
      if (b.length <= budget) {
        budget -= b.length;
        return s;
      }
      const cut = b.subarray(0, budget).toString('utf8');
      budget = 0;
      return cut;
    };
    if (!follow || !snapshot.running) {
      // Like the kubelet, stop reading the log once limitBytes are sent (no formatting of the rest).
      const parts: string[] = [];
      for (const l of lines) {
        if (budget <= 0) break;
        parts.push(take(format(l)));
      }
      return { status: 200, body: parts.join(''), contentType: 'text/plain' };
    }
    res.writeHead(200, {
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-cache, private',
      'Transfer-Encoding': 'chunked',
    });
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    for (const l of lines) res.write(take(format(l)));
    let sentUntil = snapshot.lines.length ? snapshot.lines[snapshot.lines.length - 1]!.at : -1;
    let sentCount = snapshot.lines.length;
    const uid = pod.metadata.uid as string;
    const pump = () => {
      if (res.writableEnded) return;
      const now = this.ctx.kubelet.logs(namespace, name, container!, false);
      const fresh = now.lines.slice(sentCount);
      for (const l of fresh) {
        const chunk = take(format(l));
        if (chunk) res.write(chunk);
        sentUntil = l.at;
      }
      sentCount = now.lines.length;
      if (!now.exists || !now.running || budget <= 0) {
        unsubscribe();
        res.end();
      }
    };
    const unsubscribe = this.ctx.kubelet.onLogChange(uid, pump);
    res.on('close', () => unsubscribe());
    void sentUntil;
    return undefined;
  }
}
