import type { ClusterCore } from '../cluster-core.ts';
import type { KubeObject } from '../store.ts';

export interface EventSpec {
  type: 'Normal' | 'Warning';
  reason: string;
  message: string;
  /** The reporting controller, e.g. `persistentvolume-controller`. */
  component: string;
}

/**
 * A core/v1 Event about `obj`, as client-go's legacy EventRecorder writes it (`<name>.<unix nanos in hex>`). The
 * same event again on the same object is not written twice: the simulator has no periodic resync to count.
 */
export function recordEvent(core: ClusterCore, obj: KubeObject, e: EventSpec): void {
  const ns = obj.metadata.namespace ?? 'default';
  const uid = obj.metadata.uid;
  const seen = core.store
    .list('events', ns)
    .some((ev) => ev.involvedObject?.uid === uid && ev.reason === e.reason && ev.message === e.message);
  if (seen) return;
  const now = core.nowTime();
  const nanos = BigInt(core.now()) * 1_000_000n + BigInt(Math.floor(Math.random() * 1_000_000));
  core.createObject('events', {
    apiVersion: 'v1',
    kind: 'Event',
    metadata: { name: `${obj.metadata.name}.${nanos.toString(16)}`, namespace: ns },
    involvedObject: {
      kind: obj.kind,
      ...(obj.metadata.namespace ? { namespace: obj.metadata.namespace } : {}),
      name: obj.metadata.name,
      uid,
      apiVersion: obj.apiVersion,
      resourceVersion: obj.metadata.resourceVersion,
    },
    reason: e.reason,
    message: e.message,
    source: { component: e.component },
    firstTimestamp: now,
    lastTimestamp: now,
    count: 1,
    type: e.type,
    eventTime: null,
    reportingComponent: e.component,
    reportingInstance: '',
  });
}
