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

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (to === window.location.pathname + window.location.search) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
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
