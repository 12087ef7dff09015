import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../App.tsx';
import { json, stubServer } from '../../test/fake-server.ts';
import { SessionProvider } from './SessionProvider.tsx';
import { SignInPage } from './SignInPage.tsx';

const ada = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', isAdmin: true };

describe('SignInPage', () => {
  it('posts the pasted token and shows the message of a 401 answer', async () => {
    const server = stubServer({
      'GET /auth/session': () => json(401, { error: 'Not signed in.' }),
      'POST /auth/session': () => json(401, { error: 'That API token is invalid, expired or revoked.' }),
    });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );

    await userEvent.type(screen.getByLabelText('API token'), '  kbt_0123456789ab_secret  ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That API token is invalid, expired or revoked.',
    );
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/auth/session', body: { token: 'kbt_0123456789ab_secret' } },
    ]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for a token instead of posting an empty one', async () => {
    const server = stubServer({ 'GET /auth/session': () => json(401, { error: 'Not signed in.' }) });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Paste your API token to sign in.');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says so when the server cannot be reached', async () => {
    stubServer({
      'GET /auth/session': () => json(401, { error: 'Not signed in.' }),
      'POST /auth/session': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );

    await userEvent.type(screen.getByLabelText('API token'), 'kbt_x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
  });
});

describe('App', () => {
  it('opens on the sign-in page, then shows the signed-in user and their projects after a good token', async () => {
    window.history.replaceState(null, '', '/');
    stubServer({
      'GET /auth/session': () => json(401, { error: 'Not signed in.' }),
      'POST /auth/session': () => json(200, { user: ada }),
      'POST /graphql': () =>
        json(200, {
          data: {
            projects: [
              {
                __typename: 'Project',
                id: 'p1',
                name: 'Genome assembly',
                description: null,
                viewerRole: 'MEMBER',
                memberCount: 2,
                createdAt: '2026-03-02T10:00:00.000Z',
              },
            ],
          },
        }),
      'DELETE /auth/session': () => new Response(null, { status: 204 }),
    });
    render(<App />);

    await userEvent.type(await screen.findByLabelText('API token'), 'kbt_good');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const userMenu = await screen.findByRole('region', { name: 'Signed-in user' });
    expect(userMenu).toHaveTextContent('Ada Lovelace');
    expect(userMenu).toHaveTextContent('ada@example.com');
    expect(userMenu).toHaveTextContent('Admin');
    expect(await screen.findByText('Genome assembly')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/projects');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('API token')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('offers to try again when the server cannot be reached at start, and recovers', async () => {
    window.history.replaceState(null, '', '/');
    let up = false;
    stubServer({
      'GET /auth/session': () => (up ? json(401, { error: 'Not signed in.' }) : json(502, {})),
    });
    render(<App />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is not reachable');

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('API token')).toBeInTheDocument();
  });

  it('returns to the sign-in page with a notice when the server ends the session', async () => {
    window.history.replaceState(null, '', '/projects');
    stubServer({
      'GET /auth/session': () => json(200, { user: ada }),
      'POST /graphql': () =>
        json(200, {
          errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }],
          data: null,
        }),
    });
    render(<App />);

    expect(await screen.findByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('API token')).toBeInTheDocument();
  });
});
