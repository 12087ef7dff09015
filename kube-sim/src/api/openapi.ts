import { createHash } from 'node:crypto';
import type { ResourceCatalog, ResourceDef } from '../resources/registry.ts';

export interface OpenApiProvider {
  serve(path: string, catalog: ResourceCatalog): unknown | undefined;
}

type Doc = Record<string, any>;

export interface OpenApiSources {
  /** Kubernetes-authored documents by GV path (`api/v1`, `apis/batch/v1`, `api`, `apis`, `apis/batch`). */
  builtin: Map<string, Doc>;
  /** CRD schema per `group/version/kind`. */
  crdSchemas: Map<string, Doc>;
}

const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

function reverseGroup(group: string): string {
  return group.split('.').reverse().join('.');
}

export function schemaName(def: ResourceDef, version: string, kind = def.kind): string {
  if (def.builtin) return `io.k8s.api.${def.group || 'core'}.${version}.${kind}`;
  return `${reverseGroup(def.group)}.${version}.${kind}`;
}

function param(name: string, where: 'query' | 'path', required = false) {
  return {
    name,
    in: where,
    ...(required ? { required: true } : {}),
    schema: { type: 'string', uniqueItems: true },
  };
}

/** A minimal OpenAPI v3 document for one group/version, shaped like the API server's (paths carry GVK extensions). */
function synthesize(
  catalog: ResourceCatalog,
  group: string,
  version: string,
  sources: OpenApiSources,
  metaSchemas: Record<string, Doc>,
): Doc {
  const paths: Record<string, Doc> = {};
  const schemas: Record<string, Doc> = { ...metaSchemas };
  for (const def of catalog.inGroupVersion(group, version)) {
    const gvk = { group, version, kind: def.kind };
    const name = schemaName(def, version);
    const crd = sources.crdSchemas.get(`${group}/${version}/${def.kind}`);
    const body: Doc = crd
      ? structuredClone(crd)
      : { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    body.properties ??= {};
    body.properties.metadata = { allOf: [{ $ref: `#/components/schemas/${OBJECT_META}` }] };
    body['x-kubernetes-group-version-kind'] = [gvk];
    schemas[name] = body;
    schemas[`${name}List`] = {
      type: 'object',
      required: ['items'],
      properties: {
        apiVersion: { type: 'string' },
        kind: { type: 'string' },
        items: { type: 'array', items: { $ref: `#/components/schemas/${name}` } },
        metadata: { type: 'object' },
      },
      'x-kubernetes-group-version-kind': [{ ...gvk, kind: def.listKind }],
    };
    const prefix = `/${group ? `apis/${group}` : 'api'}/${version}`;
    const ns = def.namespaced ? '/namespaces/{namespace}' : '';
    const ref = { $ref: `#/components/schemas/${name}` };
    const content = { 'application/json': { schema: ref } };
    const writeParams = [
      param('dryRun', 'query'),
      param('fieldManager', 'query'),
      param('fieldValidation', 'query'),
    ];
    const op = (action: string, extra: Doc = {}) => ({
      operationId: `${action}${def.kind}`,
      responses: { '200': { description: 'OK', content } },
      'x-kubernetes-action': action,
      'x-kubernetes-group-version-kind': gvk,
      ...extra,
    });
    const pathParams = [
      ...(def.namespaced ? [param('namespace', 'path', true)] : []),
      param('name', 'path', true),
    ];
    paths[`${prefix}${ns}/${def.plural}`] = {
      get: op('list', {
        parameters: [
          param('labelSelector', 'query'),
          param('fieldSelector', 'query'),
          param('watch', 'query'),
        ],
      }),
      post: op('post', { parameters: writeParams, requestBody: { content, required: true } }),
      parameters: def.namespaced ? [param('namespace', 'path', true)] : [],
    };
    const item: Doc = {
      get: op('get'),
      put: op('put', { parameters: writeParams, requestBody: { content, required: true } }),
      patch: op('patch', {
        parameters: [...writeParams, param('force', 'query')],
        requestBody: {
          content: {
            'application/merge-patch+json': { schema: { type: 'object' } },
            'application/json-patch+json': { schema: { type: 'object' } },
          },
          required: true,
        },
      }),
      delete: op('delete'),
      parameters: pathParams,
    };
    paths[`${prefix}${ns}/${def.plural}/{name}`] = item;
    for (const sub of def.subresources.filter((s) => s.name === 'status')) {
      paths[`${prefix}${ns}/${def.plural}/{name}/${sub.name}`] = {
        get: op('get'),
        put: op('put', { parameters: writeParams }),
        patch: op('patch', { parameters: writeParams }),
        parameters: pathParams,
      };
    }
  }
  return {
    openapi: '3.0.0',
    info: { title: 'Kubernetes', version: 'unversioned' },
    paths,
    components: { schemas },
  };
}

/** Serves `/openapi/v3` (and its per-group-version documents) as kubectl needs for field validation. */
export class ReferenceOpenApi implements OpenApiProvider {
  private readonly cache = new Map<string, { doc: Doc; hash: string }>();

  constructor(private readonly sources: OpenApiSources) {}

  private metaSchemas(): Record<string, Doc> {
    const core = this.sources.builtin.get('api/v1');
    const out: Record<string, Doc> = {};
    const all = core?.components?.schemas as Record<string, Doc> | undefined;
    if (!all) {
      out[OBJECT_META] = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
      return out;
    }
    const visit = (name: string) => {
      if (out[name] || !all[name]) return;
      out[name] = all[name]!;
      JSON.stringify(all[name]).replace(/#\/components\/schemas\/([A-Za-z0-9_.-]+)/g, (_, n) => {
        visit(n);
        return '';
      });
    };
    visit(OBJECT_META);
    return out;
  }

  private docFor(gvPath: string, catalog: ResourceCatalog): Doc | undefined {
    const builtin = this.sources.builtin.get(gvPath);
    if (builtin) return builtin;
    const m = /^apis\/([^/]+)\/([^/]+)$/.exec(gvPath) ?? (gvPath === 'api/v1' ? [gvPath, '', 'v1'] : null);
    if (m) {
      const [, group, version] = m as unknown as [string, string, string];
      if (!catalog.inGroupVersion(group, version).length) return undefined;
      return synthesize(catalog, group, version, this.sources, this.metaSchemas());
    }
    return undefined;
  }

  private entry(gvPath: string, catalog: ResourceCatalog): { doc: Doc; hash: string } | undefined {
    const key = `${catalog.kueueVersions.join(',')}|${gvPath}`;
    let e = this.cache.get(key);
    if (!e) {
      const doc = this.docFor(gvPath, catalog);
      if (!doc) return undefined;
      e = { doc, hash: createHash('sha512').update(JSON.stringify(doc)).digest('hex').toUpperCase() };
      this.cache.set(key, e);
    }
    return e;
  }

  private gvPaths(catalog: ResourceCatalog): string[] {
    const out = ['api/v1'];
    for (const g of catalog.groups()) for (const v of g.versions) out.push(`apis/${g.group}/${v}`);
    return out;
  }

  serve(path: string, catalog: ResourceCatalog): unknown | undefined {
    if (path === '/openapi/v3') {
      const paths: Record<string, { serverRelativeURL: string }> = {};
      for (const p of [...this.sources.builtin.keys(), ...this.gvPaths(catalog)]) {
        const e = this.entry(p, catalog);
        if (e) paths[p] = { serverRelativeURL: `/openapi/v3/${p}?hash=${e.hash}` };
      }
      return { paths };
    }
    if (path.startsWith('/openapi/v3/')) return this.entry(path.slice('/openapi/v3/'.length), catalog)?.doc;
    return undefined;
  }
}
