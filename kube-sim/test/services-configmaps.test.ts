import type * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandVars } from '../src/controllers/container-env.ts';
import { clientsFor, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe("Kubernetes' $(VAR) expansion", () => {
  it('expands defined variables, keeps undefined ones and unmatched parentheses, and reads $$ as $', () => {
    const vars = (n: string) => ({ A: 'x', B: '$(A)' })[n];
    expect(expandVars('$(A)-$(B)-$(C)', vars)).toBe('x-$(A)-$(C)');
    expect(expandVars('$$(A) $$$(A) $A $ $(A', vars)).toBe('$(A) $x $A $ $(A');
  });
});

describe('Services, ConfigMaps and what a container sees', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const owner = (j: k8s.V1Job): k8s.V1OwnerReference => ({
    apiVersion: 'batch/v1',
    kind: 'Job',
    name: j.metadata!.name!,
    uid: j.metadata!.uid!,
    controller: true,
    blockOwnerDeletion: true,
  });

  it('serves headless and ClusterIP Services with API-server defaults', async () => {
    const headless = await c.core.createNamespacedService({
      namespace: 'jobs',
      body: { metadata: { name: 'gang' }, spec: { clusterIP: 'None', selector: { 'job-name': 'gang' } } },
    });
    expect(headless.spec).toMatchObject({
      clusterIP: 'None',
      clusterIPs: ['None'],
      type: 'ClusterIP',
      sessionAffinity: 'None',
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
    });
    const web = await c.core.createNamespacedService({
      namespace: 'jobs',
      body: { metadata: { name: 'web' }, spec: { ports: [{ port: 80 }] } },
    });
    expect(web.spec?.clusterIP).toMatch(/^10\.96\.\d+\.\d+$/);
    expect(web.spec?.ports?.[0]).toMatchObject({ port: 80, protocol: 'TCP', targetPort: 80 });
    await expect(
      c.core.createNamespacedService({
        namespace: 'jobs',
        body: { metadata: { name: 'noports' }, spec: {} },
      }),
    ).rejects.toMatchObject({ code: 422 });
    const list = await c.core.listNamespacedService({ namespace: 'jobs' });
    expect(list.items.map((s) => s.metadata?.name).sort()).toEqual(['gang', 'web']);
    await c.core.deleteNamespacedService({ namespace: 'jobs', name: 'web' });
    await expect(c.core.readNamespacedService({ namespace: 'jobs', name: 'web' })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('checks ConfigMaps as the API server does: keys, a key in both maps, 1 MiB, immutable', async () => {
    const refuse = async (body: k8s.V1ConfigMap) => {
      const err = await c.core.createNamespacedConfigMap({ namespace: 'jobs', body }).catch((e) => e);
      expect(err.code).toBe(422);
      return JSON.parse(err.body).message as string;
    };
    expect(await refuse({ metadata: { name: 'badkey' }, data: { 'a b': '1' } })).toContain(
      'data[a b]: Invalid value',
    );
    expect(
      await refuse({
        metadata: { name: 'both' },
        data: { k: '1' },
        binaryData: { k: Buffer.from('x').toString('base64') },
      }),
    ).toContain('data[k]: Invalid value: "k": duplicate of key present in binaryData');
    expect(await refuse({ metadata: { name: 'huge' }, data: { k: 'x'.repeat(1024 * 1024 + 1) } })).toContain(
      'must have at most 1048576 bytes',
    );
    await c.core.createNamespacedConfigMap({
      namespace: 'jobs',
      body: { metadata: { name: 'frozen' }, data: { a: '1' }, immutable: true },
    });
    const frozen = await c.core.readNamespacedConfigMap({ namespace: 'jobs', name: 'frozen' });
    frozen.data = { a: '2' };
    const err = await c.core
      .replaceNamespacedConfigMap({ namespace: 'jobs', name: 'frozen', body: frozen })
      .catch((e) => e);
    expect(JSON.parse(err.body).message).toContain(
      'data: Forbidden: field is immutable when `immutable` is set',
    );
    expect(err.code).toBe(422);
  });

  it('deletes the Services and ConfigMaps a Job owns with the Job', async () => {
    const j = await c.batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'owner' }) });
    await c.core.createNamespacedService({
      namespace: 'jobs',
      body: { metadata: { name: 'owner', ownerReferences: [owner(j)] }, spec: { clusterIP: 'None' } },
    });
    await c.core.createNamespacedConfigMap({
      namespace: 'jobs',
      body: { metadata: { name: 'owner-params', ownerReferences: [owner(j)] }, data: { a: '1' } },
    });
    await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'owner', propagationPolicy: 'Background' });
    await expect(c.core.readNamespacedService({ namespace: 'jobs', name: 'owner' })).rejects.toMatchObject({
      code: 404,
    });
    await expect(
      c.core.readNamespacedConfigMap({ namespace: 'jobs', name: 'owner-params' }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('gives a container downward-API and ConfigMap env, $(VAR)-expanded args and ConfigMap volume files', async () => {
    await c.core.createNamespacedConfigMap({
      namespace: 'jobs',
      body: {
        metadata: { name: 'params' },
        data: { '0.json': '{"lr":0.1}', '1.json': '{"lr":0.2}', mode: 'fast' },
      },
    });
    const m = jobManifest({
      name: 'seeing',
      command: ['sh', '-c'],
    });
    m.spec!.completionMode = 'Indexed';
    m.spec!.completions = 2;
    m.spec!.parallelism = 2;
    const ctr = m.spec!.template.spec!.containers[0]!;
    ctr.args = [
      `echo "task $(TASK) of $(COUNT) on $HOSTNAME mode=$MODE" '$$(TASK) $(MISSING)' "$LABEL"; cat /params/$(TASK).json; cat /one/p.json`,
    ];
    ctr.env = [
      {
        name: 'TASK',
        valueFrom: {
          fieldRef: { fieldPath: "metadata.annotations['batch.kubernetes.io/job-completion-index']" },
        },
      },
      { name: 'COUNT', value: '2' },
      { name: 'LABEL', value: 'task-$(TASK)/$(COUNT)' },
      { name: 'MODE', valueFrom: { configMapKeyRef: { name: 'params', key: 'mode' } } },
    ];
    ctr.volumeMounts = [
      { name: 'params', mountPath: '/params' },
      { name: 'one', mountPath: '/one' },
    ];
    m.spec!.template.spec!.volumes = [
      { name: 'params', configMap: { name: 'params' } },
      { name: 'one', configMap: { name: 'params', items: [{ key: '1.json', path: 'p.json' }] } },
    ];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: m });
    const pods = await eventually(async () => {
      const items = (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=seeing' }))
        .items;
      return items.length === 2 ? items : undefined;
    });
    sim.clock.advance(1_000);
    const logs = await Promise.all(
      pods.map((p) =>
        eventually(async () => {
          const t = await c.core
            .readNamespacedPodLog({ namespace: 'jobs', name: p.metadata!.name! })
            .catch(() => '');
          return t.includes('}{') ? t : undefined;
        }),
      ),
    );
    const byIndex = Object.fromEntries(
      pods.map((p, i) => [p.metadata!.annotations!['batch.kubernetes.io/job-completion-index'], logs[i]]),
    );
    expect(byIndex['1']).toBe(
      'task 1 of 2 on seeing-1 mode=fast $(TASK) $(MISSING) task-1/2\n{"lr":0.2}{"lr":0.2}\n',
    );
    expect(byIndex['0']).toMatch(/^task 0 of 2 on seeing-0 .*\n\{"lr":0.1\}\{"lr":0.2\}/);
  });

  it('keeps a pod ContainerCreating until its ConfigMap volume exists (created after the Job), then mounts it', async () => {
    const m = jobManifest({ name: 'early', command: ['sh', '-c', 'cat /late/a.json'] });
    const ctr = m.spec!.template.spec!.containers[0]!;
    ctr.volumeMounts = [{ name: 'late', mountPath: '/late' }];
    m.spec!.template.spec!.volumes = [{ name: 'late', configMap: { name: 'late-params' } }];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: m });
    const pod = await eventually(async () => {
      const items = (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=early' }))
        .items;
      return items[0]?.status?.containerStatuses ? items[0] : undefined;
    });
    sim.clock.advance(3_000);
    const waiting = await c.core.readNamespacedPod({ namespace: 'jobs', name: pod.metadata!.name! });
    expect(waiting.status?.phase).toBe('Pending');
    expect(waiting.status?.containerStatuses?.[0]?.state?.waiting?.reason).toBe('ContainerCreating');
    await c.core.createNamespacedConfigMap({
      namespace: 'jobs',
      body: { metadata: { name: 'late-params' }, data: { 'a.json': '{"a":1}' } },
    });
    const log = await eventually(async () => {
      sim.clock.advance(1_000);
      const t = await c.core
        .readNamespacedPodLog({ namespace: 'jobs', name: pod.metadata!.name! })
        .catch(() => '');
      return t.includes('}') ? t : undefined;
    });
    expect(log).toBe('{"a":1}\n');
  });
});
