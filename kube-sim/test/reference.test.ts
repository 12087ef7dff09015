import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReference, referenceDir } from '../src/reference.ts';
import { clientsFor, jobManifest, type KubeSim, startAlpha } from './helpers.ts';
import { hasReference } from './reference-docs.ts';

function get(sim: KubeSim, path: string): Promise<{ status: number; body: any }> {
  const c = sim.cluster('alpha');
  const u = new URL(c.url);
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: u.hostname,
          port: u.port,
          path,
          ca: c.caPem,
          headers: { Authorization: `Bearer ${c.token}` },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('reference documents', () => {
  it.skipIf(!hasReference)(
    'are found next to the repository (or through KUBE_SIM_REFERENCE_DIR) and read at run time',
    () => {
      expect(referenceDir()).toBeTruthy();
      expect(loadReference().loaded).toEqual(
        expect.arrayContaining([
          'kubernetes-openapi-v3/apis__batch__v1_openapi.json',
          'kueue/kueue.x-k8s.io_workloads.yaml',
        ]),
      );
    },
  );
});

describe('without the reference folder', () => {
  let sim: KubeSim;
  const saved = process.env.KUBE_SIM_REFERENCE_DIR;
  beforeAll(async () => {
    process.env.KUBE_SIM_REFERENCE_DIR = '/nonexistent/kube-sim-reference';
    sim = await startAlpha();
  });
  afterAll(async () => {
    await sim.stop();
    if (saved === undefined) delete process.env.KUBE_SIM_REFERENCE_DIR;
    else process.env.KUBE_SIM_REFERENCE_DIR = saved;
  });

  it('still serves OpenAPI v3 documents that tell kubectl fieldValidation is supported', async () => {
    const root = await get(sim, '/openapi/v3');
    expect(Object.keys(root.body.paths)).toEqual(
      expect.arrayContaining(['api/v1', 'apis/batch/v1', 'apis/kueue.x-k8s.io/v1beta2']),
    );
    const batch = await get(sim, root.body.paths['apis/batch/v1'].serverRelativeURL);
    const patch = batch.body.paths['/apis/batch/v1/namespaces/{namespace}/jobs/{name}'].patch;
    expect(patch['x-kubernetes-group-version-kind']).toEqual({ group: 'batch', version: 'v1', kind: 'Job' });
    expect(patch.parameters.map((p: { name: string }) => p.name)).toContain('fieldValidation');
  });

  it('still validates semantics (422) and runs jobs', async () => {
    const { batch } = clientsFor(sim.cluster('alpha'));
    const bad = jobManifest({ name: 'noimage' });
    delete bad.spec!.template.spec!.containers[0]!.image;
    await expect(batch.createNamespacedJob({ namespace: 'jobs', body: bad })).rejects.toMatchObject({
      code: 422,
    });
    await expect(
      batch.createNamespacedJob({ namespace: 'jobs', body: jobManifest({ name: 'fine', queue: 'team' }) }),
    ).resolves.toBeTruthy();
  });
});
