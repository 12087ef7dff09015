import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { navigate } from '../../router.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { TextField } from '../../ui/TextField.tsx';

const CanCreate = graphql(`
  query NewProject_ViewerQuery {
    viewer { id canCreateProjects }
  }
`);

const CreateProject = graphql(`
  mutation NewProject_CreateMutation($input: CreateProjectInput!) {
    createProject(input: $input) {
      __typename
      ... on Project { id name }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

/** "New project" (shown only to those the server lets create projects), then the project's page. */
export function NewProject() {
  const [{ data }] = useQuery({ query: CanCreate });
  const [{ fetching }, create] = useMutation(CreateProject);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  if (!data?.viewer?.canCreateProjects) return null;
  if (!open) {
    return (
      <Button variant="primary" size="small" onClick={() => setOpen(true)}>
        New project
      </Button>
    );
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const result = await create({ input: { name, description: description || null } });
    const created = result.data?.createProject;
    if (!created) {
      setFormError(describeError(result.error, 'The project could not be created.'));
      return;
    }
    if (created.__typename === 'ValidationError') {
      setErrors(Object.fromEntries(created.issues.map((i) => [i.field, `The ${i.field} ${i.message}.`])));
      return;
    }
    navigate(`/projects/${encodeURIComponent(created.id)}`);
  };
  return (
    <Card>
      <form onSubmit={onSubmit} aria-label="New project" noValidate className="new-project-form">
        <TextField
          label="Project name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
          autoFocus
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        {formError && <Alert tone="danger">{formError}</Alert>}
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={fetching}>
            Create project
          </Button>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </div>
      </form>
    </Card>
  );
}
