import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../gql';
import type { TaskGrid_TaskPageQueryQuery } from '../../gql/graphql';
import { codeOf } from './task-grid.ts';

export const TaskPageQuery = graphql(`
  query TaskGrid_TaskPageQuery($id: ID!, $first: Int, $after: String) {
    processVersion(id: $id) {
      id
      tasks {
        items(first: $first, after: $after) {
          edges {
            cursor
            node {
              index
              status
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

type TaskItems = NonNullable<NonNullable<TaskGrid_TaskPageQueryQuery['processVersion']>['tasks']>['items'];

/** The server's largest page. */
export const TASK_PAGE_SIZE = 1000;
/** At most one reload of every page in this long, however often the counts change. */
const RELOAD_EVERY_MS = 2000;

export interface TaskPages {
  /** One status code per task (0: not loaded yet); replaced, never mutated, on each load. */
  codes: Uint8Array;
  /** Each task's cursor (to read one task: `after` the cursor of the one before it). */
  cursors: readonly (string | undefined)[];
  loading: boolean;
  error: string | null;
}

/**
 * Every task's status, read page by page (`items(first: 1000, after)`) into one byte per task, and read again
 * (at most every 2 s) when `changeKey` (the version's counts) says something changed. A change during a read does
 * not restart it (with 10,000 tasks changing every second a restarted read would never end): one more read follows
 * it. A page that arrives paints at once; nothing here makes a DOM node per task.
 */
export function useTaskPages(versionId: string, count: number, changeKey: string): TaskPages {
  const client = useClient();
  const [state, setState] = useState<TaskPages>(() => ({
    codes: new Uint8Array(count),
    cursors: [],
    loading: true,
    error: null,
  }));
  const dirty = useRef(true);
  const kick = useRef<() => void>(() => {});

  useEffect(() => {
    let alive = true;
    let running = false;
    let lastLoad = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readPage = (after: string | null) =>
      client
        .query(
          TaskPageQuery,
          { id: versionId, first: TASK_PAGE_SIZE, after },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
    const readAll = async () => {
      setState((s) => ({ ...s, loading: true }));
      const codes = new Uint8Array(count);
      const cursors: (string | undefined)[] = new Array(count);
      let after: string | null = null;
      for (;;) {
        const result: Awaited<ReturnType<typeof readPage>> = await readPage(after);
        if (!alive) return;
        const items: TaskItems | undefined = result.data?.processVersion?.tasks?.items;
        if (!items) {
          setState((s) => ({
            ...s,
            loading: false,
            error: result.error?.message ?? 'The tasks could not be read.',
          }));
          return;
        }
        for (const edge of items.edges) {
          if (edge.node.index < count) {
            codes[edge.node.index] = codeOf(edge.node.status);
            cursors[edge.node.index] = edge.cursor;
          }
        }
        // Each page paints as it arrives (the rest keeps its earlier colours until read).
        setState((s) => {
          const shown = s.codes.length === count ? s.codes.slice() : new Uint8Array(count);
          for (const edge of items.edges)
            if (edge.node.index < count) shown[edge.node.index] = codes[edge.node.index]!;
          return { codes: shown, cursors, loading: true, error: null };
        });
        if (!items.pageInfo.hasNextPage || !items.pageInfo.endCursor) break;
        after = items.pageInfo.endCursor;
      }
      setState({ codes, cursors, loading: false, error: null });
    };
    const next = () => {
      if (!alive || running || !dirty.current) return;
      const wait = Math.max(0, lastLoad + RELOAD_EVERY_MS - Date.now());
      running = true;
      timer = setTimeout(async () => {
        dirty.current = false;
        lastLoad = Date.now();
        try {
          await readAll();
        } finally {
          running = false;
          next();
        }
      }, wait);
    };
    kick.current = next;
    dirty.current = true;
    next();
    return () => {
      alive = false;
      clearTimeout(timer);
      kick.current = () => {};
    };
  }, [client, versionId, count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: changeKey is the reason to read again.
  useEffect(() => {
    dirty.current = true;
    kick.current();
  }, [changeKey]);

  return state;
}
