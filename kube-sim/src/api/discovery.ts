import { createHash } from 'node:crypto';
import type { ResourceCatalog, ResourceDef } from '../resources/registry.ts';

export const KUBE_VERSION = { major: '1', minor: '32', gitVersion: 'v1.32.0' };

export function versionInfo() {
  return {
    major: KUBE_VERSION.major,
    minor: KUBE_VERSION.minor,
    gitVersion: KUBE_VERSION.gitVersion,
    gitCommit: '0000000000000000000000000000000000000000',
    gitTreeState: 'clean',
    buildDate: '2024-12-11T17:59:15Z',
    goVersion: 'go1.23.3',
    compiler: 'gc',
    platform: 'linux/amd64',
  };
}

export const AGGREGATED_CONTENT_TYPE = 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList';

/** True when the client asks for aggregated discovery (kubectl ≥ 1.26 does). */
export function wantsAggregated(accept: string | undefined): 'v2' | 'v2beta1' | undefined {
  if (!accept?.includes('as=APIGroupDiscoveryList')) return undefined;
  for (const part of accept.split(',')) {
    if (!part.includes('as=APIGroupDiscoveryList') || !part.includes('g=apidiscovery.k8s.io')) continue;
    if (/v=v2(;|$)/.test(part.replace(/\s/g, ''))) return 'v2';
    if (part.includes('v=v2beta1')) return 'v2beta1';
  }
  return undefined;
}

/** apiserver's discovery.StorageVersionHash: base64 of the first 8 bytes of sha256("group/version/kind"). */
export function storageVersionHash(def: Pick<ResourceDef, 'group' | 'storageVersion' | 'kind'>): string {
  return createHash('sha256')
    .update(`${def.group}/${def.storageVersion}/${def.kind}`)
    .digest()
    .subarray(0, 8)
    .toString('base64');
}

export function apiResourceList(catalog: ResourceCatalog, group: string, version: string) {
  const resources: Record<string, unknown>[] = [];
  for (const def of catalog.inGroupVersion(group, version)) {
    const r: Record<string, unknown> = {
      name: def.plural,
      singularName: def.singular,
      namespaced: def.namespaced,
      kind: def.kind,
      verbs: def.verbs,
    };
    if (def.shortNames.length) r.shortNames = def.shortNames;
    if (def.categories.length) r.categories = def.categories;
    r.storageVersionHash = storageVersionHash(def);
    resources.push(r);
    for (const sub of def.subresources) {
      resources.push({
        name: `${def.plural}/${sub.name}`,
        singularName: '',
        namespaced: def.namespaced,
        kind: sub.kind,
        verbs: sub.verbs,
      });
    }
  }
  return {
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: group ? `${group}/${version}` : version,
    resources,
  };
}

export function apiVersions(serverAddress: string) {
  return {
    kind: 'APIVersions',
    versions: ['v1'],
    serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress }],
  };
}

function groupEntry(group: string, versions: string[]) {
  return {
    name: group,
    versions: versions.map((v) => ({ groupVersion: `${group}/${v}`, version: v })),
    preferredVersion: { groupVersion: `${group}/${versions[0]}`, version: versions[0] },
  };
}

export function apiGroupList(catalog: ResourceCatalog) {
  return {
    kind: 'APIGroupList',
    apiVersion: 'v1',
    groups: catalog.groups().map((g) => groupEntry(g.group, g.versions)),
  };
}

export function apiGroup(catalog: ResourceCatalog, group: string) {
  const g = catalog.groups().find((x) => x.group === group);
  return g ? { kind: 'APIGroup', apiVersion: 'v1', ...groupEntry(g.group, g.versions) } : undefined;
}

function discoveryResources(catalog: ResourceCatalog, group: string, version: string) {
  return catalog.inGroupVersion(group, version).map((def) => {
    const r: Record<string, unknown> = {
      resource: def.plural,
      responseKind: { group, version, kind: def.kind },
      scope: def.namespaced ? 'Namespaced' : 'Cluster',
      singularResource: def.singular,
      verbs: def.verbs,
    };
    if (def.shortNames.length) r.shortNames = def.shortNames;
    if (def.categories.length) r.categories = def.categories;
    if (def.subresources.length) {
      r.subresources = def.subresources.map((s) => ({
        subresource: s.name,
        responseKind: { group, version, kind: s.kind },
        verbs: s.verbs,
      }));
    }
    return r;
  });
}

/** Aggregated discovery (`apidiscovery.k8s.io/v2`) for `/api` (legacy) or `/apis`. */
export function aggregatedDiscovery(catalog: ResourceCatalog, legacy: boolean, apiVersion: 'v2' | 'v2beta1') {
  const items = legacy
    ? [
        {
          metadata: { creationTimestamp: null },
          versions: [
            { version: 'v1', resources: discoveryResources(catalog, '', 'v1'), freshness: 'Current' },
          ],
        },
      ]
    : catalog.groups().map((g) => ({
        metadata: { name: g.group, creationTimestamp: null },
        versions: g.versions.map((v) => ({
          version: v,
          resources: discoveryResources(catalog, g.group, v),
          freshness: 'Current',
        })),
      }));
  return {
    kind: 'APIGroupDiscoveryList',
    apiVersion: `apidiscovery.k8s.io/${apiVersion}`,
    metadata: {},
    items,
  };
}
