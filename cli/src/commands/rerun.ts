import { randomUUID } from 'node:crypto';
import type { Context } from '../context.ts';
import type { RerunProcessInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { type RequestFlags, requestsFrom } from '../requests.ts';
import { resolveCluster } from '../resolve.ts';
import { afterCreate, payloadOf } from './run.ts';
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
  const input: RerunProcessInput = {
    processVersionId: source.id,
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
