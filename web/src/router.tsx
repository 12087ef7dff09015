import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

// A deliberately small router: the app has a handful of pages, and the server falls back to index.html.

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Goes to `to`; `state` rides along in the history entry (read with `historyState()`), e.g. a notice to show there. */
export function navigate(
  to: string,
  { replace = false, state = null }: { replace?: boolean; state?: Record<string, unknown> | null } = {},
) {
  if (to === window.location.pathname + window.location.search) return;
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  for (const listener of listeners) listener();
}

/** What `navigate(…, { state })` left in the current history entry (null: nothing). */
export function historyState(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** Matches `pattern` such as `/projects/:id` against `pathname`, returning the parameters or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = have[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null; // a malformed escape (`/projects/%ZZ`) is no address of ours: not found, not a crash
      }
    } else if (part !== actual) return null;
  }
  return params;
}

export function Link({
  to,
  onClick,
  activeWhen,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeWhen?: (pathname: string) => boolean }) {
  const pathname = usePathname();
  const active = activeWhen ? activeWhen(pathname) : pathname === to;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} aria-current={active ? 'page' : undefined} />;
}
