import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configProblems, type KubeSim, startKubeSim } from '../src/index.ts';

/** ServiceAccounts with RBAC rules: what they are granted answers, what not 403 with the API server's wording. */
describe('ServiceAccounts with RBAC rules', () => {
  let sim: KubeSim;
  beforeAll(async () => {
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          name: 'alpha',
          namespaces: ['work', 'other'],
          clusterQueues: [{ name: 'team', flavors: [{ name: 'small', cpu: '4', memory: '8Gi' }] }],
          localQueues: [
            { namespace: 'work', name: 'lq', clusterQueue: 'team' },
            { namespace: 'other', name: 'lq', clusterQueue: 'team' },
          ],
          serviceAccounts: [
            {
              namespace: 'work',
              name: 'product',
              rules: [
                { apiGroups: ['batch'], resources: ['jobs'], verbs: ['get', 'list'] },
                { apiGroups: [''], resources: ['pods'], verbs: ['get'] },
                {
                  apiGroups: ['visibility.kueue.x-k8s.io'],
                  resources: ['localqueues/pendingworkloads'],
                  verbs: ['get'],
                },
              ],
              clusterRules: [
                {
                  apiGroups: ['kueue.x-k8s.io'],
                  resources: ['clusterqueues'],
                  verbs: ['get'],
                  resourceNames: ['team'],
                },
              ],
            },
          ],
        },
      ],
    });
  });
  afterAll(async () => {
    await sim.stop();
  });

  function get(path: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
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
            headers: { Authorization: `Bearer ${token}` },
          },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        )
        .on('error', reject);
    });
  }

  it('grants what the Role allows in its namespace and the ClusterRole cluster-wide, by resource name too', async () => {
    const token = sim.cluster('alpha').serviceAccountToken('work', 'product');
    expect((await get('/apis/batch/v1/namespaces/work/jobs', token)).status).toBe(200);
    expect((await get('/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team', token)).status).toBe(200);
    expect(
      (
        await get(
          '/apis/visibility.kueue.x-k8s.io/v1beta2/namespaces/work/localqueues/lq/pendingworkloads',
          token,
        )
      ).status,
    ).toBe(200);
    expect((await get('/apis', token)).status).toBe(200);
  });

  it('answers 403 as RBAC does for what is not granted', async () => {
    const token = sim.cluster('alpha').serviceAccountToken('work', 'product');
    const user = 'system:serviceaccount:work:product';
    const other = await get('/apis/batch/v1/namespaces/other/jobs', token);
    expect(other).toEqual({
      status: 403,
      body: {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: `jobs.batch is forbidden: User "${user}" cannot list resource "jobs" in API group "batch" in the namespace "other"`,
        reason: 'Forbidden',
        details: { group: 'batch', kind: 'jobs' },
        code: 403,
      },
    });
    expect((await get('/api/v1/namespaces/work/pods/p1/log', token)).body).toMatchObject({
      message: `pods "p1" is forbidden: User "${user}" cannot get resource "pods/log" in API group "" in the namespace "work"`,
      details: { name: 'p1', kind: 'pods' },
    });
    expect((await get('/apis/kueue.x-k8s.io/v1beta2/clusterqueues', token)).body.message).toBe(
      `clusterqueues.kueue.x-k8s.io is forbidden: User "${user}" cannot list resource "clusterqueues" in API group "kueue.x-k8s.io" at the cluster scope`,
    );
    expect(
      (
        await get(
          '/apis/visibility.kueue.x-k8s.io/v1beta2/namespaces/other/localqueues/lq/pendingworkloads',
          token,
        )
      ).body.message,
    ).toBe(
      `localqueues.visibility.kueue.x-k8s.io "lq" is forbidden: User "${user}" cannot get resource "localqueues/pendingworkloads" in API group "visibility.kueue.x-k8s.io" in the namespace "other"`,
    );
    // The cluster's own token is still allowed everything; an unknown token is 401.
    expect((await get('/apis/batch/v1/namespaces/other/jobs', sim.cluster('alpha').token)).status).toBe(200);
    expect((await get('/apis/batch/v1/namespaces/work/jobs', 'nobody')).status).toBe(401);
  });

  it('lists configuration problems of serviceAccounts', () => {
    expect(
      configProblems({
        clusters: [{ name: 'a', serviceAccounts: [{ name: 'x', rules: [{ verbs: ['get'] }] }] }],
      }),
    ).toEqual([
      'clusters[0].serviceAccounts[0].namespace is required',
      'clusters[0].serviceAccounts[0].rules[0].apiGroups must be a list of strings',
      'clusters[0].serviceAccounts[0].rules[0].resources must be a list of strings',
    ]);
  });
});
