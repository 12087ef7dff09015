import type { ClusterCore } from '../../cluster-core.ts';
import type { KubeObject, StoreEvent } from '../../store.ts';
import { CQ, LQ, quotaReserved, WL, workloadFinished } from './workloads.ts';

/**
 * Kueue's queue order (pkg/cache/queue `baseCompareFunc`): higher priority first, then the earlier queue-order
 * timestamp (the creation time, in whole seconds). Where Kueue breaks ties by UID (in effect at random), the
 * simulator takes the order of creation (`sequence`), then the name, so that ties are stable and first come,
 * first served.
 */
export function queueOrder(
  a: KubeObject,
  b: KubeObject,
  sequence: (w: KubeObject) => number = () => 0,
): number {
  const pa = a.spec?.priority ?? 0;
  const pb = b.spec?.priority ?? 0;
  if (pa !== pb) return pb - pa;
  const ta = a.metadata.creationTimestamp as string;
  const tb = b.metadata.creationTimestamp as string;
  if (ta !== tb) return ta < tb ? -1 : 1;
  const sa = sequence(a);
  const sb = sequence(b);
  if (sa !== sb) return sa - sb;
  const ka = `${a.metadata.namespace}/${a.metadata.name}`;
  const kb = `${b.metadata.namespace}/${b.metadata.name}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Whether a workload waits in a queue: not holding quota, active, not finished or being deleted. */
export function isQueued(w: KubeObject): boolean {
  return !(
    quotaReserved(w) ||
    workloadFinished(w) ||
    w.metadata.deletionTimestamp ||
    w.spec?.active === false
  );
}

/**
 * Kueue's queue manager as far as order goes: the creation order of workloads (the simulator's tie-break within
 * one second), the comparison and the pending workloads of a ClusterQueue in that order.
 */
export class QueueOrder {
  /** Creation order of workloads (by uid). */
  private readonly created = new Map<string, number>();
  private createdCount = 0;

  constructor(private readonly core: ClusterCore) {}

  readonly compare = (a: KubeObject, b: KubeObject): number =>
    queueOrder(a, b, (w) => this.created.get(w.metadata.uid) ?? Number.MAX_SAFE_INTEGER);

  observe(ev: StoreEvent): void {
    const o = ev.object;
    if (ev.type === 'ADDED' && !this.created.has(o.metadata.uid))
      this.created.set(o.metadata.uid, this.createdCount++);
    if (ev.type === 'DELETED') this.created.delete(o.metadata.uid);
  }

  /** Records workloads loaded without events. */
  resync(w: KubeObject): void {
    if (!this.created.has(w.metadata.uid)) this.created.set(w.metadata.uid, this.createdCount++);
  }

  /**
   * The pending workloads of a ClusterQueue in queue order, as Kueue's queue manager holds them (heap and
   * inadmissible alike): queued (see isQueued), submitted to a LocalQueue that points at this ClusterQueue.
   * Undefined when the ClusterQueue does not exist.
   */
  pendingWorkloads(clusterQueue: string): KubeObject[] | undefined {
    if (!this.core.store.get(CQ, undefined, clusterQueue)) return undefined;
    const lqs = new Set<string>();
    for (const lq of this.core.store.list(LQ))
      if (lq.spec?.clusterQueue === clusterQueue) lqs.add(`${lq.metadata.namespace}/${lq.metadata.name}`);
    const out: KubeObject[] = [];
    for (const w of this.core.store.list(WL)) {
      if (!isQueued(w)) continue;
      if (lqs.has(`${w.metadata.namespace}/${w.spec?.queueName}`)) out.push(w);
    }
    return out.sort(this.compare);
  }
}
