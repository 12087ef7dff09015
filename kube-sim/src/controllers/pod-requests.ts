import { resourceAmount } from '../quantity.ts';
import type { KubeObject } from '../store.ts';

/** Requests of one pod, as Kubernetes computes them: requests default to limits; init containers take the max. */
export function podRequests(spec: KubeObject['spec']): Map<string, number> {
  const total = new Map<string, number>();
  const add = (
    into: Map<string, number>,
    c: { resources?: { requests?: Record<string, string>; limits?: Record<string, string> } },
  ) => {
    const req = { ...(c.resources?.limits ?? {}), ...(c.resources?.requests ?? {}) };
    for (const [r, q] of Object.entries(req)) into.set(r, (into.get(r) ?? 0) + resourceAmount(r, q));
  };
  for (const c of spec?.containers ?? []) add(total, c);
  for (const c of spec?.initContainers ?? []) {
    const one = new Map<string, number>();
    add(one, c);
    for (const [r, v] of one) total.set(r, Math.max(total.get(r) ?? 0, v));
  }
  for (const [r, q] of Object.entries((spec?.overhead ?? {}) as Record<string, string>))
    total.set(r, (total.get(r) ?? 0) + resourceAmount(r, q));
  return total;
}
