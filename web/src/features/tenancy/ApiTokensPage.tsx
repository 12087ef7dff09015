import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { formatDate } from '../projects/project-roles.ts';
import { CommandLineSetup } from './CommandLineSetup.tsx';

const Tokens = graphql(`
  query ApiTokensPage_TokensQuery {
    apiTokens { id name prefix createdAt lastUsedAt expiresAt revokedAt current }
  }
`);

const Create = graphql(`
  mutation ApiTokensPage_CreateMutation($name: String!, $expiresAt: DateTime) {
    createApiToken(name: $name, expiresAt: $expiresAt) {
      __typename
      ... on CreatedApiToken { token apiToken { id name } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const Revoke = graphql(`
  mutation ApiTokensPage_RevokeMutation($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

const EXPIRIES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 0, label: 'Never' },
];

/** The viewer's API tokens: create (the secret is shown once, with a copy button), list, revoke. */
export function ApiTokensPage() {
  useDocumentTitle('API tokens');
  const [{ data, error }, reexecute] = useQuery({ query: Tokens });
  const [{ fetching: creating }, create] = useMutation(Create);
  const [, revoke] = useMutation(Revoke);
  const [name, setName] = useState('');
  const [days, setDays] = useState(30);
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    setMessage(null);
    if (!name.trim()) {
      setNameError('Give the token a name.');
      return;
    }
    const expiresAt = days ? new Date(Date.now() + days * 86_400_000).toISOString() : null;
    const result = await create({ name, expiresAt });
    const answer = result.data?.createApiToken;
    if (!answer) {
      setMessage(describeError(result.error, 'The token could not be created.'));
      return;
    }
    if (answer.__typename === 'ValidationError') {
      setNameError(answer.issues.map((i) => `The ${i.field} ${i.message}.`).join(' '));
      return;
    }
    setCreated({ name: answer.apiToken.name, token: answer.token });
    setMessage(null);
    setCopied(false);
    setName('');
    refresh();
  };

  const onRevoke = async (id: string, tokenName: string) => {
    const result = await revoke({ id });
    setNameError(null);
    setMessage(
      result.data?.revokeApiToken
        ? `The token “${tokenName}” was revoked.`
        : 'The token could not be revoked.',
    );
    refresh();
  };

  return (
    <>
      <PageHeader
        title="API tokens"
        description="Tokens let scripts, the kb command line and MCP clients act as you."
      />
      <section aria-labelledby="new-token-heading" className="page-section">
        <h2 className="section-title" id="new-token-heading">
          New token
        </h2>
        <Card>
          <form onSubmit={onCreate} aria-label="New token" noValidate className="token-form">
            <TextField
              label="Token name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={nameError}
              hint="What it is for, e.g. “nightly pipeline”."
            />
            <SelectField label="Expires after" value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {EXPIRIES.map((x) => (
                <option key={x.days} value={x.days}>
                  {x.label}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="primary" busy={creating}>
              Create token
            </Button>
          </form>
          {created && (
            <div className="token-secret">
              <Alert tone="success">
                Token “{created.name}” created. Copy it now: it is shown only once.
              </Alert>
              <TextField
                label="Your new token"
                value={created.token}
                readOnly
                monospace
                onFocus={(e) => e.target.select()}
              />
              <div className="form-actions">
                <Button
                  onClick={async () => {
                    await navigator.clipboard?.writeText(created.token);
                    setCopied(true);
                  }}
                >
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
                <Button variant="ghost" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </div>
            </div>
          )}
        </Card>
      </section>
      <CommandLineSetup />
      {message && <Alert tone="info">{message}</Alert>}
      {error && !data && <Alert tone="danger">The tokens could not be loaded.</Alert>}
      <section aria-labelledby="tokens-heading">
        <h2 className="section-title" id="tokens-heading">
          Your tokens
        </h2>
        <Card className="table-card">
          <table className="table table--stacked">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.apiTokens.map((t) => (
                <tr key={t.id}>
                  <td>
                    <div className="table__primary">
                      {t.name} {t.current && <Badge tone="primary">This browser’s token</Badge>}
                    </div>
                    <div className="table__secondary">
                      <code>kbt_{t.prefix}_…</code>
                    </div>
                  </td>
                  <td>
                    <span className="table__label">Created </span>
                    {formatDate(t.createdAt)}
                  </td>
                  <td>
                    <span className="table__label">Last used </span>
                    {t.lastUsedAt ? formatDate(t.lastUsedAt) : 'Never'}
                  </td>
                  <td>
                    <span className="table__label">Expires </span>
                    {t.expiresAt ? formatDate(t.expiresAt) : 'Never'}
                  </td>
                  <td>
                    {t.revokedAt ? (
                      `Revoked ${formatDate(t.revokedAt)}`
                    ) : (
                      <ConfirmAction
                        label={
                          <>
                            Revoke <span className="visually-hidden">{t.name}</span>
                          </>
                        }
                        question={`Revoke “${t.name}”? Scripts using it stop working${t.current ? ', and this browser is signed out' : ''}.`}
                        confirmLabel="Yes, revoke it"
                        onConfirm={() => onRevoke(t.id, t.name)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </section>
    </>
  );
}
