import type { ProjectRole } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/Badge.tsx';

export const roleLabel: Record<ProjectRole, string> = { OWNER: 'Owner', MEMBER: 'Member', VIEWER: 'Viewer' };
export const roleTone: Record<ProjectRole, BadgeTone> = {
  OWNER: 'primary',
  MEMBER: 'success',
  VIEWER: 'neutral',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
