import type { ProcessSpec } from './input.ts';

/**
 * What the audit log says about a new version's request (ARCHITECTURE §13): `on cluster "Alpha" (cpu 2, memory
 * 4Gi, nvidia.com/gpu 1, flavor h100)`. Quantities as submitted; no image, command or environment (an env value
 * may be a secret).
 */
export function requestWords(spec: ProcessSpec, clusterName: string): string {
  const parts = [`cpu ${spec.cpu}`, `memory ${spec.memory}`];
  for (const e of spec.requested.extended) parts.push(`${e.name} ${e.quantity.toString()}`);
  if (spec.requested.flavor !== null) parts.push(`flavor ${spec.requested.flavor}`);
  return `on cluster ${JSON.stringify(clusterName)} (${parts.join(', ')})`;
}
