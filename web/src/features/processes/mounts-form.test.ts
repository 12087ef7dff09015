import { describe, expect, it } from 'vitest';
import { checkableMounts, mountPathProblem, mountRowProblems, newMountRow } from './mounts-form.ts';

describe('mount rows, by the server’s shape rules', () => {
  it.each([
    ['/data', null],
    ['/mnt/results-1', null],
    ['', 'A path is required.'],
    ['data', 'Not an absolute path: start it with "/".'],
    ['/', 'Not "/": mount the volume at a folder such as /data.'],
    ['/data/', 'Not a normal path (no "//", ".", ".." or trailing "/").'],
    ['/a//b', 'Not a normal path (no "//", ".", ".." or trailing "/").'],
    ['/a/../etc', 'Not a normal path (no "//", ".", ".." or trailing "/").'],
    ['/a:b', 'No ":" in a mount path.'],
    ['/proc/x', 'Overlaps /proc, where the container has files of its own: pick another folder.'],
    [
      '/var/run',
      'Overlaps /var/run/kueue-batch, where the container has files of its own: pick another folder.',
    ],
  ])('%j: %s', (path, problem) => {
    expect(mountPathProblem(path)).toBe(problem);
  });

  it('refuses a volume twice and nested or equal paths, naming the later row; only clean rows are fit-checked', () => {
    const rows = [
      newMountRow('datasets', '/data', true),
      newMountRow('datasets', '/other'),
      newMountRow('results', '/data/out'),
      newMountRow('', '/x'),
    ];
    expect(mountRowProblems(rows)).toEqual({
      1: { volume: 'datasets is mounted twice.' },
      2: { path: 'Overlaps the mount at /data: mounts may not nest.' },
      3: { volume: 'Choose a volume.' },
    });
    expect(checkableMounts(rows)).toEqual([{ volume: 'datasets', path: '/data', readOnly: true }]);
    expect(checkableMounts([])).toBeNull();
  });
});
