/**
 * The shape of a data volume's mount path (ARCHITECTURE §21), one rule for the server (which checks it on every
 * create and re-run) and the editor (which mirrors it): absolute, normal, no ":", and not on, inside or above a path
 * the platform or Kubernetes puts in the container. Each side says the fault in its own words.
 */

export const MOUNTS_MAX = 16;
export const MOUNT_PATH_MAX = 1024;

/** Where the container's own files are (the task parameters under /var/run/kueue-batch/tasks among them). */
export const MOUNT_SYSTEM_PATHS = [
  '/var/run/kueue-batch',
  '/var/run/kueue-batch/tasks',
  '/var/run/secrets',
  '/dev',
  '/proc',
  '/sys',
  '/etc/hosts',
  '/etc/hostname',
  '/etc/resolv.conf',
  '/dev/termination-log',
] as const;

/** What is wrong with a mount path. */
export type MountPathFault =
  | { kind: 'empty' | 'tooLong' | 'control' | 'relative' | 'root' | 'abnormal' | 'colon' }
  | { kind: 'system'; system: string };

/** `a` is `b` or a folder above or below it. */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/** The fault of a mount path, or null when it may be mounted at. */
export function mountPathFault(path: string): MountPathFault | null {
  if (path.length === 0) return { kind: 'empty' };
  if (path.length > MOUNT_PATH_MAX) return { kind: 'tooLong' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return { kind: 'control' };
  if (!path.startsWith('/')) return { kind: 'relative' };
  if (path === '/') return { kind: 'root' };
  if (
    path
      .split('/')
      .slice(1)
      .some((p) => p === '' || p === '.' || p === '..')
  )
    return { kind: 'abnormal' };
  if (path.includes(':')) return { kind: 'colon' };
  const system = MOUNT_SYSTEM_PATHS.find((s) => pathsOverlap(path, s));
  return system ? { kind: 'system', system } : null;
}
