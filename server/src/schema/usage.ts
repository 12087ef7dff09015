import type { Context } from '../context.ts';
import { BudgetPeriod, BudgetUnit } from '../generated/prisma/enums.ts';
import { NotFoundError } from '../services/errors.ts';
import { type ClusterRequest, checkRequestAgainstLimits } from '../services/limits.ts';
import { flavorResourcesOf, setFlavorPrice, setProjectBudget } from '../services/usage/admin.ts';
import { budgetStatus } from '../services/usage/budget.ts';
import {
  type CostEstimateData,
  dearestAssignments,
  estimateCost,
  loadPrices,
} from '../services/usage/cost.ts';
import { BudgetExceededError } from '../services/usage/errors.ts';
import { type UsageReportData, type UsageRowData, usageReport } from '../services/usage/report.ts';
import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';
import { ErrorInterface, InputValidationError } from './errors.ts';

// Usage, prices and budgets (ARCHITECTURE §18). Resolvers map; the rules live in services/usage/.

const currencyOf = (ctx: Context) => ctx.services.config.usageCurrency;
const nowOf = (ctx: Context) => ctx.services.now?.() ?? new Date();

export const UsageDimensionEnum = builder.enumType('UsageDimension', {
  values: ['PROJECT', 'USER', 'CLUSTER', 'FLAVOR', 'RESOURCE', 'DAY'] as const,
});
export const BudgetPeriodEnum = builder.enumType(BudgetPeriod, {
  name: 'BudgetPeriod',
  description: 'MONTH: a calendar month, UTC.',
});
export const BudgetUnitEnum = builder.enumType(BudgetUnit, {
  name: 'BudgetUnit',
  description: 'COST: in USAGE_CURRENCY at the flavors’ prices; GPU_HOURS: hours of resources named …/gpu.',
});

const UsageRow = builder.objectRef<UsageRowData>('UsageRow').implement({
  description:
    'Usage of one group: each grouping dimension set, the others null. resourceSeconds: requested quantity × running seconds (cpu in cores, memory in bytes, extended resources in units; e.g. 2 nvidia.com/gpu for 1 h: 7200).',
  fields: (t) => ({
    project: t.prismaField({
      type: 'Project',
      nullable: true,
      resolve: (query, r, _args, ctx) =>
        r.projectId ? ctx.prisma.project.findUnique({ ...query, where: { id: r.projectId } }) : null,
    }),
    user: t.prismaField({
      type: 'User',
      nullable: true,
      resolve: (query, r, _args, ctx) =>
        r.userId ? ctx.prisma.user.findUnique({ ...query, where: { id: r.userId } }) : null,
    }),
    cluster: t.field({
      type: ClusterRef,
      nullable: true,
      resolve: async (r, _args, ctx) => {
        if (!r.clusterId) return null;
        const cluster = await ctx.prisma.cluster.findUnique({ where: { id: r.clusterId } });
        return cluster ? { cluster, requests: null } : null;
      },
    }),
    flavor: t.string({
      nullable: true,
      description: 'The flavor Kueue assigned; "" when unknown.',
      resolve: (r) => r.flavor,
    }),
    resource: t.string({ nullable: true, resolve: (r) => r.resource }),
    day: t.field({ type: 'DateTime', nullable: true, description: 'UTC midnight.', resolve: (r) => r.day }),
    resourceSeconds: t.float({ resolve: (r) => r.resourceSeconds }),
    cost: t.float({
      nullable: true,
      description:
        'At the prices in force when each interval was recorded; null when nothing in the group has a price.',
      resolve: (r) => r.cost,
    }),
  }),
});

const UsageReport = builder.objectRef<UsageReportData>('UsageReport').implement({
  fields: (t) => ({
    rows: t.field({ type: [UsageRow], resolve: (r) => r.rows }),
    totalCost: t.float({ nullable: true, resolve: (r) => r.totalCost }),
    currency: t.string({ nullable: true, resolve: (r) => r.currency }),
  }),
});

