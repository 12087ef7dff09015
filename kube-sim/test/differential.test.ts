import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDifferences } from '../src/fidelity/compare.ts';
import {
  DEFAULT_RECORDING,
  README,
  realClusterDown,
  realClusterUp,
  realTarget,
  runDiff,
  startFidelitySim,
} from '../src/fidelity/diff.ts';
import { keepOnly, newContext, normalizeValue } from '../src/fidelity/normalize.ts';
import { loadRecording } from '../src/fidelity/replay.ts';
import { hasReference } from './reference-docs.ts';

/*
 * Differential fidelity (kube-sim/README.md): the recorded requests of test/fidelity/requests.yaml replayed against
 * kube-sim and a real control plane; any difference not listed as known in the README fails. The real side needs
 * REAL_CLUSTER=1 (REAL_CLUSTER_KUBECONFIG names a running one's product kubeconfig, admin.kubeconfig beside it;
 * otherwise `pnpm real-cluster up --name fidelity` starts one for this suite and `down` stops it). Without it the
 * suite is skipped with a notice; REQUIRE_REAL_CLUSTER=1 (CI) makes that a failure.
 */

// As the server's real tier (test/real-cluster/global-setup.ts): REQUIRE_REAL_CLUSTER=1 implies REAL_CLUSTER=1.
const real = process.env.REAL_CLUSTER === '1' || process.env.REQUIRE_REAL_CLUSTER === '1';
if (!real) {
  const msg =
    'REAL_CLUSTER is not 1: the differential fidelity run against the real control plane is skipped';
  if (process.env.REQUIRE_REAL_CLUSTER === '1')
    throw new Error(`${msg}, but REQUIRE_REAL_CLUSTER=1 demands it`);
  console.warn(`NOTICE: ${msg} (REAL_CLUSTER=1 runs it; REQUIRE_REAL_CLUSTER=1 makes this an error)`);
}
// Without the reference documents kube-sim validates no schema, so every request the real API server refuses as
// malformed would show up as a difference: the comparison with the real side needs them (reference-docs.ts warns,
// and fails under REQUIRE_REFERENCE=1).
if (real && !hasReference)
  console.warn(
    'NOTICE: no reference documents: the differential run against the real control plane is skipped',
  );

