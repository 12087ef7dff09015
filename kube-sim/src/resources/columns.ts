import type { KubeObject } from '../store.ts';
import { humanDuration } from './age.ts';
import type { ColumnDefinition } from './resource-def.ts';

/** The Table columns kubectl prints (`kubectl get`): one definition shared by every kind's table. */
export const col = (
  name: string,
  type: string,
  description: string,
  priority = 0,
  format = '',
): ColumnDefinition => ({
  name,
  type,
  format,
  description,
  priority,
});
export const NAME_COL = col('Name', 'string', 'Name must be unique within a namespace.', 0, 'name');
export const AGE_COL = col(
  'Age',
  'string',
  'CreationTimestamp is a timestamp representing the server time when this object was created.',
);

/** An object's age as kubectl prints it. */
export function age(obj: KubeObject, now: number): string {
  const ts = obj.metadata.creationTimestamp;
  return ts ? humanDuration(now - Date.parse(ts)) : '<unknown>';
}
