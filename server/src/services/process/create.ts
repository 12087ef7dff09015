import type { PluginUser } from '../../plugins/types.ts';
import { nameKey } from '../../text.ts';
import { type FieldIssue, ValidationError } from '../errors.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { costRequest, specRequests } from '../usage/admission.ts';
import { storedCost } from '../usage/cost.ts';
import { type ChosenCluster, chooseCluster } from './cluster-choice.ts';
import { costDemandOf } from './demand.ts';
import { checkEnvSecrets } from './env-secrets.ts';
import { idempotency, replayIdempotent, specFingerprint } from './idempotency.ts';
import { checkIdempotencyKey, checkName, checkProcessSpec } from './input.ts';
import { recordedEstimate } from './recorded-estimate.ts';
import { insertProcess, insertProcessGuarded, isUniqueViolation, limitsSnapshot } from './store.ts';
import {
  type CreateProcessRequest,
  OPERATION,
  type ProcessCreated,
  type ProcessDeps,
  payload,
} from './types.ts';

/**
 * createProcess and rerunProcess (ARCHITECTURE §4), in this order: signed in and a contributor of the project
 * (OWNER or MEMBER; the schema's auth scope for createProcess, checked here for rerunProcess); rate limit; input
 * shapes (ValidationError listing every issue); `getAllowedClusters` with the requests (none →
 * NoClustersAvailableError); the chosen cluster (omitted → the first allowed; not allowed → ClusterNotAllowedError);
 * its limits, read no older than `enforcementMaxAgeMs` (FALLBACK limits when unreadable) → the shared fit rule
 * (ResourceLimitExceededError with every violation). A dry run stops there. Otherwise store.ts writes the
 * process, the version, its limits snapshot, its first event and its LaunchJob, with the cluster row locked and
 * re-checked active, so no version lands on a cluster retired before the commit.
 */

export async function createProcess(
  deps: ProcessDeps,
  user: PluginUser,
  input: CreateProcessRequest,
): Promise<ProcessCreated> {
  enforceRateLimit(deps.rateLimiter, user.id, OPERATION);
  const issues: FieldIssue[] = [];
  const name = checkName(input.name, issues);
  checkIdempotencyKey(input.idempotencyKey, issues);
  const spec = checkProcessSpec(input, issues, { maxTasks: deps.maxTasks });
  const key = idempotency(user, 'createProcess', input.idempotencyKey, {
    projectId: input.projectId,
    name,
    ...specFingerprint(input),
    clusterId: input.clusterId ?? null,
    ...(input.placement && input.clusterId == null ? { placement: input.placement } : {}),
  });
  if (issues.length === 0 && key) {
    const replayed = await replayIdempotent(deps.prisma, key);
    if (replayed) return replayed;
  }
  // Whether the name is taken is an input issue, reported with the others and before any cluster rule. A real call
  // that passes every other rule does not ask first: its insert meets the unique (projectId, name) index, which
  // answers the same question inside the write (one round trip less on the common path, and no gap between a
  // check and the insert). Every other path asks here, so the answer and its precedence are the same.
  const nameTakenNow = async (): Promise<ProcessCreated | 'taken' | null> => {
    // A name that reads like another process's of the project (case, composition, look-alike letters) is taken.
    const taken = await deps.prisma.process.findFirst({
      where: { projectId: input.projectId, OR: [{ name }, { nameKey: nameKey(name) }] },
      select: { id: true },
    });
    if (!taken) return null;
    // The first call with this key may have committed between the two reads: it is a replay, not a clash.
    const replayed = key && issues.length === 0 ? await replayIdempotent(deps.prisma, key) : null;
    return replayed ?? 'taken';
  };
  if (spec) await checkEnvSecrets(deps.prisma, input.projectId, spec.env, issues);
  const nameValid = !issues.some((i) => i.field === 'name');
  if (nameValid && (issues.length > 0 || !spec || input.dryRun)) {
    const taken = await nameTakenNow();
    if (taken && taken !== 'taken') return taken;
    if (taken) issues.push(nameTaken(name));
  }
  if (issues.length > 0 || !spec) throw ValidationError.of(issues);

  let chosen: ChosenCluster;
  try {
    chosen = await chooseCluster(deps, user, input.projectId, spec, input.clusterId, input.placement, {
      maxWaitSeconds: input.maxWaitSeconds ?? null,
    });
  } catch (error) {
    // Every cluster rule comes after the input issues: a taken name is the answer, as in a dry run.
    if (input.dryRun) throw error;
    const taken = await nameTakenNow().catch(() => null);
    if (taken && taken !== 'taken') return taken;
    if (taken) throw ValidationError.of([nameTaken(name)]);
    throw error;
  }
  const { cluster, check, reading, placementReason } = chosen;
  // The mounts as they run on the chosen cluster (a read-only volume forces readOnly).
  spec.mounts = chosen.mounts;
  // The cost on the chosen cluster, and the project's budget (ARCHITECTURE §18).
  const [costing, estimate] = await Promise.all([
    costRequest(
      deps,
      input.projectId,
      cluster.id,
      specRequests({ requested: costDemandOf(spec) }),
      check,
      check.deadlineSeconds,
      deps.states.expectedRuntime?.(
        cluster.id,
        { processId: null, userId: user.id },
        check.deadlineSeconds,
      ) ?? null,
    ),
    input.dryRun ? null : recordedEstimate(deps, cluster, spec, reading),
  ]);
  const costEstimate = costing.estimate;
  if (input.dryRun) {
    const budgetWarning = costing.hasBudget ? await costing.check(deps.prisma, { lock: false }) : null;
    return { ...payload(true, cluster, check, null, null, placementReason), costEstimate, budgetWarning };
  }

  try {
    const row = {
      projectId: input.projectId,
      name,
      user,
      cluster,
      spec,
      deadlineSeconds: check.deadlineSeconds,
      snapshot: { ...limitsSnapshot(check, reading, spec), costEstimate: storedCost(costEstimate) },
      key,
      estimate,
    };
    let budgetWarning: string | null = null;
    // With a budget: its row locked first, in the transaction that writes the version (creations racing for the
    // last of a budget are ordered, the second sees the first as committed).
    const created = costing.hasBudget
      ? await insertProcessGuarded(deps.prisma, row, async (tx) => {
          budgetWarning = await costing.check(tx, { lock: true });
        })
      : await insertProcess(deps.prisma, row);
    deps.launchQueue?.wake();
    return {
      ...payload(false, cluster, check, created.process.id, created.version.id, placementReason),
      ...created,
      costEstimate,
      budgetWarning,
    };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent call with the same key won (replay it), or another process took the name meanwhile.
    if (key) {
      const replayed = await replayIdempotent(deps.prisma, key);
      if (replayed) return replayed;
    }
    throw ValidationError.of([nameTaken(name)]);
  }
}

function nameTaken(name: string): FieldIssue {
  return {
    field: 'name',
    message: `a process named "${name}" already exists in this project: re-run it instead (or pick another name)`,
  };
}
