import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

type Call = [{ variables: Record<string, unknown> }];
const variablesOf = (mock: ReturnType<typeof mockClient>) =>
  (mock.executeMutation.mock.calls as unknown as Call[]).map(([r]) => r.variables);

const channels = [
  {
    id: 'ch1',
    kind: 'EMAIL',
    target: 'ada@example.com',
    verified: false,
    events: ['FAILED'],
    deliveries: [],
  },
  {
    id: 'ch2',
    kind: 'WEBHOOK',
    target: 'https://hooks.example.com/kb',
    verified: true,
    events: ['SUCCEEDED', 'FAILED'],
    deliveries: [
      {
        id: 'd1',
        event: 'FAILED',
        status: 'PENDING',
        attempts: 2,
        lastError: 'hooks.example.com answered 503',
        deliveredAt: null,
        createdAt: '2026-12-01T10:00:00Z',
      },
    ],
  },
];

describe('NotificationsPage', () => {
  it('adds a webhook and shows its signing secret once; a refused URL is shown on its field', async () => {
    const user = userEvent.setup();
    const mock = mockClient(
      () => answer({ data: { viewer: { id: 'u1', notificationChannels: channels } } }),
      (request) => {
        const { input } = request.variables as { input: { target: string } };
        return once({
          data: {
            addNotificationChannel: input.target.includes('10.0.0.1')
              ? {
                  __typename: 'ValidationError',
                  message: 'target: …',
                  issues: [
                    {
                      field: 'target',
                      message: 'refused: the URL points at 10.0.0.1, which is not a public address',
                    },
                  ],
                }
              : {
                  __typename: 'AddNotificationChannelPayload',
                  signingSecret: 'whsec_abc',
                  channel: { id: 'ch3', kind: 'WEBHOOK', target: input.target, verified: true },
                },
          },
        });
      },
    );
    render(
      <Provider value={mock.client}>
        <NotificationsPage />
      </Provider>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'WEBHOOK');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://10.0.0.1/x');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText(/which is not a public address/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'URL' }));
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://hooks.example.com/new');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_abc');
    expect(variablesOf(mock).at(-1)).toEqual({
      input: {
        kind: 'WEBHOOK',
        target: 'https://hooks.example.com/new',
        events: ['SUCCEEDED', 'FAILED', 'PREEMPTED', 'FAILED_OVER'],
      },
    });
  });

  it('verifies an address with its code, and lists recent deliveries with their status and last error', async () => {
    const user = userEvent.setup();
    const mock = mockClient(
      () => answer({ data: { viewer: { id: 'u1', notificationChannels: channels } } }),
      () =>
        once({
          data: {
            verifyNotificationChannel: {
              __typename: 'ValidationError',
              message: 'code: …',
              issues: [{ field: 'code', message: 'is not the code that was mailed' }],
            },
          },
        }),
    );
    render(
      <Provider value={mock.client}>
        <NotificationsPage />
      </Provider>,
    );
    const form = await screen.findByRole('form', { name: 'Verify ada@example.com' });
    await user.type(within(form).getByRole('textbox', { name: 'Code from the mail' }), '123456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not the code that was mailed.')).toBeInTheDocument();
    expect(variablesOf(mock).at(-1)).toEqual({ id: 'ch1', code: '123456' });
    const rows = within(screen.getByRole('table', { name: /Recent deliveries to https/ })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent(/Failed.*pending.*2.*answered 503/);
    // An address that is not verified cannot be sent a test.
    const buttons = screen.getAllByRole('button', { name: 'Send a test' });
    expect(buttons[0]).toBeDisabled();
    expect(buttons[1]).toBeEnabled();
  });
});
