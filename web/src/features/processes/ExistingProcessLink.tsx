import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';

const ProcessByName = graphql(`
  query ExistingProcessLink_ProcessByName($projectId: ID!, $name: String!) {
    project(id: $projectId) { id processByName(name: $name) { id name } }
  }
`);

/** The server's "already exists … re-run it instead" refusal of a name: the existing process, one click away. */
export const NAME_TAKEN = /already exists in this project: re-run it instead/;

/** "Open "nightly" to re-run it": a link to the process of that name in the project (nothing while unknown). */
export function ExistingProcessLink({ projectId, name }: { projectId: string; name: string }) {
  const [{ data }] = useQuery({ query: ProcessByName, variables: { projectId, name } });
  const existing = data?.project?.processByName;
  if (!existing) return null;
  return <Link to={`/processes/${existing.id}`}>Open “{existing.name}” to re-run it</Link>;
}
