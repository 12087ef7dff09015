import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe('secrets (image pull credentials)', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const dockerconfig = JSON.stringify({ auths: { 'registry.example.com': { auth: 'dXNlcjpwYXNz' } } });

  it('folds stringData into data, answers 409 to a second create, and accepts a replace', async () => {
    const body = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'pull', labels: { 'example.com/managed-by': 'kueue-batch' } },
      type: 'kubernetes.io/dockerconfigjson',
      stringData: { '.dockerconfigjson': dockerconfig },
    };
    const created = await c.core.createNamespacedSecret({ namespace: 'jobs', body });
    expect(created.stringData).toBeUndefined();
    expect(Buffer.from(created.data!['.dockerconfigjson']!, 'base64').toString()).toBe(dockerconfig);
    await expect(c.core.createNamespacedSecret({ namespace: 'jobs', body })).rejects.toMatchObject({
      code: 409,
    });
    const cur = await c.core.readNamespacedSecret({ namespace: 'jobs', name: 'pull' });
    const replaced = await c.core.replaceNamespacedSecret({
      namespace: 'jobs',
      name: 'pull',
      body: { ...cur, stringData: { '.dockerconfigjson': JSON.stringify({ auths: {} }) } },
    });
    expect(Buffer.from(replaced.data!['.dockerconfigjson']!, 'base64').toString()).toBe('{"auths":{}}');
    const changeType = c.core.replaceNamespacedSecret({
      namespace: 'jobs',
      name: 'pull',
      body: { ...replaced, type: 'Opaque' },
    });
    await expect(changeType).rejects.toMatchObject({ code: 422 });
  });

  it('refuses a docker config secret without its key, or with one that is not JSON (contents redacted)', async () => {
    const missing = await c.core
      .createNamespacedSecret({
        namespace: 'jobs',
        body: { metadata: { name: 'nokey' }, type: 'kubernetes.io/dockerconfigjson', data: {} },
      })
      .catch((e) => e);
    expect(missing.code).toBe(422);
    expect(JSON.parse(missing.body).message).toBe(
      'Secret "nokey" is invalid: data[.dockerconfigjson]: Required value',
    );
    const garbage = await c.core
      .createNamespacedSecret({
        namespace: 'jobs',
        body: {
          metadata: { name: 'garbage' },
          type: 'kubernetes.io/dockerconfigjson',
          stringData: { '.dockerconfigjson': 'not json at all' },
        },
      })
      .catch((e) => e);
    expect(garbage.code).toBe(422);
    const message = JSON.parse(garbage.body).message as string;
    expect(message).toContain('data[.dockerconfigjson]: Invalid value: "<secret contents redacted>"');
    expect(message).not.toContain('not json at all');
  });

  it('runs a job whose pods name the secret in imagePullSecrets', async () => {
    const job = jobManifest({ name: 'private', queue: 'team' });
    job.spec!.template.spec!.imagePullSecrets = [{ name: 'pull' }];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: job });
    sim.clock.advance(1_000);
    const pods = await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=private' });
    expect(pods.items[0]!.spec?.imagePullSecrets).toEqual([{ name: 'pull' }]);
    expect(pods.items[0]!.status?.phase).toBe('Running');
  });
});

describe('secretKeyRef env', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('a container naming a missing Secret waits in CreateContainerConfigError, then starts with its value', async () => {
    const m = jobManifest({ name: 'reads-key', queue: 'team', command: ['sh', '-c', 'echo "key=$API_KEY"'] });
    m.spec!.template.spec!.containers[0]!.env = [
      { name: 'API_KEY', valueFrom: { secretKeyRef: { name: 'reads-key-env', key: 'API_KEY' } } },
    ];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: m });
    const waiting = await eventually(async () => {
      sim.clock.advance(500);
      const pod = (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=reads-key' }))
        .items[0];
      const state = pod?.status?.containerStatuses?.[0]?.state?.waiting;
      return pod && state?.reason === 'CreateContainerConfigError' ? { pod, state } : undefined;
    });
    expect(waiting.state.message).toBe('secret "reads-key-env" not found');
    await c.core.createNamespacedSecret({
      namespace: 'jobs',
      body: { metadata: { name: 'reads-key-env' }, data: { OTHER: Buffer.from('x').toString('base64') } },
    });
    sim.clock.advance(2_000);
    const stillWaiting = await eventually(async () => {
      const pod = await c.core.readNamespacedPod({ namespace: 'jobs', name: waiting.pod.metadata!.name! });
      return pod.status?.containerStatuses?.[0]?.state?.waiting?.message?.includes("couldn't find key")
        ? pod
        : undefined;
    });
    expect(stillWaiting.status!.containerStatuses![0]!.state!.waiting!.message).toBe(
      "couldn't find key API_KEY in Secret jobs/reads-key-env",
    );
    await c.core.replaceNamespacedSecret({
      namespace: 'jobs',
      name: 'reads-key-env',
      body: {
        metadata: { name: 'reads-key-env' },
        data: { API_KEY: Buffer.from('s3cr3t').toString('base64') },
      },
    });
    const log = await eventually(async () => {
      sim.clock.advance(1_000);
      const text = await c.core
        .readNamespacedPodLog({ namespace: 'jobs', name: waiting.pod.metadata!.name! })
        .catch(() => '');
      return text.includes('key=') ? text : undefined;
    });
    expect(log).toBe('key=s3cr3t\n');
  });
});
