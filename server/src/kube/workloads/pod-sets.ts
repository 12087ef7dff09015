/**
 * A podset (Kueue's PodSet): `count` pods alike, each asking for `perPod`, all given one flavor per resource group.
 * The one form a request takes from the input check to the fit, the start estimate, the cost, the budget and the
 * ledger: every workload kind names its podsets (kube/workloads/kind.ts), and those rules read their totals.
 */
export interface PodRequests {
  cpuMillis: bigint;
  memoryBytes: bigint;
  /** Extended resources in whole units. */
  extended: readonly { name: string; quantity: bigint }[];
}

export interface PodSet {
  /** Kueue's podset name (`main` for a batch/v1 Job). */
  name: string;
  /** How many pods Kueue admits together (an array's parallelism, a gang's size; 1 for one pod). */
  count: number;
  perPod: PodRequests;
  /** The pinned flavor (null: Kueue assigns). */
  flavor: string | null;
}

/** What the podsets hold together: per resource, count × per-pod, summed over podsets (what Kueue reserves). */
export function podSetTotals(podSets: readonly PodSet[]): PodRequests {
  let cpuMillis = 0n;
  let memoryBytes = 0n;
  const extended = new Map<string, bigint>();
  for (const p of podSets) {
    const n = BigInt(p.count);
    cpuMillis += p.perPod.cpuMillis * n;
    memoryBytes += p.perPod.memoryBytes * n;
    for (const e of p.perPod.extended) extended.set(e.name, (extended.get(e.name) ?? 0n) + e.quantity * n);
  }
  return { cpuMillis, memoryBytes, extended: [...extended].map(([name, quantity]) => ({ name, quantity })) };
}

/** How many pods the podsets hold. */
export function podCount(podSets: readonly PodSet[]): number {
  return podSets.reduce((n, p) => n + p.count, 0);
}
