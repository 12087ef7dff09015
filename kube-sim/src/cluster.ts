import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ApiHandler } from './api/handler.ts';
import type { OpenApiProvider } from './api/openapi.ts';
import { type Identity, identityOf } from './api/rbac.ts';
import { VISIBILITY_ACCESS, type VisibilityAccess } from './api/visibility.ts';
import { WatchHub } from './api/watch.ts';
import type { SimClock } from './clock.ts';
import { ClusterCore } from './cluster-core.ts';
import type { ClusterConfig, FlavorConfig } from './config.ts';
import { configuredGroups, featureGateProblems, flavorQuantities } from './config.ts';
import { GarbageCollector } from './controllers/garbage-collector.ts';
import { JobController } from './controllers/job-controller.ts';
import { Kubelet, type KubeletSnapshot } from './controllers/kubelet.ts';
import { KueueController, type KueueFeatureGates } from './controllers/kueue-controller.ts';
import { VolumeDirs } from './controllers/pod-volumes.ts';
import { VolumeBinder } from './controllers/volume-binder.ts';
import { type Faults, faultProblems } from './faults.ts';
import { admit } from './resources/admission.ts';
import { parseDuration } from './runtime.ts';
import { ClusterServer } from './server.ts';
import type { KubeObject, StoreSnapshot } from './store.ts';
import type { SchemaValidator } from './validation.ts';
import { type VolumeConfig, volumeManifests } from './volumes.ts';

export interface FaultControl {
  /** Merges the given faults into the active ones. Resolves once the listener reflects them (for `refuse`). */
  set(partial: Faults): Promise<void>;
  /** Removes every fault. */
  clear(): Promise<void>;
  /** The faults active now. */
  readonly current: Faults;
}

export interface ClusterDeps {
  clock: SimClock;
  host: string;
  advertiseHost: string;
  keyPem: string;
  certPem: string;
  caPem: string;
  openapi?: OpenApiProvider;
  validator?: SchemaValidator;
  /** Where the PersistentVolumes' directories live (a state folder's); default a temporary folder. */
  volumeRoot?: string;
}

function kubeconfigYaml(name: string, url: string, caPem: string, token: string, namespace: string): string {
  return YAML.stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      { name, cluster: { server: url, 'certificate-authority-data': Buffer.from(caPem).toString('base64') } },
    ],
    users: [{ name: `${name}-admin`, user: { token } }],
    contexts: [{ name, context: { cluster: name, user: `${name}-admin`, namespace } }],
    'current-context': name,
    preferences: {},
  });
}

/** One simulated cluster: its state, its controllers and its HTTPS endpoint. */
export class SimCluster {
  readonly name: string;
  readonly caPem: string;
  readonly core: ClusterCore;
  readonly kubelet: Kubelet;
  readonly kueue: KueueController;
  readonly watches = new WatchHub();
  readonly faults: FaultControl;
  kubeconfigPath?: string;
  private readonly volumes: VolumeDirs;
  private _token: string;
  private readonly adminIdentity: Identity;
  private readonly serviceAccounts: { namespace: string; name: string; token: string; identity: Identity }[];
  private _visibility: VisibilityAccess;
  private activeFaults: Faults = {};
  private readonly server: ClusterServer;
  private readonly defaultNamespace: string;

