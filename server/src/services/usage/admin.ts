import type {
  BudgetPeriod,
  BudgetUnit,
  Cluster,
  PrismaClient,
  Project,
} from '../../generated/prisma/client.ts';
import { type Actor, actorIsAdmin, recordAudit } from '../audit.ts';
import { type FieldIssue, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { ClusterLimitsResult } from '../limits.ts';

/**
 * Setting prices and budgets (ARCHITECTURE §18): admins only, each change audited (before → after) in the same
 * transaction as the change.
 */

const NAME = /^[A-Za-z0-9]([A-Za-z0-9._/-]{0,251}[A-Za-z0-9])?$/;
const MAX_PRICE = 1e9;

function requireAdmin(actor: Actor): void {
  if (!actorIsAdmin(actor)) throw new ForbiddenError('Only administrators set prices and budgets.');
}

export interface FlavorPriceInput {
  clusterId: string;
  flavor: string;
  resource: string;
  /** null: remove the price (the resource becomes free on that flavor). */
  pricePerHour: number | null;
}

/** A cluster's flavors and the resources each one's group covers, in its ClusterQueue's order. */
export type FlavorResources = { flavor: string; resources: string[] }[];

/**
 * What a cluster offers, from its limits reading: null when they are the fallback (its ClusterQueue was not read,
 * so what it has is not known).
 */
export function flavorResourcesOf(reading: ClusterLimitsResult): FlavorResources | null {
  if (reading.limits.source !== 'KUEUE') return null;
  return reading.limits.resourceGroups.flatMap((g) =>
    g.flavors.map((f) => ({ flavor: f.name, resources: [...g.coveredResources] })),
  );
}

/**
 * Refuses a price for a flavor or resource the cluster does not have, listing what it has (a price on a name it
 * does not use would never apply). Removing a price is always allowed (the flavor may be gone since).
 */
function offeredIssues(
  cluster: Cluster,
  offered: FlavorResources | null,
  input: FlavorPriceInput,
): FieldIssue[] {
  if (offered === null) {
    return [
      {
        field: 'clusterId',
        message: `the flavors of cluster ${cluster.name} could not be read from its ClusterQueue "${cluster.clusterQueue}": a price can be set when it answers`,
      },
    ];
  }
  const flavor = offered.find((f) => f.flavor === input.flavor);
  if (!flavor) {
    const names = offered.map((f) => f.flavor).join(', ') || 'none';
    return [
      {
        field: 'flavor',
        message: `cluster ${cluster.name} has no flavor "${input.flavor}"; its flavors: ${names}`,
      },
    ];
  }
  if (!flavor.resources.includes(input.resource)) {
    return [
      {
        field: 'resource',
        message: `flavor ${input.flavor} of cluster ${cluster.name} has no resource "${input.resource}"; its resources: ${flavor.resources.join(', ')}`,
      },
    ];
  }
  return [];
}

/**
 * Sets (or removes) a price. `flavorsOf` reads what the cluster has (its ClusterQueue's flavors and resources;
 * null when it cannot be read).
 */
export async function setFlavorPrice(
  prisma: PrismaClient,
  actor: Actor,
  input: FlavorPriceInput,
  currency: string,
  flavorsOf: (cluster: Cluster) => Promise<FlavorResources | null>,
): Promise<Cluster> {
  requireAdmin(actor);
  const issues: FieldIssue[] = [];
  if (!NAME.test(input.flavor)) issues.push({ field: 'flavor', message: 'must be a flavor name' });
  if (!NAME.test(input.resource))
    issues.push({ field: 'resource', message: 'must be a resource name (cpu, memory, nvidia.com/gpu, …)' });
  const price = input.pricePerHour;
  if (price !== null && !(Number.isFinite(price) && price >= 0 && price <= MAX_PRICE))
    issues.push({ field: 'pricePerHour', message: `must be a number from 0 to ${MAX_PRICE}` });
  if (issues.length > 0) throw ValidationError.of(issues);
  const found = await prisma.cluster.findUnique({ where: { id: input.clusterId } });
  if (!found) throw new NotFoundError('The cluster');
  if (price !== null) {
    const offered = offeredIssues(found, await flavorsOf(found), input);
    if (offered.length > 0) throw ValidationError.of(offered);
  }
  return prisma.$transaction(async (tx) => {
    const cluster = await tx.cluster.findUnique({ where: { id: input.clusterId } });
    if (!cluster) throw new NotFoundError('The cluster');
    const key = { clusterId: cluster.id, flavor: input.flavor, resource: input.resource };
    const before = await tx.flavorPrice.findUnique({ where: { clusterId_flavor_resource: key } });
    if (price === null) {
      if (before) await tx.flavorPrice.delete({ where: { clusterId_flavor_resource: key } });
    } else {
      await tx.flavorPrice.upsert({
        where: { clusterId_flavor_resource: key },
        create: { ...key, pricePerHour: price },
        update: { pricePerHour: price },
      });
    }
    const unit =
      input.resource === 'memory' ? 'GiB-hour' : input.resource === 'cpu' ? 'core-hour' : 'unit-hour';
    const show = (p: number | null | undefined) => (p == null ? 'none' : `${p} ${currency}/${unit}`);
    await recordAudit(tx, actor, {
      action: 'price.set',
      targetType: 'Cluster',
      targetId: cluster.id,
      summary: `price of ${input.resource} on flavor ${input.flavor} of cluster ${cluster.name}: ${show(before?.pricePerHour)} → ${show(price)}`,
    });
    return cluster;
  });
}

export interface ProjectBudgetInput {
  period: BudgetPeriod;
  limit: number;
  unit: BudgetUnit;
  hard: boolean;
}

export async function setProjectBudget(
  prisma: PrismaClient,
  actor: Actor,
  projectId: string,
  input: ProjectBudgetInput | null,
  currency: string,
): Promise<Project> {
  requireAdmin(actor);
  if (input && !(Number.isFinite(input.limit) && input.limit >= 0 && input.limit <= 1e12))
    throw ValidationError.of([{ field: 'input.limit', message: 'must be a number from 0 to 1e12' }]);
  return prisma.$transaction(async (tx) => {
    const project = await tx.project.findUnique({ where: { id: projectId } });
    if (!project) throw new NotFoundError('The project');
    const before = await tx.projectBudget.findUnique({ where: { projectId } });
    if (input === null) {
      if (before) await tx.projectBudget.delete({ where: { projectId } });
    } else {
      const data = { period: input.period, unit: input.unit, limit: input.limit, hard: input.hard };
      await tx.projectBudget.upsert({ where: { projectId }, create: { projectId, ...data }, update: data });
    }
    const show = (b: { unit: string; limit: number; hard: boolean } | null | undefined) =>
      b
        ? `${b.hard ? 'hard' : 'soft'} ${b.limit} ${b.unit === 'COST' ? currency : 'GPU-hours'} a month`
        : 'none';
    await recordAudit(tx, actor, {
      action: 'budget.set',
      targetType: 'Project',
      targetId: project.id,
      summary: `budget of project ${project.name}: ${show(before)} → ${show(input)}`,
    });
    return project;
  });
}
