import { describe, expect, it } from 'vitest';
import type { FieldIssue } from '../../src/services/errors.ts';
import { checkMounts, mountPathProblem, volumeNameProblem } from '../../src/services/volumes/mount-input.ts';
import { missingVolumes, mountsOnCluster } from '../../src/services/volumes/placement.ts';
import { claimProblem } from '../../src/services/volumes/registry.ts';

// The pure rules of data volumes (ARCHITECTURE §21): mount shapes, what a claim must be, where a mount can run.

const volume = (name: string, readOnly: boolean) => ({
  clusterId: 'c',
  name,
  claimName: `${name}-pvc`,
  readOnly,
  description: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('mount paths', () => {
  it.each([
    ['/data', null],
    ['/home/me/results', null],
    ['/var/data', null],
    ['data', '"data" is not an absolute path (start it with "/")'],
    ['', 'a path is required'],
    ['/', 'cannot be "/": mount the volume at a folder such as /data'],
    ['/data/', '"/data/" is not a normal path (no "//", ".", ".." or trailing "/")'],
    ['/a//b', '"/a//b" is not a normal path (no "//", ".", ".." or trailing "/")'],
    ['/a/./b', '"/a/./b" is not a normal path (no "//", ".", ".." or trailing "/")'],
    ['/a/../etc', '"/a/../etc" is not a normal path (no "//", ".", ".." or trailing "/")'],
    ['/proc', 'overlaps /proc, where the container has files of its own: pick another folder'],
    ['/dev/shm', 'overlaps /dev, where the container has files of its own: pick another folder'],
    ['/etc/hosts', 'overlaps /etc/hosts, where the container has files of its own: pick another folder'],
    ['/etc', 'overlaps /etc/hosts, where the container has files of its own: pick another folder'],
    [
      '/var/run',
      'overlaps /var/run/kueue-batch, where the container has files of its own: pick another folder',
    ],
    [
      '/var/run/kueue-batch/tasks',
      'overlaps /var/run/kueue-batch, where the container has files of its own: pick another folder',
    ],
    [
      '/var/run/secrets/kubernetes.io',
      'overlaps /var/run/secrets, where the container has files of its own: pick another folder',
    ],
    ['/data\nx', 'must not contain control characters'],
    ['/a:b', 'must not contain ":"'],
  ])('%j → %j', (path, problem) => {
    expect(mountPathProblem(path)).toBe(problem);
  });

  it('volume names are DNS labels', () => {
    expect(volumeNameProblem('datasets-2026')).toBeNull();
    expect(volumeNameProblem('')).toBe('must not be empty');
    for (const bad of ['Data', 'a_b', '-a', 'a-', 'x'.repeat(64)])
      expect(volumeNameProblem(bad)).toMatch(/is not a valid volume name/);
  });
});

describe('a process’s mounts', () => {
  it('each volume and each path once, none nested; readOnly false unless asked', () => {
    const issues: FieldIssue[] = [];
    const mounts = checkMounts(
      [
        { volume: 'a', path: '/data' },
        { volume: 'b', path: '/data/inner', readOnly: true },
        { volume: 'a', path: '/other' },
        { volume: 'c', path: '/data' },
      ],
      issues,
    );
    expect(issues).toEqual([
      {
        field: 'mounts[1].path',
        message: '"/data/inner" overlaps the mount at "/data": mounts may not nest',
      },
      { field: 'mounts[2].volume', message: '"a" is mounted twice' },
      { field: 'mounts[3].path', message: '"/data" is used by another mount' },
    ]);
    expect(mounts[0]).toEqual({ volume: 'a', path: '/data', readOnly: false });
    expect(mounts[1]).toEqual({ volume: 'b', path: '/data/inner', readOnly: true });
  });

  it('at most 16', () => {
    const issues: FieldIssue[] = [];
    checkMounts(
      Array.from({ length: 17 }, (_, i) => ({ volume: `v${i}`, path: `/d${i}` })),
      issues,
    );
    expect(issues).toEqual([{ field: 'mounts', message: 'at most 16 mounts (got 17)' }]);
  });

  it('on a cluster: a read-only volume forces readOnly; a missing one is an issue listing what it has', () => {
    const vols = [volume('datasets', true), volume('results', false)];
    expect(
      mountsOnCluster({ name: 'alpha' }, vols, [
        { volume: 'datasets', path: '/d', readOnly: false },
        { volume: 'results', path: '/r', readOnly: true },
      ]),
    ).toEqual({
      mounts: [
        { volume: 'datasets', path: '/d', readOnly: true },
        { volume: 'results', path: '/r', readOnly: true },
      ],
      issues: [],
    });
    expect(
      mountsOnCluster({ name: 'alpha' }, vols, [{ volume: 'models', path: '/m', readOnly: false }]).issues,
    ).toEqual([
      {
        field: 'mounts[0].volume',
        message: 'cluster alpha has no volume "models" (its volumes are datasets, results)',
      },
    ]);
    expect(
      missingVolumes(vols, [{ volume: 'models' }, { volume: 'datasets' }, { volume: 'models' }]),
    ).toEqual(['models']);
  });
});

describe('what a claim must be', () => {
  const bound = (accessModes: string[]) => ({
    phase: 'Bound',
    accessModes,
    storage: '10Gi',
    volumeName: 'pv',
  });

  it('exists, is bound, and a read-write volume can write', () => {
    expect(claimProblem('c', 'ns', null, true)).toBe(
      'the PersistentVolumeClaim "c" in namespace "ns" does not exist (create it, or name an existing claim)',
    );
    expect(claimProblem('c', 'ns', { ...bound(['ReadWriteOnce']), phase: 'Pending' }, true)).toBe(
      'the PersistentVolumeClaim "c" in namespace "ns" is not bound to a volume (phase Pending): pods mounting it would wait forever',
    );
    expect(claimProblem('c', 'ns', { ...bound(['ReadWriteOnce']), phase: 'Lost' }, true)).toMatch(
      /has lost its volume \(phase Lost\)/,
    );
    expect(claimProblem('c', 'ns', bound(['ReadOnlyMany']), false)).toBe(
      'the PersistentVolumeClaim "c" in namespace "ns" allows only ReadOnlyMany: a read-write volume needs ReadWriteOnce, ReadWriteMany, ReadWriteOncePod (or register it with readOnly)',
    );
    expect(claimProblem('c', 'ns', bound([]), true)).toMatch(/reports no access modes/);
    for (const mode of ['ReadWriteOnce', 'ReadWriteMany', 'ReadWriteOncePod'])
      expect(claimProblem('c', 'ns', bound([mode]), false)).toBeNull();
    expect(claimProblem('c', 'ns', bound(['ReadOnlyMany']), true)).toBeNull();
  });
});