  constructor(
    readonly config: ClusterConfig,
    private readonly deps: ClusterDeps,
  ) {
    this.name = config.name;
    this.caPem = deps.caPem;
    this._token = config.token ?? randomBytes(24).toString('base64url');
    this._visibility = config.visibility ?? 'allowed';
    this.adminIdentity = { user: `system:serviceaccount:kube-system:${config.name}-admin` };
    this.serviceAccounts = (config.serviceAccounts ?? []).map((sa) => ({
      namespace: sa.namespace,
      name: sa.name,
      token: sa.token ?? randomBytes(24).toString('base64url'),
      identity: identityOf(sa),
    }));
    this.defaultNamespace = config.namespaces?.[0] ?? 'default';
    this.core = new ClusterCore({
      name: config.name,
      clock: deps.clock,
      kueueVersions: config.kueueVersions ?? ['v1beta2', 'v1beta1'],
      watchCacheSize: config.watchCacheSize,
    });
    this.volumes = new VolumeDirs(config.name, deps.volumeRoot);
    this.kubelet = new Kubelet(this.core, {
      volumeDir: (pv) => this.volumes.dir(pv),
      stopDelayMs: parseDuration(config.podStopDelay === undefined ? undefined : String(config.podStopDelay)),
    });
    this.kueue = new KueueController(this.core, config.kueueFeatureGates);
    this.core.addController(this.kubelet);
    this.core.addController(new JobController(this.core, this.kubelet));
    this.core.addController(this.kueue);
    this.core.addController(new VolumeBinder(this.core));
    this.core.addController(new GarbageCollector(this.core, this.kubelet));
    this.core.store.onEvent((resource, ev) => this.watches.dispatch(resource, ev));
    const handler = new ApiHandler({
      core: this.core,
      kubelet: this.kubelet,
      watches: this.watches,
      faults: () => this.activeFaults,
      serverAddress: () => `${deps.advertiseHost}:${this.server.port}`,
      bookmarkIntervalMs: config.bookmarkIntervalMs ?? 60_000,
      openapi: deps.openapi,
      validator: deps.validator,
      visibility: {
        versions: ['v1beta2', 'v1beta1'].filter((v) =>
          (config.kueueVersions ?? ['v1beta2', 'v1beta1']).includes(v as 'v1beta2'),
        ),
        access: () => (this.activeFaults.forbidden === true ? 'forbidden' : this._visibility),
        pendingInClusterQueue: (name) => this.kueue.pendingWorkloads(name),
        clusterQueueOf: (namespace, lq) =>
          this.core.store.get('localqueues.kueue.x-k8s.io', namespace, lq)?.spec?.clusterQueue,
      },
    });
    this.server = new ClusterServer({
      host: deps.host,
      port: config.port,
      keyPem: deps.keyPem,
      certPem: deps.certPem,
      handler,
      faults: () => this.activeFaults,
      baseLatencyMs: () => config.latencyMs ?? 0,
      identify: (token) =>
        token === this._token
          ? this.adminIdentity
          : this.serviceAccounts.find((s) => s.token === token)?.identity,
    });
    const self = this;
    this.faults = {
      async set(partial: Faults) {
        const problems = faultProblems(partial);
        if (problems.length)
          throw new Error(`invalid faults for cluster ${self.name}: ${problems.join('; ')}`);
        const next: Faults = { ...self.activeFaults };
        for (const [k, v] of Object.entries(partial)) {
          if (v === undefined || v === null || v === false) delete (next as Record<string, unknown>)[k];
          else (next as Record<string, unknown>)[k] = v;
        }
        await self.applyFaults(next);
      },
      async clear() {
        await self.applyFaults({});
      },
      get current() {
        return { ...self.activeFaults };
      },
    };
  }

  private async applyFaults(next: Faults): Promise<void> {
    const wasRefusing = !!this.activeFaults.refuse;
    const wasHanging = !!this.activeFaults.hang;
    this.activeFaults = next;
    if (!!next.refuse !== wasRefusing) await this.server.setRefusing(!!next.refuse);
    if (wasHanging && !next.hang) {
      // Requests that were left hanging stay unanswered, as on a real half-dead server; new ones are served.
    }
    this.kueue.poke();
    this.core.drain();
  }

  get token(): string {
    return this._token;
  }

  get port(): number {
    return this.server.port;
  }

  get url(): string {
    const h = this.deps.advertiseHost.includes(':')
      ? `[${this.deps.advertiseHost}]`
      : this.deps.advertiseHost;
    return `https://${h}:${this.server.port}`;
  }

  get kubeconfig(): string {
    return kubeconfigYaml(this.name, this.url, this.caPem, this._token, this.defaultNamespace);
  }

  /** The token of a ServiceAccount of the configuration (`serviceAccounts`). */
  serviceAccountToken(namespace: string, name: string): string {
    const sa = this.serviceAccounts.find((s) => s.namespace === namespace && s.name === name);
    if (!sa) throw new Error(`cluster ${this.name} has no ServiceAccount ${namespace}/${name}`);
    return sa.token;
  }

  /** A kubeconfig authenticating as that ServiceAccount (its namespace as the context's). */
  serviceAccountKubeconfig(namespace: string, name: string): string {
    return kubeconfigYaml(
      this.name,
      this.url,
      this.caPem,
      this.serviceAccountToken(namespace, name),
      namespace,
    );
  }

  /** Issues a new token; the old one gets 401 from now on. Rewrites the kubeconfig file when there is one. */
  rotateToken(): string {
    this._token = randomBytes(24).toString('base64url');
    if (this.kubeconfigPath) fs.writeFileSync(this.kubeconfigPath, this.kubeconfig, { mode: 0o600 });
    return this._token;
  }

  /** Writes `<dir>/<name>.kubeconfig` and remembers its path. */
  writeKubeconfig(dir: string): string {
    fs.mkdirSync(dir, { recursive: true });
    const p = path.join(dir, `${this.name}.kubeconfig`);
    fs.writeFileSync(p, this.kubeconfig, { mode: 0o600 });
    this.kubeconfigPath = p;
    return p;
  }

  /** Forgets watch history, so watches from any version seen so far get 410 Expired (like an etcd compaction). */
  compact(): void {
    this.core.store.compact();
  }

