import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Provider } from 'urql';
import { createApiClient } from './client.ts';
import { SessionProvider, useSession } from './features/auth/SessionProvider.tsx';
import { AppShell } from './features/shell/AppShell.tsx';
import { matchPath, navigate, usePathname } from './router.tsx';
import { Button } from './ui/Button.tsx';
import { Card } from './ui/Card.tsx';
import { ErrorState, LoadingState } from './ui/States.tsx';

// Each page is its own chunk, loaded when first shown: the first page loads only what it needs (web/README.md).
const SignInPage = lazy(() =>
  import('./features/auth/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
);
const ProjectsPage = lazy(() =>
  import('./features/projects/ProjectsPage.tsx').then((m) => ({ default: m.ProjectsPage })),
);
const ProjectPage = lazy(() =>
  import('./features/projects/ProjectPage.tsx').then((m) => ({ default: m.ProjectPage })),
);
const ProcessPage = lazy(() =>
  import('./features/processes/ProcessPage.tsx').then((m) => ({ default: m.ProcessPage })),
);
const RerunPage = lazy(() =>
  import('./features/processes/RerunPage.tsx').then((m) => ({ default: m.RerunPage })),
);
const AdminClustersPage = lazy(() =>
  import('./features/clusters/AdminClustersPage.tsx').then((m) => ({ default: m.AdminClustersPage })),
);
const ApiTokensPage = lazy(() =>
  import('./features/tenancy/ApiTokensPage.tsx').then((m) => ({ default: m.ApiTokensPage })),
);
const AdminUsersPage = lazy(() =>
  import('./features/tenancy/AdminUsersPage.tsx').then((m) => ({ default: m.AdminUsersPage })),
);
const AdminAuditPage = lazy(() =>
  import('./features/tenancy/AdminAuditPage.tsx').then((m) => ({ default: m.AdminAuditPage })),
);
const UsagePage = lazy(() =>
  import('./features/usage/UsagePage.tsx').then((m) => ({ default: m.UsagePage })),
);
const NotificationsPage = lazy(() =>
  import('./features/notifications/NotificationsPage.tsx').then((m) => ({ default: m.NotificationsPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/shell/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

function PageFallback() {
  return <LoadingState label="Loading" />;
}

export function App() {
  return (
    <SessionProvider>
      <SessionGate />
    </SessionProvider>
  );
}

function SessionGate() {
  const { state, expire, retry } = useSession();
  const userId = state.status === 'signed-in' ? state.user.id : null;
  // One client per signed-in user: signing out drops every cached result with it.
  const client = useMemo(
    () => (userId ? createApiClient({ onUnauthenticated: expire }) : null),
    [userId, expire],
  );

  switch (state.status) {
    case 'loading':
      return (
        <main className="full-page-center">
          <LoadingState label="Loading" />
        </main>
      );
    case 'unavailable':
      return (
        <main className="full-page-center">
          <Card>
            <ErrorState
              title="The server is not reachable"
              message="Kueue Batch could not check your session. Try again in a moment."
              actions={
                <Button variant="primary" onClick={retry}>
                  Try again
                </Button>
              }
            />
          </Card>
        </main>
      );
    case 'signed-out':
      return (
        <Suspense
          fallback={
            <main className="full-page-center">
              <PageFallback />
            </main>
          }
        >
          <SignInPage notice={state.notice} />
        </Suspense>
      );
    case 'signed-in':
      return (
        <Provider value={client!}>
          <AppShell>
            <Suspense fallback={<PageFallback />}>
              <Routes />
            </Suspense>
          </AppShell>
        </Provider>
      );
  }
}

function Routes() {
  const pathname = usePathname();
  const isRoot = pathname === '/' || pathname === '';
  useEffect(() => {
    if (isRoot) navigate('/projects', { replace: true });
  }, [isRoot]);

  if (isRoot || pathname === '/projects') return <ProjectsPage />;
  const usage = matchPath('/projects/:projectId/usage', pathname);
  if (usage) return <UsagePage key={usage.projectId} projectId={usage.projectId!} />;
  const project = matchPath('/projects/:projectId', pathname);
  if (project) return <ProjectPage key={project.projectId} projectId={project.projectId!} />;
  const rerun = matchPath('/processes/:processId/versions/:versionId/rerun', pathname);
  if (rerun)
    return <RerunPage key={rerun.versionId} processId={rerun.processId!} versionId={rerun.versionId!} />;
  const version = matchPath('/processes/:processId/versions/:versionId', pathname);
  if (version) {
    return (
      <ProcessPage key={version.processId} processId={version.processId!} versionId={version.versionId} />
    );
  }
  const process = matchPath('/processes/:processId', pathname);
  if (process) return <ProcessPage key={process.processId} processId={process.processId!} />;
  if (pathname === '/admin/clusters') return <AdminClustersPage />;
  if (pathname === '/tokens') return <ApiTokensPage />;
  if (pathname === '/notifications') return <NotificationsPage />;
  if (pathname === '/admin/users') return <AdminUsersPage />;
  if (pathname === '/admin/audit') return <AdminAuditPage />;
  return <NotFoundPage />;
}
