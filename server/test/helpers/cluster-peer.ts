import { request } from 'node:https';
import { type KubeSim, productServiceAccount, type SimCluster, startKubeSim } from 'kube-sim';
import YAML from 'yaml';
import { realCluster, realTestClusters, restartRealApiserver } from './real-cluster.ts';

/*
 * The one helper that gives the cluster-facing suites their cluster (docs/architecture.md §15): kube-sim by
 * default, the real Kubernetes + Kueue control plane with REAL_CLUSTER=1 (the global setup brings it up). Either
 * way the product sees the same thing — two registered clusters on the seed's ClusterQueues `small` (cpu/memory)
 * and `gpu` (cpu/memory + nvidia.com/gpu in two flavors), LocalQueues `small-lq` and `gpu-lq` in namespace `work`,
 * and a kubeconfig of the product's ServiceAccount with exactly deploy/kubernetes/rbac.yaml's rules — and a suite
 * gets the administrator's side (requests behind the product's back, an API server restart, a permission taken
 * away) from the same object. On kube-sim the seed's Kueue objects and its bound claim `datasets` (PV `kb-datasets`)
 * are the very ones `pnpm real-cluster up` applies (scripts/real-cluster/seed.mjs); kube-sim has no Node objects
 * (its pods run on one node) and no RBAC objects (a permission is taken away with its `forbidden` fault):
 * kube-sim/README.md lists both.
 */

// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects, checked field by field by the suites.
export type Obj = Record<string, any>;

export type PeerKind = 'kube-sim' | 'real';

/** Which peer this run's cluster-facing suites get: `real` with REAL_CLUSTER=1 (and Go to build it). */
export const peerKind: PeerKind = realCluster ? 'real' : 'kube-sim';

/** A cluster as the product registers it on the peer. */
export interface PeerCluster {
  name: string;
  kubeconfig: string;
  clusterQueue: string;
  localQueue: string;
  namespace: string;
}

export interface ClusterPeer {
  kind: PeerKind;
  small: PeerCluster;
  gpu: PeerCluster;
  /** One request as the cluster's administrator, JSON in and out, with its status. */
  admin<T = Obj>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** GET as the administrator; throws with the Status message unless 200. */
  get<T = Obj>(path: string): Promise<T>;
  /** The API server goes away for `downMs` and comes back on the same address (real: the process restarts). */
  restartApiserver(downMs: number): Promise<void>;
  /** Takes the product's access to a Kueue resource away; the returned function gives it back. */
  revokeProductAccess(resource: string): Promise<() => Promise<void>>;
  /** The seed's bound claim `datasets` in `work` (scripts/real-cluster/seed.mjs STORAGE), and its volume. */
  datasets: { claim: string; volume: string };
  /**
   * kube-sim only: the host directory behind the `datasets` volume, which its pods see at their mount path (kwok's
   * pods run nothing, so on the real control plane there is no file to put there).
   */
  datasetsDir?: () => string;
  stop(): Promise<void>;
}

interface Endpoint {
  server: URL;
  ca: Buffer;
  token?: string;
  cert?: Buffer;
  key?: Buffer;
}

function endpointOf(kubeconfig: string): Endpoint {
  const kc = YAML.parse(kubeconfig) as {
    clusters: { cluster: { server: string; 'certificate-authority-data': string } }[];
    users: { user: { token?: string; 'client-certificate-data'?: string; 'client-key-data'?: string } }[];
  };
  const user = kc.users[0]!.user;
  const b64 = (s?: string) => (s ? Buffer.from(s, 'base64') : undefined);
  return {
    server: new URL(kc.clusters[0]!.cluster.server),
    ca: Buffer.from(kc.clusters[0]!.cluster['certificate-authority-data'], 'base64'),
    token: user.token,
    cert: b64(user['client-certificate-data']),
    key: b64(user['client-key-data']),
  };
}

