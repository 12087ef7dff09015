import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  createSession,
  endSession,
  fetchSession,
  type SessionUser,
  type SignInResult,
} from './session-api.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; user: SessionUser };

export interface Session {
  state: SessionState;
  signIn(token: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  /** The server no longer accepts the session (expired or revoked): back to the sign-in page with a notice. */
  expire(): void;
  retry(): void;
}

const SessionContext = createContext<Session | null>(null);

export const SESSION_EXPIRED_NOTICE = 'Your session has ended. Sign in again to continue.';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void attempt;
    fetchSession().then(
      (user) => {
        if (!cancelled) setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
      },
      () => {
        if (!cancelled) setState({ status: 'unavailable' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const signIn = useCallback(async (token: string) => {
    const result = await createSession(token);
    if (result.ok) setState({ status: 'signed-in', user: result.user });
    return result;
  }, []);

  const signOut = useCallback(async () => {
    let next = '/';
    try {
      next = await endSession();
    } finally {
      // A session from the OpenID Provider ends there too: the browser goes on to its end-session page.
      if (next !== '/') window.location.assign(next);
      else setState({ status: 'signed-out' });
    }
  }, []);

  const expire = useCallback(() => {
    setState((current) =>
      current.status === 'signed-in' ? { status: 'signed-out', notice: SESSION_EXPIRED_NOTICE } : current,
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(
    () => ({ state, signIn, signOut, expire, retry }),
    [state, signIn, signOut, expire, retry],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for components rendered behind the sign-in gate. */
export function useSignedInUser(): SessionUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in session');
  return state.user;
}
