import type { ProcessStatus } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/Badge.tsx';
import { formatBytes, formatCores, formatDuration } from '../clusters/resources.ts';

export const statusLabel: Record<ProcessStatus, string> = {
  PENDING: 'Pending',
  LAUNCHING: 'Launching',
  QUEUED: 'Queued',
  RUNNING: 'Running',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  LOST: 'Lost',
};

export const statusTone: Record<ProcessStatus, BadgeTone> = {
  PENDING: 'neutral',
  LAUNCHING: 'primary',
  QUEUED: 'warning',
  RUNNING: 'primary',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  LOST: 'danger',
};

/**
 * Whether nothing more happens to a version in this status: the web's mirror of the server's
 * services/lifecycle.ts (the web cannot import server code), keyed by the generated enum so a new status
 * cannot be forgotten.
 */
const finished: Record<ProcessStatus, boolean> = {
  PENDING: false,
  LAUNCHING: false,
  QUEUED: false,
  RUNNING: false,
  SUCCEEDED: true,
  FAILED: true,
  CANCELLED: true,
  LOST: true,
};

/** Statuses after which nothing more happens to a version. */
export const finishedStatuses: readonly ProcessStatus[] = (Object.keys(finished) as ProcessStatus[]).filter(
  (status) => finished[status],
);

/** "2 cores · 4 GiB · 1 h" (or "no deadline"). */
export function summarizeResources(resources: {
  cpuCores: number;
  memoryBytes: number;
  deadlineSeconds?: number | null;
}): string {
  const deadline =
    resources.deadlineSeconds == null ? 'no deadline' : formatDuration(resources.deadlineSeconds);
  return `${formatCores(Math.round(resources.cpuCores * 1000))} · ${formatBytes(resources.memoryBytes)} · ${deadline}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const personName = (user: { name?: string | null; email: string }) => user.name ?? user.email;
