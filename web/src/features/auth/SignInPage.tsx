import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { requestPageFocus } from '../../ui/focus-request.ts';
import { BrandMark } from '../../ui/icons.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useSession } from './SessionProvider.tsx';
import { fetchSignInMethods, oidcLoginHref, type SignInMethods } from './session-api.ts';

export function SignInPage({ notice }: { notice?: string }) {
  useDocumentTitle('Sign in');
  const { signIn } = useSession();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchSignInMethods().then((m) => {
      if (!cancelled) setMethods(m);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const oidc = methods?.oidc ?? null;
  // Back to the page the person asked for (a deep link) after the provider's round trip.
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = token.trim();
    if (!trimmed) {
      fail('Paste your API token to sign in.');
      return;
    }
    setBusy(true);
    setError(null);
    requestPageFocus();
    const result = await signIn(trimmed);
    // On success this page unmounts; only a failure leaves something to show.
    if (!result.ok) {
      setBusy(false);
      fail(result.message);
    }
  };

  return (
    <main className="full-page-center">
      <div className="sign-in">
        <div className="sign-in__brand">
          <span className="brand">
            <BrandMark className="brand__mark" />
            Kueue Batch
          </span>
        </div>
        <Card padded>
          <h1 className="sign-in__title">Sign in</h1>
          <p className="sign-in__lead">
            {oidc
              ? 'Sign in with your organisation’s account, or paste an API token.'
              : 'Paste an API token to open your projects.'}
          </p>
          {oidc && (
            <>
              <a
                className="button button--primary button--block"
                href={oidcLoginHref(oidc.loginUrl, returnTo)}
              >
                Sign in with {oidc.providerName}
              </a>
              <p className="sign-in__divider">
                <span>or</span>
              </p>
            </>
          )}
          <form className="sign-in__form" onSubmit={onSubmit} noValidate>
            {notice && !error && <Alert tone="info">{notice}</Alert>}
            <TextField
              ref={input}
              label="API token"
              name="token"
              type="password"
              autoComplete="off"
              spellCheck={false}
              monospace
              autoFocus
              value={token}
              error={error}
              announceError
              onChange={(event) => setToken(event.target.value)}
              hint={
                <>
                  Create one with{' '}
                  {/* Lines may break between words only: never inside "--email" (copied, a broken flag fails). */}
                  <code className="sign-in__command">
                    <span>pnpm admin token:create</span> <span>--email you@example.com</span>
                  </code>
                </>
              }
            />
            <Button type="submit" variant={oidc ? 'secondary' : 'primary'} block busy={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </Card>
        <p className="sign-in__footer">
          The token is exchanged for a session cookie and never stored in the browser.
        </p>
      </div>
    </main>
  );
}
