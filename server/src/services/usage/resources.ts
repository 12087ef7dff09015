import { decodeExtended } from '../../db/version-data.ts';

/**
 * What a version asks for, resource by resource, in the units the ledger counts (ARCHITECTURE §18): cpu in cores,
 * memory in bytes, an extended resource in its units; the flavor Kueue assigned the group covering each; the unit
 * a price is quoted in (cpu: a core, memory: a GiB, extended: one unit — per hour).
 */

export interface ResourceAmount {
  resource: string;
  quantity: number;
  /** The flavor Kueue assigned the resource's group; "" when unknown. */
  flavor: string;
}

export interface VersionRequests {
  cpuMillis: bigint;
  memoryBytes: bigint;
  extendedResources: unknown;
}

const GIB = 1024 ** 3;

/** How many base units one priced unit holds: a price for memory is per GiB-hour. */
export function priceUnit(resource: string): number {
  return resource === 'memory' ? GIB : 1;
}

/** Resources whose hours a GPU_HOURS budget counts (`nvidia.com/gpu`, `amd.com/gpu`, …). */
export function isGpu(resource: string): boolean {
  return /(^|\/)gpu$/i.test(resource);
}

/** The flavor assigned the group covering `resource` in an `assignedFlavors` value; "" when none says. */
export function flavorFor(resource: string, assigned: unknown): string {
  if (!Array.isArray(assigned)) return '';
  for (const a of assigned) {
    if (
      a &&
      typeof a === 'object' &&
      Array.isArray((a as { coveredResources?: unknown }).coveredResources) &&
      (a as { coveredResources: unknown[] }).coveredResources.includes(resource) &&
      typeof (a as { flavor?: unknown }).flavor === 'string'
    )
      return (a as { flavor: string }).flavor;
  }
  return '';
}

/** Every resource a version requests (cpu, memory, then each extended one), with quantities > 0. */
export function requestedAmounts(v: VersionRequests, assigned: unknown): ResourceAmount[] {
  const out: ResourceAmount[] = [];
  const push = (resource: string, quantity: number) => {
    if (quantity > 0) out.push({ resource, quantity, flavor: flavorFor(resource, assigned) });
  };
  push('cpu', Number(v.cpuMillis) / 1000);
  push('memory', Number(v.memoryBytes));
  for (const e of decodeExtended(v.extendedResources)) push(e.name, Number(e.quantity));
  return out;
}

/** Cost of `quantity` base units over `seconds` at `pricePerHour` per priced unit. */
export function costOf(resource: string, quantity: number, seconds: number, pricePerHour: number): number {
  return ((quantity / priceUnit(resource)) * seconds * pricePerHour) / 3600;
}
