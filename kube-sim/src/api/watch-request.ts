import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ResourceDef } from '../resources/registry.ts';
import { badRequest, expired } from '../status.ts';
import type { KubeObject } from '../store.ts';
import { type ApiContext, apiVersionOf, boolParam } from './context.ts';
import { toTable } from './reads.ts';
import { WatchStream } from './watch.ts';

/* A watch request: initial events or a replay from a resourceVersion, then the live stream (watch.ts). */

export function watchResources(
  api: ApiContext,
  def: ResourceDef,
  version: string,
  namespace: string | undefined,
  q: URLSearchParams,
  res: ServerResponse,
  table: boolean,
  headers: Record<string, string[]>,
  name?: string,
): undefined {
  const matches = api.filters(def, q);
  const byName = name ? (o: KubeObject) => o.metadata.name === name : () => true;
  const rvParam = q.get('resourceVersion') ?? '';
  const sendInitial = boolParam(q.get('sendInitialEvents'));
  const timeoutSeconds = Number(q.get('timeoutSeconds') ?? 0);
  const timeoutMs =
    timeoutSeconds > 0 ? timeoutSeconds * 1000 : (1800 + Math.floor(Math.random() * 1800)) * 1000;
  const bookmarks = boolParam(q.get('allowWatchBookmarks'));
  const encodeObj = (_type: string, o: KubeObject) => {
    if (table) return toTable(api, def, version, [o], q, { resourceVersion: o.metadata.resourceVersion });
    return api.out(def, version, o);
  };
  const encode = (type: string, o: KubeObject) => JSON.stringify({ type, object: encodeObj(type, o) });
  const bookmarkObj = (annotations?: Record<string, string>) =>
    JSON.stringify({
      type: 'BOOKMARK',
      object: {
        kind: def.kind,
        apiVersion: apiVersionOf(def, version),
        metadata: {
          resourceVersion: String(api.core.store.resourceVersion),
          ...(annotations ? { annotations } : {}),
        },
      },
    });
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, private',
    'Audit-Id': randomUUID(),
    'Transfer-Encoding': 'chunked',
    ...headers,
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  let unsubscribe: () => void = () => {};
  const stream = new WatchStream({
    def,
    filter: { namespace, matches: (o) => byName(o) && matches(o) },
    encode,
    bookmark: () => bookmarkObj(),
    res,
    bookmarkIntervalMs: bookmarks ? api.ctx.bookmarkIntervalMs : undefined,
    bookmarkBeforeTimeout: bookmarks,
    timeoutMs,
    present: (o) => api.present(def, o),
    onClose: () => unsubscribe(),
  });
  unsubscribe = api.ctx.watches.add(def.key, stream);
  const currentRv = api.core.store.resourceVersion;
  if (rvParam === '' || rvParam === '0' || sendInitial) {
    for (const o of api.visibleList(def, namespace)) if (byName(o) && matches(o)) stream.send('ADDED', o);
    if (sendInitial && bookmarks) stream.write(bookmarkObj({ 'k8s.io/initial-events-end': 'true' }));
    stream.startLive(currentRv);
  } else {
    const rv = Number(rvParam);
    if (!Number.isInteger(rv) || rv < 0) {
      stream.write(
        JSON.stringify({
          type: 'ERROR',
          object: badRequest(`invalid resource version: ${rvParam}`).toStatus(),
        }),
      );
      stream.end();
      return undefined;
    }
    const events = api.core.store.history(def.key).since(rv);
    if (!events) {
      const oldest = api.core.store.history(def.key).oldestRv;
      stream.write(
        JSON.stringify({
          type: 'ERROR',
          object: expired(`too old resource version: ${rv} (${oldest + 1})`).toStatus(),
        }),
      );
      stream.end();
      return undefined;
    }
    for (const ev of events) stream.deliver(ev);
    stream.startLive(events.length ? events[events.length - 1]!.rv : rv);
  }
  return undefined;
}
