import type { SimCluster } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNameFor } from '../../src/kube/jobs.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import { parseCpuMillis, parseMemoryBytes } from '../../src/kube/quantity.ts';
import { batchJob } from '../../src/kube/workloads/batch-job.ts';
import { checkRequestAgainstLimits, readClusterLimits } from '../../src/services/limits.ts';
import { type ClusterPeer, type Obj, peerKind, startClusterPeer } from '../helpers/cluster-peer.ts';
import { createTestRegistry, rowFor } from '../helpers/clusters.ts';

// Our fit rule against Kueue's admission (ARCHITECTURE §15): for random requests (cpu, memory, GPUs, pinned flavor
// or not), the product's fitsRequest — checkRequestAgainstLimits on the limits it reads from the `gpu` ClusterQueue
// — is true exactly when Kueue admits the Job the product would create, on an empty queue. On this run's cluster
// peer (helpers/cluster-peer.ts): real Kueue with REAL_CLUSTER=1, kube-sim's otherwise.
// To run a few hundred in reasonable time, each request goes to one of CLONES ClusterQueues whose spec is `gpu`'s,
// copied verbatim (no cohort, so they share nothing), each empty when the request arrives. Called from
// peer/cluster-facing.test.ts after its suite, so the two never load the control plane at once (a limits read under that load
// can time out and fall back).

const GPU = 'nvidia.com/gpu';
const COUNT = Number(process.env.REAL_FIT_REQUESTS || 240);
const CLONES = 8;

/** A small deterministic PRNG (mulberry32), so a disagreement reproduces from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Req {
  cpu: string;
  memory: string;
  gpus: number;
  flavor: string | null;
  /** Pods admitted together (ARCHITECTURE §19): 1, or an array's parallelism / a gang's count. */
  pods: number;
  gang: boolean;
}

function randomRequest(r: () => number): Req {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  // Around the quotas (64 cpu, 512Gi, 4 GPUs per flavor) and far from them.
  const cpu = pick([
    () => pick(['100m', '500m', '1', '2', '8', '32']),
    () => pick(['63', '64', '64500m', '65', '63999m', '64001m']),
    () => String(Math.floor(r() * 80) + 1),
    () => `${Math.floor(r() * 70_000) + 1}m`,
  ])();
  const memory = pick([
    () => pick(['64Mi', '1Gi', '32Gi', '256Gi']),
    () => pick(['511Gi', '512Gi', '513Gi', '524288Mi', '524289Mi', '549755813888', '549755813889']),
    () => `${Math.floor(r() * 600) + 1}Gi`,
  ])();
  const gpus = pick([0, 0, 1, 2, 3, 4, 4, 5, 8]);
  const flavor = pick([null, null, null, 'a100', 'h100', 'gpu-host']);
  // Most one pod; some podsets of several (a gang, or an array of 10 with that parallelism).
  const pods = pick([1, 1, 1, 2, 3, 4]);
  return { cpu, memory, gpus, flavor, pods, gang: pods > 1 && r() < 0.5 };
}

