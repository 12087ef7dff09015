import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

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
