import type { KubeObject } from '../store.ts';
import { humanDuration } from './age.ts';
import type { ColumnDefinition } from './registry.ts';

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
// metav1.ObjectMeta{}.SwaggerDoc() of name and creationTimestamp, what the API server's printers describe them with
export const NAME_COL = col(
  'Name',
  'string',
  'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names',
  0,
  'name',
);
export const AGE_COL = col(
  'Age',
  'string',
  'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata',
);

/** An object's age as kubectl prints it. */
export function age(obj: KubeObject, now: number): string {
  const ts = obj.metadata.creationTimestamp;
  return ts ? humanDuration(now - Date.parse(ts)) : '<unknown>';
}
