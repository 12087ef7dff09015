import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { ProjectMembers } from '../projects/ProjectMembers.tsx';
import { AdminAuditPage } from './AdminAuditPage.tsx';
import { ApiTokensPage } from './ApiTokensPage.tsx';

type Call = [{ variables: Record<string, unknown> }];
const variablesOf = (mock: ReturnType<typeof mockClient>) =>
  (mock.executeMutation.mock.calls as unknown as Call[]).map(([r]) => r.variables);

const members = [
  { role: 'OWNER' as const, user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } },
  { role: 'VIEWER' as const, user: { id: 'u2', email: 'grace@example.com', name: null } },
];

describe('ProjectMembers', () => {
  it('adds a member by email with a role, and shows the server’s refusal on the email field', async () => {
    let changed = 0;
    const mock = mockClient(
      () => answer({ data: {} }),
      (request) => {
        const input = (request.variables as { input: { email: string } }).input;
        return once({
          data: {
            addProjectMember:
              input.email === 'ada@example.com'
                ? {
                    __typename: 'ValidationError',
                    message: 'email: …',
                    issues: [
                      {
                        field: 'email',
                        message: '"ada@example.com" is already a member of this project (OWNER)',
                      },
                    ],
                  }
                : {
                    __typename: 'ProjectMember',
                    role: 'MEMBER',
                    user: { id: 'u3', email: input.email, name: null },
                  },
          },
        });
      },
    );
    render(
      <Provider value={mock.client}>
        <ProjectMembers projectId="p1" members={members} canManage onChanged={() => changed++} />
      </Provider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(
      await screen.findByText('This email is already a member of this project (OWNER)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(changed).toBe(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'VIEWER');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('new@example.com was added as Member.')).toBeInTheDocument();
    expect(variablesOf(mock).at(-1)).toEqual({
      input: { projectId: 'p1', email: 'new@example.com', role: 'VIEWER' },
    });
    expect(changed).toBe(1);
  });

  it('changes a role and shows the last-owner refusal; removes a member', async () => {
    const mock = mockClient(
      () => answer({ data: {} }),
      (request) =>
        once({
          data: request.query.definitions.some(
            (d) => d.kind === 'OperationDefinition' && d.name?.value === 'ProjectMembers_UpdateMutation',
          )
            ? {
                updateProjectMember: {
                  __typename: 'LastOwnerError',
                  message: 'ada@example.com is the last owner',
                },
              }
            : { removeProjectMember: { __typename: 'Project', id: 'p1', members: [] } },
        }),
    );
    render(
      <Provider value={mock.client}>
        <ProjectMembers projectId="p1" members={members} canManage onChanged={() => {}} />
      </Provider>,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role of ada@example.com' }),
      'MEMBER',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ada@example.com is the last owner');
    await userEvent.click(screen.getByRole('button', { name: 'Remove grace@example.com' }));
    // Asked first; "Keep" sends nothing.
    expect(
      screen.getByRole('group', { name: 'Remove grace@example.com from this project?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(variablesOf(mock)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove grace@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('grace@example.com was removed.')).toBeInTheDocument();
    expect(variablesOf(mock)).toEqual([
      { input: { projectId: 'p1', userId: 'u1', role: 'MEMBER' } },
      { input: { projectId: 'p1', userId: 'u2' } },
    ]);
  });

  it('is read-only for members who may not manage it', () => {
    const mock = mockClient(() => answer({ data: {} }));
    render(
      <Provider value={mock.client}>
        <ProjectMembers projectId="p1" members={members} canManage={false} onChanged={() => {}} />
      </Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Viewer')).toBeInTheDocument();
  });
});

describe('ApiTokensPage', () => {
  it('creates a token with an expiry, shows its secret once, and revokes tokens', async () => {
    const tokens = {
      apiTokens: [
        {
          id: 't1',
          name: 'laptop',
          prefix: 'abcdef012345',
          createdAt: '2026-11-01T00:00:00Z',
          lastUsedAt: null,
          expiresAt: null,
          revokedAt: null,
        },
      ],
    };
    const mock = mockClient(
      () => answer({ data: tokens }),
      (request) =>
        once({
          data:
            'name' in (request.variables as object)
              ? {
                  createApiToken: {
                    __typename: 'CreatedApiToken',
                    token: 'kbt_0123456789ab_secretsecret',
                    apiToken: { id: 't2', name: 'ci' },
                  },
                }
              : { revokeApiToken: true },
        }),
    );
    render(
      <Provider value={mock.client}>
        <ApiTokensPage />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Token name' }), 'ci');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expires after' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('textbox', { name: 'Your new token' })).toHaveValue(
      'kbt_0123456789ab_secretsecret',
    );
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    const sent = variablesOf(mock)[0] as { name: string; expiresAt: string };
    expect(sent.name).toBe('ci');
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue('kbt_0123456789ab_secretsecret')).toBeNull();

    expect(screen.getByText('kbt_abcdef012345_…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke laptop' }));
    expect(
      screen.getByRole('group', { name: /^Revoke “laptop”\? Scripts using it stop working/ }),
    ).toBeInTheDocument();
    expect(variablesOf(mock)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByText('The token “laptop” was revoked.')).toBeInTheDocument();
    expect(variablesOf(mock)[1]).toEqual({ id: 't1' });
  });

  it('shows how to download kb from this server and log in to it, with its URL filled in', () => {
    const mock = mockClient(() => answer({ data: { apiTokens: [] } }));
    render(
      <Provider value={mock.client}>
        <ApiTokensPage />
      </Provider>,
    );
    const origin = window.location.origin;
    const commands = screen.getByLabelText('Commands to install kb and log in');
    expect(commands.textContent).toContain(
      `curl -fsSL ${origin}/cli/kb.mjs -o kb && chmod +x kb\n./kb login ${origin}`,
    );
    expect(screen.getByRole('link', { name: 'this JSON Schema' })).toHaveAttribute(
      'href',
      `${origin}/schemas/process.json`,
    );
  });
});

describe('AdminAuditPage', () => {
  it('pages through the log with the cursors the server gives', async () => {
    const page = (after: string | null) => ({
      auditEvents: {
        edges: [
          {
            cursor: `c-${after ?? 'first'}`,
            node: {
              id: `e-${after ?? 'first'}`,
              at: '2026-12-01T10:00:00Z',
              action: 'member.add',
              targetType: 'ProjectMember',
              summary: after ? 'older event' : 'newest event',
              actor: after ? null : { id: 'u1', email: 'ada@example.com' },
            },
          },
        ],
        pageInfo: { hasNextPage: !after, endCursor: `c-${after ?? 'first'}` },
      },
    });
    const mock = mockClient((request) =>
      answer({ data: page((request.variables as { after: string | null }).after) }),
    );
    render(
      <Provider value={mock.client}>
        <AdminAuditPage />
      </Provider>,
    );
    expect(await screen.findByText('newest event')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText('older event')).toBeInTheDocument());
    expect(screen.getByText('admin command line')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('newest event')).toBeInTheDocument();
  });
});
