import { useQuery } from 'urql';
import { graphql } from '../../gql';

export const ProjectSecretNamesQuery = graphql(`
  query EnvRows_ProjectSecretsQuery($id: ID!) {
    project(id: $id) {
      id
      secrets {
        name
      }
    }
  }
`);

/** What the env rows offer as project secrets: their names, or why there are none to offer yet. */
export type SecretNames =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; names: readonly string[] };

/**
 * The names of the project's secrets (never values), asked for only once an env row reads a secret. A secret set
 * or deleted on the Secrets section refreshes it (the mutations answer its types).
 */
export function useProjectSecretNames(projectId: string, wanted: boolean): SecretNames {
  const [{ data, error, fetching }] = useQuery({
    query: ProjectSecretNamesQuery,
    variables: { id: projectId },
    pause: !wanted,
  });
  if (data?.project) return { state: 'ready', names: data.project.secrets.map((s) => s.name) };
  if (error) return { state: 'error' };
  if (data && !fetching) return { state: 'ready', names: [] };
  return { state: 'loading' };
}
