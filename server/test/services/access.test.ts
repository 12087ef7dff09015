import { describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../src/generated/prisma/client.ts';
import {
  type AccessActor,
  can,
  isOwner,
  PROJECT_ACTIONS,
  type ProjectAction,
  viewerRoleOf,
} from '../../src/services/access.ts';

const user: AccessActor = { isAdmin: false };
const admin: AccessActor = { isAdmin: true };

/** Who may do what: one row per actor and role in the project (null: not a member), in PROJECT_ACTIONS' order. */
const TABLE: Array<[string, AccessActor, ProjectRole | null, Record<ProjectAction, boolean>]> = [
  ['an owner', user, 'OWNER', { view: true, run: true, manage: true, usage: true }],
  ['a member', user, 'MEMBER', { view: true, run: true, manage: false, usage: true }],
  ['a viewer', user, 'VIEWER', { view: true, run: false, manage: false, usage: true }],
  ['a non-member', user, null, { view: false, run: false, manage: false, usage: false }],
  ['an admin who is not a member', admin, null, { view: false, run: false, manage: true, usage: true }],
  ['an admin who is a viewer', admin, 'VIEWER', { view: true, run: false, manage: true, usage: true }],
  ['an admin who is a member', admin, 'MEMBER', { view: true, run: true, manage: true, usage: true }],
  ['the command line', 'admin-cli', null, { view: false, run: false, manage: true, usage: true }],
];

describe('who may do what in a project', () => {
  for (const [who, actor, role, allowed] of TABLE) {
    it(`${who}: ${PROJECT_ACTIONS.filter((a) => allowed[a]).join(', ') || 'nothing'}`, () => {
      expect(Object.fromEntries(PROJECT_ACTIONS.map((a) => [a, can(actor, a, role)]))).toEqual(allowed);
    });
  }

  it('the table covers every role, a non-member, and every action', () => {
    expect(new Set(TABLE.filter(([, a]) => a === user).map(([, , r]) => r))).toEqual(
      new Set(['OWNER', 'MEMBER', 'VIEWER', null]),
    );
    for (const [, , , allowed] of TABLE)
      expect(Object.keys(allowed).sort()).toEqual([...PROJECT_ACTIONS].sort());
  });
});

describe('the role rules beside can', () => {
  it('only an OWNER owns the project (secrets, the last-owner rule)', () => {
    expect((['OWNER', 'MEMBER', 'VIEWER', null] as const).map(isOwner)).toEqual([true, false, false, false]);
  });

  it('the viewer reads as their own role, or VIEWER when they see the project without being a member', () => {
    expect(viewerRoleOf('MEMBER')).toBe('MEMBER');
    expect(viewerRoleOf(undefined)).toBe('VIEWER');
    expect(viewerRoleOf(null)).toBe('VIEWER');
  });
});
