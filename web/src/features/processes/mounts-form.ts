// The editor's data volume mounts (ARCHITECTURE §21) as plain data: the rows typed, what is sent, and the same
// shape rules the server checks (server/src/services/volumes/mount-input.ts; the server re-validates all of them).

import { MOUNT_PATH_MAX, mountPathFault, pathsOverlap } from '@kueue-batch/rules';
import type { MountInput } from '../../gql/graphql';

export interface MountRow {
  /** Stable React key of the row; never sent. */
  key: string;
  volume: string;
  path: string;
  readOnly: boolean;
}

let rowCounter = 0;
export const newMountRow = (volume = '', path = '', readOnly = false): MountRow => ({
  key: `mount-${++rowCounter}`,
  volume,
  path,
  readOnly,
});

/** The problem with a mount path, or null (the server's rule, `mountPathFault` in @kueue-batch/rules, in the editor's words). */
export function mountPathProblem(path: string): string | null {
  const fault = mountPathFault(path);
  switch (fault?.kind) {
    case undefined:
      return null;
    case 'empty':
      return 'A path is required.';
    case 'tooLong':
      return `At most ${MOUNT_PATH_MAX} characters.`;
    case 'control':
      return 'No control characters.';
    case 'relative':
      return 'Not an absolute path: start it with "/".';
    case 'root':
      return 'Not "/": mount the volume at a folder such as /data.';
    case 'abnormal':
      return 'Not a normal path (no "//", ".", ".." or trailing "/").';
    case 'colon':
      return 'No ":" in a mount path.';
    case 'system':
      return `Overlaps ${fault.system}, where the container has files of its own: pick another folder.`;
  }
}

/** Per row (by index): what is wrong with its volume and its path, by the server's rules. */
export function mountRowProblems(
  rows: readonly MountRow[],
): Record<number, { volume?: string; path?: string }> {
  const problems: Record<number, { volume?: string; path?: string }> = {};
  const seen: MountRow[] = [];
  rows.forEach((row, i) => {
    const at: { volume?: string; path?: string } = {};
    if (row.volume === '') at.volume = 'Choose a volume.';
    else if (seen.some((s) => s.volume === row.volume)) at.volume = `${row.volume} is mounted twice.`;
    const pathProblem = mountPathProblem(row.path);
    if (pathProblem) at.path = pathProblem;
    else {
      const other = seen.find((s) => mountPathProblem(s.path) === null && pathsOverlap(s.path, row.path));
      if (other)
        at.path =
          other.path === row.path
            ? `${row.path} is used by another mount.`
            : `Overlaps the mount at ${other.path}: mounts may not nest.`;
    }
    if (at.volume || at.path) problems[i] = at;
    seen.push(row);
  });
  return problems;
}

/** What is sent: every row (the server names a row's problem by its index); none when there are no rows. */
export const mountsInputOf = (rows: readonly MountRow[]): MountInput[] =>
  rows.map((r) => ({ volume: r.volume, path: r.path, readOnly: r.readOnly }));

/** The mounts the fit check may ask about: rows the server would accept the shape of (no error answer). */
export function checkableMounts(rows: readonly MountRow[]): MountInput[] | null {
  if (rows.length === 0) return null;
  const problems = mountRowProblems(rows);
  const ok = rows.filter((_, i) => !problems[i]);
  return ok.length ? mountsInputOf(ok) : null;
}
