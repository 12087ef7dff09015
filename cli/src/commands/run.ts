import { randomUUID } from 'node:crypto';
import type { Context } from '../context.ts';
import { EXIT, refusal, UsageError } from '../exit.ts';
import type { CreatePayloadFieldsFragment, CreateProcessInput, Placement } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { paint, statusColour } from '../output/iostreams.ts';
import { renderFields } from '../output/table.ts';
import { readParams } from '../params.ts';
import { DEFAULT_REQUESTS, parseMounts, type RequestFlags, requestsFrom, tasksFrom } from '../requests.ts';
import { resolveCluster, resolveProject } from '../resolve.ts';
import { readSpec } from '../spec.ts';
import { detachedMessage, exitCodeOf, interruptSignal, streamLogs, waitForVersion } from '../watch.ts';

export const CreateProcessMutation = graphql(`
  mutation Run_CreateProcessMutation($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        ...CreatePayloadFields
      }
      ...RefusalFields
    }
  }
`);

export const CreatePayloadFields = graphql(`
  fragment CreatePayloadFields on CreateProcessPayload {
    dryRun
    flavor
    placementReason
    budgetWarning
    cluster {
      id
      name
    }
    process {
      id
      name
    }
    version {
      ...VersionFields
    }
    costEstimate {
      currency
      perHour
      worstCase
      expected
    }
  }
`);

export const RefusalFields = graphql(`
  fragment RefusalFields on CreateProcessResult {
    ... on Error {
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
    ... on ClusterNotAllowedError {
      clusterId
    }
    ... on ResourceLimitExceededError {
      cluster {
        id
        name
      }
      violations {
        resource
        resourceName
        requested
        limit
        flavor
      }
    }
    ... on BudgetExceededError {
      remaining
      required
      unit
    }
  }
`);

export interface RunFlags extends RequestFlags {
  project?: string;
  file?: string;
  name?: string;
  cluster?: string;
  placement?: string;
  env?: string[];
  secretEnv?: string[];
  params?: string;
  failover?: boolean;
  maxWait?: string;
  idempotencyKey?: string;
  dryRun?: boolean;
  wait?: boolean;
  follow?: boolean;
}

const PLACEMENTS: Record<string, Placement> = {
  first: 'FIRST_ALLOWED',
  earliest: 'EARLIEST_START',
  cheapest: 'CHEAPEST',
};

