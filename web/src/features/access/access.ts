import type { ProjectRole } from '../../gql/graphql';

// Who may do what, for the web (the server's services/access.ts, ARCHITECTURE §13): pages and components ask one
// `viewerCan…` per action and never compare roles themselves. The server decides again on every request; these
// only choose what to offer.

/** What a role does in a project: `run` processes (create, re-run, cancel), set and delete its `secrets`. */
type ProjectAction = 'run' | 'secrets';

const BY_ROLE: Record<ProjectRole, readonly ProjectAction[]> = {
  OWNER: ['run', 'secrets'],
  MEMBER: ['run'],
  VIEWER: [],
};

/** The viewer's project as its queries select it. */
interface ViewerProject {
  viewerRole: ProjectRole;
}

/** Who is signed in (the session's user, or `viewer` of a query). */
interface Viewer {
  isAdmin: boolean;
}

/** May the viewer create, re-run and cancel processes in the project (OWNER and MEMBER)? */
export const viewerCanRun = (project: ViewerProject): boolean => BY_ROLE[project.viewerRole].includes('run');

/** May the viewer set and delete the project's secrets (OWNERs)? */
export const viewerCanManageSecrets = (project: ViewerProject): boolean =>
  BY_ROLE[project.viewerRole].includes('secrets');

/** May the viewer rename the project and manage its members (OWNERs and administrators, as the server says)? */
export const viewerCanManageMembers = (project: { viewerCanManage: boolean }): boolean =>
  project.viewerCanManage;

/** May the viewer set a project's budget (administrators)? */
export const viewerCanSetBudget = (viewer: Viewer): boolean => viewer.isAdmin;

/** May the viewer use the administration pages: clusters and their prices, users, the audit log? */
export const viewerCanAdminister = (viewer: Viewer): boolean => viewer.isAdmin;
