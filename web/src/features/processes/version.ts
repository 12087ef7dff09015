import type { VersionPanel_VersionFragment } from '../../gql/graphql';

/** A version as the process page shows it (VersionPanel's fragment), shared by the panel and its sections. */
export type Version = VersionPanel_VersionFragment;
