import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { definePlugin, type Plugin } from '../types.ts';

/**
 * Example plugin: which clusters each project may use, from a JSON or YAML file (env `ALLOWLIST_FILE`):
 *
 *   projects:
 *     ml-research: [gpu-a100, big-cpu]   # project name or id → cluster names or ids ("*" = every cluster)
 *     ckxyz123: [small]
 *   default: [small]                      # projects not listed (optional; none → no cluster)
 *
 * With no projectId (listing clusters outside a project) it grants the union over the user's projects plus
 * `default`. The file is re-read when it changes on disk.
 */

const AllowlistSchema = z.strictObject({
  projects: z.record(z.string(), z.array(z.string().min(1))).default({}),
  default: z.array(z.string().min(1)).default([]),
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

async function resolveClusterIds(db: PrismaClient, entries: Iterable<string>): Promise<string[]> {
  const wanted = [...new Set(entries)];
  if (wanted.length === 0) return [];
  const clusters = await db.cluster.findMany({
    where: wanted.includes('*') ? {} : { OR: [{ id: { in: wanted } }, { name: { in: wanted } }] },
    select: { id: true },
  });
  return clusters.map((cluster) => cluster.id);
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
          return resolveClusterIds(db, entries);
        }
        const memberships = await db.projectMember.findMany({
          where: { userId: user.id },
          select: { project: { select: { id: true, name: true } } },
        });
        const entries = [...fallback];
        for (const { project } of memberships)
          entries.push(...(projects[project.id] ?? projects[project.name] ?? []));
        return resolveClusterIds(db, entries);
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