describe('differential replay', () => {
  it('finds no difference between two simulators: what the normalization leaves is behaviour', async () => {
    const other = await startFidelitySim();
    try {
      const r = await runDiff(other.target);
      expect(formatDifferences(r.differences, { showKnown: true })).toBe('');
      // The run did reach every kind of answer it compares.
      const statuses = [...r.real.values()].flatMap((x) => (x.kind === 'answer' ? [x.answer.status] : []));
      for (const code of [200, 201, 400, 403, 404, 409, 422]) expect(statuses).toContain(code);
      // The Indexed Job with a failing index and the gang too big for its queue ran as Kubernetes and Kueue run them.
      const body = (id: string) => {
        const x = r.real.get(id);
        return x?.kind === 'answer' ? (x.answer.body as Record<string, any>) : undefined;
      };
      expect(body('idx-failed')?.status).toMatchObject({
        completedIndexes: '0,2',
        failedIndexes: '1',
        succeeded: 2,
        failed: 1,
        conditions: { FailureTarget: { reason: 'FailedIndexes' }, Failed: { reason: 'FailedIndexes' } },
      });
      const idxPods = body('idx-pods')?.items;
      expect(Object.keys(idxPods).sort()).toEqual(['fid-idx-0-<gen>', 'fid-idx-1-<gen>', 'fid-idx-2-<gen>']);
      expect(idxPods['fid-idx-1-<gen>'].spec).toMatchObject({ hostname: 'fid-idx-1', subdomain: 'fid-idx' });
      expect(idxPods['fid-idx-1-<gen>'].status.containerStatuses.main.state.terminated.exitCode).toBe(3);
      expect(body('idx-service')?.spec).toMatchObject({ clusterIP: 'None' });
      expect(r.real.get('idx-service-gone')).toMatchObject({ answer: { status: 404 } });
      const gang = Object.values(body('gang-pending')?.items ?? {})[0] as Record<string, any>;
      expect(gang.spec.podSets.main.count).toBe(4);
      expect(gang.status.conditions.QuotaReserved.message).toContain(
        'current podset request (2) > maximum capacity (1)',
      );
      expect(body('gang-no-pods')?.items).toEqual([]);
      const watch = r.real.get('watch-wpc');
      expect(watch).toEqual({
        kind: 'watch',
        status: 200,
        events: [
          'ADDED WorkloadPriorityClass fid-watch',
          'MODIFIED WorkloadPriorityClass fid-watch',
          'DELETED WorkloadPriorityClass fid-watch',
        ],
      });
    } finally {
      other.target.close();
      await other.sim.stop();
    }
  }, 120_000);

  it('shows a behaviour change (Kueue v0.19’s reasons against v0.17’s) and accepts it once listed', async () => {
    const newer = await startFidelitySim({ kueueFeatureGates: { UnadmittedWorkloadsObservability: true } });
    try {
      const reasons = {
        step: 'job-b-big-pending',
        path: 'body/items/*/status/conditions/*/reason',
        reason: 'test',
      };
      const admitted = {
        step: 'job-b-big-pending',
        path: 'body/items/*/status/conditions/Admitted',
        reason: 'test',
      };
      const r = await runDiff(newer.target, { known: [reasons, admitted] });
      const pending = r.differences.filter((d) => d.step === 'job-b-big-pending');
      expect(pending.map((d) => [d.path, d.sim, d.real])).toContainEqual([
        '/body/items/job-fid-b-<hash>/status/conditions/QuotaReserved/reason',
        'Pending',
        'WaitingForQuota',
      ]);
      expect(pending.every((d) => d.known === 'test')).toBe(true);
      // Other steps see the newer reasons too; none of them is listed.
      expect(r.unknown.length).toBeGreaterThan(0);
      expect(r.unknown.every((d) => /conditions\/(QuotaReserved|Admitted)/.test(d.path))).toBe(true);
    } finally {
      newer.target.close();
      await newer.sim.stop();
    }
  }, 120_000);

  it('keeps none of an empty list and of a full one alike (a list of named objects becomes a map)', () => {
    const ctx = newContext();
    const full = normalizeValue({ items: [{ metadata: { name: 'other' } }] }, ctx);
    const empty = normalizeValue({ items: [] }, ctx);
    expect(keepOnly(full, { items: [] })).toEqual({ items: {} });
    expect(keepOnly(empty, { items: [] })).toEqual({ items: {} });
  });

  it('has a recording whose ids are unique and a README list whose entries give a reason', () => {
    expect(() => loadRecording(DEFAULT_RECORDING)).not.toThrow();
    expect(fs.readFileSync(README, 'utf8')).toContain('<!-- fidelity-known:start -->');
  });
});

describe.skipIf(!real || !hasReference)('differential replay against the real control plane', () => {
  let kubeconfig: string;
  let started = false;
  beforeAll(async () => {
    const given = process.env.REAL_CLUSTER_KUBECONFIG;
    if (given) kubeconfig = path.resolve(given);
    else {
      kubeconfig = await realClusterUp('fidelity');
      started = true;
    }
  }, 1_800_000);
  afterAll(async () => {
    if (started) await realClusterDown('fidelity');
  }, 300_000);

  it('answers as kube-sim does, but for the differences kube-sim/README.md lists', async () => {
    const target = realTarget(kubeconfig);
    try {
      const r = await runDiff(target);
      const known = r.differences.length - r.unknown.length;
      console.log(`differential fidelity: ${r.unknown.length} unlisted difference(s), ${known} known`);
      expect(formatDifferences(r.unknown)).toBe('');
    } finally {
      target.close();
    }
  }, 900_000);
});
