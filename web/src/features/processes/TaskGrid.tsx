import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { TaskStatus } from '../../gql/graphql';
import { RerunFailedTasks } from './RerunFailedTasks.tsx';
import { TaskDetail } from './TaskDetail.tsx';
import {
  CELL_COLOURS,
  codeOf,
  indexAt,
  layoutOf,
  moveFocus,
  paintGrid,
  STATUS_CODES,
  statusOfCode,
  taskStatusLabel,
} from './task-grid.ts';
import { useTaskPages } from './use-task-pages.ts';

export interface TaskSetSummary {
  count: number;
  parallelism: number;
  gang: boolean;
  pending: number;
  running: number;
  succeeded: number;
  failed: number;
}

/** The width the grid has, followed as the page resizes (a phone's 390 px included). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * An array's or gang's tasks: their counts, one cell per task coloured by status on one canvas (10,000 tasks are
 * one element, repainted in a few milliseconds, not 10,000 nodes), a filter by status, and a cell (clicked, or
 * reached with the arrow keys and Enter) opens that task's exit code and logs. "Re-run N failed tasks" when any
 * failed.
 */
export function TaskGrid({
  versionId,
  version,
  tasks,
  canRerun,
}: {
  versionId: string;
  version: number;
  tasks: TaskSetSummary;
  canRerun: boolean;
}) {
  const ids = useId();
  const { count } = tasks;
  const changeKey = `${tasks.pending}/${tasks.running}/${tasks.succeeded}/${tasks.failed}`;
  const pages = useTaskPages(versionId, count, changeKey);
  const [filter, setFilter] = useState<TaskStatus | null>(null);
  const [focused, setFocused] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useWidth(boxRef);
  const layout = layoutOf(count, width);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.ceil(layout.width * ratio);
    canvas.height = Math.ceil(layout.height * ratio);
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas.getContext('2d');
    } catch {
      ctx = null; // no canvas (a test DOM): the counts and the keyboard still work
    }
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    paintGrid(ctx, layout, pages.codes, filter, focused);
  }, [layout.width, layout.height, layout, pages.codes, filter, focused, width]);

  const open = (index: number) => {
    setFocused(index);
    setOpened(index);
  };
  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const index = indexAt(layout, count, event.clientX - rect.left, event.clientY - rect.top);
    if (index != null) open(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(focused);
      return;
    }
    const next = moveFocus(layout, count, focused, event.key);
    if (next != null) {
      event.preventDefault();
      setFocused(next);
    }
  };
  const focusedStatus = statusOfCode(pages.codes[focused] ?? 0);
  const counts: Record<TaskStatus, number> = {
    PENDING: tasks.pending,
    RUNNING: tasks.running,
    SUCCEEDED: tasks.succeeded,
    FAILED: tasks.failed,
    CANCELLED: Math.max(0, count - tasks.pending - tasks.running - tasks.succeeded - tasks.failed),
  };
  const matching = filter ? counts[filter] : count;

  return (
    <section className="task-grid" aria-labelledby={`${ids}-title`}>
      <div className="version-logs__bar task-grid__bar">
        <h3 className="version-logs__title" id={`${ids}-title`}>
          {tasks.gang ? `Gang of ${count.toLocaleString('en')} pods` : `${count.toLocaleString('en')} tasks`}
          {!tasks.gang && (
            <span className="muted"> · at most {tasks.parallelism.toLocaleString('en')} at once</span>
          )}
        </h3>
        <label className="version-logs__control">
          <span>Show</span>
          <select
            className="input select__control"
            value={filter ?? ''}
            onChange={(e) => setFilter((e.target.value || null) as TaskStatus | null)}
          >
            <option value="">All tasks</option>
            {STATUS_CODES.map((s) => (
              <option key={s} value={s}>
                {taskStatusLabel[s]} ({counts[s].toLocaleString('en')})
              </option>
            ))}
          </select>
        </label>
        {canRerun && tasks.failed > 0 && !tasks.gang && (
          <RerunFailedTasks versionId={versionId} failed={tasks.failed} />
        )}
      </div>
      <ul className="task-grid__counts" aria-label="Tasks by status">
        {STATUS_CODES.filter((s) => counts[s] > 0 || s !== 'CANCELLED').map((s) => (
          <li key={s}>
            <span
              className="task-grid__swatch"
              style={{ background: CELL_COLOURS[codeOf(s)] }}
              aria-hidden="true"
            />
            <span data-testid={`tasks-${s.toLowerCase()}`}>{counts[s].toLocaleString('en')}</span>{' '}
            {taskStatusLabel[s].toLowerCase()}
          </li>
        ))}
      </ul>
      {pages.error && <p className="field__error">{pages.error}</p>}
      <div className="task-grid__scroll" ref={boxRef}>
        <canvas
          ref={canvasRef}
          className="task-grid__canvas"
          style={{ width: layout.width, height: layout.height }}
          tabIndex={0}
          role="img"
          aria-label={`Task grid of version ${version}: ${count.toLocaleString('en')} cells${filter ? `, ${matching.toLocaleString('en')} ${taskStatusLabel[filter].toLowerCase()} highlighted` : ''}. Arrow keys move, Enter opens a task.`}
          aria-describedby={`${ids}-focus`}
          onClick={onClick}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="muted task-grid__focus" id={`${ids}-focus`} aria-live="polite">
        Task {focused}: {focusedStatus ? taskStatusLabel[focusedStatus].toLowerCase() : 'loading'}
        {pages.loading ? ' · reading tasks…' : ''}
      </p>
      {opened != null && (
        <TaskDetail
          key={opened}
          versionId={versionId}
          index={opened}
          after={opened === 0 ? null : (pages.cursors[opened - 1] ?? null)}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
