import { useEffect, useMemo } from 'react';
import { Provider } from 'urql';
import { createApiClient } from './client.ts';
import { SessionProvider, useSession } from './features/auth/SessionProvider.tsx';
import { SignInPage } from './features/auth/SignInPage.tsx';
import { AdminClustersPage } from './features/clusters/AdminClustersPage.tsx';
import { ProcessPage } from './features/processes/ProcessPage.tsx';
import { RerunPage } from './features/processes/RerunPage.tsx';
import { ProjectPage } from './features/projects/ProjectPage.tsx';
import { ProjectsPage } from './features/projects/ProjectsPage.tsx';
import { AppShell } from './features/shell/AppShell.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { AdminAuditPage } from './features/tenancy/AdminAuditPage.tsx';
import { AdminUsersPage } from './features/tenancy/AdminUsersPage.tsx';
import { ApiTokensPage } from './features/tenancy/ApiTokensPage.tsx';
import { matchPath, navigate, usePathname } from './router.tsx';
import { Button } from './ui/Button.tsx';
import { Card } from './ui/Card.tsx';
import { ErrorState, LoadingState } from './ui/States.tsx';

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
      return <SignInPage notice={state.notice} />;
    case 'signed-in':
      return (
        <Provider value={client!}>
          <AppShell>
            <Routes />
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
  if (pathname === '/admin/users') return <AdminUsersPage />;
  if (pathname === '/admin/audit') return <AdminAuditPage />;
  return <NotFoundPage />;
}
