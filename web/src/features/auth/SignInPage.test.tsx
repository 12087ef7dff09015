import { render, screen, waitFor, within } from '@testing-library/react';
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
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
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

  it('ties the error to the token field and puts focus back on it', async () => {
    stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
      'POST /auth/session': () => json(401, { error: 'That API token is invalid, expired or revoked.' }),
    });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );
    const input = screen.getByLabelText('API token');
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, 'kbt_wrong{Enter}');

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('That API token is invalid, expired or revoked.'),
    );
    expect(input).toHaveAccessibleDescription(expect.stringContaining('pnpm admin token:create'));
    expect(input).toHaveFocus();
  });

  it('keeps focus on the sign-in button while it is busy, and ignores presses meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const server = stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
      'POST /auth/session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );
    await userEvent.type(screen.getByLabelText('API token'), 'kbt_slow');
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    answer(json(401, { error: 'That API token is invalid, expired or revoked.' }));
    await waitFor(() => expect(screen.getByLabelText('API token')).toHaveFocus());
  });

  it('offers "Sign in with <provider>" when the server has an OpenID Provider, returning to the asked-for page', async () => {
    window.history.replaceState(null, '', '/projects/p1?tab=members');
    stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
      'GET /auth/methods': () =>
        json(200, { token: true, oidc: { providerName: 'Example SSO', loginUrl: '/auth/oidc/login' } }),
    });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Sign in with Example SSO' });
    expect(link).toHaveAttribute(
      'href',
      `/auth/oidc/login?returnTo=${encodeURIComponent('/projects/p1?tab=members')}`,
    );
    // The token sign-in stays, as the second way in.
    expect(screen.getByLabelText('API token')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('button--secondary');
    window.history.replaceState(null, '', '/');
  });

  it('shows only the token sign-in when no OpenID Provider is configured', async () => {
    const server = stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
      'GET /auth/methods': () => json(200, { token: true, oidc: null }),
    });
    render(
      <SessionProvider>
        <SignInPage />
      </SessionProvider>,
    );
    await waitFor(() => expect(server.requests.some((r) => r.url === '/auth/methods')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('button--primary');
  });

  it('asks for a token instead of posting an empty one', async () => {
    const server = stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
    });
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
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
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
  it('moves focus to the main heading after sign-in and after opening a project, and offers a skip link', async () => {
    window.history.replaceState(null, '', '/');
    const project = {
      __typename: 'Project',
      id: 'p1',
      name: 'Genome assembly',
      description: null,
      viewerRole: 'MEMBER',
      memberCount: 1,
      statusCounts: { running: 0, queued: 0, failed: 0, succeeded: 0, cancelled: 0 },
      createdAt: '2026-03-02T10:00:00.000Z',
    };
    stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
      'POST /auth/session': () => json(200, { user: ada }),
      'POST /graphql': (request) => {
        const query = (request.body as { query: string }).query;
        if (query.includes('ProjectPage_ProjectQuery')) {
          return json(200, { data: { project: { ...project, members: [], secrets: [] } } });
        }
        if (query.includes('ClusterPicker_')) return json(200, { data: { availableClusters: [] } });
        return json(200, { data: { projects: [project] } });
      },
    });
    render(<App />);

    // The pages are loaded on demand (their first import is transformed then): room for a busy machine.
    const loaded = { timeout: 10_000 };
    await userEvent.type(await screen.findByLabelText('API token'), 'kbt_good{Enter}');
    const projects = await screen.findByRole('heading', { level: 1, name: 'Projects' }, loaded);
    await waitFor(() => expect(projects).toHaveFocus());

    await userEvent.click(await screen.findByRole('link', { name: 'Genome assembly' }, loaded));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Genome assembly' }, loaded);
    await waitFor(() => expect(heading).toHaveFocus());

    // The first Tab stop skips the header and navigation.
    heading.blur();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  }, 30_000);

  it('opens on the sign-in page, then shows the signed-in user and their projects after a good token', async () => {
    window.history.replaceState(null, '', '/');
    const server = stubServer({
      'GET /auth/session': () => json(200, { signedIn: false, message: 'Not signed in.' }),
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
                statusCounts: { running: 0, queued: 0, failed: 0, succeeded: 0, cancelled: 0 },
                createdAt: '2026-03-02T10:00:00.000Z',
              },
            ],
          },
        }),
      'POST /auth/logout': () => json(200, { redirectTo: '/' }),
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
    expect(server.requests.filter((r) => r.url === '/auth/logout')).toEqual([
      { method: 'POST', url: '/auth/logout', body: undefined },
    ]);
  });

  it('offers to try again when the server cannot be reached at start, and recovers', async () => {
    window.history.replaceState(null, '', '/');
    let up = false;
    stubServer({
      'GET /auth/session': () =>
        up ? json(200, { signedIn: false, message: 'Not signed in.' }) : json(502, {}),
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
      'GET /auth/session': () => json(200, { signedIn: true, user: ada }),
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
