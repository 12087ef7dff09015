import type { Api } from '../api/client.ts';
import type { Context } from '../context.ts';
import { formatDuration } from '../duration.ts';
import { EXIT, RefusedError } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { paint, statusColour } from '../output/iostreams.ts';
import { renderFields, renderTable } from '../output/table.ts';

const StatusQuery = graphql(`
  query Status_VersionQuery($id: ID!) {
    processVersion(id: $id) {
      ...VersionFields
      history {
        status
        reason
        message
        createdAt
      }
    }
  }
`);

const LatestVersionQuery = graphql(`
  query Status_LatestVersionQuery($id: ID!) {
    process(id: $id) {
      latestVersion {
        id
      }
    }
  }
`);

/** An argument as a shell would need it written. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** A version id, or a process id (its latest version): the id `kb run` printed either way. */
export async function versionIdOf(api: Api, id: string): Promise<string> {
  const { process } = await api.request(LatestVersionQuery, { id });
  return process?.latestVersion?.id ?? id;
}

export async function fetchVersion(api: Api, id: string) {
  let { processVersion } = await api.request(StatusQuery, { id });
  if (!processVersion) {
    const latest = await versionIdOf(api, id);
    if (latest !== id) processVersion = (await api.request(StatusQuery, { id: latest })).processVersion;
  }
  if (!processVersion) {
    throw new RefusedError(`no version ${id} (or it is not in one of your projects)`, {
      __typename: 'NotFoundError',
      message: `no version ${id}`,
    });
  }
  return processVersion;
}

/** An array's or gang's counts on one line (its non-zero ones): `array of 3 (2 at once): 2 succeeded, 1 failed [2]`. */
export function tasksText(t: {
  count: number;
  parallelism: number;
  gang: boolean;
  pending: number;
  running: number;
  succeeded: number;
  failed: number;
  failedIndexes: string;
}): string {
  const kind = t.gang ? `gang of ${t.count}` : `array of ${t.count} (${t.parallelism} at once)`;
  const counts = (['pending', 'running', 'succeeded', 'failed'] as const)
    .filter((key) => t[key] > 0)
    .map((key) => `${t[key]} ${key}`);
  if (t.failedIndexes) counts.push(`[${t.failedIndexes}]`);
  return `${kind}: ${counts.join(', ').replace(', [', ' [')}`;
}

/** A version's environment on one line; a secret by its name (`TOKEN<-secret HF_TOKEN`), never a value. */
export function envText(env: readonly { name: string; value?: string | null; secret?: string | null }[]) {
  return env
    .map((e) =>
      e.secret != null ? `${e.name}<-secret ${e.secret}` : `${e.name}=${shellQuote(e.value ?? '')}`,
    )
    .join(' ');
}

/** `kb status ID`: where a version stands, its resources and its timeline. */
export async function status(ctx: Context, id: string): Promise<number> {
  const api = await ctx.api();
  const v = await fetchVersion(api, id);
  ctx.print(v, () => {
    const ran =
      v.startedAt && (v.finishedAt || v.status === 'RUNNING')
        ? formatDuration(
            ((v.finishedAt ? Date.parse(v.finishedAt) : Date.now()) - Date.parse(v.startedAt)) / 1000,
          )
        : null;
    const extended = v.resources.extended.map((e) => `${e.quantity} ${e.name}`).join(' ');
    return `${renderFields([
      ['Process', `${v.process.name} (${v.process.id})`],
      ['Project', v.process.project.name],
      ['Version', `${v.version} (${v.id})`],
      ['Status', paint(ctx.io, statusColour(v.status), v.status)],
      ['Reason', v.waitingReason ?? v.statusMessage ?? v.statusReason],
      ['Exit code', v.exitCode === null ? null : String(v.exitCode)],
      ['Cluster', v.cluster.name],
      ['Image', v.image],
      ['Command', [...v.command, ...v.args].map(shellQuote).join(' ')],
      ['Env', envText(v.env)],
      ['Mounts', v.mounts.map((m) => `${m.volume}:${m.path}${m.readOnly ? ':ro' : ''}`).join(' ')],
      ['Resources', `${v.resources.cpu} cpu, ${v.resources.memory} memory${extended ? `, ${extended}` : ''}`],
      ['Tasks', v.tasks ? tasksText(v.tasks) : null],
      ['Deadline', v.resources.deadlineSeconds ? formatDuration(v.resources.deadlineSeconds) : null],
      ['Created', v.createdAt],
      ['Ran', ran],
    ])}\n${renderTable(v.history, [
      { header: 'at', value: (h) => h.createdAt.replace('T', ' ').slice(0, 19) },
      { header: 'status', value: (h) => h.status },
      { header: 'why', value: (h) => h.message ?? h.reason ?? '', flexible: true },
    ])}`;
  });
  return EXIT.OK;
}
