import https from 'node:https';
import type * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKubeSim } from '../src/index.ts';
import { clientsFor, jobManifest, type KubeSim, startAlpha, timeoutOptions } from './helpers.ts';
import { hasReference } from './reference-docs.ts';

function rawGet(
  sim: KubeSim,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const c = sim.cluster('alpha');
  const u = new URL(c.url);
  return new Promise((resolve, reject) => {
    https
      .get({ host: u.hostname, port: u.port, path, ca: c.caPem, headers }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

function apiError(err: unknown): {
  code: number;
  status: Record<string, any>;
  headers: Record<string, string>;
} {
  const e = err as k8s.ApiException<string>;
  return {
    code: e.code,
    status: typeof e.body === 'string' ? JSON.parse(e.body) : (e.body as Record<string, any>),
    headers: e.headers,
  };
}

async function expectStatus(p: Promise<unknown>): Promise<ReturnType<typeof apiError>> {
  try {
    await p;
  } catch (err) {
    return apiError(err);
  }
  throw new Error('expected the call to fail');
}

describe('wire level: TLS, tokens, discovery, Status errors', () => {
  let sim: KubeSim;
  beforeAll(async () => {
    sim = await startAlpha();
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('serves HTTPS with a fresh CA that the kubeconfig carries, and a bearer token', async () => {
    const c = sim.cluster('alpha');
    expect(c.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(c.kubeconfig).toContain('certificate-authority-data');
    expect(c.kubeconfig).not.toContain('insecure-skip-tls-verify');
    const { core } = clientsFor(c);
    const list = await core.listNamespace();
    expect(list.items.map((n) => n.metadata?.name)).toContain('jobs');
  });

  it('rejects a client that does not trust the CA', async () => {
    const c = sim.cluster('alpha');
    const u = new URL(c.url);
    const err = await new Promise<Error>((resolve) => {
      https
        .get({ host: u.hostname, port: u.port, path: '/version' }, () =>
          resolve(new Error('unexpected success')),
        )
        .on('error', resolve);
    });
    expect(err.message).toMatch(/self-signed|unable to verify|certificate/i);
  });

  it('answers 401 Unauthorized to a wrong token and 403 to anonymous resource requests', async () => {
    const bad = await rawGet(sim, '/api/v1/namespaces', { Authorization: 'Bearer nope' });
    expect(bad.status).toBe(401);
    expect(JSON.parse(bad.body)).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'Unauthorized',
      code: 401,
    });
    const anon = await rawGet(sim, '/api/v1/namespaces');
    expect(anon.status).toBe(403);
    expect(JSON.parse(anon.body)).toMatchObject({ reason: 'Forbidden', code: 403 });
    const version = await rawGet(sim, '/version');
    expect(version.status).toBe(200);
    expect(JSON.parse(version.body)).toMatchObject({
      major: '1',
      gitVersion: expect.stringMatching(/^v1\./),
    });
  });

  it('rotating the token makes the old kubeconfig fail with 401 and the new one work', async () => {
    const c = sim.cluster('alpha');
    const old = clientsFor(c);
    const oldToken = c.token;
    const token = c.rotateToken();
    expect(token).not.toBe(oldToken);
    const e = await expectStatus(old.core.listNamespace());
    expect(e.code).toBe(401);
    const fresh = clientsFor(c);
    await expect(fresh.core.listNamespace()).resolves.toBeTruthy();
  });

  it('serves discovery: /api, /api/v1, /apis, group versions of batch and both Kueue versions', async () => {
    const auth = { Authorization: `Bearer ${sim.cluster('alpha').token}` };
    const api = JSON.parse((await rawGet(sim, '/api', auth)).body);
    expect(api).toMatchObject({ kind: 'APIVersions', versions: ['v1'] });
    const v1 = JSON.parse((await rawGet(sim, '/api/v1', auth)).body);
    expect(v1.resources.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['pods', 'pods/log', 'namespaces']),
    );
    const apis = JSON.parse((await rawGet(sim, '/apis', auth)).body);
    const kueue = apis.groups.find((g: { name: string }) => g.name === 'kueue.x-k8s.io');
    expect(kueue.versions.map((v: { version: string }) => v.version)).toEqual(['v1beta2', 'v1beta1']);
    expect(kueue.preferredVersion.version).toBe('v1beta2');
    const b2 = JSON.parse((await rawGet(sim, '/apis/kueue.x-k8s.io/v1beta2', auth)).body);
    expect(b2.resources.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining([
        'clusterqueues',
        'clusterqueues/status',
        'localqueues',
        'resourceflavors',
        'workloads',
      ]),
    );
    const batch = JSON.parse((await rawGet(sim, '/apis/batch/v1', auth)).body);
    expect(batch.resources.find((r: { name: string }) => r.name === 'jobs')).toMatchObject({
      kind: 'Job',
      namespaced: true,
    });
    const agg = await rawGet(sim, '/apis', {
      ...auth,
      Accept: 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json',
    });
    expect(agg.headers['content-type']).toContain('as=APIGroupDiscoveryList');
    expect(JSON.parse(agg.body).kind).toBe('APIGroupDiscoveryList');
    const missing = await rawGet(sim, '/apis/nope.example.com/v1', auth);
    expect(missing.status).toBe(404);
  });

  it('answers errors as Status objects: 404, 409 AlreadyExists, 409 Conflict, 422 Invalid with causes', async () => {
    const { batch } = clientsFor(sim.cluster('alpha'));
    const nf = await expectStatus(batch.readNamespacedJob({ namespace: 'jobs', name: 'missing' }));
    expect(nf.status).toMatchObject({
      kind: 'Status',
      code: 404,
      reason: 'NotFound',
      message: 'jobs.batch "missing" not found',
      details: { name: 'missing', group: 'batch', kind: 'jobs' },
    });

    const nsMissing = await expectStatus(
      batch.createNamespacedJob({ namespace: 'nowhere', body: jobManifest({ name: 'x' }) }),
    );
    expect(nsMissing.status).toMatchObject({ code: 404, message: 'namespaces "nowhere" not found' });

    await batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'dup' }) });
    const dup = await expectStatus(
      batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'dup' }) }),
    );
    expect(dup.status).toMatchObject({
      code: 409,
      reason: 'AlreadyExists',
      message: 'jobs.batch "dup" already exists',
    });

    const cur = await batch.readNamespacedJob({ namespace: 'jobs', name: 'dup' });
    const stale = { ...cur, metadata: { ...cur.metadata, resourceVersion: '1', labels: { a: 'b' } } };
    const conflict = await expectStatus(
      batch.replaceNamespacedJob({ namespace: 'jobs', name: 'dup', body: stale }),
    );
    expect(conflict.status).toMatchObject({ code: 409, reason: 'Conflict' });
    expect(conflict.status.message).toContain('the object has been modified');

    const bad = jobManifest({ name: 'noimage' });
    delete bad.spec!.template.spec!.containers[0]!.image;
    const inv = await expectStatus(batch.createNamespacedJob({ namespace: 'jobs', body: bad }));
    expect(inv.status).toMatchObject({
      code: 422,
      reason: 'Invalid',
      details: { name: 'noimage', group: 'batch', kind: 'Job' },
    });
    expect(inv.status.message).toBe(
      'Job.batch "noimage" is invalid: spec.template.spec.containers[0].image: Required value',
    );
    expect(inv.status.details.causes).toEqual([
      {
        reason: 'FieldValueRequired',
        message: 'Required value',
        field: 'spec.template.spec.containers[0].image',
      },
    ]);

    const always = jobManifest({ name: 'always' });
    (always.spec!.template.spec as { restartPolicy?: string }).restartPolicy = 'Always';
    const inv2 = await expectStatus(batch.createNamespacedJob({ namespace: 'jobs', body: always }));
    // batch validation: Always (also what an empty policy defaults to) is "Required" (k8s v1.37 ValidateJobSpec).
    expect(inv2.status.message).toContain(
      'spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"',
    );
  });

  it.skipIf(!hasReference)('answers 422 Invalid for a Kueue CRD schema violation', async () => {
    const { custom } = clientsFor(sim.cluster('alpha'));
    const cqBad = await expectStatus(
      custom.createClusterCustomObject({
        group: 'kueue.x-k8s.io',
        version: 'v1beta2',
        plural: 'clusterqueues',
        body: {
          apiVersion: 'kueue.x-k8s.io/v1beta2',
          kind: 'ClusterQueue',
          metadata: { name: 'bad' },
          spec: { stopPolicy: 'Sometimes' },
        },
      }),
    );
    expect(cqBad.code).toBe(422);
    expect(cqBad.status.message).toContain('spec.stopPolicy: Unsupported value: "Sometimes"');
  });

  it.skipIf(!hasReference)(
    'rejects unknown fields under fieldValidation=Strict and warns otherwise',
    async () => {
      const auth = {
        Authorization: `Bearer ${sim.cluster('alpha').token}`,
        'Content-Type': 'application/json',
      };
      const c = sim.cluster('alpha');
      const u = new URL(c.url);
      const post = (query: string, body: unknown) =>
        new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
          const req = https.request(
            {
              host: u.hostname,
              port: u.port,
              method: 'POST',
              path: `/apis/batch/v1/namespaces/jobs/jobs${query}`,
              ca: c.caPem,
              headers: auth,
            },
            (res) => {
              let text = '';
              res.on('data', (d) => (text += d));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
            },
          );
          req.on('error', reject);
          req.end(JSON.stringify(body));
        });
      const withExtra = (name: string) => {
        const j = jobManifest({ name }) as unknown as { spec: Record<string, unknown> };
        j.spec.bogus = 1;
        return j;
      };
      const strict = await post('?fieldValidation=Strict', withExtra('strict'));
      expect(strict.status).toBe(400);
      expect(JSON.parse(strict.body).message).toBe('strict decoding error: unknown field "spec.bogus"');
      const warn = await post('', withExtra('warned'));
      expect(warn.status).toBe(201);
      expect(String(warn.headers.warning)).toContain('unknown field \\"spec.bogus\\"');
      expect(JSON.parse(warn.body).spec.bogus).toBeUndefined();
      const typeErr = await post('', {
        ...jobManifest({ name: 'typed' }),
        spec: { ...jobManifest({ name: 'typed' }).spec, parallelism: 'two' },
      });
      expect(typeErr.status).toBe(400);
      expect(JSON.parse(typeErr.body).message).toMatch(
        /^Job in version "v1" cannot be handled as a Job: json: cannot unmarshal string/,
      );
    },
  );

  it('lets a per-call abort signal time a request out (client-node middleware)', async () => {
    const c = sim.cluster('alpha');
    await c.faults.set({ latencyMs: 60_000 });
    const { core } = clientsFor(c);
    await expect(core.listNamespace({}, timeoutOptions(200))).rejects.toThrow(/abort|timeout/i);
    await c.faults.clear();
  });
});

describe('an older Kueue', () => {
  it('serves only kueue.x-k8s.io/v1beta1 when configured so', async () => {
    const sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          name: 'old',
          kueueVersions: ['v1beta1'],
          clusterQueues: [{ name: 'team', cohort: 'all', flavors: [{ name: 'f', cpu: 2, memory: '2Gi' }] }],
        },
      ],
    });
    try {
      const { custom } = clientsFor(sim.cluster('old'));
      const cq = (await custom.getClusterCustomObject({
        group: 'kueue.x-k8s.io',
        version: 'v1beta1',
        plural: 'clusterqueues',
        name: 'team',
      })) as Record<string, any>;
      expect(cq.apiVersion).toBe('kueue.x-k8s.io/v1beta1');
      expect(cq.spec.cohort).toBe('all');
      expect(cq.spec.cohortName).toBeUndefined();
      await expect(
        custom.getClusterCustomObject({
          group: 'kueue.x-k8s.io',
          version: 'v1beta2',
          plural: 'clusterqueues',
          name: 'team',
        }),
      ).rejects.toMatchObject({ code: 404 });
    } finally {
      await sim.stop();
    }
  });
});
