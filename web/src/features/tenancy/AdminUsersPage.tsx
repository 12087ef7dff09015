import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useSignedInUser } from '../auth/SessionProvider.tsx';
import { formatDate } from '../projects/project-roles.ts';

const Users = graphql(`
  query AdminUsersPage_UsersQuery {
    users { id email name isAdmin active lastSeenAt }
  }
`);

const Deactivate = graphql(`
  mutation AdminUsersPage_DeactivateMutation($id: ID!) {
    deactivateUser(id: $id) {
      __typename
      ... on User { id active }
      ... on Error { message }
    }
  }
`);

/** Every user, with last seen; admins deactivate (their sessions, tokens and open streams end). */
export function AdminUsersPage() {
  useDocumentTitle('Users');
  const me = useSignedInUser();
  const [{ data, error }, reexecute] = useQuery({ query: Users });
  const [, deactivate] = useMutation(Deactivate);
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);

  const onDeactivate = async (id: string, email: string) => {
    const result = await deactivate({ id });
    const answer = result.data?.deactivateUser;
    if (answer?.__typename === 'User') {
      setMessage({ tone: 'success', text: `${email} was deactivated.` });
      reexecute({ requestPolicy: 'network-only' });
    } else {
      setMessage({
        tone: 'danger',
        text:
          answer && 'message' in answer
            ? answer.message
            : describeError(result.error, 'The user could not be deactivated.'),
      });
    }
  };

  return (
    <>
      <PageHeader title="Users" description="Everyone who has signed in or was invited." />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {error && !data && <Alert tone="danger">The users could not be loaded.</Alert>}
      <Card className="table-card">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Status</th>
              <th scope="col">Last seen</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data?.users.map((u) => (
              <tr key={u.id}>
                <td>
                  <div className="table__primary">{u.name ?? u.email}</div>
                  {u.name && <div className="table__secondary">{u.email}</div>}
                </td>
                <td>
                  {u.active ? (
                    <Badge tone="success">Active</Badge>
                  ) : (
                    <Badge tone="neutral">Deactivated</Badge>
                  )}{' '}
                  {u.isAdmin && <Badge tone="warning">Admin</Badge>}
                </td>
                <td>{u.lastSeenAt ? formatDate(u.lastSeenAt) : 'Never'}</td>
                <td>
                  {u.active && u.id !== me.id && (
                    <Button size="small" variant="ghost" onClick={() => onDeactivate(u.id, u.email)}>
                      Deactivate <span className="visually-hidden">{u.email}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
