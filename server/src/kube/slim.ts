import type { KubeCondition, KubeObject } from './job-status.ts';
import { ATTEMPT_LABEL, MANAGED_BY_LABEL, VERSION_LABEL } from './jobs.ts';
import { COMPLETION_INDEX_LABEL } from './workloads/task-status.ts';

/**
 * What the monitor's informers keep of each object: only the fields the status mapping (`desiredStatus`,
 * `jobFinished`, `lastExitCode`), the monitor's indexes (our labels, a Workload's owning Job) and the assigned
 * flavors (`assignedFlavorsOf`) read — not managedFields, specs, annotations, IPs, timestamps nobody reads or
 * container IDs, which on a real cluster are most of each object's size. A new reader of a cached object must add
 * its field here; test/kube/slim.test.ts checks that the mapping gives the same answer on slim and full objects.
 *
 * Strings that repeat from object to object (condition types, reasons and messages, phases, images, flavors) are
 * interned: JSON.parse makes a new copy of every string value, and a Kueue message repeated over 5,000 Workloads
 * would otherwise be held 5,000 times.
 */

const POOL_LIMIT = 20_000;
const MAX_INTERNED_LENGTH = 512;
let pool = new Map<string, string>();

/** One shared copy of a repeating string (the pool starts over when full, so unique strings cannot grow it). */
export function intern<T extends string | undefined>(s: T): T {
  if (typeof s !== 'string' || s.length > MAX_INTERNED_LENGTH) return s;
  const shared = pool.get(s);
  if (shared !== undefined) return shared as T;
  if (pool.size >= POOL_LIMIT) pool = new Map();
  pool.set(s, s);
  return s;
}

type Dict = Record<string, unknown>;
const dict = (v: unknown): Dict | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Dict) : undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * A copy without the fields that are undefined (a smaller object, and the same JSON). A copy, not `delete`: deleting
 * a property turns a V8 object into a dictionary, several times the size.
 */
function compact<T extends Dict>(o: T): T {
  const out: Dict = {};
  for (const k in o) if (o[k] !== undefined) out[k] = o[k];
  return out as T;
}

/** A status's conditions, each with only what we read (and its transition time where the caller needs it). */
function slimConditions(status: Dict | undefined, withTime = false): KubeCondition[] | undefined {
  const list = status?.conditions;
  if (!Array.isArray(list)) return undefined;
  return list.map((c: KubeCondition) =>
    compact({
      type: intern(c.type),
      status: intern(c.status),
      reason: intern(c.reason),
      message: intern(c.message),
      lastTransitionTime: withTime ? intern(c.lastTransitionTime) : undefined,
    }),
  );
}

/** Our labels only (managed-by, version, attempt; (the informers of Jobs and pods select on them; `versionIdOf` reads them). */
function ourLabels(labels: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!labels) return undefined;
  const managedBy = labels[MANAGED_BY_LABEL];
  const version = labels[VERSION_LABEL];
  if (managedBy === undefined && version === undefined) return undefined;
  return compact({
    [MANAGED_BY_LABEL]: intern(managedBy),
    // One copy per version: the 10,000 pods of an array share their version's id.
    [VERSION_LABEL]: intern(version),
    [ATTEMPT_LABEL]: intern(labels[ATTEMPT_LABEL]),
    // Not interned: unique per pod of a version (the pool would only hold 10,000 of them for nothing).
    [COMPLETION_INDEX_LABEL]: labels[COMPLETION_INDEX_LABEL],
  } as Record<string, string>);
}

/** A Job: our labels, deletion, `spec.suspend`, the conditions and `status.startTime`. */
export function slimJob(job: KubeObject): KubeObject {
  const status = dict(job.status);
  const suspend = dict(job.spec)?.suspend;
  return compact({
    metadata: compact({
      name: job.metadata.name,
      labels: ourLabels(job.metadata.labels),
      deletionTimestamp: job.metadata.deletionTimestamp,
    }),
    spec: suspend === undefined ? undefined : { suspend },
    status: status
      ? compact({
          conditions: slimConditions(status),
          startTime: str(status.startTime),
          // An Indexed Job's final tasks (ARCHITECTURE §19), in Kubernetes' interval form.
          completedIndexes: str(status.completedIndexes),
          failedIndexes: str(status.failedIndexes),
        })
      : undefined,
  });
}

