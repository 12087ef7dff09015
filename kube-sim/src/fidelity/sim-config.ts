/**
 * The simulated cluster the differential replay runs against: Kueue's v0.17 behaviour (the real control plane runs
 * Kueue v0.17.0, which has no UnadmittedWorkloadsObservability gate: its reasons are `Pending` / `Inadmissible`),
 * the namespace `work` of the real seed, and the product's ServiceAccount with exactly the rules of
 * deploy/kubernetes/rbac.yaml (docs/operations.md's list) — the Role in `work`, the ClusterRole cluster-wide — as
 * the real control plane's seed binds them.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import type { PolicyRule, ServiceAccountConfig } from '../api/rbac.ts';
import type { ClusterConfig } from '../config.ts';

export const RBAC_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/kubernetes/rbac.yaml',
);

/** The product's ServiceAccount `work/kueue-batch` with the Role and ClusterRole of deploy/kubernetes/rbac.yaml. */
export function productServiceAccount(file = RBAC_FILE): ServiceAccountConfig {
  const docs = YAML.parseAllDocuments(fs.readFileSync(file, 'utf8')).map(
    (d) => d.toJSON() as { kind?: string; rules?: PolicyRule[] },
  );
  const rules = (kind: string) => docs.filter((d) => d?.kind === kind).flatMap((d) => d.rules ?? []);
  return { namespace: 'work', name: 'kueue-batch', rules: rules('Role'), clusterRules: rules('ClusterRole') };
}

export function fidelityCluster(): ClusterConfig {
  return {
    name: 'fidelity',
    namespaces: ['work'],
    kueueFeatureGates: { UnadmittedWorkloadsObservability: false },
    bookmarkIntervalMs: 600_000,
    serviceAccounts: [productServiceAccount()],
  };
}
