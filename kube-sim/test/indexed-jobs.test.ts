import type * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstPendingIndexes,
  formatIndexes,
  parseIndexes,
  withIndexes,
} from '../src/controllers/job/intervals.ts';
import { ANNOTATIONS } from '../src/index.ts';
import { clientsFor, condition, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

const INDEX = 'batch.kubernetes.io/job-completion-index';

describe("Kubernetes' index lists", () => {
  it('reads and writes the interval form as the Job controller does', () => {
    expect(formatIndexes(withIndexes([], [7, 1, 3, 4, 5]))).toBe('1,3-5,7');
    expect(formatIndexes(withIndexes([], [1, 2]))).toBe('1,2');
    expect(formatIndexes(parseIndexes('0-2,3,x,5-9', 8))).toBe('0-3,5-7');
    expect(firstPendingIndexes(parseIndexes('0,2-3', 10), 3, 10)).toEqual([1, 4, 5]);
    expect(firstPendingIndexes(parseIndexes('0-1', 3), 5, 3)).toEqual([2]);
  });
});

describe('Indexed jobs', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const pods = async (job: string) =>
    (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: `job-name=${job}` })).items;
  const job = (name: string) => c.batch.readNamespacedJob({ namespace: 'jobs', name });
  const indexed = (
    name: string,
    spec: Partial<k8s.V1JobSpec>,
    o: { annotations?: Record<string, string>; command?: string[] } = {},
  ): k8s.V1Job => {
    const m = jobManifest({ name, command: o.command ?? ['sh', '-c', 'sleep 5'] });
    m.spec = { ...m.spec!, completionMode: 'Indexed', ...spec };
    if (o.annotations) m.spec.template.metadata = { annotations: o.annotations };
    return m;
  };

  it('gives each pod its index (annotation, label, hostname, JOB_COMPLETION_INDEX) and lists completed indexes', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: (() => {
        const m = indexed('sweep', { completions: 5, parallelism: 2 });
        m.spec!.template.spec!.subdomain = 'sweep';
        return m;
      })(),
    });
    let p = await pods('sweep');
    expect(p.map((x) => x.metadata?.annotations?.[INDEX]).sort()).toEqual(['0', '1']);
    const p0 = p.find((x) => x.metadata?.annotations?.[INDEX] === '0')!;
    expect(p0.metadata?.labels?.[INDEX]).toBe('0');
    expect(p0.metadata?.name).toMatch(/^sweep-0-[a-z0-9]{5}$/);
    expect(p0.spec?.hostname).toBe('sweep-0');
    expect(p0.spec?.subdomain).toBe('sweep');
    expect(p0.spec?.containers[0]?.env).toContainEqual({
      name: 'JOB_COMPLETION_INDEX',
      valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: `metadata.labels['${INDEX}']` } },
    });
    sim.clock.advance(6_000);
    let j = await job('sweep');
    expect(j.status?.completedIndexes).toBe('0,1');
    expect(j.status?.succeeded).toBe(2);
    p = await pods('sweep');
    expect(
      p
        .filter((x) => x.status?.phase !== 'Succeeded')
        .map((x) => x.metadata?.annotations?.[INDEX])
        .sort(),
    ).toEqual(['2', '3']);
    sim.clock.advance(6_000);
    sim.clock.advance(6_000);
    j = await job('sweep');
    expect(j.status?.completedIndexes).toBe('0-4');
    expect(condition(j, 'Complete')).toMatchObject({ status: 'True', reason: 'CompletionsReached' });
  });

  it('fails chosen indexes; backoffLimitPerIndex retries each index alone and ends with FailedIndexes', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: indexed(
        'perindex',
        { completions: 4, parallelism: 4, backoffLimitPerIndex: 1 },
        { annotations: { [ANNOTATIONS.failIndexes]: '1,3', [ANNOTATIONS.failExitCode]: '3' } },
      ),
    });
    let j = await job('perindex');
    expect(j.spec?.backoffLimit).toBe(2147483647);
    expect(j.status?.failedIndexes).toBe('');
    let p = await pods('perindex');
    expect(
      p.every((x) => x.metadata?.annotations?.['batch.kubernetes.io/job-index-failure-count'] === '0'),
    ).toBe(true);
    sim.clock.advance(6_000);
    p = await pods('perindex');
    const failed = p.filter((x) => x.status?.phase === 'Failed');
    expect(failed.map((x) => x.status?.containerStatuses?.[0]?.state?.terminated?.exitCode)).toEqual([3, 3]);
    j = await job('perindex');
    expect(j.status?.completedIndexes).toBe('0,2');
    expect(j.status?.failedIndexes).toBe('');
    expect(j.status?.failed).toBe(2);
    // each failed index waits 10 s (its own backoff), then gets a pod with failure count 1
    expect(p.filter((x) => !['Succeeded', 'Failed'].includes(x.status?.phase ?? ''))).toHaveLength(0);
    sim.clock.advance(10_000);
    p = await pods('perindex');
    const retries = p.filter((x) => !['Succeeded', 'Failed'].includes(x.status?.phase ?? ''));
    expect(retries.map((x) => x.metadata?.annotations?.[INDEX]).sort()).toEqual(['1', '3']);
    expect(retries[0]!.metadata?.annotations?.['batch.kubernetes.io/job-index-failure-count']).toBe('1');
    sim.clock.advance(7_000);
    j = await job('perindex');
    expect(j.status?.failedIndexes).toBe('1,3');
    expect(j.status?.failed).toBe(4);
    expect(condition(j, 'FailureTarget')).toMatchObject({
      reason: 'FailedIndexes',
      message: 'Job has failed indexes',
    });
    expect(condition(j, 'Failed')).toMatchObject({ status: 'True', reason: 'FailedIndexes' });
  });

  it('stops at maxFailedIndexes with MaxFailedIndexesExceeded', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: indexed(
        'maxfailed',
        { completions: 6, parallelism: 3, backoffLimitPerIndex: 0, maxFailedIndexes: 1 },
        { annotations: { [ANNOTATIONS.failIndexes]: '0-1' } },
      ),
    });
    sim.clock.advance(6_000);
    const j = await job('maxfailed');
    expect(j.status?.failedIndexes).toBe('0,1');
    expect(condition(j, 'FailureTarget')).toMatchObject({
      reason: 'MaxFailedIndexesExceeded',
      message: 'Job has exceeded the specified maximal number of failed indexes',
    });
    sim.clock.advance(2_000);
    expect(condition(await job('maxfailed'), 'Failed')).toMatchObject({ reason: 'MaxFailedIndexesExceeded' });
  });

  it('applies podFailurePolicy: Ignore retries without counting, FailIndex fails the index, FailJob fails the job', async () => {
    const rules = [
      { action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } },
      { action: 'Ignore', onExitCodes: { operator: 'In', values: [7] } },
      { action: 'FailIndex', onExitCodes: { operator: 'In', values: [5] } },
    ];
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: indexed(
        'policy',
        { completions: 2, parallelism: 2, backoffLimitPerIndex: 3, podFailurePolicy: { rules } },
        { annotations: { [ANNOTATIONS.failIndexes]: '1', [ANNOTATIONS.failExitCode]: '5' } },
      ),
    });
    expect((await job('policy')).spec?.podReplacementPolicy).toBe('Failed');
    sim.clock.advance(6_000);
    let j = await job('policy');
    expect(j.status?.failedIndexes).toBe('1');
    expect(condition(j, 'Failed')).toMatchObject({ reason: 'FailedIndexes' });

    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: indexed(
        'ignored',
        { completions: 1, parallelism: 1, backoffLimitPerIndex: 0, podFailurePolicy: { rules } },
        { annotations: { [ANNOTATIONS.exitCode]: '7', [ANNOTATIONS.failAttempts]: '1' } },
      ),
    });
    sim.clock.advance(6_000);
    j = await job('ignored');
    expect(j.status?.failed).toBeUndefined();
    sim.clock.advance(10_000);
    const p = await pods('ignored');
    expect(p).toHaveLength(2);
    const retry = p.find((x) => x.status?.phase !== 'Failed')!;
    expect(retry.metadata?.annotations?.['batch.kubernetes.io/job-index-ignored-failure-count']).toBe('1');
    expect(retry.metadata?.annotations?.['batch.kubernetes.io/job-index-failure-count']).toBe('0');

    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: indexed(
        'failjob',
        {
          completions: 3,
          parallelism: 3,
          podFailurePolicy: { rules: rules.filter((r) => r.action !== 'FailIndex') },
        },
        { annotations: { [ANNOTATIONS.failIndexes]: '2', [ANNOTATIONS.failExitCode]: '42' } },
      ),
    });
    sim.clock.advance(6_000);
    j = await job('failjob');
    const failedPod = (await pods('failjob')).find((x) => x.status?.phase === 'Failed')!;
    expect(condition(j, 'FailureTarget')).toMatchObject({
      reason: 'PodFailurePolicy',
      message: `Container main for pod jobs/${failedPod.metadata?.name} failed with exit code 42 matching FailJob rule at index 0`,
    });
  });

  it('meets a successPolicy and completes with SuccessPolicy', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: indexed(
        'leader',
        { completions: 3, parallelism: 3, successPolicy: { rules: [{ succeededIndexes: '0' }] } },
        { command: ['sh', '-c', 'if [ "$JOB_COMPLETION_INDEX" = 0 ]; then sleep 2; else sleep 100; fi'] },
      ),
    });
    sim.clock.advance(1_000);
    await eventually(async () =>
      (await pods('leader')).every((p) => p.status?.containerStatuses?.[0]?.state?.running),
    );
    sim.clock.advance(2_000);
    const j = await job('leader');
    expect(condition(j, 'SuccessCriteriaMet')).toMatchObject({
      reason: 'SuccessPolicy',
      message: 'Matched rules at index 0',
    });
    sim.clock.advance(2_000);
    const done = await job('leader');
    expect(condition(done, 'Complete')).toMatchObject({
      reason: 'SuccessPolicy',
      message: 'Matched rules at index 0',
    });
    expect(done.status?.completedIndexes).toBe('0');
    expect(done.status?.failed).toBeUndefined();
  });

  it('refuses the Indexed fields where the API server does, in its words', async () => {
    const refuse = async (body: k8s.V1Job) => {
      const err = await c.batch.createNamespacedJob({ namespace: 'jobs', body }).catch((e) => e);
      expect(err.code).toBe(422);
      return JSON.parse(err.body).message as string;
    };
    const plain = jobManifest({ name: 'bad-plain' });
    plain.spec!.backoffLimitPerIndex = 1;
    expect(await refuse(plain)).toContain(
      'spec.backoffLimitPerIndex: Invalid value: 1: requires indexed completion mode',
    );
    const noCompletions = indexed('bad-indexed', {
      maxFailedIndexes: 1,
      completions: undefined,
      parallelism: 2,
    });
    const msg = await refuse(noCompletions);
    expect(msg).toContain('spec.backoffLimitPerIndex: Required value: when maxFailedIndexes is specified');
    expect(msg).toContain('spec.completions: Required value: when completion mode is Indexed');
    const failIndex = indexed('bad-policy', {
      completions: 2,
      podFailurePolicy: { rules: [{ action: 'FailIndex', onExitCodes: { operator: 'In', values: [1] } }] },
    });
    expect(await refuse(failIndex)).toContain(
      'spec.podFailurePolicy.rules[0].action: Invalid value: "FailIndex": requires the backoffLimitPerIndex to be set',
    );
  });
});