  /** Cuts every open connection to this cluster (watches and log streams end; clients reconnect). */
  dropConnections(): void {
    this.server.dropConnections();
  }

  /** Reads an object straight from the simulator's storage (storage version), for tests. */
  getObject(resource: string, namespace: string | undefined, name: string): KubeObject | undefined {
    return this.core.store.get(resourceKey(resource), namespace, name);
  }

  /** Lists objects straight from storage, for tests and benchmarks. */
  listObjects(resource: string, namespace?: string): KubeObject[] {
    return this.core.store.list(resourceKey(resource), namespace);
  }

  /** Kueue's feature gates on this cluster. */
  get kueueFeatureGates(): KueueFeatureGates {
    return this.kueue.featureGates;
  }

  /** Changes Kueue's feature gates (as a Kueue restart with other flags would); pending workloads follow at once. */
  setKueueFeatureGates(gates: Partial<KueueFeatureGates>): void {
    const problems = featureGateProblems(gates);
    if (problems.length) throw new Error(`invalid Kueue feature gates: ${problems.join('; ')}`);
    this.kueue.setFeatureGates(gates);
    this.core.drain();
  }

  /** Whether this cluster's token may read Kueue's visibility API (pending workloads and their positions). */
  get visibilityAccess(): VisibilityAccess {
    return this._visibility;
  }

  /** `forbidden`: 403 as without an RBAC grant; `absent`: the API is not installed (404, not in discovery). */
  setVisibilityAccess(access: VisibilityAccess): void {
    if (!VISIBILITY_ACCESS.includes(access))
      throw new Error(`invalid visibility access "${access}" (one of ${VISIBILITY_ACCESS.join(', ')})`);
    this._visibility = access;
  }

  get openWatches(): number {
    return this.watches.count();
  }

  /** API requests this cluster received since start (watches included). */
  get requestCount(): number {
    return this.server.requests;
  }

  /** The state to persist (see persistence.ts). */
  snapshot(): { store: StoreSnapshot; kubelet: KubeletSnapshot } {
    return { store: this.core.store.snapshot(), kubelet: this.kubelet.snapshot() };
  }

  async start(saved?: { store: StoreSnapshot; kubelet: KubeletSnapshot }): Promise<void> {
    if (saved) {
      this.core.store.restore(saved.store);
      this.kubelet.restore(saved.kubelet);
    }
    this.bootstrap();
    if (saved) this.core.replay();
    this.activeFaults = { ...(this.config.faults ?? {}) };
    await this.server.start();
    if (this.activeFaults.refuse) await this.server.setRefusing(true);
  }

  async stop(): Promise<void> {
    this.core.stop();
    this.watches.closeAll();
    await this.server.stop();
    this.volumes.dispose();
  }

  /**
   * The host directory behind PersistentVolume `name` (created when missing): what every pod mounting a claim bound
   * to it sees, so a test can put a dataset there or read what a job wrote.
   */
  volumeDir(name: string): string {
    return this.volumes.dir(name);
  }

  private seed(key: string, obj: KubeObject): void {
    const def = this.core.def(key);
    if (this.core.store.get(key, obj.metadata.namespace, obj.metadata.name)) return;
    const errs = admit(def, obj, { operation: 'CREATE', now: this.core.nowTime() });
    if (errs.length)
      throw new Error(
        `cluster ${this.name}: invalid ${def.kind} ${obj.metadata.name}: ${errs.map((e) => `${e.field}: ${e.detail}`).join('; ')}`,
      );
    this.core.createObject(key, obj);
  }

