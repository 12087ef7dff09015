import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { type ClusterGrant, definePlugin, type Plugin } from '../types.ts';

/**
 * Example plugin: which clusters each project may use, from a JSON or YAML file (env `ALLOWLIST_FILE`):
 *
 *   projects:
 *     ml-research: [gpu-a100, big-cpu]   # project name or id → cluster names or ids ("*" = every cluster)
 *     ckxyz123: [small, { cluster: gpu-a100, priorityClasses: [low] }]   # only class "low" on gpu-a100
 *   default: [small]                      # projects not listed (optional; none → no cluster)
 *
 * With no projectId (listing clusters outside a project) it grants the union over the user's projects plus
 * `default`. The file is re-read when it changes on disk.
 */

/** A cluster (name, id or "*"), or one with the WorkloadPriorityClasses allowed there (ARCHITECTURE §16). */
const EntrySchema = z.union([
  z.string().min(1),
  z.strictObject({ cluster: z.string().min(1), priorityClasses: z.array(z.string().min(1)) }),
]);
type Entry = z.infer<typeof EntrySchema>;

const AllowlistSchema = z.strictObject({
  projects: z.record(z.string(), z.array(EntrySchema)).default({}),
  default: z.array(EntrySchema).default([]),
});
export type Allowlist = z.infer<typeof AllowlistSchema>;

export function readAllowlist(file: string): Allowlist {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `cannot read allow-list ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = AllowlistSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`invalid allow-list ${file}: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/** The grants of `entries`: each cluster they name (by id or name, "*" every one), with their classes if any. */
async function resolveGrants(db: PrismaClient, entries: readonly Entry[]): Promise<ClusterGrant[]> {
  if (entries.length === 0) return [];
  const refOf = (e: Entry) => (typeof e === 'string' ? e : e.cluster);
  const wanted = [...new Set(entries.map(refOf))];
  const clusters = await db.cluster.findMany({
    where: wanted.includes('*') ? {} : { OR: [{ id: { in: wanted } }, { name: { in: wanted } }] },
    select: { id: true, name: true },
  });
  const grants: ClusterGrant[] = [];
  for (const entry of entries) {
    const ref = refOf(entry);
    for (const c of clusters) {
      if (ref !== '*' && ref !== c.id && ref !== c.name) continue;
      // The server unites the grants: a plain entry for a cluster allows every class there.
      grants.push(
        typeof entry === 'string' ? c.id : { clusterId: c.id, priorityClasses: entry.priorityClasses },
      );
    }
  }
  return grants;
}

export function createProjectAllowlistPlugin({ file }: { file: string }): Plugin {
  let allowlist = readAllowlist(file);
  let loadedMtime = statSync(file).mtimeMs;
  const current = (): Allowlist => {
    const mtime = statSync(file).mtimeMs;
    if (mtime !== loadedMtime) {
      allowlist = readAllowlist(file);
      loadedMtime = mtime;
    }
    return allowlist;
  };

  return definePlugin({
    name: 'project-allowlist',
    hooks: {
      async selectClusters({ db, user, projectId }) {
        const { projects, default: fallback } = current();
        if (projectId) {
          const project = await db.project.findUnique({
            where: { id: projectId },
            select: { id: true, name: true },
          });
          const entries = project ? (projects[project.id] ?? projects[project.name] ?? fallback) : [];
          return resolveGrants(db, entries);
        }
        const memberships = await db.projectMember.findMany({
          where: { userId: user.id },
          select: { project: { select: { id: true, name: true } } },
        });
        const entries = [...fallback];
        for (const { project } of memberships)
          entries.push(...(projects[project.id] ?? projects[project.name] ?? []));
        return resolveGrants(db, entries);
      },
    },
  });
}

/** Loaded through PLUGINS: reads `ALLOWLIST_FILE` at start-up. */
export default function projectAllowlistFromEnv(): Plugin {
  const file = process.env.ALLOWLIST_FILE;
  if (!file) throw new Error('ALLOWLIST_FILE is not set');
  return createProjectAllowlistPlugin({ file });
}
