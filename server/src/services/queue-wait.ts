import type { Cluster, ProcessStatus } from '../generated/prisma/client.ts';
import type { Transition } from './lifecycle.ts';

/**
 * The queue-wait rule (ARCHITECTURE §5): Kueue's deadline clock stops while a Job waits in the queue, so a
 * cluster's `maxQueueWaitSeconds` ends a version that waited longer, with that reason. Admitted and starting is
 * no longer waiting.
 */
export function queueWaitExceeded(
  cluster: Pick<Cluster, 'maxQueueWaitSeconds'> | undefined,
  v: { status: ProcessStatus; statusReason: string | null; queuedAt: Date | null },
  nowMs: number,
): boolean {
  const max = cluster?.maxQueueWaitSeconds;
  if (!max || !v.queuedAt || v.status !== 'QUEUED' || v.statusReason === 'Admitted') return false;
  return nowMs - v.queuedAt.getTime() > max * 1000;
}

/** The step that ends a version for waiting too long (its Job is then deleted). */
export function queueWaitEnded(cluster: Pick<Cluster, 'name' | 'maxQueueWaitSeconds'>): Transition {
  return {
    status: 'FAILED',
    reason: 'MaxQueueWaitExceeded',
    message: `waited in the queue of cluster ${cluster.name} longer than its limit of ${cluster.maxQueueWaitSeconds} s`,
  };
}
