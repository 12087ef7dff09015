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
 * (at most every 2 s) when `changeKey` (the version's counts) says something changed. A page that arrives paints
 * at once; nothing here makes a DOM node per task.
 */
export function useTaskPages(versionId: string, count: number, changeKey: string): TaskPages {
  const client = useClient();
  const [state, setState] = useState<TaskPages>(() => ({
    codes: new Uint8Array(count),
    cursors: [],
    loading: true,
    error: null,
  }));
  const lastLoad = useRef(0);

  const readPage = (after: string | null) =>
    client
      .query(
        TaskPageQuery,
        { id: versionId, first: TASK_PAGE_SIZE, after },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
  // biome-ignore lint/correctness/useExhaustiveDependencies: changeKey is the reason to read again.
  useEffect(() => {
    let cancelled = false;
    const wait = Math.max(0, lastLoad.current + RELOAD_EVERY_MS - Date.now());
    const timer = setTimeout(async () => {
      lastLoad.current = Date.now();
      setState((s) => ({ ...s, loading: true }));
      const codes = new Uint8Array(count);
      const cursors: (string | undefined)[] = new Array(count);
      let after: string | null = null;
      for (;;) {
        const result: Awaited<ReturnType<typeof readPage>> = await readPage(after);
        if (cancelled) return;
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
      if (!cancelled) setState({ codes, cursors, loading: false, error: null });
    }, wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, versionId, count, changeKey]);

  return state;
}
