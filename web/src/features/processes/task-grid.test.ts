import { describe, expect, it } from 'vitest';
import { codeOf, indexAt, layoutOf, moveFocus, statusOfCode } from './task-grid.ts';

describe('the task grid’s layout', () => {
  it('fits 10,000 small cells to a phone’s width and finds the cell under a point', () => {
    const layout = layoutOf(10_000, 358);
    expect(layout.cell).toBe(7);
    expect(layout.columns).toBe(Math.floor((358 + 1) / 8));
    expect(layout.rows).toBe(Math.ceil(10_000 / layout.columns));
    expect(indexAt(layout, 10_000, 0, 0)).toBe(0);
    expect(indexAt(layout, 10_000, 8 * 3 + 1, 8 * 2 + 1)).toBe(2 * layout.columns + 3);
    expect(indexAt(layout, 10_000, 1, layout.rows * 8 + 4)).toBeNull();
  });

  it('moves the focus by arrow keys within the tasks', () => {
    const layout = layoutOf(10, 5 * 24);
    expect(layout.columns).toBe(5);
    expect(moveFocus(layout, 10, 0, 'ArrowDown')).toBe(5);
    expect(moveFocus(layout, 10, 7, 'ArrowDown')).toBe(7);
    expect(moveFocus(layout, 10, 9, 'ArrowRight')).toBe(9);
    expect(moveFocus(layout, 10, 3, 'End')).toBe(9);
    expect(moveFocus(layout, 10, 3, 'a')).toBeNull();
    expect(statusOfCode(codeOf('FAILED'))).toBe('FAILED');
    expect(statusOfCode(0)).toBeNull();
  });
});
