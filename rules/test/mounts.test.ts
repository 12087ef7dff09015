import { describe, expect, it } from 'vitest';
import { MOUNT_PATH_MAX, mountPathFault, pathsOverlap } from '../src/mounts.ts';

describe('a mount path (the rule the server checks and the editor mirrors)', () => {
  it('accepts an absolute, normal folder of the job’s own', () => {
    expect(mountPathFault('/data')).toBeNull();
    expect(mountPathFault('/mnt/results/run-1')).toBeNull();
    expect(mountPathFault('/var/run/kueue')).toBeNull();
  });

  it.each([
    ['', 'empty'],
    [`/${'a'.repeat(MOUNT_PATH_MAX)}`, 'tooLong'],
    ['/data\n', 'control'],
    ['data', 'relative'],
    ['/', 'root'],
    ['/data/', 'abnormal'],
    ['/a//b', 'abnormal'],
    ['/a/../b', 'abnormal'],
    ['/data:ro', 'colon'],
  ])('refuses %j as %s', (path, kind) => {
    expect(mountPathFault(path)?.kind).toBe(kind);
  });

  it('refuses the container’s own paths, inside them and above them, naming the one it overlaps', () => {
    expect(mountPathFault('/var/run/kueue-batch/tasks')).toEqual({
      kind: 'system',
      system: '/var/run/kueue-batch',
    });
    expect(mountPathFault('/proc/self')).toEqual({ kind: 'system', system: '/proc' });
    expect(mountPathFault('/etc')).toEqual({ kind: 'system', system: '/etc/hosts' });
  });

  it('says two paths overlap when one is the other or a folder of it, not when they only share a prefix', () => {
    expect(pathsOverlap('/data', '/data')).toBe(true);
    expect(pathsOverlap('/data', '/data/in')).toBe(true);
    expect(pathsOverlap('/data/in', '/data')).toBe(true);
    expect(pathsOverlap('/data', '/database')).toBe(false);
  });
});
