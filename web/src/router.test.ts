import { describe, expect, it } from 'vitest';
import { matchPath } from './router.tsx';

describe('matchPath', () => {
  it('decodes parameters and refuses other shapes', () => {
    expect(matchPath('/projects/:projectId', '/projects/p%201')).toEqual({ projectId: 'p 1' });
    expect(matchPath('/projects/:projectId', '/projects')).toBeNull();
    expect(matchPath('/projects/:projectId', '/clusters/p1')).toBeNull();
  });

  it('treats a malformed percent-escape as no match instead of throwing', () => {
    expect(matchPath('/projects/:projectId', '/projects/%ZZ')).toBeNull();
    expect(matchPath('/projects/:projectId', '/projects/%E0%A4%A')).toBeNull();
  });
});
