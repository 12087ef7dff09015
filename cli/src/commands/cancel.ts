import type { Context } from '../context.ts';
import { EXIT, refusal } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { renderFields } from '../output/table.ts';
import { versionIdOf } from './status.ts';

const CancelMutation = graphql(`
  mutation Cancel_CancelVersionMutation($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on ProcessVersion {
        ...VersionFields
      }
      ... on Error {
        message
      }
      ... on ClusterUnavailableError {
        clusterName
        kind
        retrying
      }
      ... on VersionNotCancellableError {
        status
      }
    }
  }
`);

/** `kb cancel ID`: stops a version (never another). */
export async function cancel(ctx: Context, rawId: string): Promise<number> {
  const api = await ctx.api();
  const id = await versionIdOf(api, rawId);
  const { cancelProcessVersion: result } = await api.request(CancelMutation, { id });
  if (result.__typename !== 'ProcessVersion') {
    // A cluster that does not answer keeps the cancel and retries it: said, but not a refusal.
    if (result.__typename === 'ClusterUnavailableError' && result.retrying) {
      ctx.print(result, () => `${result.message} (the cancel is kept and retried)\n`);
      return EXIT.OK;
    }
    throw refusal(result);
  }
  ctx.print(result, () =>
    renderFields([
      ['Cancelled', `${result.process.name} version ${result.version} (${result.id})`],
      ['Status', result.status],
    ]),
  );
  return EXIT.OK;
}
