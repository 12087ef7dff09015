import fs from 'node:fs';
import YAML from 'yaml';
import { type ServiceAccountConfig, serviceAccountProblems } from './api/rbac.ts';
import { VISIBILITY_ACCESS, type VisibilityAccess } from './api/visibility.ts';
import type { KueueFeatureGates } from './controllers/kueue-controller.ts';
import { type Faults, faultProblems } from './faults.ts';
import { isQuantity } from './quantity.ts';
import { parseDuration } from './runtime.ts';
import type { KubeObject } from './store.ts';
import { type VolumeConfig, volumeConfigProblems } from './volumes.ts';

export interface FlavorConfig {
  name: string;
  cpu?: string | number;
  memory?: string | number;
  /** Further resources by name, e.g. `{ 'nvidia.com/gpu': 4 }`. */
  resources?: Record<string, string | number>;
  /** Per-resource borrowing limits (only meaningful in a cohort). */
  borrowingLimit?: Record<string, string | number>;
  lendingLimit?: Record<string, string | number>;
  /** nodeLabels of the ResourceFlavor; Kueue injects them as a nodeSelector on admission. */
  nodeLabels?: Record<string, string>;
  /** nodeTaints of the ResourceFlavor: pods that do not tolerate them cannot get this flavor. */
  nodeTaints?: { key: string; value?: string; effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute' }[];
  /** tolerations of the ResourceFlavor, added to the pods admitted in it. */
  tolerations?: { key?: string; operator?: 'Equal' | 'Exists'; value?: string; effect?: string }[];
}

export interface ClusterQueueConfig {
  name: string;
  stopPolicy?: 'None' | 'Hold' | 'HoldAndDrain';
  cohort?: string;
  queueingStrategy?: 'BestEffortFIFO' | 'StrictFIFO';
  /** Kueue's `spec.preemption` (default: all Never, as Kueue defaults it). */
  preemption?: PreemptionConfig;
  /** One resource group: its covered resources are those its flavors name. */
  flavors?: FlavorConfig[];
  /**
   * Several resource groups, e.g. cpu/memory and `nvidia.com/gpu` (each flavor gets one ResourceFlavor; a
   * resource may belong to one group only). Instead of `flavors`.
   */
  resourceGroups?: { flavors: FlavorConfig[] }[];
}

export type PreemptionPolicy = 'Never' | 'LowerPriority' | 'LowerOrNewerEqualPriority';

/** A ClusterQueue's `spec.preemption`, as Kueue's API spells it. */
export interface PreemptionConfig {
  withinClusterQueue?: PreemptionPolicy;
  reclaimWithinCohort?: PreemptionPolicy | 'Any';
  borrowWithinCohort?: { policy: 'Never' | 'LowerPriority'; maxPriorityThreshold?: number };
}

const POLICIES = ['Never', 'LowerPriority', 'LowerOrNewerEqualPriority'];

/** The resource groups of a configured ClusterQueue (`flavors` is one group). */
export function configuredGroups(cq: ClusterQueueConfig): FlavorConfig[][] {
  return cq.resourceGroups ? cq.resourceGroups.map((g) => g.flavors ?? []) : [cq.flavors ?? []];
}

/** The resources a configured flavor names, with their quantities. */
export function flavorQuantities(f: FlavorConfig): Record<string, string | number> {
  return {
    ...(f.cpu !== undefined ? { cpu: f.cpu } : {}),
    ...(f.memory !== undefined ? { memory: f.memory } : {}),
    ...(f.resources ?? {}),
  };
}

export interface LocalQueueConfig {
  namespace: string;
  name: string;
  clusterQueue: string;
}

export interface ClusterConfig {
  name: string;
  /** Bearer token; generated when omitted. */
  token?: string;
  /** Fixed port (0 or omitted = any free port). */
  port?: number;
  /** Latency added to every response, in milliseconds. */
  latencyMs?: number;
  namespaces?: string[];
  clusterQueues?: ClusterQueueConfig[];
  localQueues?: LocalQueueConfig[];
  /** WorkloadPriorityClasses created at start; a job names one with the label `kueue.x-k8s.io/priority-class`. */
  workloadPriorityClasses?: { name: string; value: number; description?: string }[];
  /** Kueue API versions served; default both. `['v1beta1']` simulates an older Kueue. */
  kueueVersions?: ('v1beta2' | 'v1beta1')[];
  /** Faults active from the start. */
  faults?: Faults;
  /** Extra objects created at start-up (any served kind), e.g. a ResourceFlavor with node labels. */
  objects?: KubeObject[];
  /** Data volumes created at start-up: a static PersistentVolume and its bound claim each (see volumes.ts). */
  volumes?: VolumeConfig[];
  /** How many past events per resource are kept for watch resumption (older versions get 410). Default 2000. */
  watchCacheSize?: number;
  /** Interval of BOOKMARK events for watches that ask for them, in real milliseconds. Default 60000. */
  bookmarkIntervalMs?: number;
  /** Kueue's feature gates; `UnadmittedWorkloadsObservability` defaults to true (Kueue v0.19). */
  kueueFeatureGates?: Partial<KueueFeatureGates>;
  /**
   * How long a container takes to stop after SIGTERM (simulated time; `2s`, `500ms`, or seconds); past the pod's
   * grace period it is killed (exit 137). Default `1s`. Per job or pod: annotation `kube-sim.io/stop-delay`.
   */
  podStopDelay?: string | number;
  /**
   * Kueue's visibility API (`visibility.kueue.x-k8s.io`, pending workloads with positions) for this cluster's
   * token: `allowed` (default), `forbidden` (403, as without an RBAC grant) or `absent` (not installed: 404).
   */
  visibility?: VisibilityAccess;
  /**
   * ServiceAccounts with RBAC rules (a Role in their namespace, a ClusterRole), each with its own token, beside
   * the cluster's all-powerful one; what their rules do not grant answers 403.
   */
  serviceAccounts?: ServiceAccountConfig[];
}

export interface SimConfig {
  clusters: ClusterConfig[];
  /** `start`: the clock's first reading (ms since the epoch); now when omitted, ignored when state is restored. */
  clock?: { speed?: number; start?: number };
  /** Address to listen on; default 127.0.0.1. */
  host?: string;
  /** Start the HTTP control API on this port (0 = any free port). Off when omitted. */
  controlPort?: number;
  /** Directory to write `<cluster>.kubeconfig` files into. */
  kubeconfigDir?: string;
  /**
   * Keep the clusters' state (objects, resourceVersions, running containers, the clock) in this folder across
   * restarts (owner-only files); off when omitted.
   */
  stateDir?: string;
}

const NAME_RE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Checks a configuration and lists every problem at once. */
export function configProblems(cfg: unknown): string[] {
  const p: string[] = [];
  if (typeof cfg !== 'object' || cfg === null)
    return ['configuration must be an object with a "clusters" list'];
  const c = cfg as Partial<SimConfig>;
  if (!Array.isArray(c.clusters) || c.clusters.length === 0) p.push('"clusters" must be a non-empty list');
  const names = new Set<string>();
  (c.clusters ?? []).forEach((cl, i) => {
    const at = `clusters[${i}]`;
    if (!cl || typeof cl.name !== 'string' || !NAME_RE.test(cl.name))
      p.push(`${at}.name must be a DNS label (lower case letters, digits, '-')`);
    else if (names.has(cl.name)) p.push(`${at}.name "${cl.name}" is used twice`);
    else names.add(cl.name);
    if (cl?.token !== undefined && (typeof cl.token !== 'string' || !cl.token || /\s/.test(cl.token)))
      p.push(`${at}.token must be a non-empty string without spaces`);
    if (cl?.latencyMs !== undefined && (typeof cl.latencyMs !== 'number' || cl.latencyMs < 0))
      p.push(`${at}.latencyMs must be a number >= 0`);
    for (const ns of cl?.namespaces ?? [])
      if (!NAME_RE.test(ns)) p.push(`${at}.namespaces: "${ns}" is not a valid namespace name`);
    if (cl?.kueueVersions !== undefined) {
      if (
        !Array.isArray(cl.kueueVersions) ||
        cl.kueueVersions.length === 0 ||
        cl.kueueVersions.some((v) => v !== 'v1beta1' && v !== 'v1beta2')
      )
        p.push(`${at}.kueueVersions must list v1beta2 and/or v1beta1`);
    }
    (cl?.clusterQueues ?? []).forEach((cq, j) => {
      const cat = `${at}.clusterQueues[${j}]`;
      if (!cq?.name || !NAME_RE.test(cq.name)) p.push(`${cat}.name must be a DNS label`);
      if (cq?.stopPolicy !== undefined && !['None', 'Hold', 'HoldAndDrain'].includes(cq.stopPolicy))
        p.push(`${cat}.stopPolicy must be None, Hold or HoldAndDrain`);
      const pre = cq?.preemption;
      if (pre !== undefined) {
        if (pre.withinClusterQueue !== undefined && !POLICIES.includes(pre.withinClusterQueue))
          p.push(`${cat}.preemption.withinClusterQueue must be ${POLICIES.join(', ')}`);
        if (pre.reclaimWithinCohort !== undefined && ![...POLICIES, 'Any'].includes(pre.reclaimWithinCohort))
          p.push(`${cat}.preemption.reclaimWithinCohort must be ${POLICIES.join(', ')} or Any`);
        const b = pre.borrowWithinCohort;
        if (b !== undefined && !['Never', 'LowerPriority'].includes(b?.policy))
          p.push(`${cat}.preemption.borrowWithinCohort.policy must be Never or LowerPriority`);
        if (b?.maxPriorityThreshold !== undefined && !Number.isInteger(b.maxPriorityThreshold))
          p.push(`${cat}.preemption.borrowWithinCohort.maxPriorityThreshold must be an integer`);
      }
      const hasFlavors = cq?.flavors !== undefined;
      const hasGroups = cq?.resourceGroups !== undefined;
      if (hasFlavors === hasGroups)
        p.push(`${cat} needs either flavors (one resource group) or resourceGroups`);
      if (hasFlavors && !Array.isArray(cq.flavors)) p.push(`${cat}.flavors must be a list`);
      if (
        hasGroups &&
        (!Array.isArray(cq.resourceGroups) || cq.resourceGroups.some((g) => !Array.isArray(g?.flavors)))
      )
        p.push(`${cat}.resourceGroups must be a list of { flavors: [...] }`);
      const groups = hasGroups
        ? (Array.isArray(cq.resourceGroups) ? cq.resourceGroups : []).map((g) =>
            Array.isArray(g?.flavors) ? g.flavors : [],
          )
        : [Array.isArray(cq?.flavors) ? cq.flavors : []];
      const coveredBy = new Map<string, number>();
      const flavorIn = new Set<string>();
      groups.forEach((flavors, g) => {
        const gat = hasGroups ? `${cat}.resourceGroups[${g}]` : cat;
        flavors.forEach((f, k) => {
          const fat = `${gat}.flavors[${k}]`;
          if (!f?.name || !NAME_RE.test(f.name)) p.push(`${fat}.name must be a DNS label`);
          else if (flavorIn.has(f.name))
            p.push(`${fat}: flavor "${f.name}" is used twice in this ClusterQueue`);
          else flavorIn.add(f.name);
          for (const [r, q] of Object.entries(f ? flavorQuantities(f) : {})) {
            if (!isQuantity(q)) p.push(`${fat}.${r}: "${q}" is not a Kubernetes quantity`);
            const other = coveredBy.get(r);
            if (other !== undefined && other !== g)
              p.push(`${fat}: resource ${r} is already covered by resource group ${other}`);
            else coveredBy.set(r, g);
          }
        });
      });
    });
    (cl?.workloadPriorityClasses ?? []).forEach((wpc, j) => {
      const wat = `${at}.workloadPriorityClasses[${j}]`;
      if (!wpc?.name || !NAME_RE.test(wpc.name)) p.push(`${wat}.name must be a DNS label`);
      if (!Number.isInteger(wpc?.value)) p.push(`${wat}.value must be an integer`);
    });
    (cl?.localQueues ?? []).forEach((lq, j) => {
      const lat = `${at}.localQueues[${j}]`;
      if (!lq?.name || !lq?.namespace || !lq?.clusterQueue)
        p.push(`${lat} needs namespace, name and clusterQueue`);
    });
    if (cl?.faults !== undefined) for (const fp of faultProblems(cl.faults)) p.push(`${at}.faults: ${fp}`);
    for (const fp of featureGateProblems(cl?.kueueFeatureGates)) p.push(`${at}.kueueFeatureGates: ${fp}`);
    p.push(...serviceAccountProblems(cl?.serviceAccounts, `${at}.serviceAccounts`));
    p.push(...volumeConfigProblems(cl?.volumes, `${at}.volumes`));
    if (cl?.visibility !== undefined && !VISIBILITY_ACCESS.includes(cl.visibility))
      p.push(`${at}.visibility must be one of ${VISIBILITY_ACCESS.join(', ')}`);
    if (cl?.podStopDelay !== undefined && parseDuration(String(cl.podStopDelay)) === undefined)
      p.push(`${at}.podStopDelay must be a duration (e.g. 1s, 500ms, 30)`);
  });
  if (c.clock?.speed !== undefined && (typeof c.clock.speed !== 'number' || c.clock.speed < 0))
    p.push('clock.speed must be a number >= 0');
  if (c.clock?.start !== undefined && (typeof c.clock.start !== 'number' || !Number.isFinite(c.clock.start)))
    p.push('clock.start must be a time in milliseconds since the epoch');
  return p;
}

const KNOWN_GATES = ['UnadmittedWorkloadsObservability'];

/** Problems with a (partial) set of Kueue feature gates. */
export function featureGateProblems(gates: unknown): string[] {
  if (gates === undefined) return [];
  if (typeof gates !== 'object' || gates === null || Array.isArray(gates))
    return ['must be a map of gate name to true/false'];
  const out: string[] = [];
  for (const [k, v] of Object.entries(gates)) {
    if (!KNOWN_GATES.includes(k)) out.push(`unknown feature gate "${k}" (known: ${KNOWN_GATES.join(', ')})`);
    else if (typeof v !== 'boolean') out.push(`${k} must be true or false`);
  }
  return out;
}

/** Reads a YAML (or JSON) configuration file, failing with every problem listed. */
export function loadConfigFile(path: string): SimConfig {
  const text = fs.readFileSync(path, 'utf8');
  const cfg = YAML.parse(text) as SimConfig;
  const problems = configProblems(cfg);
  if (problems.length > 0)
    throw new Error(`invalid kube-sim configuration ${path}:\n  - ${problems.join('\n  - ')}`);
  return cfg;
}