export function fitPropertySuite() {
  describe(`fitsRequest ⇔ ${peerKind === 'real' ? 'real Kueue' : 'kube-sim'} admits (gpu ClusterQueue, empty)`, () => {
    let peer: ClusterPeer;
    beforeAll(async () => {
      peer = await startClusterPeer();
    });
    afterAll(async () => {
      await peer?.stop();
    });
    const adminApi = <T = Obj>(method: string, path: string, body?: unknown) =>
      peer.admin<T>(method, path, body);
    const must = async (method: string, path: string, body?: unknown, ok = [200, 201, 202]) => {
      const r = await peer.admin(method, path, body);
      if (!ok.includes(r.status)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    };
    it(
      `${COUNT} random requests: no disagreement`,
      async () => {
        const gpu = peer.gpu;
        const registry = createTestRegistry();
        const row = rowFor({ name: gpu.name, kubeconfig: gpu.kubeconfig } as SimCluster, {
          clusterQueue: 'gpu',
        });
        // The limits as the server reads them: from the cluster's watch-fed cache.
        const caches = new KueueCaches({ registry, timeoutMs: 10_000 });
        const read = await readClusterLimits(caches, { ...row, id: row.id }).finally(() => caches.close());
        expect(read.health.status).toBe('REACHABLE');
        const limits = read.limits;
        const flavorLabels = Object.fromEntries(
          limits.resourceGroups.flatMap((g) => g.flavors.map((f) => [f.name, f.nodeLabels ?? {}])),
        );

        // The clones of gpu: the same spec, each with its LocalQueue.
        const spec = (await peer.get('/apis/kueue.x-k8s.io/v1beta2/clusterqueues/gpu')).spec;
        const clones = Array.from({ length: CLONES }, (_, i) => `fit-${i}`);
        for (const name of clones) {
          await must('POST', '/apis/kueue.x-k8s.io/v1beta2/clusterqueues', {
            apiVersion: 'kueue.x-k8s.io/v1beta2',
            kind: 'ClusterQueue',
            metadata: { name },
            spec,
          });
          await must('POST', '/apis/kueue.x-k8s.io/v1beta2/namespaces/work/localqueues', {
            apiVersion: 'kueue.x-k8s.io/v1beta2',
            kind: 'LocalQueue',
            metadata: { name, namespace: 'work' },
            spec: { clusterQueue: name },
          });
        }

        const seed = Number(process.env.REAL_FIT_SEED || 20261203);
        const r = rng(seed);
        const requests = Array.from({ length: COUNT }, () => randomRequest(r));
        const disagreements: string[] = [];
        let admittedCount = 0;
        let refusedCount = 0;
        // Podsets of several pods (count > 1), by kind and Kueue's verdict: each must be exercised.
        const manyPods = { array: { admitted: 0, refused: 0 }, gang: { admitted: 0, refused: 0 } };

        const runOne = async (req: Req, i: number, queue: string) => {
          // The podset's total, as the server's fit reads it (demandOf: count × per-pod).
          const n = BigInt(req.pods);
          const product = checkRequestAgainstLimits(limits, {
            cpuMillis: parseCpuMillis(req.cpu) * n,
            memoryBytes: parseMemoryBytes(req.memory) * n,
            extended: req.gpus > 0 ? [{ name: GPU, quantity: BigInt(req.gpus) * n }] : [],
            flavor: req.flavor,
          }).ok;
          const id = `fit${seed.toString(36)}x${i}`;
          const job = batchJob.build(
            {
              id,
              processId: 'fit',
              image: 'busybox:1.36',
              command: ['sh', '-c', 'sleep 600'],
              args: [],
              env: [],
              cpu: req.cpu,
              memory: req.memory,
              cpuMillis: parseCpuMillis(req.cpu),
              memoryBytes: parseMemoryBytes(req.memory),
              priorityClass: null,
              taskCount: req.pods === 1 ? null : req.gang ? req.pods : 10,
              taskParallelism: req.pods === 1 || req.gang ? null : req.pods,
              gang: req.gang,
              retriesPerTask: 0,
              maxFailedTasks: null,
              taskRunCount: null,
              deadlineSeconds: null,
              backoffLimit: 0,
              extendedResources: req.gpus > 0 ? [{ name: GPU, quantity: String(req.gpus) }] : [],
              flavor: req.flavor,
              flavorNodeLabels: req.flavor ? (flavorLabels[req.flavor] ?? null) : null,
              mounts: [],
            },
            { namespace: 'work', localQueue: queue },
          ).workload;
          const created = await adminApi('POST', '/apis/batch/v1/namespaces/work/jobs', job);
          if (created.status !== 201)
            throw new Error(`creating the Job: ${created.status} ${JSON.stringify(created.body)}`);
          const name = jobNameFor(id);
          let kueue: boolean | undefined;
          let message = '';
          const deadline = Date.now() + 90_000;
          while (kueue === undefined) {
            const list = await adminApi<Obj>('GET', '/apis/kueue.x-k8s.io/v1beta2/namespaces/work/workloads');
            const mine = (list.body.items as Obj[]).find((w) =>
              w.metadata.ownerReferences?.some((o: Obj) => o.name === name),
            );
            const reserved = mine?.status?.conditions?.find((c: Obj) => c.type === 'QuotaReserved');
            if (reserved?.status === 'True') kueue = true;
            else if (reserved?.status === 'False' && reserved.message) {
              kueue = false;
              message = reserved.message;
            }
            if (kueue === undefined) {
              if (Date.now() > deadline)
                throw new Error(`Kueue decided nothing on ${JSON.stringify(req)} in 90 s`);
              await new Promise((res) => setTimeout(res, 250));
            }
          }
          if (kueue) admittedCount++;
          else refusedCount++;
          if (req.pods > 1) manyPods[req.gang ? 'gang' : 'array'][kueue ? 'admitted' : 'refused']++;
          if (kueue !== product) {
            disagreements.push(
              `#${i} ${JSON.stringify(req)}: fitsRequest ${product}, Kueue ${kueue ? 'admits' : `refuses (${message})`}`,
            );
          }
          // Empty the queue again: the Job, its pods and its Workload gone, so the quota is released.
          await adminApi('DELETE', `/apis/batch/v1/namespaces/work/jobs/${name}`, {
            propagationPolicy: 'Foreground',
          });
          const gone = Date.now() + 90_000;
          for (;;) {
            const list = await adminApi<Obj>('GET', '/apis/kueue.x-k8s.io/v1beta2/namespaces/work/workloads');
            const job = await adminApi('GET', `/apis/batch/v1/namespaces/work/jobs/${name}`);
            if (
              job.status === 404 &&
              !(list.body.items as Obj[]).some((w) =>
                w.metadata.ownerReferences?.some((o: Obj) => o.name === name),
              )
            )
              break;
            if (Date.now() > gone) throw new Error(`Job ${name} still there after 90 s`);
            await new Promise((res) => setTimeout(res, 250));
          }
        };

        // Each clone takes every CLONES-th request, one at a time.
        await Promise.all(
          clones.map(async (queue, c) => {
            for (let i = c; i < requests.length; i += CLONES) await runOne(requests[i]!, i, queue);
          }),
        );
        for (const name of clones) {
          await must('DELETE', `/apis/kueue.x-k8s.io/v1beta2/namespaces/work/localqueues/${name}`);
          await must('DELETE', `/apis/kueue.x-k8s.io/v1beta2/clusterqueues/${name}`);
        }
        console.info(
          `fit property on ${peer.kind}: ${COUNT} requests (seed ${seed}), Kueue admitted ${admittedCount}, refused ${refusedCount}; count > 1: ${JSON.stringify(manyPods)}`,
        );
        // Both sides must have been exercised, or the test proves nothing.
        expect(admittedCount).toBeGreaterThan(COUNT / 10);
        expect(refusedCount).toBeGreaterThan(COUNT / 10);
        // And so must arrays (count = parallelism) and gangs (count), each admitted and refused.
        for (const kind of ['array', 'gang'] as const)
          for (const verdict of ['admitted', 'refused'] as const)
            expect(manyPods[kind][verdict], `${kind}s ${verdict}`).toBeGreaterThan(0);
        expect(disagreements).toEqual([]);
      },
      30 * 60_000,
    );
  });
}
