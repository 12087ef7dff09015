import { BatchV1Api, KubeConfig, type V1Job } from '@kubernetes/client-node';
import { QUEUE_LABEL, type SimCluster } from 'kube-sim';
import type { Cluster, PrismaClient, ProcessStatus } from '../../src/generated/prisma/client.ts';

let counter = 0;

/**
 * A process with one version on `cluster`, in the state the runner would leave it (`status`, `jobName`): the
 * rows createProcess and the launch write, without going through them.
 */
export async function seedRunVersion(
  prisma: PrismaClient,
  opts: {
    projectId: string;
    userId: string;
    cluster: Cluster;
    status?: ProcessStatus;
    jobName?: string | null;
    command?: string[];
    finishedAt?: Date | null;
  },
) {
  // Taken before the first await: calls started together must not share a name.
  const n = ++counter;
  const process = await prisma.process.create({
    data: { projectId: opts.projectId, name: `proc-${n}-${Date.now()}`, createdById: opts.userId },
  });
  return prisma.processVersion.create({
    data: {
      processId: process.id,
      version: 1,
      image: 'busybox:1.36',
      command: opts.command ?? ['sh', '-c', 'echo hello'],
      cpu: '1',
      memory: '1Gi',
      cpuMillis: 1000n,
      memoryBytes: 1024n ** 3n,
      clusterId: opts.cluster.id,
      limitsSnapshot: {},
      status: opts.status ?? 'RUNNING',
      jobName: opts.jobName === undefined ? `kb-test-${n}` : opts.jobName,
      finishedAt: opts.finishedAt ?? null,
      createdById: opts.userId,
    },
    include: { process: true },
  });
}

/** client-node's BatchV1Api on a simulated cluster, as an operator (or the launcher) would use it. */
export function batchApi(sim: SimCluster): BatchV1Api {
  const kc = new KubeConfig();
  kc.loadFromString(sim.kubeconfig);
  return kc.makeApiClient(BatchV1Api);
}

/** Creates the Job of a version on the simulated cluster, queued through Kueue like the launcher's. */
export async function createSimJob(
  sim: SimCluster,
  name: string,
  command: string[],
  extra: { annotations?: Record<string, string>; backoffLimit?: number } = {},
): Promise<V1Job> {
  return batchApi(sim).createNamespacedJob({
    namespace: 'jobs',
    body: {
      metadata: { name, labels: { [QUEUE_LABEL]: 'team' }, annotations: extra.annotations },
      spec: {
        backoffLimit: extra.backoffLimit ?? 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                command,
                resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '1', memory: '1Gi' } },
              },
            ],
          },
        },
      },
    },
  });
}

/** Resolves with `promise`, or rejects when `signal` aborts first (how tests bound a wait without wall-clock asserts). */
export function within<T>(promise: Promise<T>, signal: AbortSignal, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error(`${what}: no answer within the budget`));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Reads a GraphQL-over-SSE answer: the `next` payloads as they come, until `complete` or the end. */
export async function* sseEvents(response: Response): AsyncGenerator<{ event: string; data: unknown }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length === 0 && event === 'message') continue; // keep-alive comment
        const payload = data.join('\n');
        yield { event, data: payload ? JSON.parse(payload) : null };
        if (event === 'complete') return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
