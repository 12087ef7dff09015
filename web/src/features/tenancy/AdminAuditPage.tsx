import { type FormEvent, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AuditSummary, formatAuditTime } from './audit-summary.tsx';

const Audit = graphql(`
  query AdminAuditPage_EventsQuery($first: Int, $after: String, $filter: AuditEventFilter) {
    auditEvents(first: $first, after: $after, filter: $filter) {
      edges { cursor node { id at action targetType summary system actor { id email } } }
      pageInfo { hasNextPage endCursor }
    }
    auditActions
  }
`);

export const AUDIT_PAGE_SIZE = 25;

interface Filter {
  action: string;
  actor: string;
}

/**
 * The audit log, newest first, a page at a time (Newer / Older keep the cursors of the pages seen), narrowed to
 * one action and/or an actor; a new filter starts again at the newest page.
 */
export function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [draft, setDraft] = useState<Filter>({ action: '', actor: '' });
  const [filter, setFilter] = useState<Filter>({ action: '', actor: '' });
  const after = cursors.at(-1) ?? null;
  const [{ data, error, fetching }] = useQuery({
    query: Audit,
    variables: {
      first: AUDIT_PAGE_SIZE,
      after,
      filter:
        filter.action || filter.actor ? { action: filter.action || null, actor: filter.actor || null } : null,
    },
  });
  const conn = data?.auditEvents;
  const filtered = Boolean(filter.action || filter.actor);
  const apply = (next: Filter) => {
    setFilter({ action: next.action, actor: next.actor.trim() });
    setCursors([null]);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <>
      <PageHeader title="Audit log" description="Every admin and owner action, newest first." />
      <form className="audit-filter" aria-label="Filter the audit log" onSubmit={onSubmit}>
        <SelectField
          label="Action"
          value={draft.action}
          onChange={(event) => {
            const next = { ...draft, action: event.target.value };
            setDraft(next);
            apply(next);
          }}
        >
          <option value="">Any action</option>
          {(data?.auditActions ?? (draft.action ? [draft.action] : [])).map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Who"
          hint='Part of an email, "command line", or failover, start-up, oidc-sign-in.'
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <div className="audit-filter__actions">
          <Button type="submit">Filter</Button>
          {filtered && (
            <Button
              type="button"
              onClick={() => {
                setDraft({ action: '', actor: '' });
                apply({ action: '', actor: '' });
              }}
            >
              Clear
            </Button>
          )}
        </div>
      </form>
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
                  <time dateTime={node.at}>{formatAuditTime(node.at)}</time>
                </td>
                <td>{node.actor?.email ?? actorWords(node.system)}</td>
                <td>
                  <code>{node.action}</code>
                </td>
                <td>
                  <AuditSummary text={node.summary} />
                </td>
              </tr>
            ))}
            {conn && conn.edges.length === 0 && (
              <tr>
                <td colSpan={4}>{filtered ? 'No entries match this filter.' : 'No entries yet.'}</td>
              </tr>
            )}
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

/** Who acted when no person did, in words (rows from before `system` was recorded read as the command line). */
function actorWords(system: string | null | undefined): string {
  if (!system || system === 'admin-cli') return 'admin command line';
  return `system: ${system}`;
}