builder.queryFields((t) => ({
  usage: t.field({
    type: UsageReport,
    description:
      'Resource-seconds and cost over [from, to), grouped by the dimensions given (none: one total row). A project’s members read its usage; without projectId, admins read everything. Running intervals count up to now.',
    authScopes: { authenticated: true },
    args: {
      projectId: t.arg.id({ required: false }),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      groupBy: t.arg({ type: [UsageDimensionEnum], required: true }),
    },
    resolve: (_root, args, ctx) =>
      usageReport(
        ctx.prisma,
        ctx.viewer!,
        {
          projectId: args.projectId == null ? null : String(args.projectId),
          from: args.from,
          to: args.to,
          groupBy: args.groupBy,
        },
        nowOf(ctx),
        currencyOf(ctx),
      ),
  }),
}));

interface FlavorPriceData {
  flavor: string;
  resource: string;
  pricePerHour: number;
  currency: string;
}

const FlavorPriceRef = builder.objectRef<FlavorPriceData>('FlavorPrice').implement({
  description: 'The price of one unit for an hour (cpu: a core, memory: a GiB, extended: one unit).',
  fields: (t) => ({
    flavor: t.exposeString('flavor'),
    resource: t.exposeString('resource'),
    pricePerHour: t.exposeFloat('pricePerHour'),
    currency: t.exposeString('currency'),
  }),
});

builder.objectField(ClusterRef, 'prices', (t) =>
  t.field({
    type: [FlavorPriceRef],
    description:
      'What each flavor’s resources cost per hour on this cluster (resources without a price are free).',
    resolve: async (e, _args, ctx) => {
      const rows = await ctx.prisma.flavorPrice.findMany({
        where: { clusterId: e.cluster.id },
        orderBy: [{ flavor: 'asc' }, { resource: 'asc' }],
      });
      return rows.map((r) => ({ ...r, currency: currencyOf(ctx) }));
    },
  }),
);

const ProjectBudgetRef = builder
  .objectRef<Awaited<ReturnType<typeof budgetStatus>>>('ProjectBudget')
  .implement({
    description:
      'A monthly budget (UTC calendar month). used: the ledger this month, running intervals up to now; committed: what unfinished versions may still use at worst (their deadline × requests × price, less what they used); remaining: limit − used − committed.',
    fields: (t) => ({
      period: t.field({ type: BudgetPeriodEnum, resolve: (b) => b.period }),
      unit: t.field({ type: BudgetUnitEnum, resolve: (b) => b.unit }),
      limit: t.exposeFloat('limit'),
      hard: t.exposeBoolean('hard', {
        description: 'Hard: a creation whose worst case exceeds remaining is refused (BudgetExceededError).',
      }),
      used: t.exposeFloat('used'),
      committed: t.exposeFloat('committed'),
      remaining: t.exposeFloat('remaining'),
    }),
  });

builder.prismaObjectField('Project', 'budget', (t) =>
  t.field({
    type: ProjectBudgetRef,
    nullable: true,
    description: 'Null: no budget.',
    resolve: async (project, _args, ctx) => {
      const budget = await ctx.prisma.projectBudget.findUnique({ where: { projectId: project.id } });
      return budget ? budgetStatus(ctx.prisma, budget, nowOf(ctx), currencyOf(ctx)) : null;
    },
  }),
);

export const CostEstimateRef = builder.objectRef<CostEstimateData>('CostEstimate').implement({
  description:
    'What the request costs on the chosen cluster at its flavors’ prices. worstCase: every requested resource for the whole deadline in the dearest flavor Kueue may admit it to (Kueue falls back to the next flavor when the first is full; a pinned flavor is that one only); Infinity is never sent: without a deadline, worstCase is -1 and the cost per hour says the rest. perHour and expected: in the first flavor that holds it.',
  fields: (t) => ({
    worstCase: t.float({ resolve: (e) => (Number.isFinite(e.worstCase) ? e.worstCase : -1) }),
    expected: t.float({
      nullable: true,
      description:
        'The cost of the expected runtime: the start estimate’s runtime prediction from this cluster’s recent finished versions (the same process’s runtimes on a re-run, else its user’s runtime/deadline ratios, else the cluster’s), at most the deadline. Null when there is no history to go on.',
      resolve: (e) => e.expected,
    }),
    currency: t.exposeString('currency'),
    gpuHoursWorstCase: t.float({
      resolve: (e) => (Number.isFinite(e.gpuHoursWorstCase) ? e.gpuHoursWorstCase : -1),
    }),
    perHour: t.float({ description: 'Cost of an hour of running.', resolve: (e) => e.perHour }),
    unpricedResources: t.stringList({
      description: 'Requested resources without a price on that flavor (counted as free).',
      resolve: (e) => e.unpriced,
    }),
  }),
});