describe('ending chosen tasks through the control API', () => {
  let sim: KubeSim;
  afterAll(async () => {
    await sim?.stop();
  });

  it('ends the named indexes of a running Indexed Job with the exit code given; the Job controller counts them', async () => {
    sim = await startAlpha({}, { controlPort: 0 });
    const c = clientsFor(sim.cluster('alpha'));
    const m = jobManifest({ name: 'held', command: ['sh', '-c', 'sleep 3600'] });
    m.spec = {
      ...m.spec!,
      completionMode: 'Indexed',
      completions: 4,
      parallelism: 4,
      backoffLimitPerIndex: 0,
    };
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: m });
    sim.clock.advance(2_000);
    const finish = async (body: object) => {
      const res = await fetch(`${sim.controlUrl}/clusters/alpha/finish`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { ended?: number; error?: string } };
    };
    expect(await finish({ namespace: 'jobs', job: 'held', indexes: '1' })).toEqual({
      status: 200,
      body: { ended: 1 },
    });
    expect(await finish({ namespace: 'jobs', job: 'held', indexes: '2', exitCode: 4 })).toEqual({
      status: 200,
      body: { ended: 1 },
    });
    // Already ended: nothing more to end.
    expect((await finish({ namespace: 'jobs', job: 'held', indexes: '1-2' })).body).toEqual({ ended: 0 });
    expect((await finish({ namespace: 'jobs' })).status).toBe(400);
    const j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'held' });
    expect(j.status?.completedIndexes).toBe('1');
    expect(j.status?.failedIndexes).toBe('2');
    const pods = (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=held' }))
      .items;
    const byIndex = Object.fromEntries(
      pods.map((p) => [p.metadata?.annotations?.[INDEX], p.status?.containerStatuses?.[0]?.state]),
    );
    expect(byIndex['2']?.terminated?.exitCode).toBe(4);
    expect(byIndex['1']?.terminated?.exitCode).toBe(0);
    expect(byIndex['0']?.running).toBeDefined();
    expect(byIndex['3']?.running).toBeDefined();
  });
});
