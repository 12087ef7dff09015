import { randomUUID } from 'node:crypto';
import type { Cluster, PrismaClient } from '../generated/prisma/client.ts';
import { KubeconfigPolicyError, toKubeconfigYaml, validateKubeconfig } from '../kube/kubeconfig-policy.ts';
import { displayTextProblem, quote } from '../text.ts';
import type { Actor, SystemActor } from './audit.ts';
import { auditClusterRegistered, auditClusterUpdated } from './cluster-audit.ts';
import { FieldInputError } from './errors.ts';
import { ACTIVE_STATUSES } from './lifecycle.ts';
import { decryptSecretText, encryptWithKeyring, type Keyring } from './secrets.ts';

/** A cluster input the admin must fix; `field` names it (e.g. "kubeconfig", "namespace"). */
export class ClusterInputError extends FieldInputError {
  override name = 'ClusterInputError';
}

export type ClusterAdminDeps = {
  prisma: PrismaClient;
  keyring: Keyring;
  allowUnsafeKubeconfig?: boolean;
  /** Set only by the IN_CLUSTER registration (services/bootstrap.ts): the one token file path accepted. */
  inClusterTokenFile?: string;
};

export type RegisterClusterInput = {
  name: string;
  description?: string | null | undefined;
  kubeconfig: string;
  clusterQueue: string;
  localQueue: string;
  namespace: string;
  sortOrder?: number | null | undefined;
  maxRuntimeSeconds?: number | null | undefined;
  maxQueueWaitSeconds?: number | null | undefined;
  registryAuth?: string | null | undefined;
};

export type UpdateClusterInput = {
  description?: string | null | undefined;
  sortOrder?: number | null | undefined;
  active?: boolean | null | undefined;
  /** null clears the bound (unbounded); undefined leaves it. */
  maxRuntimeSeconds?: number | null | undefined;
  maxQueueWaitSeconds?: number | null | undefined;
  kubeconfig?: string | null | undefined;
  /** Empty string removes the registry credentials. */
  registryAuth?: string | null | undefined;
  clusterQueue?: string | null | undefined;
  localQueue?: string | null | undefined;
  namespace?: string | null | undefined;
};

/** Prisma's Bytes columns want a plain ArrayBuffer-backed array. */
function seal(text: string, keyring: Keyring, clusterId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(encryptWithKeyring(text, keyring, clusterId));
}

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const INT32_MAX = 2_147_483_647;

export function validateClusterName(name: string): string {
  const n = name.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,62}$/.test(n)) {
    throw new ClusterInputError(
      'name',
      'cluster name must be 1 to 63 characters: letters, digits, spaces, ".", "_", "-", "(" or ")", starting with a letter or digit',
    );
  }
  return n;
}

export const CLUSTER_DESCRIPTION_MAX = 500;

/** A one-line description (trimmed; empty means none), bounded, without control or bidi characters. */
function checkDescription(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const problem = displayTextProblem(text, CLUSTER_DESCRIPTION_MAX);
  if (problem) throw new ClusterInputError('description', `description ${problem}`);
  return text;
}

function checkNamespace(value: string): string {
  if (value.length > 63 || !DNS_LABEL.test(value)) {
    throw new ClusterInputError(
      'namespace',
      'namespace must be a DNS-1123 label (lowercase letters, digits, "-"; ≤ 63)',
    );
  }
  return value;
}

function checkQueue(field: 'clusterQueue' | 'localQueue', value: string): string {
  if (value.length > 253 || !DNS_SUBDOMAIN.test(value)) {
    throw new ClusterInputError(
      field,
      `${field} must be a DNS-1123 subdomain (lowercase letters, digits, "-", ".")`,
    );
  }
  return value;
}

function checkInt(field: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min || value > INT32_MAX) {
    throw new ClusterInputError(field, `${field} must be a whole number from ${min} to ${INT32_MAX}`);
  }
  return value;
}

/** Checks a kubeconfig against the policy; the stored form is the minimal normalized kubeconfig. */
export function normalizeKubeconfig(text: string, allowUnsafe = false, inClusterTokenFile?: string): string {
  try {
    return toKubeconfigYaml(validateKubeconfig(text, { allowUnsafe, inClusterTokenFile }));
  } catch (error) {
    if (error instanceof KubeconfigPolicyError) {
      throw new ClusterInputError('kubeconfig', `kubeconfig rejected: ${error.message}`);
    }
    throw error;
  }
}

