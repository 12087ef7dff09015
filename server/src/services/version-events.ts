import { EventEmitter, on } from 'node:events';
import type { ProcessStatus } from '../generated/prisma/client.ts';

/** A version's status changed (committed). Published by the runner, delivered to subscribers on every server. */
export interface VersionEvent {
  versionId: string;
  processId: string;
  projectId: string;
  status: ProcessStatus;
}

/**
 * Fan-out of version changes. In-process here; on real PostgreSQL a LISTEN/NOTIFY transport implements the same
 * interface so that subscribers on every server see every change.
 */
export interface VersionEventBus {
  publish(event: VersionEvent): void;
  /**
   * Events matching `filter` until `signal` aborts. Listens from the call on (not from the first `next()`), so
   * nothing published after `subscribe` returns is missed.
   */
  subscribe(filter: (event: VersionEvent) => boolean, signal: AbortSignal): AsyncIterable<VersionEvent>;
}

export function createInProcessVersionEventBus(): VersionEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => {
      emitter.emit('version', event);
    },
    subscribe: (filter, signal) => listen(emitter, filter, signal),
  };
}

/** Events of `emitter`'s 'version' channel, listened to from this call on (node's `on` registers at once). */
export function listen(
  emitter: EventEmitter,
  filter: (event: VersionEvent) => boolean,
  signal: AbortSignal,
): AsyncIterable<VersionEvent> {
  const events = on(emitter, 'version', { signal });
  return (async function* () {
    try {
      for await (const [event] of events) {
        if (filter(event as VersionEvent)) yield event as VersionEvent;
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  })();
}
