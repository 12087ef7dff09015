import type { ProjectRole } from '../../gql/graphql';

/**
 * The viewer may set, replace and delete the project's secrets: its OWNERs only (admins are not let in by their
 * admin role; the server decides the same). Members and viewers see the names.
 */
export const viewerCanManageSecrets = (project: { viewerRole: ProjectRole }): boolean =>
  project.viewerRole === 'OWNER';