builder.objectField(ClusterRef, 'costEstimate', (t) =>
  t.field({
    type: CostEstimateRef,
    nullable: true,
    description:
      'With `requests` given to availableClusters: what they would cost here (the flavors the fit rule chooses, this cluster’s prices, the deadline or this cluster’s maximum). Null otherwise, or when they do not fit.',
    resolve: async (e, _args, ctx) => {
      if (!e.requests || (e.missingVolumes && e.missingVolumes.length > 0)) return null;
      // What availableClusters parsed: extended resources and the pinned flavor included.
      const requests = e.requests as ClusterRequest;
      const check = checkRequestAgainstLimits((await ctx.clusterStatus(e.cluster)).limits, requests);
      if (!check.ok) return null;
      const [prices, expected] = await Promise.all([
        loadPrices(ctx.prisma, [e.cluster.id]),
        ctx.viewer
          ? ctx.services.clusterStates
              .expectedRuntime(
                e.cluster.id,
                { processId: null, userId: ctx.viewer.id },
                check.deadlineSeconds,
              )
              .catch(() => null)
          : null,
      ]);
      // Every task's pod (count × per-pod), not only the podset admitted at once (ARCHITECTURE §19).
      const costed = (e.costRequests ?? e.requests) as ClusterRequest;
      const asked = {
        cpuMillis: costed.cpuMillis ?? 0n,
        memoryBytes: costed.memoryBytes ?? 0n,
        extendedResources: (costed.extended ?? []).map((x) => ({
          name: x.name,
          quantity: x.quantity.toString(),
        })),
      };
      return estimateCost(
        prices,
        e.cluster.id,
        asked,
        check.assignments,
        check.deadlineSeconds,
        currencyOf(ctx),
        expected?.seconds ?? null,
        dearestAssignments(prices, e.cluster.id, asked, check.admissible, check.assignments),
      );
    },
  }),
);

builder.objectType(BudgetExceededError, {
  name: 'BudgetExceededError',
  description: 'A hard budget refused the request: its worst case (required) exceeds what remains.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof BudgetExceededError,
  fields: (t) => ({
    remaining: t.exposeFloat('remaining'),
    required: t.exposeFloat('required'),
    unit: t.field({ type: BudgetUnitEnum, resolve: (e) => e.unit }),
  }),
});

const ProjectBudgetInput = builder.inputType('ProjectBudgetInput', {
  fields: (t) => ({
    period: t.field({ type: BudgetPeriodEnum, required: true }),
    limit: t.float({ required: true }),
    unit: t.field({ type: BudgetUnitEnum, required: true }),
    hard: t.boolean({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  setFlavorPrice: t.field({
    type: ClusterRef,
    description:
      'Sets (null: removes) the hourly price of one unit of a resource on a cluster’s flavor. Admins; audited. Applies to intervals recorded from now on. A flavor or resource the cluster’s ClusterQueue does not have is refused (ValidationError listing what it has), as is setting a price while the queue cannot be read.',
    authScopes: { admin: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: {
      clusterId: t.arg.id({ required: true }),
      flavor: t.arg.string({ required: true }),
      resource: t.arg.string({ required: true }),
      pricePerHour: t.arg.float({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const cluster = await setFlavorPrice(
        ctx.prisma,
        ctx.viewer!,
        {
          clusterId: String(args.clusterId),
          flavor: args.flavor,
          resource: args.resource,
          pricePerHour: args.pricePerHour ?? null,
        },
        currencyOf(ctx),
        async (c) => flavorResourcesOf(await ctx.clusterStatus(c)),
      );
      return { cluster, requests: null };
    },
  }),
  setProjectBudget: t.prismaField({
    type: 'Project',
    description: 'Sets (null input: removes) a project’s monthly budget. Admins; audited.',
    authScopes: { admin: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: {
      projectId: t.arg.id({ required: true }),
      input: t.arg({ type: ProjectBudgetInput, required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      const project = await setProjectBudget(
        ctx.prisma,
        ctx.viewer!,
        String(args.projectId),
        args.input ?? null,
        currencyOf(ctx),
      );
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id: project.id } });
    },
  }),
}));
