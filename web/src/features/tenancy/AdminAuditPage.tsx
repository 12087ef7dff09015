import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

const Audit = graphql(`
  query AdminAuditPage_EventsQuery($first: Int, $after: String) {
    auditEvents(first: $first, after: $after) {
      edges { cursor node { id at action targetType summary actor { id email } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AUDIT_PAGE_SIZE = 25;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The audit log, newest first, a page at a time (Newer / Older keep the cursors of the pages seen). */
export function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const [{ data, error, fetching }] = useQuery({
    query: Audit,
    variables: { first: AUDIT_PAGE_SIZE, after },
  });
  const conn = data?.auditEvents;
  return (
    <>
      <PageHeader title="Audit log" description="Every admin and owner action, newest first." />
      {error && !data && <Alert tone="danger">The audit log could not be loaded.</Alert>}
      <Card className="table-card">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What changed</th>
            </tr>
          </thead>
          <tbody>
            {conn?.edges.map(({ node }) => (
              <tr key={node.id}>
                <td>
                  <time dateTime={node.at}>{timeFormat.format(new Date(node.at))}</time>
                </td>
                <td>{node.actor?.email ?? 'admin command line'}</td>
                <td>
                  <code>{node.action}</code>
                </td>
                <td>{node.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <nav className="form-actions" aria-label="Audit log pages">
        <Button disabled={cursors.length <= 1 || fetching} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </Button>
        <span>Page {cursors.length}</span>
        <Button
          disabled={!conn?.pageInfo.hasNextPage || fetching}
          onClick={() => conn?.pageInfo.endCursor && setCursors((c) => [...c, conn.pageInfo.endCursor!])}
        >
          Older
        </Button>
      </nav>
    </>
  );
}
