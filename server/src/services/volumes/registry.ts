import type { Cluster, DataVolume, PrismaClient } from '../../generated/prisma/client.ts';
import { type ClaimReading, readClaim } from '../../kube/claims.ts';
import type { ClusterClient } from '../../kube/cluster-client.ts';
import { ClusterError, clusterProblem } from '../../kube/cluster-error.ts';
import { displayTextProblem, quote } from '../../text.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { type FieldIssue, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { volumeNameProblem } from './mount-input.ts';

// Data volumes (ARCHITECTURE §21): an admin registers, per cluster, a name backed by a PersistentVolumeClaim in the
// cluster's namespace. The registration reads the claim (one bounded call through the cluster's client) and says
// what is wrong with it; a volume already registered under the name is replaced. Audited.

export const VOLUME_DESCRIPTION_MAX = 500;
/** Kubernetes object names (DNS-1123 subdomain). */
const CLAIM_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const CLAIM_NAME_MAX = 253;

/** The access modes under which a pod may write to a claim's volume. */
export const WRITABLE_MODES = ['ReadWriteOnce', 'ReadWriteMany', 'ReadWriteOncePod'] as const;

export interface VolumeDeps {
  prisma: PrismaClient;
  /** The cluster's client (ClusterClientRegistry.get): each call bounded by its timeout. */
  kube: { get(cluster: Cluster): ClusterClient };
}

export interface RegisterVolumeRequest {
  clusterId: string;
  name: string;
  claimName: string;
  readOnly: boolean;
  description?: string | null;
}

function requireAdmin(actor: Actor): void {
  if (actor !== 'admin-cli' && !actor.isAdmin)
    throw new ForbiddenError('Only administrators manage volumes.');
}

/** What is wrong with a claim for a volume mounted read-write (or read-only), or null when it serves. */
export function claimProblem(
  claimName: string,
  namespace: string,
  claim: ClaimReading | null,
  readOnly: boolean,
): string | null {
  const what = `the PersistentVolumeClaim ${quote(claimName)} in namespace ${quote(namespace)}`;
  if (!claim) return `${what} does not exist (create it, or name an existing claim)`;
  if (claim.phase !== 'Bound') {
    const phase = claim.phase || 'not reported';
    return claim.phase === 'Lost'
      ? `${what} has lost its volume (phase Lost): pods mounting it would not start`
      : `${what} is not bound to a volume (phase ${phase}): pods mounting it would wait forever`;
  }
  if (claim.accessModes.length === 0) return `${what} reports no access modes`;
  if (!readOnly && !claim.accessModes.some((m) => (WRITABLE_MODES as readonly string[]).includes(m))) {
    return `${what} allows only ${claim.accessModes.join(', ')}: a read-write volume needs ${WRITABLE_MODES.join(', ')} (or register it with readOnly)`;
  }
  return null;
}

/** Registers (or replaces) a data volume of a cluster after reading its claim; audited. */
export async function registerVolume(
  deps: VolumeDeps,
  actor: Actor,
  input: RegisterVolumeRequest,
): Promise<DataVolume> {
  requireAdmin(actor);
  const issues: FieldIssue[] = [];
  const name = input.name.trim();
  const nameProblem = volumeNameProblem(name);
  if (nameProblem) issues.push({ field: 'name', message: nameProblem });
  const claimName = input.claimName.trim();
  if (claimName.length === 0 || claimName.length > CLAIM_NAME_MAX || !CLAIM_NAME.test(claimName)) {
    issues.push({
      field: 'claimName',
      message: `${quote(claimName.slice(0, 80))} is not a PersistentVolumeClaim name (lowercase letters, digits, "-" and ".")`,
    });
  }
  const description = input.description?.trim() || null;
  const descriptionProblem = description ? displayTextProblem(description, VOLUME_DESCRIPTION_MAX) : null;
  if (descriptionProblem) issues.push({ field: 'description', message: descriptionProblem });
  const cluster = await deps.prisma.cluster.findUnique({ where: { id: input.clusterId } });
  if (!cluster) {
    if (issues.length > 0) throw ValidationError.of(issues);
    throw new NotFoundError('Cluster');
  }
  if (issues.length > 0) throw ValidationError.of(issues);

  let claim: ClaimReading | null;
  try {
    claim = await readClaim(deps.kube.get(cluster), cluster.namespace, claimName);
  } catch (error) {
    if (!(error instanceof ClusterError)) throw error;
    throw ValidationError.of([
      { field: 'clusterId', message: `${clusterProblem(error)}: the claim could not be read` },
    ]);
  }
  const problem = claimProblem(claimName, cluster.namespace, claim, input.readOnly);
  if (problem) throw ValidationError.of([{ field: 'claimName', message: problem }]);

  return deps.prisma.$transaction(async (tx) => {
    const before = await tx.dataVolume.findUnique({
      where: { clusterId_name: { clusterId: cluster.id, name } },
    });
    const data = { claimName, readOnly: input.readOnly, description };
    const row = await tx.dataVolume.upsert({
      where: { clusterId_name: { clusterId: cluster.id, name } },
      create: { clusterId: cluster.id, name, ...data },
      update: data,
    });
    await recordAudit(tx, actor, {
      action: 'volume.register',
      targetType: 'Cluster',
      targetId: cluster.id,
      summary: `cluster ${JSON.stringify(cluster.name)}: volume ${name} ${before ? 'replaced' : 'registered'} (claim ${claimName}, ${input.readOnly ? 'read-only' : 'read-write'})`,
    });
    return row;
  });
}

/**
 * Removes a data volume of a cluster; audited. Versions that mount it and are not launched yet fail their launch
 * with the reason; running ones keep their claim (the PersistentVolumeClaim itself is never touched).
 */
export async function removeVolume(
  deps: Pick<VolumeDeps, 'prisma'>,
  actor: Actor,
  input: { clusterId: string; name: string },
): Promise<Cluster> {
  requireAdmin(actor);
  const cluster = await deps.prisma.cluster.findUnique({ where: { id: input.clusterId } });
  if (!cluster) throw new NotFoundError('Cluster');
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.dataVolume.deleteMany({ where: { clusterId: cluster.id, name: input.name } });
    if (count === 0) throw new NotFoundError('Volume');
    await recordAudit(tx, actor, {
      action: 'volume.remove',
      targetType: 'Cluster',
      targetId: cluster.id,
      summary: `cluster ${JSON.stringify(cluster.name)}: volume ${input.name} removed`,
    });
    return cluster;
  });
}
