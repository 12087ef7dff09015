/** Parses `email` or `email:ROLE` (role defaults to MEMBER; checked with the rest by createProjectAs). */
export function parseMemberSpec(spec: string): { email: string; role: string } {
  const idx = spec.lastIndexOf(':');
  if (idx === -1) return { email: spec, role: 'MEMBER' };
  return { email: spec.slice(0, idx), role: spec.slice(idx + 1) };
}

export const PROJECT_DESCRIPTION_MAX = 500;
