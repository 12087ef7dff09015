import https from 'node:https';
import type * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type KubeSim, startAlpha } from './helpers.ts';
import { hasReference } from './reference-docs.ts';

const pv = (name: string, o: Partial<k8s.V1PersistentVolumeSpec> = {}): k8s.V1PersistentVolume => ({
  apiVersion: 'v1',
  kind: 'PersistentVolume',
  metadata: { name },
  spec: {
    capacity: { storage: '10Gi' },
    accessModes: ['ReadWriteMany'],
    hostPath: { path: `/data/${name}` },
    ...o,
  },
});

const pvc = (
  name: string,
  o: Partial<k8s.V1PersistentVolumeClaimSpec> = {},
): k8s.V1PersistentVolumeClaim => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name },
  spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '5Gi' } }, ...o },
});

describe('PersistentVolumes, claims and the binder', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('creates a volume Pending with the API defaults and the protection finalizer; the binder makes it Available', async () => {
    const created = await c.core.createPersistentVolume({ body: pv('spare', { storageClassName: 'slow' }) });
    expect(created.status?.phase).toBe('Pending');
    expect(created.status?.lastPhaseTransitionTime).toBeDefined();
    expect(created.spec).toMatchObject({
      persistentVolumeReclaimPolicy: 'Retain',
      volumeMode: 'Filesystem',
      hostPath: { path: '/data/spare', type: '' },
    });
    expect(created.metadata?.finalizers).toEqual(['kubernetes.io/pv-protection']);
    expect(created.metadata?.namespace).toBeUndefined();
    const read = await c.core.readPersistentVolume({ name: 'spare' });
    expect(read.status?.phase).toBe('Available');
  });

  it('binds a claim to the smallest matching volume of its class and access modes', async () => {
    await c.core.createPersistentVolume({ body: pv('big', { capacity: { storage: '100Gi' } }) });
    await c.core.createPersistentVolume({ body: pv('small', { capacity: { storage: '8Gi' } }) });
    await c.core.createPersistentVolume({ body: pv('tiny', { capacity: { storage: '1Gi' } }) });
    await c.core.createPersistentVolume({
      body: pv('rwo', { capacity: { storage: '6Gi' }, accessModes: ['ReadWriteOnce'] }),
    });
    const made = await c.core.createNamespacedPersistentVolumeClaim({ namespace: 'jobs', body: pvc('data') });
    expect(made.status?.phase).toBe('Pending');
    expect(made.metadata?.finalizers).toEqual(['kubernetes.io/pvc-protection']);
    const claim = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'data' });
    expect(claim.spec?.volumeName).toBe('small');
    expect(claim.status).toMatchObject({
      phase: 'Bound',
      accessModes: ['ReadWriteMany'],
      capacity: { storage: '8Gi' },
    });
    expect(claim.metadata?.annotations).toMatchObject({
      'pv.kubernetes.io/bind-completed': 'yes',
      'pv.kubernetes.io/bound-by-controller': 'yes',
    });
    const vol = await c.core.readPersistentVolume({ name: 'small' });
    expect(vol.status?.phase).toBe('Bound');
    expect(vol.spec?.claimRef).toMatchObject({
      kind: 'PersistentVolumeClaim',
      namespace: 'jobs',
      name: 'data',
      uid: claim.metadata?.uid,
      apiVersion: 'v1',
    });
    expect(vol.metadata?.annotations?.['pv.kubernetes.io/bound-by-controller']).toBe('yes');
    // The slow-class volume was never a candidate, nor the bigger one.
    expect((await c.core.readPersistentVolume({ name: 'spare' })).status?.phase).toBe('Available');
    expect((await c.core.readPersistentVolume({ name: 'big' })).status?.phase).toBe('Available');
  });

  it('binds a claim that names its volume, without marking the claim bound by the controller', async () => {
    await c.core.createPersistentVolume({ body: pv('named', { capacity: { storage: '200Gi' } }) });
    await c.core.createNamespacedPersistentVolumeClaim({
      namespace: 'jobs',
      body: pvc('pinned', { volumeName: 'named' }),
    });
    const claim = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'pinned' });
    expect(claim.status?.phase).toBe('Bound');
    expect(claim.status?.capacity).toEqual({ storage: '200Gi' });
    expect(claim.metadata?.annotations).toEqual({ 'pv.kubernetes.io/bind-completed': 'yes' });
    expect((await c.core.readPersistentVolume({ name: 'named' })).spec?.claimRef?.name).toBe('pinned');
  });

  it('keeps a claim nothing matches Pending, with the controller event', async () => {
    await c.core.createNamespacedPersistentVolumeClaim({
      namespace: 'jobs',
      body: pvc('huge', { resources: { requests: { storage: '1Ti' } } }),
    });
    await c.core.createNamespacedPersistentVolumeClaim({
      namespace: 'jobs',
      body: pvc('fast', { storageClassName: 'fast' }),
    });
    const huge = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'huge' });
    expect(huge.status?.phase).toBe('Pending');
    expect(huge.spec?.volumeName).toBeUndefined();
    const events = await c.core.listNamespacedEvent({
      namespace: 'jobs',
      fieldSelector: 'involvedObject.kind=PersistentVolumeClaim',
    });
    const about = (n: string) => events.items.filter((e) => e.involvedObject.name === n);
    expect(about('huge').map((e) => [e.type, e.reason, e.message])).toEqual([
      [
        'Normal',
        'FailedBinding',
        'no persistent volumes available for this claim and no storage class is set',
      ],
    ]);
    expect(about('fast').map((e) => [e.type, e.reason, e.message])).toEqual([
      ['Warning', 'ProvisioningFailed', 'storageclass.storage.k8s.io "fast" not found'],
    ]);
    expect(about('huge')[0]?.source?.component).toBe('persistentvolume-controller');
  });

  it('binds a Pending claim as soon as a volume that fits appears', async () => {
    await c.core.createNamespacedPersistentVolumeClaim({
      namespace: 'jobs',
      body: pvc('later', { storageClassName: 'later', accessModes: ['ReadOnlyMany'] }),
    });
    await c.core.createPersistentVolume({
      body: pv('arrives', { storageClassName: 'later', accessModes: ['ReadOnlyMany', 'ReadWriteOnce'] }),
    });
    const claim = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'later' });
    expect(claim.status?.phase).toBe('Bound');
    expect(claim.status?.accessModes).toEqual(['ReadOnlyMany', 'ReadWriteOnce']);
  });

  it('releases a volume whose claim is deleted (Retain) and lets both go', async () => {
    await c.core.createPersistentVolume({ body: pv('gone', { storageClassName: 'gone' }) });
    await c.core.createNamespacedPersistentVolumeClaim({
      namespace: 'jobs',
      body: pvc('gone', { storageClassName: 'gone' }),
    });
    await c.core.deleteNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'gone' });
    await expect(
      c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'gone' }),
    ).rejects.toMatchObject({
      code: 404,
    });
    const released = await c.core.readPersistentVolume({ name: 'gone' });
    expect(released.status?.phase).toBe('Released');
    expect(released.spec?.claimRef?.name).toBe('gone');
    await c.core.deletePersistentVolume({ name: 'gone' });
    await expect(c.core.readPersistentVolume({ name: 'gone' })).rejects.toMatchObject({ code: 404 });
  });

  it('answers a list of volumes and claims with the field selectors of any kind', async () => {
    const pvs = await c.core.listPersistentVolume({ fieldSelector: 'metadata.name=small' });
    expect(pvs.items.map((v) => v.metadata?.name)).toEqual(['small']);
    const claims = await c.core.listPersistentVolumeClaimForAllNamespaces();
    expect(claims.items.map((x) => x.metadata?.name)).toContain('data');
  });

  it('refuses invalid volumes and claims, and a claim spec change, with the API server messages', async () => {
    await expect(
      c.core.createPersistentVolume({
        body: {
          metadata: { name: 'bad' },
          spec: { accessModes: ['ReadWriteMany'], hostPath: { path: '/x' } },
        },
      }),
    ).rejects.toMatchObject({ code: 422, body: expect.stringContaining('spec.capacity: Required value') });
    await expect(
      c.core.createPersistentVolume({
        body: {
          metadata: { name: 'nosource' },
          spec: { accessModes: ['ReadWriteOnce'], capacity: { storage: '1Gi' } },
        },
      }),
    ).rejects.toMatchObject({ code: 422, body: expect.stringContaining('must specify a volume type') });
    await expect(
      c.core.createNamespacedPersistentVolumeClaim({
        namespace: 'jobs',
        body: { metadata: { name: 'nomodes' }, spec: { resources: { requests: { storage: '1Gi' } } } },
      }),
    ).rejects.toMatchObject({
      code: 422,
      body: expect.stringContaining('spec.accessModes: Required value: at least 1 access mode is required'),
    });
    await expect(
      c.core.patchNamespacedPersistentVolumeClaim({
        namespace: 'jobs',
        name: 'huge',
        body: [{ op: 'replace', path: '/spec/accessModes', value: ['ReadWriteOnce'] }],
      }),
    ).rejects.toMatchObject({ code: 422, body: expect.stringContaining('spec is immutable after creation') });
  });

  it.skipIf(!hasReference)(
    'rejects a field of the wrong type through the reference OpenAPI schema',
    async () => {
      const cluster = sim.cluster('alpha');
      const body = JSON.stringify({
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: { name: 'typed' },
        spec: { accessModes: 'ReadWriteOnce', resources: { requests: { storage: '1Gi' } } },
      });
      const u = new URL(`${cluster.url}/api/v1/namespaces/jobs/persistentvolumeclaims`);
      const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = https.request(
          {
            method: 'POST',
            host: u.hostname,
            port: u.port,
            path: u.pathname,
            ca: cluster.caPem,
            timeout: 10_000,
            headers: { Authorization: `Bearer ${cluster.token}`, 'Content-Type': 'application/json' },
          },
          (r) => {
            let text = '';
            r.on('data', (d) => (text += d));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain('PersistentVolumeClaim in version');
    },
  );
});

