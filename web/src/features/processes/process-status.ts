import type { ProcessStatus } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/Badge.tsx';
import { formatUnits, groupLabel } from '../clusters/resource-groups.ts';
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

/** "2 cores · 4 GiB · 1 h" (or "no deadline"), with "2 GPUs" and other extended resources after the memory. */
export function summarizeResources(
  resources: {
    cpuCores: number;
    memoryBytes: number;
    deadlineSeconds?: number | null;
    extended?: readonly { name: string; amount: number }[] | null;
  },
  { deadline = true } = {},
): string {
  const parts = [
    formatCores(Math.round(resources.cpuCores * 1000)),
    formatBytes(resources.memoryBytes),
    ...(resources.extended ?? []).map((e) => formatUnits(e.name, Math.round(e.amount))),
  ];
  if (deadline) {
    parts.push(resources.deadlineSeconds == null ? 'no deadline' : formatDuration(resources.deadlineSeconds));
  }
  return parts.join(' · ');
}

export interface FlavorAssignmentLike {
  coveredResources: readonly string[];
  flavor: string;
}

/**
 * The flavors of a version in a few words: what Kueue assigned ("gpu-host, h100"), else the pinned one
 * ("h100 (pinned)"), else null (Kueue has not assigned any yet).
 */
export function flavorsInBrief(assigned: readonly FlavorAssignmentLike[], pinned: string | null | undefined) {
  if (assigned.length > 0) return assigned.map((a) => a.flavor).join(', ');
  return pinned ? `${pinned} (pinned)` : null;
}

/** "h100 for nvidia.com/gpu and gpu-host for CPU and memory". */
export const describeAssigned = (assigned: readonly FlavorAssignmentLike[]) =>
  assigned.map((a) => `${a.flavor} for ${groupLabel(a.coveredResources)}`).join(' and ');

// The one date format of the process pages (header, versions, timeline, attempts, tasks): a timeline's steps can
// be seconds apart, so seconds are shown.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** "Dec 6, 2026, 8:13:38 PM" (in the browser's locale and zone). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const personName = (user: { name?: string | null; email: string }) => user.name ?? user.email;