/** `K=V` pairs of `--env`. */
export function parseEnv(pairs: readonly string[]): { name: string; value: string }[] {
  return pairs.map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--env ${pair}: use NAME=value`);
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** `NAME=SECRET` pairs of `--secret-env`: the variable NAME reads the project secret SECRET (its value stays on the server). */
export function parseSecretEnv(pairs: readonly string[]): { name: string; secret: string }[] {
  return pairs.map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0 || at === pair.length - 1)
      throw new UsageError(`--secret-env ${pair}: use NAME=SECRET (SECRET: a secret of the project)`);
    return { name: pair.slice(0, at), secret: pair.slice(at + 1) };
  });
}

/** A name for a process the user did not name: the image's last path part and the idempotency key's start. */
export function defaultName(image: string, key: string): string {
  const base = image
    .split('@')[0]!
    .split('/')
    .pop()!
    .split(':')[0]!
    .replace(/[^a-zA-Z0-9_.-]/g, '-');
  return `${base || 'job'}-${key.replace(/-/g, '').slice(0, 8)}`;
}

/** The typed result of a create or re-run: the payload, or the refusal as a RefusedError (exit 3). */
export function payloadOf<T extends { __typename: string }>(
  result: T,
): Extract<T, { __typename: 'CreateProcessPayload' }> {
  if (result.__typename === 'CreateProcessPayload')
    return result as Extract<T, { __typename: 'CreateProcessPayload' }>;
  throw refusal(result as unknown as { __typename: string; message: string });
}

/** `kb run`: creates a process (version 1) and prints its id at once; `--wait`/`--follow` stay with it. */
export async function run(ctx: Context, image: string | undefined, command: string[], flags: RunFlags) {
  const spec = flags.file ? await readSpec(flags.file) : {};
  const requests = { ...DEFAULT_REQUESTS, ...(spec.resources ?? {}), ...requestsFrom(flags) };
  const taskParameters = flags.params !== undefined ? await readParams(flags.params) : undefined;
  const tasks = tasksFrom(flags, taskParameters?.length);
  // --mount replaces the spec's mounts (as a flag overrides its field).
  const mounts = flags.mount?.length ? parseMounts(flags.mount) : spec.mounts;
  const finalImage = image ?? spec.image;
  if (!finalImage)
    throw new UsageError('say what to run: kb run -p PROJECT IMAGE [-- COMMAND ARGS…] (or -f spec.yaml)');
  let placement: Placement | undefined;
  if (flags.placement !== undefined) {
    placement = PLACEMENTS[flags.placement];
    if (!placement) throw new UsageError(`--placement ${flags.placement}: one of first, earliest, cheapest`);
  }
  if (flags.cluster && flags.placement) throw new UsageError('--cluster and --placement: give one of them');
  const key = flags.idempotencyKey ?? spec.idempotencyKey ?? randomUUID();
  const api = await ctx.api();
  const specProject = spec.projectId == null ? undefined : String(spec.projectId);
  const project = await resolveProject(api, flags.project ?? specProject);
  const clusterWanted = flags.cluster ?? (spec.clusterId == null ? undefined : String(spec.clusterId));
  const cluster = clusterWanted ? await resolveCluster(api, project.id, clusterWanted) : undefined;
  const env = [...(spec.env ?? []), ...parseEnv(flags.env ?? []), ...parseSecretEnv(flags.secretEnv ?? [])];
  const input: CreateProcessInput = {
    ...spec,
    projectId: project.id,
    name: flags.name ?? spec.name ?? defaultName(finalImage, key),
    image: finalImage,
    ...(command.length > 0 ? { command } : {}),
    ...(env.length > 0 ? { env } : {}),
    ...(mounts?.length ? { mounts } : {}),
    resources: requests,
    ...(cluster ? { clusterId: cluster.id } : {}),
    ...(placement ? { placement, clusterId: null } : {}),
    ...(flags.failover ? { failover: spec.failover ?? {} } : {}),
    ...(tasks ? { tasks } : {}),
    ...(taskParameters ? { taskParameters } : {}),
    ...(flags.maxWait !== undefined ? { maxWaitSeconds: Number(flags.maxWait) } : {}),
    ...(flags.dryRun ? { dryRun: true } : {}),
    idempotencyKey: key,
  };
  // Retried on a failed connection with the same key, so the server creates it once whatever happens.
  const { createProcess } = await api.request(CreateProcessMutation, { input });
  const payload = payloadOf(createProcess);
  return afterCreate(ctx, payload, flags);
}

/** What run and rerun print, then `--wait` / `--follow`. */
export async function afterCreate(
  ctx: Context,
  payload: CreatePayloadFieldsFragment,
  flags: { wait?: boolean; follow?: boolean },
): Promise<number> {
  const version = payload.version;
  ctx.print(payload, () =>
    version
      ? renderFields([
          ['Created', `${payload.process?.name} version ${version.version}`],
          ['Version', version.id],
          ['Cluster', payload.cluster.name],
          ['Why', payload.placementReason],
          ['Flavor', payload.flavor],
          ['Budget', payload.budgetWarning],
          ['Status', paint(ctx.io, statusColour(version.status), version.status)],
        ])
      : renderFields([
          ['Dry run', `would run on ${payload.cluster.name}`],
          ['Why', payload.placementReason],
          ['Flavor', payload.flavor],
          ['Budget', payload.budgetWarning],
        ]),
  );
  if (!version) return EXIT.OK;
  if (flags.wait || (flags.follow && ctx.format === 'table')) {
    const api = await ctx.api();
    const final = await waitForVersion(ctx, api, version.id, { logs: flags.follow });
    if (!final) return EXIT.DETACHED;
    return exitCodeOf(final);
  }
  if (flags.follow) {
    const api = await ctx.api();
    const interrupt = interruptSignal();
    try {
      await streamLogs(ctx, api, version.id, { signal: interrupt.signal, write: (t) => ctx.io.out.write(t) });
    } finally {
      interrupt.dispose();
    }
    if (interrupt.interrupted()) {
      ctx.io.err.write(detachedMessage(version.id, true));
      return EXIT.DETACHED;
    }
  }
  return EXIT.OK;
}
