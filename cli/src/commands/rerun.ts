import { randomUUID } from 'node:crypto';
import type { Context } from '../context.ts';
import type { RerunProcessInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { parseMounts, type RequestFlags, requestsFrom } from '../requests.ts';
import { resolveCluster } from '../resolve.ts';
import { afterCreate, parseEnv, parseSecretEnv, payloadOf } from './run.ts';
import { fetchVersion } from './status.ts';

const RerunMutation = graphql(`
  mutation Rerun_RerunProcessMutation($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        ...CreatePayloadFields
      }
      ...RefusalFields
    }
  }
`);

export interface RerunFlags extends RequestFlags {
  cluster?: string;
  env?: string[];
  secretEnv?: string[];
  onlyFailed?: boolean;
  idempotencyKey?: string;
  wait?: boolean;
  follow?: boolean;
}

/** `kb rerun ID`: the next version of the process, copied from this one with the overrides given. */
export async function rerun(ctx: Context, rawId: string, flags: RerunFlags): Promise<number> {
  const requests = requestsFrom(flags);
  const api = await ctx.api();
  const source = await fetchVersion(api, rawId);
  const cluster = flags.cluster
    ? await resolveCluster(api, source.process.project.id, flags.cluster)
    : undefined;
  const env = overriddenEnv(source.env, [
    ...parseEnv(flags.env ?? []),
    ...parseSecretEnv(flags.secretEnv ?? []),
  ]);
  const input: RerunProcessInput = {
    processVersionId: source.id,
    ...(env ? { env } : {}),
    // --mount replaces the source's mounts (as in `kb run`, where it replaces the spec's).
    ...(flags.mount?.length ? { mounts: parseMounts(flags.mount) } : {}),
    ...(Object.keys(requests).length > 0
      ? { resources: { ...stripNulls(source.resources), ...requests } }
      : {}),
    ...(cluster ? { clusterId: cluster.id } : {}),
    ...(flags.onlyFailed ? { onlyFailedTasks: true } : {}),
    idempotencyKey: flags.idempotencyKey ?? randomUUID(),
  };
  const { rerunProcess } = await api.request(RerunMutation, { input });
  return afterCreate(ctx, payloadOf(rerunProcess), flags);
}

type EnvEntry = { name: string; value: string } | { name: string; secret: string };

/**
 * The source's environment with `--env`/`--secret-env` laid over it by name (a variable given keeps its place;
 * new ones follow); undefined when none is given, so the server copies the source's. A secret stays a reference by
 * name: its value is never read here.
 */
export function overriddenEnv(
  source: readonly { name: string; value?: string | null; secret?: string | null }[],
  overrides: readonly EnvEntry[],
): EnvEntry[] | undefined {
  if (overrides.length === 0) return undefined;
  const byName = new Map<string, EnvEntry>();
  for (const e of source)
    byName.set(
      e.name,
      e.secret != null ? { name: e.name, secret: e.secret } : { name: e.name, value: e.value ?? '' },
    );
  for (const e of overrides) byName.set(e.name, e);
  return [...byName.values()];
}

function stripNulls(resources: {
  cpu: string;
  memory: string;
  deadlineSeconds: number | null;
  flavor: string | null;
  priorityClass: string | null;
  extended: { name: string; quantity: string }[];
}) {
  return {
    cpu: resources.cpu,
    memory: resources.memory,
    ...(resources.deadlineSeconds !== null ? { deadlineSeconds: resources.deadlineSeconds } : {}),
    ...(resources.flavor !== null ? { flavor: resources.flavor } : {}),
    ...(resources.priorityClass !== null ? { priorityClass: resources.priorityClass } : {}),
    ...(resources.extended.length > 0 ? { extended: resources.extended } : {}),
  };
}