function slimState(state: unknown): Dict | undefined {
  const s = dict(state);
  if (!s) return undefined;
  const waiting = dict(s.waiting);
  const running = dict(s.running);
  const terminated = dict(s.terminated);
  // Empty: nothing to keep. Running: its start only (the usage ledger's interval starts there).
  if (!waiting && !running && !terminated) return undefined;
  return compact({
    waiting: waiting
      ? compact({ reason: intern(str(waiting.reason)), message: intern(str(waiting.message)) })
      : undefined,
    // Times are whole seconds: the pods of an array start in the same few seconds and share them.
    running: running ? compact({ startedAt: intern(str(running.startedAt)) }) : undefined,
    terminated: terminated
      ? compact({
          exitCode: typeof terminated.exitCode === 'number' ? terminated.exitCode : undefined,
          reason: intern(str(terminated.reason)),
          startedAt: intern(str(terminated.startedAt)),
          finishedAt: intern(str(terminated.finishedAt)),
        })
      : undefined,
  });
}

/**
 * A pod: our labels, creation (the newest pod's exit code wins) and deletion, the phase, and per container its
 * name, state and last state (a waiting reason and message, a running start, a terminated exit code, reason,
 * start and finish — the usage ledger's intervals) and — while it
 * waits, which is when an image pull failure names it — its image.
 */
export function slimPod(pod: KubeObject): KubeObject {
  const status = dict(pod.status);
  const containers = Array.isArray(status?.containerStatuses)
    ? (status.containerStatuses as unknown[])
    : undefined;
  return compact({
    metadata: compact({
      name: pod.metadata.name,
      labels: ourLabels(pod.metadata.labels),
      deletionTimestamp: intern(pod.metadata.deletionTimestamp),
      creationTimestamp: intern(pod.metadata.creationTimestamp),
    }),
    status: sharedStatus(
      status
        ? compact({
            phase: intern(str(status.phase)),
            startTime: intern(str(status.startTime)),
            containerStatuses: containers?.map((c) => {
              const cs = dict(c) ?? {};
              const state = slimState(cs.state);
              return compact({
                name: intern(str(cs.name)),
                image: state?.waiting ? intern(str(cs.image)) : undefined,
                state,
                lastState: slimState(cs.lastState),
              });
            }),
          })
        : undefined,
    ),
  });
}

const STATUS_POOL_LIMIT = 5_000;
const MAX_SHARED_STATUS_LENGTH = 600;
let statusPool = new Map<string, unknown>();

/**
 * One shared copy of a slim pod status that repeats from pod to pod: the pods of an array that started (or ended)
 * in the same second have the same phase, times and exit code, so 10,000 running tasks hold a few status objects,
 * not 10,000 (four objects each). Readers never change a cached object; the pool starts over when full.
 */
function sharedStatus<T>(status: T): T {
  if (status === undefined) return status;
  const key = JSON.stringify(status);
  if (key.length > MAX_SHARED_STATUS_LENGTH) return status;
  const shared = statusPool.get(key);
  if (shared !== undefined) return shared as T;
  if (statusPool.size >= STATUS_POOL_LIMIT) statusPool = new Map();
  statusPool.set(key, status);
  return status;
}

/** A container's requests and limits only (what Kueue counts). */
function slimContainers(list: unknown): Dict[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.map((c) => {
    const resources = dict(dict(c)?.resources);
    const quantities = (q: unknown) => {
      const d = dict(q);
      return d
        ? Object.fromEntries(Object.entries(d).map(([k, v]) => [intern(k), intern(String(v))]))
        : undefined;
    };
    return {
      resources: compact({
        requests: quantities(resources?.requests),
        limits: quantities(resources?.limits),
      }),
    };
  });
}