/** Registry credentials are a Docker config JSON (`{"auths": {...}}`), as for an image pull secret. */
export function normalizeRegistryAuth(text: string): string {
  if (text.length > 256 * 1024) {
    throw new ClusterInputError('registryAuth', 'registry credentials must be at most 256 KiB');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ClusterInputError(
      'registryAuth',
      'registry credentials must be a Docker config JSON ({"auths": {...}})',
    );
  }
  const auths = (parsed as { auths?: unknown } | null)?.auths;
  if (
    typeof auths !== 'object' ||
    auths === null ||
    Array.isArray(auths) ||
    Object.keys(auths).length === 0
  ) {
    throw new ClusterInputError('registryAuth', 'registry credentials must have a non-empty "auths" object');
  }
  return JSON.stringify(parsed);
}

/** Registers a cluster, audited (`cluster.register`) in the transaction that creates it. */
export async function registerCluster(
  deps: ClusterAdminDeps,
  actor: Actor | SystemActor,
  input: RegisterClusterInput,
): Promise<Cluster> {
  const name = validateClusterName(input.name);
  const namespace = checkNamespace(input.namespace);
  const clusterQueue = checkQueue('clusterQueue', input.clusterQueue);
  const localQueue = checkQueue('localQueue', input.localQueue);
  const givenSortOrder = input.sortOrder == null ? null : checkInt('sortOrder', input.sortOrder, -INT32_MAX);
  const maxRuntimeSeconds =
    input.maxRuntimeSeconds == null ? null : checkInt('maxRuntimeSeconds', input.maxRuntimeSeconds, 1);
  const maxQueueWaitSeconds =
    input.maxQueueWaitSeconds == null ? null : checkInt('maxQueueWaitSeconds', input.maxQueueWaitSeconds, 1);
  const kubeconfig = normalizeKubeconfig(
    input.kubeconfig,
    deps.allowUnsafeKubeconfig,
    deps.inClusterTokenFile,
  );
  const registryAuth = input.registryAuth ? normalizeRegistryAuth(input.registryAuth) : null;
  const description = checkDescription(input.description);

  // Names differing only by case would look the same in the dropdown: one of them is refused.
  const taken = await deps.prisma.cluster.findFirst({
    where: { name: { equals: name, mode: 'insensitive' } },
    select: { name: true },
  });
  if (taken) {
    throw new ClusterInputError(
      'name',
      taken.name === name
        ? `a cluster named ${quote(name)} is already registered`
        : `a cluster named ${quote(taken.name)} is already registered (names must differ by more than case)`,
    );
  }
  const sortOrder = givenSortOrder ?? (await nextSortOrder(deps.prisma));
  const id = randomUUID();
  return deps.prisma.$transaction(async (tx) => {
    const cluster = await tx.cluster.create({
      data: {
        id,
        name,
        description,
        namespace,
        clusterQueue,
        localQueue,
        sortOrder,
        maxRuntimeSeconds,
        maxQueueWaitSeconds,
        kubeconfigEncrypted: seal(kubeconfig, deps.keyring, id),
        registryAuthEncrypted: registryAuth ? seal(registryAuth, deps.keyring, id) : null,
        secretKeyVersion: deps.keyring.current,
      },
    });
    await auditClusterRegistered(tx, actor, cluster);
    return cluster;
  });
}

/**
 * Where a cluster registered without a sort order goes: after every existing one (by 10, leaving room between), so a
 * new and possibly unreachable cluster never becomes the first choice of every new process unasked.
 */
async function nextSortOrder(prisma: PrismaClient): Promise<number> {
  const { _max } = await prisma.cluster.aggregate({ _max: { sortOrder: true } });
  return _max.sortOrder == null ? 0 : Math.min(_max.sortOrder + 10, INT32_MAX);
}

export async function findCluster(prisma: PrismaClient, nameOrId: string): Promise<Cluster | null> {
  return prisma.cluster.findFirst({ where: { OR: [{ id: nameOrId }, { name: nameOrId }] } });
}

