import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startKubeSim } from '../src/index.ts';
import { clientsFor, type KubeSim, startAlpha, timeoutOptions } from './helpers.ts';

const CQ = { group: 'kueue.x-k8s.io', version: 'v1beta2', plural: 'clusterqueues' };

describe('faults', () => {
  let sim: KubeSim | undefined;
  afterEach(async () => {
    await sim?.stop();
    sim = undefined;
  });

  it('adds latency to every response: a caller with a shorter timeout gives up, a patient one is answered', async () => {
    sim = await startAlpha({ latencyMs: 0 });
    const c = sim.cluster('alpha');
    const { core } = clientsFor(c);
    await core.listNamespace();
    await c.faults.set({ latencyMs: 60_000 });
    await expect(core.listNamespace({}, timeoutOptions(300))).rejects.toThrow(/abort|timeout/i);
    await c.faults.set({ latencyMs: 50 });
    await expect(core.listNamespace({}, timeoutOptions(15_000))).resolves.toBeTruthy();
    await c.faults.clear();
    expect(c.faults.current.latencyMs).toBeUndefined();
    await expect(core.listNamespace({}, timeoutOptions(15_000))).resolves.toBeTruthy();
  });

  it('hangs: accepts the connection and never answers; the client times out; stop() is still prompt', async () => {
    sim = await startAlpha();
    const c = sim.cluster('alpha');
    await c.faults.set({ hang: true });
    const { core } = clientsFor(c);
    await expect(core.listNamespace({}, timeoutOptions(300))).rejects.toThrow(/abort|timeout/i);
    // a raw TCP connection is accepted
    const sock = net.connect(c.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      sock.once('connect', () => resolve());
      sock.once('error', reject);
    });
    const pending = core.listNamespace(); // never answered
    const closed = new Promise<void>((resolve) => sock.once('close', () => resolve()));
    // stop() does not wait for the hanging requests: it cuts them, and the waiting client sees an error
    await sim.stop();
    sim = undefined;
    await expect(pending).rejects.toThrow();
    await closed;
    sock.destroy();
  });

  it('refuses connections fast, and serves again on the same port when cleared', async () => {
    sim = await startAlpha();
    const c = sim.cluster('alpha');
    const port = c.port;
    const { core } = clientsFor(c);
    await c.faults.set({ refuse: true });
    const err = await core.listNamespace().catch((e) => e);
    expect(String(err?.cause?.code ?? err?.code ?? err)).toMatch(/ECONNREFUSED|ECONNRESET|fetch failed/);
    await c.faults.clear();
    expect(c.port).toBe(port);
    await expect(core.listNamespace()).resolves.toBeTruthy();
  });

  it('answers a share of requests with 5xx Status objects', async () => {
    sim = await startAlpha();
    const c = sim.cluster('alpha');
    const { core } = clientsFor(c);
    await c.faults.set({ errorRate: 1 });
    const err = await core.listNamespace().catch((e) => e);
    expect(err.code).toBe(500);
    expect(JSON.parse(err.body)).toMatchObject({ kind: 'Status', reason: 'InternalError', code: 500 });
    await c.faults.set({ errorRate: 1, errorCode: 503 });
    const e503 = await core.listNamespace().catch((e) => e);
    expect(e503.code).toBe(503);
    expect(JSON.parse(e503.body).reason).toBe('ServiceUnavailable');
    await c.faults.set({ errorRate: 0 });
    await expect(core.listNamespace()).resolves.toBeTruthy();
  });

  it('answers 401 as if the token had been rotated', async () => {
    sim = await startAlpha();
    const c = sim.cluster('alpha');
    const { core } = clientsFor(c);
    await c.faults.set({ unauthorized: true });
    const err = await core.listNamespace().catch((e) => e);
    expect(err.code).toBe(401);
    await c.faults.set({ unauthorized: false });
    await expect(core.listNamespace()).resolves.toBeTruthy();
  });

  it('hides the ClusterQueue (404) or serves it malformed', async () => {
    sim = await startAlpha();
    const c = sim.cluster('alpha');
    const { custom } = clientsFor(c);
    await c.faults.set({ clusterQueueMissing: true });
    const err = await custom.getClusterCustomObject({ ...CQ, name: 'team' }).catch((e) => e);
    expect(err.code).toBe(404);
    expect(JSON.parse(err.body).message).toBe('clusterqueues.kueue.x-k8s.io "team" not found');
    expect(((await custom.listClusterCustomObject(CQ)) as { items: unknown[] }).items).toEqual([]);
    await c.faults.set({ clusterQueueMissing: false, clusterQueueMalformed: true });
    const bad = (await custom.getClusterCustomObject({ ...CQ, name: 'team' })) as Record<string, any>;
    expect(bad.spec.resourceGroups[0].flavors[0].resources[0].nominalQuota).toBe('not-a-quantity');
    await c.faults.set({ clusterQueueMalformed: 'noResourceGroups' });
    const none = (await custom.getClusterCustomObject({ ...CQ, name: 'team' })) as Record<string, any>;
    expect(none.spec.resourceGroups).toBeUndefined();
    await c.faults.clear();
    const good = (await custom.getClusterCustomObject({ ...CQ, name: 'team' })) as Record<string, any>;
    expect(good.spec.resourceGroups[0].flavors[0].resources[0].nominalQuota).toBe('16');
  });

  it('answers 403 Forbidden for the resources named', async () => {
    sim = await startAlpha();
    const c = sim.cluster('alpha');
    const { custom, core } = clientsFor(c);
    await c.faults.set({ forbidden: ['clusterqueues'] });
    const err = await custom.getClusterCustomObject({ ...CQ, name: 'team' }).catch((e) => e);
    expect(err.code).toBe(403);
    expect(JSON.parse(err.body).message).toMatch(
      /^clusterqueues\.kueue\.x-k8s\.io "team" is forbidden: User ".+" cannot get resource "clusterqueues" in API group "kueue\.x-k8s\.io" at the cluster scope$/,
    );
    await expect(core.listNamespace()).resolves.toBeTruthy();
  });

  it('takes faults from the configuration and through the HTTP control API', async () => {
    sim = await startKubeSim({
      clock: { speed: 0 },
      controlPort: 0,
      clusters: [{ name: 'alpha', faults: { unauthorized: true } }],
    });
    const c = sim.cluster('alpha');
    const { core } = clientsFor(c);
    expect((await core.listNamespace().catch((e) => e)).code).toBe(401);
    const base = sim.controlUrl!;
    const r = await fetch(`${base}/clusters/alpha/faults`, { method: 'DELETE' });
    expect(await r.json()).toEqual({});
    await expect(core.listNamespace()).resolves.toBeTruthy();
    const p = await fetch(`${base}/clusters/alpha/faults`, {
      method: 'PATCH',
      body: JSON.stringify({ errorRate: 1 }),
    });
    expect(await p.json()).toEqual({ errorRate: 1 });
    expect((await core.listNamespace().catch((e) => e)).code).toBe(500);
    const bad = await fetch(`${base}/clusters/alpha/faults`, {
      method: 'PATCH',
      body: JSON.stringify({ explode: true }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${base}/clusters/alpha/faults`, { method: 'DELETE' });
    const rot = (await (await fetch(`${base}/clusters/alpha/rotate-token`, { method: 'POST' })).json()) as {
      token: string;
    };
    expect(rot.token).toBe(c.token);
    expect((await core.listNamespace().catch((e) => e)).code).toBe(401);
    const t0 = sim.clock.now();
    await fetch(`${base}/clock/advance`, { method: 'POST', body: JSON.stringify({ seconds: 30 }) });
    expect(sim.clock.now() - t0).toBe(30_000);
    const overview = (await (await fetch(`${base}/clusters`)).json()) as { name: string; url: string }[];
    expect(overview[0]).toMatchObject({ name: 'alpha', url: c.url });
  });

  it('rejects unknown faults', async () => {
    sim = await startAlpha();
    await expect(sim.cluster('alpha').faults.set({ nonsense: true } as never)).rejects.toThrow(
      /unknown fault/,
    );
  });
});
