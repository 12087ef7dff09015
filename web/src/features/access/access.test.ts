import { describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../gql/graphql';
import {
  viewerCanAdminister,
  viewerCanManageMembers,
  viewerCanManageSecrets,
  viewerCanRun,
  viewerCanSetBudget,
} from './access.ts';

const roles: ProjectRole[] = ['OWNER', 'MEMBER', 'VIEWER'];

describe('what the web offers each role (the server decides again)', () => {
  it('owners and members run processes; viewers only follow them', () => {
    expect(roles.filter((viewerRole) => viewerCanRun({ viewerRole }))).toEqual(['OWNER', 'MEMBER']);
  });

  it('only owners set and delete secrets', () => {
    expect(roles.filter((viewerRole) => viewerCanManageSecrets({ viewerRole }))).toEqual(['OWNER']);
  });

  it('members are managed by whom the server says (owners and administrators)', () => {
    expect(viewerCanManageMembers({ viewerCanManage: true })).toBe(true);
    expect(viewerCanManageMembers({ viewerCanManage: false })).toBe(false);
  });

  it('budgets and the administration pages are for administrators', () => {
    expect([viewerCanSetBudget({ isAdmin: true }), viewerCanAdminister({ isAdmin: true })]).toEqual([
      true,
      true,
    ]);
    expect([viewerCanSetBudget({ isAdmin: false }), viewerCanAdminister({ isAdmin: false })]).toEqual([
      false,
      false,
    ]);
  });
});
