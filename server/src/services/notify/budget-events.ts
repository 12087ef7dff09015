import type { NotifyEvent, PrismaClient } from '../../generated/prisma/client.ts';
import { OWNERS } from '../access.ts';
import { budgetStatus, monthStart } from '../usage/budget.ts';
import type { BudgetPayload } from './events.ts';
import { enqueueBudgetEvent } from './outbox.ts';

/**
 * Budget events (ARCHITECTURE §22, §18): BUDGET_WARNING when a project's use this period reaches 80 % of its
 * budget, BUDGET_EXHAUSTED at 100 %, each once per period: the `BudgetAlert` row (project, period, event) is
 * inserted with the deliveries in one transaction, and only the insert that creates it writes them (replicas
 * checking at once send one). They go to the project's owners (who see budgets) whose channels want them.
 */

const THRESHOLDS: [NotifyEvent, number][] = [
  ['BUDGET_EXHAUSTED', 1],
  ['BUDGET_WARNING', 0.8],
];

export async function checkBudgets(prisma: PrismaClient, now: Date, currency: string): Promise<number> {
  const budgets = await prisma.projectBudget.findMany();
  const periodStart = monthStart(now);
  let fired = 0;
  for (const budget of budgets) {
    if (!(budget.limit > 0)) continue;
    const done = await prisma.budgetAlert.findMany({
      where: { projectId: budget.projectId, periodStart },
      select: { event: true },
    });
    const due = THRESHOLDS.filter(([event]) => !done.some((d) => d.event === event));
    if (due.length === 0) continue;
    const status = await budgetStatus(prisma, budget, now, currency);
    const ratio = status.used / budget.limit;
    for (const [event, threshold] of due) {
      if (ratio < threshold) continue;
      fired += await prisma.$transaction(async (tx) => {
        const created = await tx.$executeRaw`
          INSERT INTO "BudgetAlert" ("projectId", "periodStart", event, "createdAt")
          VALUES (${budget.projectId}, ${periodStart}::timestamp(3), ${event}::"NotifyEvent", ${now}::timestamp(3))
          ON CONFLICT DO NOTHING`;
        if (created === 0) return 0;
        const project = await tx.project.findUniqueOrThrow({
          where: { id: budget.projectId },
          select: { id: true, name: true, members: { where: OWNERS, select: { userId: true } } },
        });
        const payload: BudgetPayload = {
          kind: 'budget',
          event,
          occurredAt: now.toISOString(),
          project: { id: project.id, name: project.name },
          budget: {
            unit: budget.unit,
            limit: budget.limit,
            used: status.used,
            percent: Math.floor(ratio * 100),
            periodStart: periodStart.toISOString(),
          },
        };
        await enqueueBudgetEvent(
          tx,
          project.members.map((m) => m.userId),
          payload,
        );
        return 1;
      });
      // Past 100 % the warning is moot: mark it too, without a message.
      if (event === 'BUDGET_EXHAUSTED') {
        await prisma.budgetAlert.createMany({
          data: [{ projectId: budget.projectId, periodStart, event: 'BUDGET_WARNING' }],
          skipDuplicates: true,
        });
        break;
      }
    }
  }
  return fired;
}
