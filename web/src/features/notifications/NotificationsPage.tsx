import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ChannelCard, type ChannelView } from './ChannelCard.tsx';
import {
  ALL_EVENTS,
  DEFAULT_EVENTS,
  EVENT_LABELS,
  KIND_LABELS,
  type NotifyEventName,
  TARGET_HINTS,
} from './notification-events.ts';

const Channels = graphql(`
  query NotificationsPage_ChannelsQuery {
    viewer {
      id
      notificationChannels {
        id
        kind
        target
        verified
        events
        deliveries(first: 10) { id event status attempts lastError deliveredAt createdAt }
      }
    }
  }
`);

const Add = graphql(`
  mutation NotificationsPage_AddMutation($input: NotificationChannelInput!) {
    addNotificationChannel(input: $input) {
      __typename
      ... on AddNotificationChannelPayload { signingSecret channel { id kind target verified } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

type Kind = keyof typeof KIND_LABELS;

/** The viewer's notification channels: add (a webhook's secret shown once), verify, test, remove; deliveries. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const [{ data, error }, reexecute] = useQuery({ query: Channels });
  const [{ fetching: adding }, add] = useMutation(Add);
  const [kind, setKind] = useState<Kind>('EMAIL');
  const [target, setTarget] = useState('');
  const [events, setEvents] = useState<NotifyEventName[]>(DEFAULT_EVENTS);
  const [errors, setErrors] = useState<{ target?: string; events?: string; other?: string }>({});
  const [added, setAdded] = useState<{ text: string; secret: string | null } | null>(null);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAdded(null);
    const result = await add({ input: { kind, target, events } });
    const answer = result.data?.addNotificationChannel;
    if (!answer) return setErrors({ other: describeError(result.error, 'The channel could not be added.') });
    if (answer.__typename === 'ValidationError') {
      const byField: Record<string, string> = {};
      for (const i of answer.issues) byField[i.field] = `The ${i.field} ${i.message}.`;
      return setErrors({ target: byField.target, events: byField.events, other: byField.kind });
    }
    setAdded({
      text:
        answer.channel.kind === 'EMAIL'
          ? `We mailed a code to ${answer.channel.target}. Enter it below to verify the address.`
          : `${KIND_LABELS[answer.channel.kind]} ${answer.channel.target} added.`,
      secret: answer.signingSecret ?? null,
    });
    setTarget('');
    refresh();
  };

  const channels = (data?.viewer.notificationChannels ?? []) as ChannelView[];
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Where to tell you when your processes start, end, fail, are preempted or move."
      />
      <section aria-labelledby="new-channel-heading" className="page-section">
        <h2 className="section-title" id="new-channel-heading">
          New channel
        </h2>
        <Card>
          <form onSubmit={onAdd} aria-label="New channel" noValidate className="token-form">
            <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={kind === 'EMAIL' ? 'Address' : 'URL'}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              error={errors.target}
              hint={TARGET_HINTS[kind]}
            />
            <fieldset className="channel-events">
              <legend>Events</legend>
              {ALL_EVENTS.map((e) => (
                <label key={e} className="channel-events__choice">
                  <input
                    type="checkbox"
                    checked={events.includes(e)}
                    onChange={(x) =>
                      setEvents((now) => (x.target.checked ? [...now, e] : now.filter((y) => y !== e)))
                    }
                  />{' '}
                  {EVENT_LABELS[e]}
                </label>
              ))}
              {errors.events && <p className="field__error">{errors.events}</p>}
            </fieldset>
            <Button type="submit" variant="primary" busy={adding}>
              Add channel
            </Button>
          </form>
          {errors.other && <Alert tone="danger">{errors.other}</Alert>}
          {added && (
            <div className="token-secret">
              <Alert tone="success">{added.text}</Alert>
              {added.secret && (
                <>
                  <Alert tone="info">Copy the signing secret now: it is shown only once.</Alert>
                  <TextField
                    label="Signing secret"
                    value={added.secret}
                    readOnly
                    monospace
                    onFocus={(e) => e.target.select()}
                  />
                </>
              )}
            </div>
          )}
        </Card>
      </section>
      {error && !data && <Alert tone="danger">The channels could not be loaded.</Alert>}
      <section aria-labelledby="channels-heading" className="page-section">
        <h2 className="section-title" id="channels-heading">
          Your channels
        </h2>
        {data && channels.length === 0 && (
          <EmptyState title="No channels yet">Add an address, a webhook or a Slack URL above.</EmptyState>
        )}
        {channels.map((c) => (
          <ChannelCard key={c.id} channel={c} onChanged={refresh} />
        ))}
      </section>
    </>
  );
}
