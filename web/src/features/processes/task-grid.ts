// The task grid as plain data: one cell per task, its status as one byte, the layout of cells for a width, and
// which cell a point falls on. No React and no DOM here; the canvas only paints what this computes.

import type { TaskStatus } from '../../gql/graphql';

/** Status codes in a Uint8Array: 0 means "not loaded yet". */
export const STATUS_CODES: readonly TaskStatus[] = ['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'];
export const codeOf = (status: TaskStatus): number => STATUS_CODES.indexOf(status) + 1;
export const statusOfCode = (code: number): TaskStatus | null => STATUS_CODES[code - 1] ?? null;

export const taskStatusLabel: Record<TaskStatus, string> = {
  PENDING: 'Pending',
  RUNNING: 'Running',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** Cell colours, readable on the light and the dark theme; index 0: not loaded yet. */
export const CELL_COLOURS = ['#c9ced6', '#8d96a3', '#3b82f6', '#1f9d5c', '#d63a55', '#5b6472'] as const;

export interface GridLayout {
  cell: number;
  gap: number;
  columns: number;
  rows: number;
  width: number;
  height: number;
}

/** Bigger cells for a few tasks, small ones for thousands; as many columns as the width holds. */
export function layoutOf(count: number, width: number): GridLayout {
  const cell = count <= 64 ? 22 : count <= 1000 ? 12 : 7;
  const gap = count <= 1000 ? 2 : 1;
  const columns = Math.max(1, Math.floor((Math.max(width, cell) + gap) / (cell + gap)));
  const rows = Math.ceil(count / columns);
  return { cell, gap, columns, rows, width, height: Math.max(0, rows * (cell + gap) - gap) };
}

/** The task under a point of the canvas (CSS pixels), or null between cells and past the last. */
export function indexAt(layout: GridLayout, count: number, x: number, y: number): number | null {
  const step = layout.cell + layout.gap;
  const column = Math.floor(x / step);
  const row = Math.floor(y / step);
  if (column < 0 || row < 0 || column >= layout.columns) return null;
  const index = row * layout.columns + column;
  return index < count ? index : null;
}

/** The next cell for an arrow key, Home or End; null for other keys. */
export function moveFocus(layout: GridLayout, count: number, from: number, key: string): number | null {
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowRight':
      return clamp(from + 1);
    case 'ArrowLeft':
      return clamp(from - 1);
    case 'ArrowDown':
      return from + layout.columns < count ? from + layout.columns : from;
    case 'ArrowUp':
      return from - layout.columns >= 0 ? from - layout.columns : from;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Paints every cell (filtered-out ones faint) and a ring on the focused one. */
export function paintGrid(
  ctx: CanvasRenderingContext2D,
  layout: GridLayout,
  codes: Uint8Array,
  filter: TaskStatus | null,
  focused: number | null,
) {
  const step = layout.cell + layout.gap;
  ctx.clearRect(0, 0, layout.width, layout.height);
  const wanted = filter ? codeOf(filter) : 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    ctx.globalAlpha = wanted && code !== wanted ? 0.15 : 1;
    ctx.fillStyle = CELL_COLOURS[code]!;
    ctx.fillRect(
      (i % layout.columns) * step,
      Math.floor(i / layout.columns) * step,
      layout.cell,
      layout.cell,
    );
  }
  ctx.globalAlpha = 1;
  if (focused != null && focused < codes.length) {
    ctx.strokeStyle = '#6b86ff';
    ctx.lineWidth = 2;
    ctx.strokeRect(
      (focused % layout.columns) * step + 1,
      Math.floor(focused / layout.columns) * step + 1,
      layout.cell - 2,
      layout.cell - 2,
    );
  }
}
