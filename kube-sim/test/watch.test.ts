import * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

interface Seen {
  type: string;
  obj: {
    metadata?: { name?: string; resourceVersion?: string; annotations?: Record<string, string> };
    code?: number;
    reason?: string;
  };
}

function startWatch(
  kc: k8s.KubeConfig,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
) {
  const events: Seen[] = [];
  let doneErr: unknown = 'open';
  const w = new k8s.Watch(kc);
  const ctl = w.watch(
    path,
    query,
    (type, obj) => events.push({ type, obj }),
    (err) => {
      doneErr = err ?? null;
    },
  );
  return {
    events,
    get done() {
      return doneErr !== 'open';
    },
    get error() {
      return doneErr;
    },
    async stop() {
      (await ctl).abort();
    },
  };
}

describe('watch', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha({ bookmarkIntervalMs: 100 });
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('streams ADDED, MODIFIED and DELETED with increasing resourceVersions', async () => {
    const list = await c.batch.listNamespacedJob({ namespace: 'jobs' });
    const w = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', {
      resourceVersion: list.metadata!.resourceVersion,
    });
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'w1' }) });
    await eventually(() => w.events.some((e) => e.type === 'MODIFIED'));
    await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'w1', propagationPolicy: 'Background' });
    await eventually(() => w.events.some((e) => e.type === 'DELETED'));
    expect(w.events[0]).toMatchObject({ type: 'ADDED', obj: { metadata: { name: 'w1' } } });
    const rvs = w.events.map((e) => Number(e.obj.metadata?.resourceVersion));
    expect(rvs).toEqual([...rvs].sort((a, b) => a - b));
    expect(new Set(rvs).size).toBe(rvs.length);
    await w.stop();
  });

  it('starts with synthetic ADDED events when no resourceVersion is given, and filters by label', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'la', labels: { app: 'x' } }),
    });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'lb', labels: { app: 'y' } }),
    });
    const w = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', { labelSelector: 'app=x' });
    await eventually(() => w.events.length > 0);
    expect(w.events.map((e) => [e.type, e.obj.metadata?.name])).toEqual([['ADDED', 'la']]);
    await c.batch.patchNamespacedJob(
      { namespace: 'jobs', name: 'lb', body: { metadata: { labels: { app: 'x' } } } },
      k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
    );
    await eventually(() => w.events.some((e) => e.obj.metadata?.name === 'lb'));
    expect(w.events.find((e) => e.obj.metadata?.name === 'lb')?.type).toBe('ADDED');
    await c.batch.patchNamespacedJob(
      { namespace: 'jobs', name: 'la', body: { metadata: { labels: { app: 'z' } } } },
      k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
    );
    await eventually(() => w.events.some((e) => e.type === 'DELETED' && e.obj.metadata?.name === 'la'));
    await w.stop();
  });

  it('resumes from a resourceVersion and replays what happened in between', async () => {
    const list = await c.batch.listNamespacedJob({ namespace: 'jobs' });
    const rv = list.metadata!.resourceVersion!;
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'missed' }) });
    const w = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', { resourceVersion: rv });
    await eventually(() => w.events.some((e) => e.obj.metadata?.name === 'missed' && e.type === 'ADDED'));
    await w.stop();
  });

  it('answers a too old resourceVersion with an ERROR event carrying 410 Expired', async () => {
    const list = await c.batch.listNamespacedJob({ namespace: 'jobs' });
    const rv = list.metadata!.resourceVersion!;
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'after-rv' }) });
    sim.cluster('alpha').compact();
    const w = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', { resourceVersion: rv });
    await eventually(() => w.done);
    expect(w.events).toHaveLength(1);
    expect(w.events[0]).toMatchObject({ type: 'ERROR', obj: { code: 410, reason: 'Expired' } });
    expect((w.events[0]!.obj as { message?: string }).message).toMatch(
      /^too old resource version: \d+ \(\d+\)$/,
    );
    // relisting gives a version that can be watched again
    const fresh = await c.batch.listNamespacedJob({ namespace: 'jobs' });
    const again = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', {
      resourceVersion: fresh.metadata!.resourceVersion,
    });
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'after-relist' }) });
    await eventually(() => again.events.some((e) => e.obj.metadata?.name === 'after-relist'));
    expect(again.events.some((e) => e.type === 'ERROR')).toBe(false);
    await again.stop();
  });

  it('sends BOOKMARK events when asked', async () => {
    const w = startWatch(c.kc, '/api/v1/namespaces/jobs/pods', {
      allowWatchBookmarks: true,
      resourceVersion: '0',
    });
    await eventually(() => w.events.some((e) => e.type === 'BOOKMARK'));
    const b = w.events.find((e) => e.type === 'BOOKMARK')!;
    expect(Number(b.obj.metadata?.resourceVersion)).toBeGreaterThan(0);
    await w.stop();
  });

  it('supports sendInitialEvents with an initial-events-end bookmark', async () => {
    const w = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', {
      sendInitialEvents: true,
      allowWatchBookmarks: true,
      resourceVersionMatch: 'NotOlderThan',
    });
    await eventually(() => w.events.some((e) => e.type === 'BOOKMARK'));
    const end = w.events.find((e) => e.type === 'BOOKMARK')!;
    expect(end.obj.metadata?.annotations?.['k8s.io/initial-events-end']).toBe('true');
    expect(w.events.slice(0, w.events.indexOf(end)).every((e) => e.type === 'ADDED')).toBe(true);
    await w.stop();
  });

  it('ends the stream at timeoutSeconds', async () => {
    const w = startWatch(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', { timeoutSeconds: 1 });
    await eventually(() => w.done, 3000);
    expect(w.error).toBeNull();
  });

  it('watches Kueue objects too, in either served version', async () => {
    const w = startWatch(c.kc, '/apis/kueue.x-k8s.io/v1beta1/clusterqueues', {});
    await eventually(() => w.events.length > 0);
    expect(w.events[0]).toMatchObject({ type: 'ADDED', obj: { metadata: { name: 'team' } } });
    expect((w.events[0]!.obj as { apiVersion?: string }).apiVersion).toBe('kueue.x-k8s.io/v1beta1');
    await w.stop();
  });

  it('works with client-node informers (list + watch)', async () => {
    const informer = k8s.makeInformer(c.kc, '/apis/batch/v1/namespaces/jobs/jobs', () =>
      c.batch.listNamespacedJob({ namespace: 'jobs' }),
    );
    const added: string[] = [];
    informer.on('add', (j) => added.push(j.metadata!.name!));
    await informer.start();
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'informed' }) });
    await eventually(() => added.includes('informed'));
    await informer.stop();
  });
});
