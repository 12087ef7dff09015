import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, inject } from 'vitest';

/*
 * The real control plane's side of the cluster fixtures (real-cluster/README.md): what the global setup brought up
 * (REAL_CLUSTER=1), the two clusters the product registers on it (one per ClusterQueue), and an admin's kubectl for
 * what a test must see or change behind the product's back.
 */

export interface RealClusterInfo {
  name: string;
  dir: string;
  /** The product's kubeconfig: a ServiceAccount token with deploy/kubernetes/rbac.yaml's rules. */
  kubeconfig: string;
  /** system:masters, for the tests' own checks. */
  adminKubeconfig: string;
  upSeconds: number;
}

export const realCluster: RealClusterInfo | null = inject('realCluster');

/** A suite that runs on the real control plane only; skipped with the global setup's notice otherwise. */
export const describeRealCluster: typeof describe = realCluster
  ? describe
  : (((name: string, fn: () => void) =>
      describe.skip(`${name} — ${inject('realClusterNotice')}`, fn)) as typeof describe);

/** A cluster as the product registers it on the real control plane. */
export interface RealTestCluster {
  name: string;
  kubeconfig: string;
  clusterQueue: string;
  localQueue: string;
  namespace: string;
}

/** The two registered clusters §15 names: `small` (cpu/memory) and `gpu` (cpu/memory + nvidia.com/gpu). */
export function realTestClusters(info: RealClusterInfo = mustBeUp()): {
  small: RealTestCluster;
  gpu: RealTestCluster;
} {
  const kubeconfig = readFileSync(info.kubeconfig, 'utf8');
  return {
    small: {
      name: 'real-small',
      kubeconfig,
      clusterQueue: 'small',
      localQueue: 'small-lq',
      namespace: 'work',
    },
    gpu: { name: 'real-gpu', kubeconfig, clusterQueue: 'gpu', localQueue: 'gpu-lq', namespace: 'work' },
  };
}

function mustBeUp(): RealClusterInfo {
  if (!realCluster) throw new Error('the real control plane is not up (REAL_CLUSTER=1)');
  return realCluster;
}

const repo = path.resolve(import.meta.dirname, '../../..');

/** kubectl as the cluster's admin (system:masters); throws with kubectl's message on failure. */
export function adminKubectl(args: string[], input?: unknown): string {
  const info = mustBeUp();
  const bin = spawnSync('node', [path.join(repo, 'scripts/real-cluster.mjs'), 'bin'], {
    encoding: 'utf8',
  }).stdout.trim();
  const r = spawnSync(
    path.join(bin, 'kubectl'),
    ['--kubeconfig', info.adminKubeconfig, '--request-timeout=30s', ...args],
    {
      input: input === undefined ? undefined : typeof input === 'string' ? input : JSON.stringify(input),
      encoding: 'utf8',
      timeout: 40_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0)
    throw new Error(`kubectl ${args.join(' ')}: ${(r.stderr || r.error?.message || '').trim()}`);
  return r.stdout;
}

export function adminGet<T = Record<string, unknown>>(args: string[]): T {
  return JSON.parse(adminKubectl([...args, '-o', 'json'])) as T;
}

/** Stops and starts the real API server (same ports, data and certificates). */
export async function restartRealApiserver(downMs = 0): Promise<void> {
  const info = mustBeUp();
  // @ts-expect-error plain .mjs module of the harness, no types
  const cp = await import('../../../scripts/real-cluster/control-plane.mjs');
  await cp.restartApiserver({ name: info.name, downMs });
}

/** One request to the real API server as its admin (client certificate), JSON in and out; status with it. */
export async function adminApi<T = Record<string, unknown>>(
  method: string,
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const info = mustBeUp();
  const { request } = await import('node:https');
  const kc = JSON.parse(readFileSync(info.adminKubeconfig, 'utf8')) as {
    clusters: { cluster: { server: string; 'certificate-authority-data': string } }[];
    users: { user: { 'client-certificate-data': string; 'client-key-data': string } }[];
  };
  const server = new URL(kc.clusters[0]!.cluster.server);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.hostname,
        port: server.port,
        method,
        path: urlPath,
        ca: Buffer.from(kc.clusters[0]!.cluster['certificate-authority-data'], 'base64'),
        cert: Buffer.from(kc.users[0]!.user['client-certificate-data'], 'base64'),
        key: Buffer.from(kc.users[0]!.user['client-key-data'], 'base64'),
        headers: {
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          data += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: (data ? JSON.parse(data) : {}) as T }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}
