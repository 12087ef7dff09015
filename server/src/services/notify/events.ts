import type { NotifyEvent, ProcessStatus } from '../../generated/prisma/client.ts';

/**
 * What a notification says (ARCHITECTURE §22): the event, as it was when it happened, stored with the delivery so
 * that a retry a day later sends the same facts. Turned into a webhook's JSON, Slack's text or a plain-words mail.
 */

/** An array's or gang's counts, in its one summary message (not one per task). */
export interface TaskCounts {
  total: number;
  succeeded: number;
  failed: number;
  cancelled?: number;
}

/** Details the place of the change knows (the rest is read from the version). */
export interface EventDetails {
  reason?: string | null;
  message?: string | null;
  /** The cluster the event happened on (default: the version's). */
  cluster?: string;
  /** FAILED_OVER: from where to where. */
  fromCluster?: string;
  toCluster?: string | null;
  tasks?: TaskCounts;
}

export interface VersionPayload {
  kind: 'version';
  event: NotifyEvent;
  occurredAt: string;
  project: { id: string; name: string };
  process: { id: string; name: string; versionId: string; version: number };
  status: ProcessStatus;
  attempt: number;
  cluster: string;
  reason: string | null;
  message: string | null;
  exitCode: number | null;
  fromCluster?: string;
  toCluster?: string | null;
  tasks?: TaskCounts;
}

export interface BudgetPayload {
  kind: 'budget';
  event: NotifyEvent;
  occurredAt: string;
  project: { id: string; name: string };
  budget: { unit: string; limit: number; used: number; percent: number; periodStart: string };
}

export interface CodePayload {
  kind: 'code';
  /** Cleared once sent. */
  code: string | null;
}

export interface TestPayload {
  kind: 'test';
  occurredAt: string;
}

export type NotifyPayload = VersionPayload | BudgetPayload | CodePayload | TestPayload;

/** The event a status change is, or null when it notifies nobody (LOST is a failure to whoever waits for it). */
export function eventOfTransition(status: ProcessStatus, reason: string | null): NotifyEvent | null {
  switch (status) {
    case 'RUNNING':
      return 'STARTED';
    case 'SUCCEEDED':
      return 'SUCCEEDED';
    case 'FAILED':
    case 'LOST':
      return 'FAILED';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'QUEUED':
      return reason === 'Preempted' ? 'PREEMPTED' : null;
    default:
      return null;
  }
}

const PHRASE: Record<NotifyEvent, string> = {
  STARTED: 'started',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  CANCELLED: 'was cancelled',
  PREEMPTED: 'was preempted',
  FAILED_OVER: 'moved to another cluster',
  BUDGET_WARNING: 'budget is 80 % used',
  BUDGET_EXHAUSTED: 'budget is used up',
};

/** Links in messages: the process page, the notifications page. */
export interface Links {
  baseUrl: string;
}

export function versionUrl(links: Links, p: VersionPayload): string {
  return `${links.baseUrl}/processes/${p.process.id}/versions/${p.process.versionId}`;
}

/** One line: what happened. */
export function subjectOf(p: VersionPayload | BudgetPayload | TestPayload): string {
  if (p.kind === 'test') return 'kueue-batch: a test notification';
  if (p.kind === 'budget') return `kueue-batch: project ${p.project.name}: ${PHRASE[p.event]}`;
  return `kueue-batch: ${p.process.name} v${p.process.version} ${PHRASE[p.event]}`;
}

/** The message in plain words, with the link to the process. */
export function textOf(p: VersionPayload | BudgetPayload | TestPayload, links: Links): string {
  if (p.kind === 'test') {
    return `This is a test notification from kueue-batch (${links.baseUrl}). Your channel works.\n`;
  }
  if (p.kind === 'budget') {
    const b = p.budget;
    const unit = b.unit === 'GPU_HOURS' ? 'GPU-hours' : '';
    return (
      `The budget of project ${p.project.name} is ${b.percent} % used this month: ${round(b.used)} of ` +
      `${round(b.limit)} ${unit}`.trimEnd() +
      `.\n\nUsage: ${links.baseUrl}/projects/${p.project.id}/usage\n`
    );
  }
  const lines: string[] = [];
  const head = `${p.process.name} (version ${p.process.version}, project ${p.project.name})`;
  switch (p.event) {
    case 'STARTED':
      lines.push(`${head} started running on cluster ${p.cluster}.`);
      break;
    case 'SUCCEEDED':
      lines.push(`${head} succeeded on cluster ${p.cluster}.`);
      break;
    case 'FAILED':
      lines.push(
        `${head} failed on cluster ${p.cluster}` +
          (p.exitCode != null ? ` with exit code ${p.exitCode}` : '') +
          (p.reason ? ` (${p.reason})` : '') +
          '.',
      );
      break;
    case 'CANCELLED':
      lines.push(`${head} was cancelled on cluster ${p.cluster}.`);
      break;
    case 'PREEMPTED':
      lines.push(
        `${head} was preempted on cluster ${p.cluster} by a higher-priority workload and queued again.`,
      );
      break;
    case 'FAILED_OVER':
      lines.push(
        p.toCluster
          ? `${head} moved from cluster ${p.fromCluster} to cluster ${p.toCluster} (attempt ${p.attempt}).`
          : `${head} could not move from cluster ${p.fromCluster}: no other cluster takes it.`,
      );
      break;
    default:
      lines.push(`${head}: ${p.event}.`);
  }
  if (p.tasks) {
    const t = p.tasks;
    lines.push(
      `Tasks: ${t.total} in all, ${t.succeeded} succeeded, ${t.failed} failed` +
        (t.cancelled ? `, ${t.cancelled} cancelled` : '') +
        '.',
    );
  }
  if (p.message) lines.push(p.message);
  lines.push('', `Details: ${versionUrl(links, p)}`);
  return `${lines.join('\n')}\n`;
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** The verification mail: the code and where to enter it, nothing else. */
export function codeText(code: string, links: Links): string {
  return (
    `Your kueue-batch verification code is ${code}.\n\n` +
    `Enter it on ${links.baseUrl}/notifications to receive notifications at this address. ` +
    'It is valid for one hour. If you did not ask for it, ignore this mail.\n'
  );
}