/** The node labels a pod template requires: its nodeSelector and the single-value `In` terms of required affinity. */
export function requiredNodeLabels(podSpec: Dict | undefined): Record<string, string> | undefined {
  const labels: Record<string, string> = {};
  for (const [k, v] of Object.entries(dict(podSpec?.nodeSelector) ?? {}))
    if (typeof v === 'string') labels[k] = v;
  const terms = dict(
    dict(dict(podSpec?.affinity)?.nodeAffinity)?.requiredDuringSchedulingIgnoredDuringExecution,
  )?.nodeSelectorTerms;
  // Only one term can be read as plain labels (several terms are alternatives).
  if (Array.isArray(terms) && terms.length === 1) {
    for (const e of (dict(terms[0])?.matchExpressions as unknown[]) ?? []) {
      const expr = dict(e);
      const values = expr?.values;
      if (
        expr?.operator === 'In' &&
        Array.isArray(values) &&
        values.length === 1 &&
        typeof expr.key === 'string'
      )
        labels[expr.key] = String(values[0]);
    }
  }
  return Object.keys(labels).length ? labels : undefined;
}

/**
 * A Kueue Workload: its name, namespace, creation and owning Job (the monitor indexes it by that), the queue, the
 * priority and its class, the deadline, each pod set's count, requests and required node labels, the conditions
 * with their times, and the admission (ClusterQueue, each pod set assignment's flavors and usage).
 */
export function slimWorkload(workload: KubeObject): KubeObject {
  const status = dict(workload.status);
  const spec = dict(workload.spec);
  const owner = workload.metadata.ownerReferences?.find((r) => r.kind === 'Job');
  const admission = dict(status?.admission);
  const assignments = admission?.podSetAssignments;
  const priorityClassRef = dict(spec?.priorityClassRef);
  const priorityClass = str(priorityClassRef?.name) ?? str(spec?.priorityClassName);
  const podSets = Array.isArray(spec?.podSets) ? (spec.podSets as unknown[]) : undefined;
  return compact({
    metadata: compact({
      name: workload.metadata.name,
      namespace: intern(workload.metadata.namespace),
      creationTimestamp: workload.metadata.creationTimestamp,
      ownerReferences: owner ? [{ kind: 'Job', name: owner.name }] : undefined,
    }),
    spec: spec
      ? compact({
          queueName: intern(str(spec.queueName)),
          priority: typeof spec.priority === 'number' ? spec.priority : undefined,
          priorityClassName: intern(priorityClass),
          active: spec.active === false ? false : undefined,
          maximumExecutionTimeSeconds:
            typeof spec.maximumExecutionTimeSeconds === 'number'
              ? spec.maximumExecutionTimeSeconds
              : undefined,
          podSets: podSets?.map((ps) => {
            const p = dict(ps);
            const podSpec = dict(dict(p?.template)?.spec);
            return compact({
              name: intern(str(p?.name)),
              count: typeof p?.count === 'number' ? p.count : undefined,
              template: {
                spec: compact({
                  containers: slimContainers(podSpec?.containers),
                  initContainers: slimContainers(podSpec?.initContainers),
                  activeDeadlineSeconds:
                    typeof podSpec?.activeDeadlineSeconds === 'number'
                      ? podSpec.activeDeadlineSeconds
                      : undefined,
                  nodeSelector: requiredNodeLabels(podSpec),
                }),
              },
            });
          }),
        })
      : undefined,
    status: status
      ? compact({
          conditions: slimConditions(status, true),
          admission: admission
            ? compact({
                clusterQueue: intern(str(admission.clusterQueue)),
                podSetAssignments: Array.isArray(assignments)
                  ? assignments.map((a) => {
                      const flavors = dict(dict(a)?.flavors);
                      const usage = dict(dict(a)?.resourceUsage);
                      return compact({
                        name: intern(str(dict(a)?.name)),
                        flavors: flavors
                          ? Object.fromEntries(
                              Object.entries(flavors).map(([resource, flavor]) => [
                                intern(resource),
                                typeof flavor === 'string' ? intern(flavor) : flavor,
                              ]),
                            )
                          : undefined,
                        resourceUsage: usage
                          ? Object.fromEntries(
                              Object.entries(usage).map(([resource, q]) => [
                                intern(resource),
                                intern(String(q)),
                              ]),
                            )
                          : undefined,
                      });
                    })
                  : undefined,
              })
            : undefined,
        })
      : undefined,
  });
}
