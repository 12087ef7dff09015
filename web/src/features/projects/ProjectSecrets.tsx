import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { formatDate } from './project-roles.ts';

const SetSecret = graphql(`
  mutation ProjectSecrets_SetMutation($projectId: ID!, $name: String!, $value: String!) {
    setProjectSecret(projectId: $projectId, name: $name, value: $value) {
      __typename
      ... on ProjectSecret { name }
      ... on ValidationError { message issues { field message } }
      ... on Error { message }
    }
  }
`);

const DeleteSecret = graphql(`
  mutation ProjectSecrets_DeleteMutation($projectId: ID!, $name: String!) {
    deleteProjectSecret(projectId: $projectId, name: $name) {
      __typename
      ... on Project { id secrets { name } }
      ... on Error { message }
    }
  }
`);

type Secret = { name: string; updatedAt: string; updatedBy: { email: string; name?: string | null } };

/**
 * A project's secrets (ARCHITECTURE §21): every member and viewer sees the names and who set them when; OWNERs set,
 * replace and delete them. A value is typed once and never shown again (the field is cleared once saved).
 */
export function ProjectSecrets({
  projectId,
  secrets,
  canManage,
  onChanged,
}: {
  projectId: string;
  secrets: Secret[];
  canManage: boolean;
  onChanged: () => void;
}) {
  const [, set] = useMutation(SetSecret);
  const [, remove] = useMutation(DeleteSecret);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSet = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    setBusy(true);
    const result = await set({ projectId, name: name.trim(), value });
    setBusy(false);
    const data = result.data?.setProjectSecret;
    if (result.error || !data) {
      setMessage({ tone: 'danger', text: describeError(result.error, 'The secret could not be saved.') });
      return;
    }
    if (data.__typename === 'ValidationError') {
      const byField = Object.fromEntries(data.issues.map((i) => [i.field, i.message]));
      setErrors({ name: byField.name, value: byField.value });
      return;
    }
    if (data.__typename !== 'ProjectSecret') {
      setMessage({ tone: 'danger', text: data.message });
      return;
    }
    const replaced = secrets.some((s) => s.name === data.name);
    setName('');
    setValue('');
    setMessage({ tone: 'success', text: `Secret ${data.name} was ${replaced ? 'replaced' : 'saved'}.` });
    onChanged();
  };

  const onDelete = async (secret: Secret) => {
    setMessage(null);
    const result = await remove({ projectId, name: secret.name });
    const data = result.data?.deleteProjectSecret;
    if (result.error || !data || data.__typename !== 'Project') {
      setMessage({
        tone: 'danger',
        text:
          data && 'message' in data
            ? data.message
            : describeError(result.error, 'The secret could not be deleted.'),
      });
      return;
    }
    setMessage({ tone: 'success', text: `Secret ${secret.name} was deleted.` });
    onChanged();
  };

  return (
    <section aria-labelledby="secrets-heading" className="page-section">
      <h2 className="section-title" id="secrets-heading">
        Secrets <span className="section-title__count">{secrets.length}</span>
      </h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {canManage && (
        <Card>
          <form className="member-form" onSubmit={onSet} aria-label="Set a secret" noValidate>
            <TextField
              label="Name"
              monospace
              autoComplete="off"
              spellCheck={false}
              placeholder="HF_TOKEN"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name ?? null}
            />
            <TextField
              label="Value"
              type="password"
              autoComplete="new-password"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={errors.value ?? null}
            />
            <Button type="submit" variant="primary" busy={busy}>
              Set secret
            </Button>
            <p className="field__hint member-form__hint">
              Setting an existing name replaces its value. Values are stored encrypted and never shown again;
              processes name a secret in an environment row, and each launch reads its current value.
            </p>
          </form>
        </Card>
      )}
      <Card className="table-card">
        {secrets.length === 0 ? (
          <p className="muted card__padded">No secrets yet.</p>
        ) : (
          <table className="table table--stacked">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Last set</th>
                {canManage && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {secrets.map((secret) => (
                <tr key={secret.name}>
                  <td>
                    <code>{secret.name}</code>
                  </td>
                  <td>
                    {formatDate(secret.updatedAt)} by {secret.updatedBy.name ?? secret.updatedBy.email}
                  </td>
                  {canManage && (
                    <td>
                      <ConfirmAction
                        label={
                          <>
                            Delete <span className="visually-hidden">{secret.name}</span>
                          </>
                        }
                        question={`Delete secret ${secret.name}? Processes that name it can no longer start.`}
                        confirmLabel="Yes, delete"
                        onConfirm={() => onDelete(secret)}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </section>
  );
}
