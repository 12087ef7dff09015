import type { PrismaClient } from '../generated/prisma/client.ts';
import type { KubeObject } from '../kube/job-status.ts';
import { attemptOf, versionIdOf } from '../kube/jobs.ts';
import type { AssignedFlavor } from '../kube/kueue-workloads.ts';
import type { Metrics } from '../observe/metrics.ts';
import { podIntervals, podKeyPrefix } from '../services/usage/intervals.ts';
import {
  closeVanished,
  type Inserted,
  type Observation,
  recordIntervals,
  resolveObservations,
} from '../services/usage/ledger.ts';

export interface UsageRecorderOptions {
  prisma: PrismaClient;
  clusterId: string;
  metrics?: Metrics;
  now: () => number;
  /** The cluster's name and namespace now (the monitor re-reads its row at each sweep). */
  cluster: () => { name: string; namespace: string } | undefined;
  /**
   * The flavors the Workload of a pod's workload object is admitted to now (null: not known). Read when the pod is
   * first seen, not when its run is written: by then the Workload may have been evicted and re-admitted elsewhere.
   */
  flavorsOf: (pod: KubeObject) => AssignedFlavor[] | null;
  /** Every pod of ours the pod informer lists now, and whether every cache is synced. */
  livePods: () => Iterable<KubeObject>;
  synced: () => boolean;
}

/**
 * The monitor's part of the usage ledger (ARCHITECTURE §18): every pod run seen since the last flush, as the pod
 * reports it, with the flavors its Workload was admitted to (the version's last known ones once evicted).
 * Idempotent: a run written before — by this server, another replica or before a restart — adds nothing.
 */
export class UsageRecorder {
  readonly #o: UsageRecorderOptions;
  /** Pods whose running intervals the ledger is still to be told of (the last object seen; gone: when). */
  #pending = new Map<string, { pod: KubeObject; goneAt: number | null }>();
  /**
   * What this monitor wrote of each pod's runs (not written again; forgotten with the pod): per pod one short
   * string, its runs' marks without the pod's own key prefix ("main/1765000000000 open"), one a line — a pod of
   * an array of 10,000 keeps a few dozen bytes here, not a Set of full keys.
   */
  #written = new Map<string, string>();
  #checkVanished = false;
  /**
   * The flavors each pod runs on, as its Workload's admission told when the pod was first seen (a pod never moves:
   * a re-admission on another flavor makes new pods). Forgotten with the pod.
   */
  #flavors = new Map<string, AssignedFlavor[]>();

  constructor(options: UsageRecorderOptions) {
    this.#o = options;
  }

  /** A pod seen on the watch (gone: deleted now). */
  saw(pod: KubeObject, gone: boolean): void {
    this.#remember(pod);
    this.#pending.set(pod.metadata.name, { pod, goneAt: gone ? this.#o.now() : null });
  }

  /**
   * Notes the flavors a pod runs on at its first sight with an admitted Workload. A pod already stopping is not
   * asked: its Workload may be re-admitted elsewhere by now (the version's stored flavors then stand in).
   */
  #remember(pod: KubeObject): void {
    const name = pod.metadata.name;
    if (this.#flavors.has(name) || pod.metadata.deletionTimestamp) return;
    const flavors = this.#o.flavorsOf(pod);
    if (flavors && flavors.length > 0) this.#flavors.set(name, flavors);
  }

  /** The pods were listed anew: what ran while no one watched is told by them; vanished runs are closed. */
  relisted(pods: Iterable<KubeObject>): void {
    const listed = new Set<string>();
    for (const pod of pods) {
      listed.add(pod.metadata.name);
      this.#remember(pod);
      this.#pending.set(pod.metadata.name, { pod, goneAt: null });
    }
    for (const name of this.#flavors.keys()) if (!listed.has(name)) this.#flavors.delete(name);
    this.#written.clear();
    this.#checkVanished = true;
  }

  get hasWork(): boolean {
    return this.#pending.size > 0 || this.#checkVanished;
  }

  async record(): Promise<void> {
    const cluster = this.#o.cluster();
    if (!cluster) return;
    const where = { clusterId: this.#o.clusterId, namespace: cluster.namespace };
    const pending = [...this.#pending];
    this.#pending.clear();
    const observations: Observation[] = [];
    for (const [name, { pod, goneAt }] of pending) {
      const versionId = versionIdOf(pod.metadata.labels);
      if (!versionId) continue;
      let written = this.#written.get(name) ?? '';
      const flavors = this.#flavors.get(name) ?? null;
      const prefix = podKeyPrefix(where, name).length;
      for (const interval of podIntervals(pod, where, goneAt)) {
        const mark = `${interval.key.slice(prefix)}${interval.endedAt ? ' closed' : ' open'}`;
        if (hasLine(written, mark)) continue;
        observations.push({ versionId, attempt: attemptOf(pod.metadata.labels), interval, flavors });
        written = written === '' ? mark : `${written}\n${mark}`;
      }
      if (goneAt === null) this.#written.set(name, flat(written));
      else this.#written.delete(name);
    }
    try {
      if (observations.length > 0) {
        const resolved = await resolveObservations(this.#o.prisma, this.#o.clusterId, observations);
        this.#count(cluster.name, await recordIntervals(this.#o.prisma, this.#o.clusterId, resolved));
      }
      if (this.#checkVanished && this.#o.synced()) {
        this.#checkVanished = false;
        const live = new Set<string>();
        for (const pod of this.#o.livePods()) live.add(podKeyPrefix(where, pod.metadata.name));
        this.#count(
          cluster.name,
          await closeVanished(this.#o.prisma, this.#o.clusterId, live, new Date(this.#o.now())),
        );
      }
      // Written: a pod gone is not seen again (kept on a failure, for the retry).
      for (const [name, { goneAt }] of pending) if (goneAt !== null) this.#flavors.delete(name);
    } catch (error) {
      // Seen again at the next flush: nothing is lost, and nothing counted twice.
      for (const [name, entry] of pending) if (!this.#pending.has(name)) this.#pending.set(name, entry);
      for (const [name] of pending) this.#written.delete(name);
      throw error;
    }
  }

  #count(cluster: string, inserted: Inserted[]): void {
    for (const i of inserted) {
      this.#o.metrics?.usageResourceSeconds.inc(
        { cluster, flavor: i.flavor || 'unknown', resource: i.resource },
        i.resourceSeconds,
      );
    }
  }
}

/** Whether `lines` (one mark a line) holds `line`. */
function hasLine(lines: string, line: string): boolean {
  return `\n${lines}\n`.includes(`\n${line}\n`);
}

/**
 * A flat copy of a string: a slice or a concatenation in V8 keeps its parts (here the full interval key) alive,
 * which is what the short form is meant to drop.
 */
const flat = (s: string) => Buffer.from(s).toString();
