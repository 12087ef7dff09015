import { useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { formatDate } from '../projects/project-roles.ts';
import { EVENT_LABELS, KIND_LABELS } from './notification-events.ts';

const Verify = graphql(`
  mutation ChannelCard_VerifyMutation($id: ID!, $code: String!) {
    verifyNotificationChannel(id: $id, code: $code) {
      __typename
      ... on VerifyNotificationChannelPayload { channel { id verified } }
      ... on ValidationError { message issues { field message } }
      ... on NotFoundError { message }
    }
  }
`);

const Test = graphql(`
  mutation ChannelCard_TestMutation($id: ID!) {
    testNotificationChannel(id: $id) {
      __typename
      ... on TestNotificationChannelPayload { delivered error }
      ... on ValidationError { message }
      ... on NotFoundError { message }
    }
  }
`);

const Remove = graphql(`
  mutation ChannelCard_RemoveMutation($id: ID!) {
    removeNotificationChannel(id: $id) {
      __typename
      ... on RemoveNotificationChannelPayload { id }
      ... on NotFoundError { message }
    }
  }
`);

export interface ChannelView {
  id: string;
  kind: keyof typeof KIND_LABELS;
  target: string;
  verified: boolean;
  events: (keyof typeof EVENT_LABELS)[];
  deliveries: {
    id: string;
    event: keyof typeof EVENT_LABELS;
    status: 'PENDING' | 'DELIVERED' | 'FAILED';
    attempts: number;
    lastError?: string | null;
    deliveredAt?: string | null;
    createdAt: string;
  }[];
}

const STATUS_TONE = { PENDING: 'warning', DELIVERED: 'success', FAILED: 'danger' } as const;

/** One channel: verify (an address), test, remove, and its recent deliveries. */
export function ChannelCard({ channel, onChanged }: { channel: ChannelView; onChanged: () => void }) {
  const [{ fetching: verifying }, verify] = useMutation(Verify);
  const [{ fetching: testing }, test] = useMutation(Test);
  const [, remove] = useMutation(Remove);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const onVerify = async () => {
    setCodeError(null);
    const result = await verify({ id: channel.id, code });
    const answer = result.data?.verifyNotificationChannel;
    if (!answer) return setCodeError(describeError(result.error, 'The code could not be checked.'));
    if (answer.__typename === 'ValidationError')
      return setCodeError(answer.issues.map((i) => `The ${i.field} ${i.message}.`).join(' '));
    if (answer.__typename === 'NotFoundError') return setCodeError(answer.message);
    setCode('');
    onChanged();
  };

  const onTest = async () => {
    setNote(null);
    const result = await test({ id: channel.id });
    const answer = result.data?.testNotificationChannel;
    if (!answer) return setNote({ tone: 'danger', text: describeError(result.error, 'The test failed.') });
    if (answer.__typename !== 'TestNotificationChannelPayload')
      return setNote({ tone: 'danger', text: answer.message });
    setNote(
      answer.delivered
        ? { tone: 'success', text: 'A test message was delivered.' }
        : { tone: 'danger', text: `Not delivered: ${answer.error ?? 'unknown error'}` },
    );
  };

  return (
    <Card className="channel-card">
      <div className="channel-card__head">
        <div>
          <div className="table__primary">
            {KIND_LABELS[channel.kind]}{' '}
            {channel.verified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Badge tone="warning">Waiting for its code</Badge>
            )}
          </div>
          <div className="table__secondary">
            <code>{channel.target}</code>
          </div>
          <div className="table__secondary">{channel.events.map((e) => EVENT_LABELS[e]).join(', ')}</div>
        </div>
        <div className="form-actions">
          <Button onClick={onTest} busy={testing} disabled={!channel.verified}>
            Send a test
          </Button>
          <ConfirmAction
            label={
              <>
                Remove <span className="visually-hidden">{channel.target}</span>
              </>
            }
            question={`Remove ${channel.target}? It receives nothing more.`}
            confirmLabel="Yes, remove it"
            onConfirm={async () => {
              await remove({ id: channel.id });
              onChanged();
            }}
          />
        </div>
      </div>
      {!channel.verified && (
        <form
          className="token-form"
          aria-label={`Verify ${channel.target}`}
          onSubmit={(e) => {
            e.preventDefault();
            void onVerify();
          }}
        >
          <TextField
            label="Code from the mail"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
          />
          <Button type="submit" variant="primary" busy={verifying}>
            Verify
          </Button>
        </form>
      )}
      {note && <Alert tone={note.tone}>{note.text}</Alert>}
      {channel.deliveries.length > 0 && (
        <table className="table table--stacked" aria-label={`Recent deliveries to ${channel.target}`}>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Tries</th>
              <th scope="col">Last error</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {channel.deliveries.map((d) => (
              <tr key={d.id}>
                <td>{EVENT_LABELS[d.event]}</td>
                <td>
                  <Badge tone={STATUS_TONE[d.status]}>{d.status.toLowerCase()}</Badge>
                </td>
                <td>{d.attempts}</td>
                <td>{d.lastError ?? '—'}</td>
                <td>{formatDate(d.deliveredAt ?? d.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
