import { describe, expect, it } from 'vitest';
import { renderFields, renderTable } from '../src/output/table.ts';

const rows = [
  {
    id: 'cmk0123456789abcdefghijklm',
    name: 'a very long process name that goes on and on',
    status: 'RUNNING',
  },
  { id: 'cmk9876543210zyxwvutsrqpon', name: 'short', status: 'SUCCEEDED' },
];

describe('renderTable', () => {
  it('fits 80 columns by cutting the flexible column first, never a kept one', () => {
    const text = renderTable(rows, [
      { header: 'id', value: (r) => r.id, keep: true },
      { header: 'name', value: (r) => r.name.repeat(3), flexible: true },
      { header: 'status', value: (r) => r.status },
    ]);
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^ID\s+NAME\s+STATUS$/);
    expect(lines[1]).toContain(rows[0]!.id);
    expect(lines[1]).toMatch(/…\s+RUNNING$/);
  });

  it('leaves a narrow table as it is, right-aligning numbers', () => {
    expect(
      renderTable(
        [
          { n: 'a', c: 3 },
          { n: 'bb', c: 12 },
        ],
        [
          { header: 'name', value: (r) => r.n },
          { header: 'count', value: (r) => String(r.c), right: true },
        ],
      ),
    ).toBe('NAME  COUNT\na         3\nbb       12\n');
  });

  it('cuts other columns when the flexible one alone is not enough', () => {
    const wide = [{ a: 'x'.repeat(60), b: 'y'.repeat(60) }];
    const text = renderTable(wide, [
      { header: 'a', value: (r) => r.a, flexible: true },
      { header: 'b', value: (r) => r.b },
    ]);
    for (const line of text.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('renderFields', () => {
  it('aligns keys and leaves out empty values', () => {
    expect(
      renderFields([
        ['Status', 'RUNNING'],
        ['Reason', null],
        ['Exit code', '0'],
      ]),
    ).toBe('Status:     RUNNING\nExit code:  0\n');
  });
});
