import fs from 'node:fs';
import path from 'node:path';
import type * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, condition, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

function podWithClaim(
  name: string,
  claimName: string,
  script: string,
  mount: Partial<k8s.V1VolumeMount> = {},
  claim: Partial<k8s.V1PersistentVolumeClaimVolumeSource> = {},
): k8s.V1Pod {
  return {
    metadata: { name },
    spec: {
      restartPolicy: 'Never',
      volumes: [{ name: 'data', persistentVolumeClaim: { claimName, ...claim } }],
      containers: [
        {
          name: 'main',
          image: 'busybox:1.36',
          command: ['sh', '-c', script],
          volumeMounts: [{ name: 'data', mountPath: '/data', ...mount }],
        },
      ],
    },
  };
}

// kube-scheduler v1.37's words (the preemption PostFilter's verdict on a PreFilter rejection is "not found")
const unschedulable = (problem: string) => `0/1 nodes are available: ${problem}. not found`;

describe('pods with PersistentVolumeClaim volumes', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha({ volumes: [{ name: 'results', namespace: 'jobs', volumeName: 'results-pv' }] });
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const read = (name: string) => c.core.readNamespacedPod({ namespace: 'jobs', name });
  const logOf = (name: string) =>
    eventually(async () => {
      sim.clock.advance(1_000);
      const p = await read(name);
      if (p.status?.phase !== 'Succeeded' && p.status?.phase !== 'Failed') return undefined;
      return c.core.readNamespacedPodLog({ namespace: 'jobs', name });
    });

  it('keeps a pod whose claim does not exist Pending with the scheduler message, and runs it once the claim is bound', async () => {
    await c.core.createNamespacedPod({
      namespace: 'jobs',
      body: podWithClaim('early', 'later', 'cat /data/in.txt'),
    });
    const pod = await read('early');
    expect(pod.status?.phase).toBe('Pending');
    expect(pod.spec?.nodeName).toBeUndefined();
    expect(condition(pod, 'PodScheduled')).toMatchObject({
      status: 'False',
      reason: 'Unschedulable',
      message: unschedulable('persistentvolumeclaim "later" not found'),
    });
    const events = await c.core.listNamespacedEvent({
      namespace: 'jobs',
      fieldSelector: 'involvedObject.name=early,reason=FailedScheduling',
    });
    expect(events.items.map((e) => [e.type, e.message])).toEqual([
      ['Warning', unschedulable('persistentvolumeclaim "later" not found')],
    ]);
    sim.clock.advance(5_000);
    expect((await read('early')).status?.phase).toBe('Pending');

    const { volume } = sim.cluster('alpha').addVolume({ name: 'later', namespace: 'jobs' });
    fs.writeFileSync(
      path.join(sim.cluster('alpha').volumeDir(volume!.metadata.name), 'in.txt'),
      'the dataset\n',
    );
    expect(await logOf('early')).toBe('the dataset\n');
    const ran = await read('early');
    expect(ran.status?.phase).toBe('Succeeded');
    expect(condition(ran, 'PodScheduled')?.status).toBe('True');
    expect(ran.spec?.nodeName).toBe('kube-sim-node-1');
  });

  it('keeps a pod whose claim is not bound Pending with the unbound-claims message', async () => {
    sim.cluster('alpha').addVolume({ name: 'unbound', namespace: 'jobs', bound: false });
    await c.core.createNamespacedPod({ namespace: 'jobs', body: podWithClaim('stuck', 'unbound', 'true') });
    sim.clock.advance(3_000);
    const pod = await read('stuck');
    expect(pod.status?.phase).toBe('Pending');
    expect(condition(pod, 'PodScheduled')?.message).toBe(
      unschedulable('pod has unbound immediate PersistentVolumeClaims'),
    );
  });

  it('shares one directory per volume: what one pod writes, the next reads; the host sees it', async () => {
    await c.core.createNamespacedPod({
      namespace: 'jobs',
      body: podWithClaim(
        'writer',
        'results',
        'mkdir -p /data/run1 && for i in 1 2 3; do echo "step $i" >> /data/run1/log.txt; done; echo wrote',
      ),
    });
    expect(await logOf('writer')).toBe('wrote\n');
    // A pod that finished does not use its claim any more.
    const results = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'results' });
    expect(condition(results, 'Unused')?.status).toBe('True');
    const dir = sim.cluster('alpha').volumeDir('results-pv');
    expect(fs.readFileSync(path.join(dir, 'run1', 'log.txt'), 'utf8')).toBe('step 1\nstep 2\nstep 3\n');
    await c.core.createNamespacedPod({
      namespace: 'jobs',
      body: podWithClaim('reader', 'results', 'wc -l < /data/log.txt; ls /data', { subPath: 'run1' }),
    });
    expect(await logOf('reader')).toBe('3\nlog.txt\n');
  });

  it('refuses writes through a read-only mount, from the mount or from the claim source', async () => {
    for (const [name, mount, claim] of [
      ['ro-mount', { readOnly: true }, {}],
      ['ro-claim', {}, { readOnly: true }],
    ] as const) {
      await c.core.createNamespacedPod({
        namespace: 'jobs',
        body: podWithClaim(
          name,
          'results',
          'cat /data/run1/log.txt | head -1; echo no > /data/forbidden.txt; echo "rc=$?"',
          mount,
          claim,
        ),
      });
      // stdout and stderr of the same moment: the simulator keeps stdout first
      expect((await logOf(name)).split('\n').sort()).toEqual([
        '',
        'bash: /data/forbidden.txt: Read-only file system',
        'rc=1',
        'step 1',
      ]);
    }
    expect(fs.existsSync(path.join(sim.cluster('alpha').volumeDir('results-pv'), 'forbidden.txt'))).toBe(
      false,
    );
  });

  it('keeps a claim in use Terminating until its pod is gone (pvc-protection), with its Unused condition', async () => {
    sim.cluster('alpha').addVolume({ name: 'inuse', namespace: 'jobs' });
    const unused = async () =>
      condition(
        await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'inuse' }),
        'Unused',
      );
    expect(await unused()).toMatchObject({
      status: 'True',
      reason: 'NoPodsUsingPVC',
      message: 'No pods are currently referencing this PVC',
    });
    await c.core.createNamespacedPod({
      namespace: 'jobs',
      body: podWithClaim('holder', 'inuse', 'sleep 3600'),
    });
    expect(await unused()).toMatchObject({
      status: 'False',
      reason: 'PodUsingPVC',
      message: 'A pod is currently referencing this PVC',
    });
    sim.clock.advance(2_000);
    await c.core.deleteNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'inuse' });
    const claim = await c.core.readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'inuse' });
    expect(claim.metadata?.deletionTimestamp).toBeDefined();
    expect(claim.metadata?.finalizers).toEqual(['kubernetes.io/pvc-protection']);
    await c.core.deleteNamespacedPod({ namespace: 'jobs', name: 'holder', gracePeriodSeconds: 0 });
    await eventually(async () => {
      sim.clock.advance(1_000);
      return c.core
        .readNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'inuse' })
        .then(() => false)
        .catch((e) => e.code === 404);
    });
    expect((await c.core.readPersistentVolume({ name: 'jobs-inuse' })).status?.phase).toBe('Released');
  });

  it('a new pod naming a claim being deleted is not scheduled', async () => {
    sim.cluster('alpha').addVolume({ name: 'going', namespace: 'jobs' });
    await c.core.createNamespacedPod({
      namespace: 'jobs',
      body: podWithClaim('keeper', 'going', 'sleep 3600'),
    });
    await c.core.deleteNamespacedPersistentVolumeClaim({ namespace: 'jobs', name: 'going' });
    await c.core.createNamespacedPod({ namespace: 'jobs', body: podWithClaim('late', 'going', 'true') });
    expect(condition(await read('late'), 'PodScheduled')?.message).toBe(
      unschedulable('persistentvolumeclaim "going" is being deleted'),
    );
  });
});

