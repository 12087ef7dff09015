import type { IncomingMessage } from 'node:http';
import YAML from 'yaml';
import type { ClusterCore } from '../cluster-core.ts';
import type { Kubelet } from '../controllers/kubelet.ts';
import type { ResourceDef } from '../resources/registry.ts';
import { matchesFields, matchesLabels, parseFieldSelector, parseLabelSelector } from '../selectors.ts';
import { ApiError, badRequest, notFound } from '../status.ts';
import type { KubeObject } from '../store.ts';
import type { SchemaValidator } from '../validation.ts';
import type { OpenApiProvider } from './openapi.ts';
import type { VisibilitySource } from './visibility.ts';
import type { WatchHub } from './watch.ts';

/*
 * What every request handler of the API shares (as the apiserver's handlers share their RequestScope): the
 * cluster, the objects as clients see them (faults applied), the versioned output form, selectors and the
 * namespace check, and the small request helpers.
 */

export interface FaultView {
  clusterQueueMissing?: boolean | string[];
  clusterQueueMalformed?: boolean | 'badQuantity' | 'wrongTypes' | 'noResourceGroups';
  forbidden?: boolean | string[];
}

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

export interface Reply {
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

export function parseBody(text: string, contentType: string | undefined, what: string): unknown {
  const ct = (contentType ?? 'application/json').split(';')[0]!.trim();
  try {
    if (ct.includes('yaml')) return YAML.parse(text);
    return JSON.parse(text);
  } catch (err) {
    throw badRequest(`${what}: ${(err as Error).message}`);
  }
}

export function apiVersionOf(def: ResourceDef, version: string): string {
  return def.group ? `${def.group}/${version}` : version;
}

export function tableRequested(accept: string | undefined): boolean {
  return !!accept && /as=Table/.test(accept) && /g=meta\.k8s\.io/.test(accept);
}

export function boolParam(v: string | null): boolean {
  return v === 'true' || v === '1';
}

/** The shared state and helpers of one cluster's API handlers. */
export class ApiContext {
  constructor(readonly ctx: HandlerContext) {}

  get core(): ClusterCore {
    return this.ctx.core;
  }

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

  out(def: ResourceDef, version: string, obj: KubeObject, forList = false): KubeObject {
    const o = def.toVersion(obj, version);
    if (forList && def.builtin) {
      const { apiVersion: _a, kind: _k, ...rest } = o;
      return rest as KubeObject;
    }
    return { apiVersion: apiVersionOf(def, version), kind: def.kind, ...o } as KubeObject;
  }

  filters(def: ResourceDef, q: URLSearchParams) {
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

  requireNamespace(namespace: string | undefined, forCreate: boolean, def: ResourceDef, name?: string): void {
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

  visibleList(def: ResourceDef, namespace: string | undefined): KubeObject[] {
    const out: KubeObject[] = [];
    for (const o of this.core.store.list(def.key, namespace)) {
      const p = this.present(def, o);
      if (p) out.push(p);
    }
    return out;
  }

  fetch(def: ResourceDef, namespace: string | undefined, name: string): KubeObject {
    const o = this.core.store.get(def.key, namespace, name);
    const p = o && this.present(def, o);
    if (!p) throw notFound(def.plural, def.group, name);
    return p;
  }
}
