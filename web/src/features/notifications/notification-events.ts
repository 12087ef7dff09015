/** The events a channel may want, in the words the page shows. */
export const EVENT_LABELS = {
  STARTED: 'Started',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  PREEMPTED: 'Preempted',
  FAILED_OVER: 'Moved to another cluster',
  BUDGET_WARNING: 'Budget 80 % used (project owners)',
  BUDGET_EXHAUSTED: 'Budget used up (project owners)',
} as const;

export type NotifyEventName = keyof typeof EVENT_LABELS;

export const ALL_EVENTS = Object.keys(EVENT_LABELS) as NotifyEventName[];

export const DEFAULT_EVENTS: NotifyEventName[] = ['SUCCEEDED', 'FAILED', 'PREEMPTED', 'FAILED_OVER'];

export const KIND_LABELS = { EMAIL: 'Email', WEBHOOK: 'Webhook', SLACK: 'Slack' } as const;

export const TARGET_HINTS = {
  EMAIL: 'We mail it a 6-digit code; it receives nothing else until you enter the code here.',
  WEBHOOK: 'An https URL. Each message is signed: X-KB-Signature is sha256= and the HMAC of the body.',
  SLACK: 'A Slack incoming-webhook URL (https://hooks.slack.com/…).',
} as const;
