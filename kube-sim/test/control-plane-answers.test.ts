import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KubeSim, startAlpha } from './helpers.ts';
import { hasReference } from './reference-docs.ts';

/*
 * Answers the real control plane (Kubernetes v1.37, Kueue v0.17) gave where kube-sim differed (issue 39); each is a
 * step of test/fidelity/requests.yaml too.
 */

function raw(
  sim: KubeSim,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, any> }> {
  const c = sim.cluster('alpha');
  const u = new URL(c.url);
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        method,
        host: u.hostname,
        port: u.port,
        path,
        ca: c.caPem,
        headers: {
          authorization: `Bearer ${c.token}`,
          ...(data ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('answers the real control plane confirmed', () => {
  let sim: KubeSim;
  beforeAll(async () => {
    sim = await startAlpha();
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('a field selector Jobs do not support: 400 field label "spec.suspend" not supported for Job', async () => {
    const r = await raw(sim, 'GET', '/apis/batch/v1/namespaces/jobs/jobs?fieldSelector=spec.suspend%3Dtrue');
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('field label "spec.suspend" not supported for Job');
    expect(r.json.reason).toBe('BadRequest');
  });

  it('a pod log in a namespace that does not exist: 404 pods "NAME" not found', async () => {
    const r = await raw(sim, 'GET', '/api/v1/namespaces/fid-missing/pods/fid-pod/log');
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('pods "fid-pod" not found');
    expect(r.json.details).toMatchObject({ name: 'fid-pod', kind: 'pods' });
  });

  it.skipIf(!hasReference)(
    'an invalid ClusterQueue stopPolicy: the unsupported value, then the <nil> CEL cause (as v1.37.2 + Kueue v0.17.0 answer)',
    async () => {
      const r = await raw(sim, 'POST', '/apis/kueue.x-k8s.io/v1beta2/clusterqueues', {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'ClusterQueue',
        metadata: { name: 'fid-bad-cq' },
        spec: { stopPolicy: 'Sometimes', namespaceSelector: {}, resourceGroups: [] },
      });
      expect(r.status).toBe(422);
      expect(r.json.details.causes).toHaveLength(2);
      expect(r.json.details.causes[0]).toMatchObject({
        reason: 'FieldValueNotSupported',
        field: 'spec.stopPolicy',
      });
      expect(r.json.details.causes[1]).toMatchObject({ reason: 'FieldValueInvalid', field: '<nil>' });
    },
  );
});