describe('data volumes for tests: configuration, SimCluster.addVolume and the control API', () => {
  let sim: KubeSim;
  beforeAll(async () => {
    sim = await startAlpha(
      { volumes: [{ name: 'datasets', namespace: 'work', capacity: '50Gi' }] },
      { controlPort: 0 },
    );
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('seeds a bound static volume and claim from the configuration, creating the namespace', async () => {
    const c = clientsFor(sim.cluster('alpha'));
    const claim = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'work', name: 'datasets' });
    expect(claim.status).toMatchObject({ phase: 'Bound', capacity: { storage: '50Gi' } });
    expect(claim.spec?.volumeName).toBe('work-datasets');
    const vol = await c.core.readPersistentVolume({ name: 'work-datasets' });
    expect(vol.status?.phase).toBe('Bound');
    // Reserved by its claimRef, as an administrator pre-binds a volume: not marked as the controller's binding.
    expect(vol.metadata?.annotations?.['pv.kubernetes.io/bound-by-controller']).toBeUndefined();
  });

  it('adds volumes at run time, bound or Pending', () => {
    const cluster = sim.cluster('alpha');
    const { volume, claim } = cluster.addVolume({
      name: 'results',
      namespace: 'jobs',
      accessModes: ['ReadWriteOnce'],
    });
    expect(volume?.status?.phase).toBe('Bound');
    expect(claim.status?.phase).toBe('Bound');
    const pending = cluster.addVolume({ name: 'nowhere', namespace: 'jobs', bound: false });
    expect(pending.volume).toBeUndefined();
    expect(pending.claim.status?.phase).toBe('Pending');
    expect(() => cluster.addVolume({ name: 'lost', namespace: 'nowhere' })).toThrow(
      'cluster alpha: namespace "nowhere" not found',
    );
    expect(cluster.getObject('persistentvolumes', undefined, 'nowhere-lost')).toBeUndefined();
  });

  it('adds a volume and any object through the control API', async () => {
    const res = await fetch(`${sim.controlUrl}/clusters/alpha/volumes`, {
      method: 'POST',
      body: JSON.stringify({ name: 'shared', namespace: 'jobs', volumeName: 'shared-pv' }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { claim: k8s.V1PersistentVolumeClaim; volume: k8s.V1PersistentVolume };
    expect(body.claim.status?.phase).toBe('Bound');
    expect(body.volume.metadata?.name).toBe('shared-pv');
    const bad = await fetch(`${sim.controlUrl}/clusters/alpha/volumes`, {
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('volume[0].namespace is required');
    const obj = await fetch(`${sim.controlUrl}/clusters/alpha/objects`, {
      method: 'POST',
      body: JSON.stringify({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'k', namespace: 'jobs' },
        stringData: { a: 'b' },
      }),
    });
    expect(obj.status).toBe(201);
    expect(((await obj.json()) as k8s.V1Secret).data).toEqual({ a: Buffer.from('b').toString('base64') });
  });
});

describe('RBAC for volumes and claims', () => {
  let sim: KubeSim;
  beforeAll(async () => {
    sim = await startAlpha({
      namespaces: ['jobs', 'work'],
      volumes: [
        { name: 'datasets', namespace: 'work' },
        { name: 'datasets', namespace: 'jobs', volumeName: 'jobs-datasets' },
      ],
      serviceAccounts: [
        {
          namespace: 'work',
          name: 'product',
          // as deploy/kubernetes/rbac.yaml grants it: reading a claim by name in its namespace, nothing else
          rules: [{ apiGroups: [''], resources: ['persistentvolumeclaims'], verbs: ['get'] }],
        },
        {
          namespace: 'work',
          name: 'storage-admin',
          clusterRules: [{ apiGroups: [''], resources: ['persistentvolumes'], verbs: ['get', 'list'] }],
        },
      ],
    });
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('lets a Role read a claim in its namespace only, with no other verb, and no volume', async () => {
    const c = clientsFor(sim.cluster('alpha').serviceAccountKubeconfig('work', 'product'));
    const claim = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'work', name: 'datasets' });
    expect(claim.status?.phase).toBe('Bound');
    const user = 'system:serviceaccount:work:product';
    await expect(
      c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'datasets' }),
    ).rejects.toMatchObject({
      code: 403,
      body: expect.stringContaining(
        `persistentvolumeclaims \\"datasets\\" is forbidden: User \\"${user}\\" cannot get resource \\"persistentvolumeclaims\\" in API group \\"\\" in the namespace \\"jobs\\"`,
      ),
    });
    await expect(c.core.listNamespacedPersistentVolumeClaim({ namespace: 'work' })).rejects.toMatchObject({
      code: 403,
    });
    await expect(
      c.core.deleteNamespacedPersistentVolumeClaim({ namespace: 'work', name: 'datasets' }),
    ).rejects.toMatchObject({ code: 403 });
    await expect(
      c.core.patchNamespacedPersistentVolumeClaimStatus({
        namespace: 'work',
        name: 'datasets',
        body: [{ op: 'replace', path: '/status/phase', value: 'Lost' }],
      }),
    ).rejects.toMatchObject({ code: 403 });
    await expect(c.core.readPersistentVolume({ name: 'work-datasets' })).rejects.toMatchObject({
      code: 403,
      body: expect.stringContaining(
        `cannot get resource \\"persistentvolumes\\" in API group \\"\\" at the cluster scope`,
      ),
    });
  });

  it('lets a ClusterRole read cluster-scoped volumes, not write them nor read claims', async () => {
    const c = clientsFor(sim.cluster('alpha').serviceAccountKubeconfig('work', 'storage-admin'));
    const list = await c.core.listPersistentVolume();
    expect(list.items.map((v) => v.metadata?.name).sort()).toEqual(['jobs-datasets', 'work-datasets']);
    await expect(c.core.deletePersistentVolume({ name: 'work-datasets' })).rejects.toMatchObject({
      code: 403,
    });
    await expect(
      c.core.readNamespacedPersistentVolumeClaim({ namespace: 'work', name: 'datasets' }),
    ).rejects.toMatchObject({ code: 403 });
  });

  it("binds the real control plane's seed volume (scripts/real-cluster/seed.mjs) the same way", async () => {
    // @ts-expect-error plain .mjs module of the harness, no types
    const seed = await import('../../scripts/real-cluster/seed.mjs');
    const other = await startAlpha({ namespaces: ['work'], objects: seed.STORAGE });
    try {
      const claim = other.cluster('alpha').getObject('persistentvolumeclaims', 'work', seed.DATASETS_CLAIM);
      expect(claim?.status).toMatchObject({ phase: 'Bound', capacity: { storage: '50Gi' } });
      expect(claim?.spec?.volumeName).toBe(seed.DATASETS_VOLUME);
    } finally {
      await other.stop();
    }
  });
});
