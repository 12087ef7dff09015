import type { StoredMount } from '../../db/version-data.ts';
import { TASK_PARAMS_DIR } from '../../kube/workloads/indexed-job.ts';
import { quote } from '../../text.ts';
import type { FieldIssue } from '../errors.ts';

/**
 * The shape of a process's mounts (ARCHITECTURE §21), checked with no database and no cluster: volume names, paths
 * (absolute, normal, not over a path the platform or Kubernetes puts in the container), no volume or path twice,
 * no mount inside another. Whether the chosen cluster has each volume is placement's question (placement.ts).
 */

/** A volume's name: a DNS label (lowercase letters, digits and "-"), as Kubernetes names its volumes. */
export const VOLUME_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
export const VOLUME_NAME_MAX = 63;
export const MOUNTS_MAX = 16;
export const MOUNT_PATH_MAX = 1024;

/** Where the container's own files are: a mount may not be one of them, inside one, or above one. */
export const SYSTEM_PATHS = [
  '/var/run/kueue-batch',
  TASK_PARAMS_DIR,
  '/var/run/secrets',
  '/dev',
  '/proc',
  '/sys',
  '/etc/hosts',
  '/etc/hostname',
  '/etc/resolv.conf',
  '/dev/termination-log',
] as const;

/** A mount as given (GraphQL MountInput). */
export interface MountInput {
  volume: string;
  path: string;
  readOnly?: boolean | null;
}

/** The problem with a volume's name, or null. */
export function volumeNameProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (name.length > VOLUME_NAME_MAX || !VOLUME_NAME.test(name)) {
    return `${quote(name.slice(0, VOLUME_NAME_MAX))} is not a valid volume name (lowercase letters, digits and "-", starting and ending with a letter or digit; at most ${VOLUME_NAME_MAX} characters)`;
  }
  return null;
}

/** `a` is `b` or a folder above or below it. */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/** The problem with a mount path, or null. */
export function mountPathProblem(path: string): string | null {
  if (path.length === 0) return 'a path is required';
  if (path.length > MOUNT_PATH_MAX) return `must be at most ${MOUNT_PATH_MAX} characters`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'must not contain control characters';
  if (!path.startsWith('/')) return `${quote(path.slice(0, 80))} is not an absolute path (start it with "/")`;
  if (path === '/') return 'cannot be "/": mount the volume at a folder such as /data';
  const parts = path.split('/').slice(1);
  if (parts.some((p) => p === '' || p === '.' || p === '..')) {
    return `${quote(path.slice(0, 80))} is not a normal path (no "//", ".", ".." or trailing "/")`;
  }
  if (path.includes(':')) return 'must not contain ":"';
  const system = SYSTEM_PATHS.find((s) => pathsOverlap(path, s));
  if (system) return `overlaps ${system}, where the container has files of its own: pick another folder`;
  return null;
}

/** Checks every mount's shape; the mounts as stored (readOnly false when not asked; a read-only volume forces it). */
export function checkMounts(
  mounts: readonly MountInput[] | null | undefined,
  issues: FieldIssue[],
): StoredMount[] {
  const given = mounts ?? [];
  if (given.length > MOUNTS_MAX) {
    issues.push({ field: 'mounts', message: `at most ${MOUNTS_MAX} mounts (got ${given.length})` });
    return [];
  }
  const checked: StoredMount[] = [];
  given.forEach((m, i) => {
    const volume = m.volume.trim();
    const nameProblem = volumeNameProblem(volume);
    if (nameProblem) issues.push({ field: `mounts[${i}].volume`, message: nameProblem });
    else if (checked.some((c) => c.volume === volume)) {
      issues.push({ field: `mounts[${i}].volume`, message: `${quote(volume)} is mounted twice` });
    }
    const pathProblem = mountPathProblem(m.path);
    if (pathProblem) issues.push({ field: `mounts[${i}].path`, message: pathProblem });
    else {
      const other = checked.find((c) => pathsOverlap(c.path, m.path));
      if (other) {
        issues.push({
          field: `mounts[${i}].path`,
          message:
            other.path === m.path
              ? `${quote(m.path)} is used by another mount`
              : `${quote(m.path)} overlaps the mount at ${quote(other.path)}: mounts may not nest`,
        });
      }
    }
    checked.push({ volume, path: m.path, readOnly: m.readOnly === true });
  });
  return checked;
}