  private bootstrap(): void {
    const c = this.config;
    const namespaces = [
      'default',
      'kube-system',
      'kube-public',
      'kube-node-lease',
      'kueue-system',
      ...(c.namespaces ?? []),
    ];
    for (const ns of namespaces)
      this.seed('namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } });
    const flavors = new Map<string, FlavorConfig>();
    for (const cq of c.clusterQueues ?? [])
      for (const g of configuredGroups(cq))
        for (const f of g) if (!flavors.has(f.name)) flavors.set(f.name, f);
    for (const f of flavors.values()) {
      this.seed('resourceflavors.kueue.x-k8s.io', {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'ResourceFlavor',
        metadata: { name: f.name },
        spec: {
          ...(f.nodeLabels ? { nodeLabels: f.nodeLabels } : {}),
          ...(f.nodeTaints ? { nodeTaints: f.nodeTaints } : {}),
          ...(f.tolerations ? { tolerations: f.tolerations } : {}),
        },
      });
    }
    for (const cq of c.clusterQueues ?? []) {
      const resourceGroups = configuredGroups(cq).map((group) => {
        const covered: string[] = [];
        for (const f of group)
          for (const r of Object.keys(flavorQuantities(f))) if (!covered.includes(r)) covered.push(r);
        if (covered.length === 0) covered.push('cpu', 'memory');
        return {
          coveredResources: covered,
          flavors: group.map((f) => {
            const q = flavorQuantities(f);
            return {
              name: f.name,
              resources: covered.map((r) => ({
                name: r,
                nominalQuota: String(q[r] ?? 0),
                ...(f.borrowingLimit?.[r] !== undefined
                  ? { borrowingLimit: String(f.borrowingLimit[r]) }
                  : {}),
                ...(f.lendingLimit?.[r] !== undefined ? { lendingLimit: String(f.lendingLimit[r]) } : {}),
              })),
            };
          }),
        };
      });
      this.seed('clusterqueues.kueue.x-k8s.io', {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'ClusterQueue',
        metadata: { name: cq.name },
        spec: {
          ...(cq.cohort ? { cohortName: cq.cohort } : {}),
          namespaceSelector: {},
          queueingStrategy: cq.queueingStrategy ?? 'BestEffortFIFO',
          stopPolicy: cq.stopPolicy ?? 'None',
          ...(cq.preemption ? { preemption: structuredClone(cq.preemption) } : {}),
          resourceGroups,
        },
      });
    }
    for (const wpc of c.workloadPriorityClasses ?? [])
      this.seed('workloadpriorityclasses.kueue.x-k8s.io', {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'WorkloadPriorityClass',
        metadata: { name: wpc.name },
        value: wpc.value,
        ...(wpc.description ? { description: wpc.description } : {}),
      });
    for (const lq of c.localQueues ?? []) {
      if (!this.core.store.get('namespaces', undefined, lq.namespace))
        this.seed('namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: lq.namespace } });
      this.seed('localqueues.kueue.x-k8s.io', {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'LocalQueue',
        metadata: { name: lq.name, namespace: lq.namespace },
        spec: { clusterQueue: lq.clusterQueue },
      });
    }
    for (const o of c.objects ?? []) this.seedManifest(o);
    for (const v of c.volumes ?? []) {
      if (!this.core.store.get('namespaces', undefined, v.namespace))
        this.seed('namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: v.namespace } });
      for (const m of volumeManifests(v)) this.seedManifest(m);
    }
    this.core.drain();
  }

  private seedManifest(o: KubeObject): { key: string; obj: KubeObject } {
    const obj = structuredClone(o);
    const [group] = String(obj.apiVersion ?? 'v1').includes('/') ? String(obj.apiVersion).split('/') : [''];
    const def = this.core.catalog.resources.find((d) => d.kind === obj.kind && d.group === group);
    if (!def)
      throw new Error(`cluster ${this.name}: objects: unsupported kind ${obj.apiVersion}/${obj.kind}`);
    const version = String(obj.apiVersion).split('/').pop()!;
    const stored = def.fromVersion(obj, version);
    this.seed(def.key, stored);
    return { key: def.key, obj: stored };
  }

  /**
   * Creates an object of any served kind as the cluster's administrator would (admission and validation, no
   * RBAC), lets the controllers react, and returns it as stored then. An existing object of that name is kept.
   */
  create(manifest: KubeObject): KubeObject {
    const ns = manifest.metadata?.namespace;
    if (ns !== undefined && !this.core.store.get('namespaces', undefined, ns))
      throw new Error(`cluster ${this.name}: namespace "${ns}" not found`);
    const { key, obj } = this.seedManifest(manifest);
    this.core.drain();
    return this.core.store.get(key, obj.metadata.namespace, obj.metadata.name) ?? obj;
  }

  /**
   * A static PersistentVolume reserved for a claim and that PersistentVolumeClaim, bound by the binder (or, with
   * `bound: false`, only a claim that stays Pending). Returns both as stored once bound.
   */
  addVolume(v: VolumeConfig): { volume?: KubeObject; claim: KubeObject } {
    if (!this.core.store.get('namespaces', undefined, v.namespace))
      throw new Error(`cluster ${this.name}: namespace "${v.namespace}" not found`);
    const [first, second] = volumeManifests(v).map((m) => this.create(m));
    if (!second) return { claim: first! };
    return { volume: this.getObject('persistentvolumes', undefined, first!.metadata.name), claim: second };
  }
}

/** Accepts `jobs`, `jobs.batch`, `clusterqueues`, `clusterqueues.kueue.x-k8s.io`, ... */
export function resourceKey(resource: string): string {
  const short: Record<string, string> = {
    jobs: 'jobs.batch',
    clusterqueues: 'clusterqueues.kueue.x-k8s.io',
    localqueues: 'localqueues.kueue.x-k8s.io',
    resourceflavors: 'resourceflavors.kueue.x-k8s.io',
    workloads: 'workloads.kueue.x-k8s.io',
    workloadpriorityclasses: 'workloadpriorityclasses.kueue.x-k8s.io',
  };
  return short[resource] ?? resource;
}
