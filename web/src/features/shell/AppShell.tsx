import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link, navigate, usePathname } from '../../router.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { takePageFocusRequest } from '../../ui/focus-request.ts';
import { BrandMark } from '../../ui/icons.tsx';
import { viewerCanAdminister } from '../access/access.ts';
import { useSession, useSignedInUser } from '../auth/SessionProvider.tsx';

const startsWith = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The frame of every signed-in page: header with navigation and the signed-in user, then the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const main = useRef<HTMLElement>(null);
  useFocusMainHeading(main, usePathname());
  return (
    <div className="app">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; without script it still works. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Focus only: a "#main" history entry would make Back stay on the page.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/projects" className="brand" activeWhen={() => false}>
            <BrandMark className="brand__mark" />
            <span className="brand__name">Kueue Batch</span>
          </Link>
          <nav className="nav" aria-label="Main">
            <Link to="/projects" className="nav__link" activeWhen={startsWith('/projects')}>
              Projects
            </Link>
            <Link to="/tokens" className="nav__link" activeWhen={startsWith('/tokens')}>
              API tokens
            </Link>
            <Link to="/notifications" className="nav__link" activeWhen={startsWith('/notifications')}>
              Notifications
            </Link>
            {viewerCanAdminister(user) && (
              <>
                <Link to="/admin/clusters" className="nav__link" activeWhen={startsWith('/admin/clusters')}>
                  Clusters
                </Link>
                <Link to="/admin/users" className="nav__link" activeWhen={startsWith('/admin/users')}>
                  Users
                </Link>
                <Link to="/admin/audit" className="nav__link" activeWhen={startsWith('/admin/audit')}>
                  Audit log
                </Link>
              </>
            )}
          </nav>
          <UserMenu />
        </div>
      </header>
      <main className="app-main" id="main" tabIndex={-1} ref={main}>
        {children}
      </main>
    </div>
  );
}

/**
 * After sign-in and on every page change, moves focus to the page's main heading, so keyboard and screen reader
 * users start on the new page rather than on a vanished link. A page still loading gets focus when its heading
 * appears, unless the user has moved focus elsewhere by then.
 */
function useFocusMainHeading(main: RefObject<HTMLElement | null>, pathname: string) {
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every page change, by design.
  useEffect(() => {
    const container = main.current;
    const firstPage = !mounted.current;
    mounted.current = true;
    if (!container || (firstPage && !takePageFocusRequest())) return;
    const focusedBefore = document.activeElement;
    const focusHeading = () => {
      // While the next page's code loads, React keeps the previous page hidden (display: none) beside the
      // fallback: its heading is no target.
      const heading = [...container.querySelectorAll<HTMLElement>('h1')].find(
        (h) => !hiddenWithin(h, container),
      );
      if (!heading) return false;
      const active = document.activeElement;
      if (active === focusedBefore || active === document.body || active === null) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [main, pathname]);
}

function UserMenu() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      navigate('/', { replace: true });
    }
  };
  return (
    <section className="user-menu" aria-label="Signed-in user">
      {user.isAdmin && <Badge tone="warning">Admin</Badge>}
      <div className="user-menu__who">
        <span className="user-menu__name">{user.name ?? user.email}</span>
        {user.name && <span className="user-menu__email">{user.email}</span>}
      </div>
      <Avatar name={user.name} email={user.email} />
      <Button size="small" variant="ghost" onClick={onSignOut} busy={busy}>
        Sign out
      </Button>
    </section>
  );
}

function hiddenWithin(element: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return true;
  }
  return false;
}