/** Changes a cluster, audited (`cluster.update`, `cluster.retire`) in the transaction that changes it. */
export async function updateCluster(
  deps: ClusterAdminDeps,
  actor: Actor | SystemActor,
  nameOrId: string,
  patch: UpdateClusterInput,
): Promise<Cluster> {
  const cluster = await findCluster(deps.prisma, nameOrId);
  if (!cluster) throw new ClusterInputError('name', `no cluster named ${quote(nameOrId)}`);
  const data: Parameters<PrismaClient['cluster']['update']>[0]['data'] = {};
  if (patch.description !== undefined) data.description = checkDescription(patch.description);
  if (patch.sortOrder != null) data.sortOrder = checkInt('sortOrder', patch.sortOrder, -INT32_MAX);
  if (patch.active != null) data.active = patch.active;
  if (patch.maxRuntimeSeconds !== undefined) {
    data.maxRuntimeSeconds =
      patch.maxRuntimeSeconds === null ? null : checkInt('maxRuntimeSeconds', patch.maxRuntimeSeconds, 1);
  }
  if (patch.maxQueueWaitSeconds !== undefined) {
    data.maxQueueWaitSeconds =
      patch.maxQueueWaitSeconds === null
        ? null
        : checkInt('maxQueueWaitSeconds', patch.maxQueueWaitSeconds, 1);
  }
  if (patch.namespace != null) {
    data.namespace = checkNamespace(patch.namespace);
    if (data.namespace !== cluster.namespace) {
      // Versions keep their Job's name, not its namespace: moving the cluster's namespace under running Jobs
      // would make their cancels and checks look in the wrong place (a Job "gone" that still runs).
      const running = await deps.prisma.processVersion.count({
        where: { clusterId: cluster.id, status: { in: [...ACTIVE_STATUSES] }, jobName: { not: null } },
      });
      if (running > 0) {
        throw new ClusterInputError(
          'namespace',
          `${running} launched ${running === 1 ? 'version is' : 'versions are'} still active in namespace ${quote(cluster.namespace)}; change the namespace once they have finished (or cancel them)`,
        );
      }
    }
  }
  if (patch.clusterQueue != null) data.clusterQueue = checkQueue('clusterQueue', patch.clusterQueue);
  if (patch.localQueue != null) data.localQueue = checkQueue('localQueue', patch.localQueue);
  let credentialsChanged = false;
  if (patch.kubeconfig != null) {
    const kubeconfig = normalizeKubeconfig(
      patch.kubeconfig,
      deps.allowUnsafeKubeconfig,
      deps.inClusterTokenFile,
    );
    data.kubeconfigEncrypted = seal(kubeconfig, deps.keyring, cluster.id);
    credentialsChanged = true;
  }
  if (patch.registryAuth != null) {
    data.registryAuthEncrypted =
      patch.registryAuth === ''
        ? null
        : seal(normalizeRegistryAuth(patch.registryAuth), deps.keyring, cluster.id);
    credentialsChanged = true;
  }
  if (credentialsChanged) {
    data.credentialsUpdatedAt = new Date();
    data.secretKeyVersion = deps.keyring.current;
    // Re-encrypt whichever secret was not replaced so both use the current key.
    if (patch.kubeconfig == null) {
      data.kubeconfigEncrypted = seal(
        decryptSecretText(cluster.kubeconfigEncrypted, deps.keyring, cluster.id),
        deps.keyring,
        cluster.id,
      );
    }
    if (patch.registryAuth == null && cluster.registryAuthEncrypted) {
      data.registryAuthEncrypted = seal(
        decryptSecretText(cluster.registryAuthEncrypted, deps.keyring, cluster.id),
        deps.keyring,
        cluster.id,
      );
    }
  }
  return deps.prisma.$transaction(async (tx) => {
    const updated = await tx.cluster.update({ where: { id: cluster.id }, data });
    await auditClusterUpdated(tx, actor, cluster, updated, patch);
    return updated;
  });
}

/** The decrypted kubeconfig of a cluster: for the Kubernetes client registry only, never for output. */
export function clusterKubeconfig(
  cluster: { id: string; kubeconfigEncrypted: Uint8Array },
  keyring: Keyring,
): string {
  return decryptSecretText(cluster.kubeconfigEncrypted, keyring, cluster.id);
}

/** The decrypted registry credentials (Docker config JSON) of a cluster, for its image pull secret; never for output. */
export function clusterRegistryAuth(
  cluster: { id: string; registryAuthEncrypted: Uint8Array | null },
  keyring: Keyring,
): string | null {
  return cluster.registryAuthEncrypted
    ? decryptSecretText(cluster.registryAuthEncrypted, keyring, cluster.id)
    : null;
}
