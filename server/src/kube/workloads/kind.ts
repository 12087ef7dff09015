import type { VersionShape } from '../../db/version-shape.ts';
import type { Cluster } from '../../generated/prisma/client.ts';
import type { ClusterClient } from '../cluster-client.ts';
import type { Desired, KubeObject, Observed } from '../job-status.ts';
import type { CreateOutcome } from '../jobs.ts';
import type { KubeManifest } from '../manifest.ts';
import type { PodSet } from './pod-sets.ts';
import type { TaskOutcome } from './task-status.ts';

/**
 * One kind of workload the platform runs a version as (modelled on Kueue's jobframework `GenericJob`): it builds
 * the manifests from a version, names its podsets, maps what the cluster shows to a version status, finds its pods
 * and stops it. The launcher, the monitor, fencing, failover, cancel, logs and usage go through this interface
 * only, so a next kind (JobSet, RayJob) is one new module beside `batch-job.ts` (docs/architecture.md says how).
 */
export interface WorkloadKind {
  /** apiVersion and kind of the object Kueue's Workload is owned by, e.g. "batch/v1 Job". */
  readonly kind: string;
  /** The object's kind as in a Workload's ownerReferences. */
  readonly ownerKind: string;
  /** Deterministic name per version and attempt (a retried launch meets its own object: 409, adopted). */
  nameFor(versionId: string, attempt?: number): string;
  /** Kueue's podsets of the version: count × per-pod requests, the pinned flavor. */
  podSets(version: VersionShape): PodSet[];
  /** The workload object, then the objects it owns (created after it, with it as their owner). */
  build(version: VersionShape, cluster: WorkloadCluster, options?: BuildOptions): WorkloadManifests;
  /** Creates (or adopts, by label) the workload and what it owns; nothing is left half-created on a failure. */
  create(client: ClusterClient, manifests: WorkloadManifests, versionId: string): Promise<CreateOutcome>;
  /** The collection path its informer lists and watches, in a namespace. */
  collectionPath(namespace: string): string;
  /** The version status the object, its Workload and its pods show. */
  status(observed: Observed): Desired;
  /** The object ran to its end (a terminal condition). */
  finished(object: KubeObject): boolean;
  /** The label selector of the pods of the named object (logs), or of one task's pods. */
  podSelector(name: string, taskIndex?: number): string;
  /** Each task's outcome, for a version of `count` tasks (ARCHITECTURE §19). */
  taskOutcomes(object: KubeObject, pods: readonly KubeObject[], count: number): TaskOutcome[];
  /** Deletes it (its pods and owned objects follow). 'gone' when it was not there. */
  stop(
    client: ClusterClient,
    namespace: string,
    name: string,
    options?: { timeoutMs?: number; propagation?: 'Background' | 'Foreground' },
  ): Promise<'deleted' | 'gone'>;
  /** True when the named object no longer exists (a bounded GET). */
  isGone(client: ClusterClient, namespace: string, name: string, timeoutMs?: number): Promise<boolean>;
}

export type WorkloadCluster = Pick<Cluster, 'namespace' | 'localQueue'>;

export interface BuildOptions {
  imagePullSecret?: string;
  /**
   * The current values of the project secrets the version's env names (ARCHITECTURE §21): they go into one Secret
   * owned by the workload, which the container reads by `secretKeyRef`; the workload's spec never holds them.
   */
  secretValues?: ReadonlyMap<string, string>;
  /**
   * The claims of the data volumes the version mounts, by volume name, as registered on this attempt's cluster
   * (ARCHITECTURE §21); a read-only volume mounts read-only whatever the version says.
   */
  volumeClaims?: ReadonlyMap<string, VolumeClaim>;
  /** An array's parameters, one object per index (ARCHITECTURE §19). */
  taskParameters?: readonly Record<string, unknown>[] | null;
  /**
   * A subset run (the version's `taskRunCount` set): the original index of each of the Job's completion indexes,
   * ascending (its task rows of the current attempt).
   */
  taskSlots?: readonly number[] | null;
}

/** A registered data volume as a pod mounts it: its PersistentVolumeClaim. */
export interface VolumeClaim {
  claimName: string;
  readOnly: boolean;
}

export interface WorkloadManifests {
  /** The object Kueue queues (its Workload is owned by it). */
  workload: KubeManifest;
  /** Objects owned by the workload, created after it (a ConfigMap, a Service, …). */
  owned: KubeManifest[];
}

export type { KubeManifest };