describe("a job's Secret, read through secretKeyRef and collected with the job", () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('gives the container the value and deletes the Secret when its owning Job goes', async () => {
    const m = jobManifest({ name: 'keyed', queue: 'team', command: ['sh', '-c', 'echo "len=${#API_KEY}"'] });
    m.spec!.template.spec!.containers[0]!.env = [
      { name: 'API_KEY', valueFrom: { secretKeyRef: { name: 'keyed-1', key: 'API_KEY' } } },
    ];
    const job = await c.batch.createNamespacedJob({ namespace: 'jobs', body: m });
    await c.core.createNamespacedSecret({
      namespace: 'jobs',
      body: {
        metadata: {
          name: 'keyed-1',
          ownerReferences: [
            {
              apiVersion: 'batch/v1',
              kind: 'Job',
              name: 'keyed',
              uid: job.metadata!.uid!,
              blockOwnerDeletion: true,
            },
          ],
        },
        stringData: { API_KEY: 'abcdef' },
      },
    });
    const log = await eventually(async () => {
      sim.clock.advance(1_000);
      const pod = (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=keyed' }))
        .items[0];
      if (pod?.status?.phase !== 'Succeeded') return undefined;
      return c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod.metadata!.name! });
    });
    expect(log).toBe('len=6\n');
    await c.batch.deleteNamespacedJob({ namespace: 'jobs', name: 'keyed', propagationPolicy: 'Background' });
    await eventually(async () => {
      sim.clock.advance(1_000);
      return c.core
        .readNamespacedSecret({ namespace: 'jobs', name: 'keyed-1' })
        .then(() => false)
        .catch((e) => e.code === 404);
    });
    // A Secret owned by nothing that went away stays.
    await c.core.createNamespacedSecret({
      namespace: 'jobs',
      body: { metadata: { name: 'free' }, stringData: { a: 'b' } },
    });
    sim.clock.advance(5_000);
    expect((await c.core.readNamespacedSecret({ namespace: 'jobs', name: 'free' })).metadata?.name).toBe(
      'free',
    );
  });
});