function call<T>(
  ep: Endpoint,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: ep.server.hostname,
        port: ep.server.port,
        method,
        path,
        ca: ep.ca,
        cert: ep.cert,
        key: ep.key,
        headers: {
          accept: 'application/json',
          ...(ep.token ? { authorization: `Bearer ${ep.token}` } : {}),
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
        res.on('end', () => {
          let parsed: unknown = {};
          try {
            parsed = data ? JSON.parse(data) : {};
          } catch {
            parsed = { message: data };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

function peerOf(
  kind: PeerKind,
  adminEp: Endpoint,
  clusters: { small: PeerCluster; gpu: PeerCluster },
  rest: Pick<ClusterPeer, 'restartApiserver' | 'revokeProductAccess' | 'stop' | 'datasets' | 'datasetsDir'>,
): ClusterPeer {
  const admin = <T>(method: string, path: string, body?: unknown) => call<T>(adminEp, method, path, body);
  return {
    kind,
    ...clusters,
    admin,
    async get<T>(path: string) {
      const r = await admin<T>('GET', path);
      if (r.status !== 200) throw new Error(`GET ${path}: ${r.status} ${(r.body as Obj)?.message ?? ''}`);
      return r.body;
    },
    ...rest,
  };
}

const registered = (name: string, kubeconfig: string, cq: string): PeerCluster => ({
  name,
  kubeconfig,
  clusterQueue: cq,
  localQueue: `${cq}-lq`,
  namespace: 'work',
});

// @ts-expect-error plain .mjs module of the harness, no types
const seedModule = () => import('../../../scripts/real-cluster/seed.mjs');

async function realPeer(): Promise<ClusterPeer> {
  const { readFileSync } = await import('node:fs');
  const seed = await seedModule();
  const real = realTestClusters();
  const adminEp = endpointOf(readFileSync(realCluster!.adminKubeconfig, 'utf8'));
  const small = registered('real-small', real.small.kubeconfig, 'small');
  const gpu = registered('real-gpu', real.gpu.kubeconfig, 'gpu');
  const role = '/apis/rbac.authorization.k8s.io/v1/clusterroles/kueue-batch';
  return peerOf(
    'real',
    adminEp,
    { small, gpu },
    {
      datasets: { claim: seed.DATASETS_CLAIM, volume: seed.DATASETS_VOLUME },
      restartApiserver: (downMs) => restartRealApiserver(downMs),
      async revokeProductAccess(resource) {
        const original = (await call<Obj>(adminEp, 'GET', role)).body;
        const clean = (o: Obj) => {
          const c = structuredClone(o);
          delete c.metadata.resourceVersion;
          delete c.metadata.managedFields;
          return c;
        };
        const without = clean(original);
        without.rules = original.rules.filter((r: Obj) => !r.resources.includes(resource));
        const put = async (o: Obj) => {
          const r = await call<Obj>(adminEp, 'PUT', role, o);
          if (r.status !== 200) throw new Error(`PUT ${role}: ${r.status} ${r.body?.message}`);
        };
        await put(without);
        return () => put(clean(original));
      },
      async stop() {},
    },
  );
}

async function simPeer(): Promise<ClusterPeer> {
  const seed = await seedModule();
  const sim: KubeSim = await startKubeSim({
    clock: { speed: 1 },
    clusters: [
      {
        name: 'peer',
        namespaces: ['work'],
        // Kueue v0.17's reason vocabulary, as on the real control plane.
        kueueFeatureGates: { UnadmittedWorkloadsObservability: false },
        serviceAccounts: [productServiceAccount()],
        // The same Kueue objects and the same bound PersistentVolume/claim `datasets` as the real control plane.
        objects: [...seed.QUEUES, ...seed.STORAGE],
      },
    ],
  });
  const cluster: SimCluster = sim.cluster('peer');
  const product = cluster.serviceAccountKubeconfig('work', 'kueue-batch');
  return peerOf(
    'kube-sim',
    endpointOf(cluster.kubeconfig),
    { small: registered('peer-small', product, 'small'), gpu: registered('peer-gpu', product, 'gpu') },
    {
      datasets: { claim: seed.DATASETS_CLAIM, volume: seed.DATASETS_VOLUME },
      datasetsDir: () => cluster.volumeDir(seed.DATASETS_VOLUME),
      async restartApiserver(downMs) {
        await cluster.faults.set({ refuse: true });
        await new Promise((r) => setTimeout(r, downMs));
        await cluster.faults.set({ refuse: false });
      },
      async revokeProductAccess(resource) {
        await cluster.faults.set({ forbidden: [resource] });
        return () => cluster.faults.set({ forbidden: false });
      },
      stop: () => sim.stop(),
    },
  );
}

/** This run's peer: the real control plane with REAL_CLUSTER=1, a fresh kube-sim otherwise (stop() it after). */
export function startClusterPeer(): Promise<ClusterPeer> {
  return peerKind === 'real' ? realPeer() : simPeer();
}
