import * as k8s from '@kubernetes/client-node';
import { of } from '@kubernetes/client-node/dist/gen/rxjsStub.js';
import { type KubeSim, type SimCluster, type StartOptions, startKubeSim } from '../src/index.ts';

export const QUEUE_LABEL = 'kueue.x-k8s.io/queue-name';

/** A simulator with one cluster "alpha" (namespace jobs, ClusterQueue team with flavors small and big), frozen clock. */
export async function startAlpha(
  overrides: Partial<StartOptions['clusters'][number]> = {},
  opts: Partial<StartOptions> = {},
): Promise<KubeSim> {
  return startKubeSim({
    clock: { speed: 0 },
    ...opts,
    clusters: [
      {
        name: 'alpha',
        namespaces: ['jobs'],
        clusterQueues: [
          {
            name: 'team',
            flavors: [
              { name: 'small', cpu: '16', memory: '64Gi' },
              { name: 'big', cpu: '4', memory: '512Gi' },
            ],
          },
        ],
        localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
        ...overrides,
      },
    ],
  });
}

/** A per-call timeout middleware, as STACK-NOTES.md prescribes for client-node 2.0.x. */
export function timeoutOptions(ms: number): k8s.ConfigurationOptions {
  return {
    middleware: [
      {
        pre: (ctx: k8s.RequestContext) => {
          ctx.setSignal(AbortSignal.timeout(ms));
          return of(ctx);
        },
        post: (ctx: k8s.ResponseContext) => of(ctx),
      },
    ],
    middlewareMergeStrategy: 'append',
  };
}

export interface Clients {
  kc: k8s.KubeConfig;
  core: k8s.CoreV1Api;
  batch: k8s.BatchV1Api;
  custom: k8s.CustomObjectsApi;
}

export function clientsFor(cluster: SimCluster | string): Clients {
  const kc = new k8s.KubeConfig();
  kc.loadFromString(typeof cluster === 'string' ? cluster : cluster.kubeconfig);
  return {
    kc,
    core: kc.makeApiClient(k8s.CoreV1Api),
    batch: kc.makeApiClient(k8s.BatchV1Api),
    custom: kc.makeApiClient(k8s.CustomObjectsApi),
  };
}

export interface JobOptions {
  name: string;
  queue?: string;
  cpu?: string;
  memory?: string;
  command?: string[];
  annotations?: Record<string, string>;
  labels?: Record<string, string>;
  activeDeadlineSeconds?: number;
  backoffLimit?: number;
  parallelism?: number;
  completions?: number;
  restartPolicy?: 'Never' | 'OnFailure';
  image?: string;
}

export function jobManifest(o: JobOptions): k8s.V1Job {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: o.name,
      labels: { ...(o.queue ? { [QUEUE_LABEL]: o.queue } : {}), ...(o.labels ?? {}) },
      annotations: o.annotations,
    },
    spec: {
      activeDeadlineSeconds: o.activeDeadlineSeconds,
      backoffLimit: o.backoffLimit,
      parallelism: o.parallelism,
      completions: o.completions,
      template: {
        spec: {
          restartPolicy: o.restartPolicy ?? 'Never',
          containers: [
            {
              name: 'main',
              image: o.image ?? 'busybox:1.36',
              command: o.command ?? ['sh', '-c', 'echo starting; sleep 5; echo done'],
              resources: {
                requests: { cpu: o.cpu ?? '1', memory: o.memory ?? '1Gi' },
                limits: { cpu: o.cpu ?? '1', memory: o.memory ?? '1Gi' },
              },
            },
          ],
        },
      },
    },
  };
}

export function condition(
  obj: { status?: { conditions?: { type: string; status: string; reason?: string; message?: string }[] } },
  type: string,
) {
  return obj.status?.conditions?.find((c) => c.type === type);
}

/** Polls until `fn` returns a truthy value (real time), for things that happen over the network. */
export async function eventually<T>(
  fn: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until)
      throw new Error(`condition not met in ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export type { KubeSim, SimCluster };
