// `pnpm real-cluster up | down | status`: one real control plane per --name under .real-cluster/NAME/ (ports picked
// free, so two run side by side). `up` starts etcd, kube-apiserver, kube-controller-manager, kube-scheduler, kwok and
// Kueue in that order, waiting for each; applies Kueue's CRDs, webhooks and visibility APIService and the seed; waits
// until Kueue admits a probe Job; prints the product's kubeconfig path last.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, moduleDir, root } from './build.mjs';
import { makePki } from './certs.mjs';
import { apply, kubectl, kubectlJson, readManifests } from './kubectl.mjs';
import { kwokConfig } from './kwok-stages.mjs';
import {
  alive,
  freePort,
  httpOk,
  httpsOk,
  logFile,
  readState,
  restart,
  rssKiB,
  start,
  stop,
  waitFor,
  writeState,
} from './processes.mjs';
import {
  DATASETS_CLAIM,
  NAMESPACE,
  NODES,
  PRODUCT_ACCOUNT,
  probeJob,
  productRbac,
  QUEUES,
  STORAGE,
} from './seed.mjs';

export const COMPONENTS = [
  'etcd',
  'kube-apiserver',
  'kube-controller-manager',
  'kube-scheduler',
  'kwok',
  'kueue',
];
const SERVICE_CIDR = '10.96.0.0/16';
const SERVICE_IP = '10.96.0.1';

export function baseDir() {
  return process.env.REAL_CLUSTER_DIR || path.join(root, '.real-cluster');
}

export function clusterDir(name) {
  if (!/^[a-z0-9][a-z0-9-]{0,30}$/.test(name))
    throw new Error(`real-cluster: bad --name ${JSON.stringify(name)}`);
  return path.join(baseDir(), name);
}

function timeout(envName, fallbackSeconds) {
  return Number(process.env[envName] || fallbackSeconds) * 1000;
}

function say(msg) {
  process.stderr.write(`real-cluster: ${msg}\n`);
}

function kubeconfig({ server, ca, user }) {
  return {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name: 'real',
        cluster: { server, 'certificate-authority-data': Buffer.from(readFileSync(ca)).toString('base64') },
      },
    ],
    users: [{ name: 'user', user }],
    contexts: [{ name: 'real', context: { cluster: 'real', user: 'user', namespace: NAMESPACE } }],
    'current-context': 'real',
  };
}

function writeJson(file, obj) {
  writeFileSync(file, `${JSON.stringify(obj, null, 2)}\n`, { mode: 0o600 });
}

/** The webhook configurations Kueue ships, pointed at its webhook server on 127.0.0.1 with our CA. */
function webhookConfigurations(manifests, { port, caBundle }) {
  return manifests.map((c) => ({
    ...c,
    metadata: { name: `kueue-${c.metadata.name}` },
    webhooks: c.webhooks.map((w) => ({
      ...w,
      clientConfig: { url: `https://127.0.0.1:${port}${w.clientConfig.service.path}`, caBundle },
    })),
  }));
}

/** The CRDs Kueue's kustomization gives a conversion webhook (crd/kustomization.yaml's uncommented patches). */
function conversionCrds(kueueDir) {
  const k = readFileSync(path.join(kueueDir, 'config/components/crd/kustomization.yaml'), 'utf8');
  return [...k.matchAll(/^- path: patches\/webhook_in_([a-z]+)\.yaml$/gm)].map(
    (m) => `${m[1]}.kueue.x-k8s.io`,
  );
}

export async function up({ name = 'real' } = {}) {
  const t0 = Date.now();
  const bin = build({ quiet: true });
  const dir = clusterDir(name);
  const previous = readState(dir);
  if (previous && Object.values(previous.processes).some((p) => alive(p.pid))) {
    throw new Error(`real-cluster: ${name} is already running (pnpm real-cluster down --name ${name} first)`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const kueueDir = moduleDir('real-cluster/kueue', 'sigs.k8s.io/kueue');
  const kwokDir = moduleDir('real-cluster/kwok', 'sigs.k8s.io/kwok');

  const ports = {};
  const taken = new Set();
  for (const p of [
    'etcd',
    'etcdPeer',
    'apiserver',
    'controllerManager',
    'scheduler',
    'kwok',
    'kueueWebhook',
    'kueueVisibility',
    'kueueHealth',
  ]) {
    ports[p] = await freePort(taken);
  }
  const state = { name, dir, bin, ports, processes: {}, startedAt: new Date().toISOString() };
  writeState(dir, state);
  const pki = makePki(path.join(dir, 'pki'), { serviceIp: SERVICE_IP });
  const server = `https://127.0.0.1:${ports.apiserver}`;
  const admin = path.join(dir, 'admin.kubeconfig');
  writeJson(
    admin,
    kubeconfig({
      server,
      ca: pki.ca,
      user: {
        'client-certificate-data': readFileSync(pki.adminCert).toString('base64'),
        'client-key-data': readFileSync(pki.adminKey).toString('base64'),
      },
    }),
  );
  const ca = { ca: pki.ca, cert: pki.adminCert, key: pki.adminKey };
  const step = (msg) => say(`${name}: ${msg} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  try {
    // etcd
    start(dir, state, 'etcd', {
      bin: path.join(bin, 'etcd'),
      args: [
        '--name=default',
        `--data-dir=${path.join(dir, 'etcd')}`,
        `--listen-client-urls=http://127.0.0.1:${ports.etcd}`,
        `--advertise-client-urls=http://127.0.0.1:${ports.etcd}`,
        `--listen-peer-urls=http://127.0.0.1:${ports.etcdPeer}`,
        `--initial-advertise-peer-urls=http://127.0.0.1:${ports.etcdPeer}`,
        `--initial-cluster=default=http://127.0.0.1:${ports.etcdPeer}`,
        '--unsafe-no-fsync',
        '--log-level=warn',
      ],
    });
    await waitFor(dir, state, 'etcd', 'health on /health', () => httpOk(ports.etcd, '/health'), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
    });
    step('etcd ready');

    // kube-apiserver
    start(dir, state, 'kube-apiserver', {
      bin: path.join(bin, 'kube-apiserver'),
      args: [
        `--etcd-servers=http://127.0.0.1:${ports.etcd}`,
        '--bind-address=127.0.0.1',
        '--advertise-address=127.0.0.1',
        // The `kubernetes` Service's endpoints may not be a loopback address: none are kept (as envtest does).
        '--endpoint-reconciler-type=none',
        `--secure-port=${ports.apiserver}`,
        `--tls-cert-file=${pki.apiserverCert}`,
        `--tls-private-key-file=${pki.apiserverKey}`,
        `--client-ca-file=${pki.ca}`,
        '--authorization-mode=RBAC',
        `--service-cluster-ip-range=${SERVICE_CIDR}`,
        '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
        `--service-account-key-file=${pki.saPub}`,
        `--service-account-signing-key-file=${pki.saKey}`,
        `--requestheader-client-ca-file=${pki.frontProxyCa}`,
        '--requestheader-allowed-names=front-proxy-client',
        '--requestheader-username-headers=X-Remote-User',
        '--requestheader-group-headers=X-Remote-Group',
        '--requestheader-extra-headers-prefix=X-Remote-Extra-',
        `--proxy-client-cert-file=${pki.frontProxyClientCert}`,
        `--proxy-client-key-file=${pki.frontProxyClientKey}`,
        '--profiling=false',
        '--v=1',
      ],
    });
    await waitFor(dir, state, 'kube-apiserver', '/readyz', () => httpsOk(ports.apiserver, '/readyz', ca), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 90),
    });
    step('kube-apiserver ready');

    // kube-controller-manager, kube-scheduler
    const delegated = [
      `--kubeconfig=${admin}`,
      `--authentication-kubeconfig=${admin}`,
      `--authorization-kubeconfig=${admin}`,
    ];
    start(dir, state, 'kube-controller-manager', {
      bin: path.join(bin, 'kube-controller-manager'),
      args: [
        ...delegated,
        '--bind-address=127.0.0.1',
        `--secure-port=${ports.controllerManager}`,
        '--leader-elect=false',
        '--use-service-account-credentials=true',
        `--service-account-private-key-file=${pki.saKey}`,
        `--root-ca-file=${pki.ca}`,
        `--cluster-signing-cert-file=${pki.ca}`,
        `--cluster-signing-key-file=${pki.caKey}`,
        '--controllers=job-controller,garbage-collector-controller,node-lifecycle-controller,namespace-controller,serviceaccount-controller,serviceaccount-token-controller,root-ca-certificate-publisher-controller,pod-garbage-collector-controller,ttl-after-finished-controller,persistentvolume-binder-controller,persistentvolume-protection-controller,persistentvolumeclaim-protection-controller',
        '--v=1',
      ],
    });
    start(dir, state, 'kube-scheduler', {
      bin: path.join(bin, 'kube-scheduler'),
      args: [
        ...delegated,
        '--bind-address=127.0.0.1',
        `--secure-port=${ports.scheduler}`,
        '--leader-elect=false',
        '--v=1',
      ],
    });

    // Kueue's namespace, CRDs (from the kueue module), the seed's nodes; kwok
    apply(bin, admin, [
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'kueue-system' } },
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NAMESPACE } },
    ]);
    const crdDir = path.join(kueueDir, 'config/components/crd/bases');
    kubectl(bin, admin, ['apply', '--server-side', '--field-manager=real-cluster', '-f', crdDir], {
      timeoutMs: 120_000,
    });
    // Kueue's webhooks present the certificate of its CA (kueue-ca, see certs.mjs).
    const caBundle = readFileSync(pki.kueueCa).toString('base64');
    for (const crd of conversionCrds(kueueDir)) {
      kubectl(bin, admin, [
        'patch',
        'crd',
        crd,
        '--type=merge',
        '-p',
        JSON.stringify({
          spec: {
            conversion: {
              strategy: 'Webhook',
              webhook: {
                clientConfig: { url: `https://127.0.0.1:${ports.kueueWebhook}/convert`, caBundle },
                conversionReviewVersions: ['v1'],
              },
            },
          },
        }),
      ]);
    }
    kubectl(bin, admin, ['wait', '--for=condition=Established', '--timeout=60s', '-f', crdDir], {
      timeoutMs: 70_000,
    });
    step('Kueue CRDs established');

    const kwokConfigFile = path.join(dir, 'kwok.yaml');
    writeFileSync(
      kwokConfigFile,
      kwokConfig(kwokDir, { defaultSeconds: Number(process.env.REAL_CLUSTER_POD_SECONDS || 5) }),
    );
    start(dir, state, 'kwok', {
      bin: path.join(bin, 'kwok'),
      args: [
        `--kubeconfig=${admin}`,
        `--config=${kwokConfigFile}`,
        '--manage-all-nodes=false',
        '--manage-nodes-with-annotation-selector=kwok.x-k8s.io/node=fake',
        `--server-address=127.0.0.1:${ports.kwok}`,
        '--node-lease-duration-seconds=40',
        '--cidr=10.244.0.0/16',
        '--node-ip=10.1.0.1',
      ],
    });
    apply(bin, admin, NODES);

    // Kueue: webhooks and visibility on loopback with our certificates
    const kueueCwd = path.join(dir, 'kueue');
    // The Secret's files where Kueue's cert management waits for them (kubelet mounts them in a Deployment).
    mkdirSync(path.join(kueueCwd, 'webhook-certs'), { recursive: true });
    for (const [file, from] of [
      ['ca.crt', pki.kueueCa],
      ['tls.crt', pki.webhookCert],
      ['tls.key', pki.webhookKey],
    ]) {
      writeFileSync(path.join(kueueCwd, 'webhook-certs', file), readFileSync(from), { mode: 0o600 });
    }
    // Kueue's internal cert management finds this Secret valid (for its Service's name and for 127.0.0.1) and
    // keeps it: it writes the certificate to webhook.certDir and our CA into the webhook configurations and CRDs.
    const b64 = (f) => readFileSync(f).toString('base64');
    apply(bin, admin, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'kueue-webhook-server-cert', namespace: 'kueue-system' },
      type: 'Opaque',
      data: {
        'ca.crt': b64(pki.kueueCa),
        'ca.key': b64(pki.kueueCaKey),
        'tls.crt': b64(pki.webhookCert),
        'tls.key': b64(pki.webhookKey),
      },
    });
    const kueueConfig = {
      apiVersion: 'config.kueue.x-k8s.io/v1beta2',
      kind: 'Configuration',
      namespace: 'kueue-system',
      health: { healthProbeBindAddress: `127.0.0.1:${ports.kueueHealth}` },
      metrics: { bindAddress: '0' },
      webhook: { port: ports.kueueWebhook, host: '127.0.0.1', certDir: path.join(kueueCwd, 'webhook-certs') },
      leaderElection: { leaderElect: false },
      internalCertManagement: { enable: true },
      visibilityServer: { bindAddress: '127.0.0.1', bindPort: ports.kueueVisibility },
      manageJobsWithoutQueueName: false,
      integrations: { frameworks: ['batch/job'] },
    };
    const kueueConfigFile = path.join(kueueCwd, 'config.yaml');
    writeFileSync(kueueConfigFile, JSON.stringify(kueueConfig, null, 2));
    const manifests = readManifests(
      bin,
      admin,
      path.join(kueueDir, 'config/components/webhook/manifests.yaml'),
    );
    apply(bin, admin, webhookConfigurations(manifests, { port: ports.kueueWebhook, caBundle }));
    start(dir, state, 'kueue', {
      bin: path.join(bin, 'kueue'),
      cwd: kueueCwd,
      args: [
        `--config=${kueueConfigFile}`,
        `--kubeconfig=${admin}`,
        `--visibility-server-port=${ports.kueueVisibility}`,
        '--zap-log-level=info',
      ],
    });

    await waitFor(
      dir,
      state,
      'kube-controller-manager',
      '/healthz',
      () => httpsOk(ports.controllerManager, '/healthz'),
      {
        timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
      },
    );
    await waitFor(dir, state, 'kube-scheduler', '/healthz', () => httpsOk(ports.scheduler, '/healthz'), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
    });
    await waitFor(dir, state, 'kwok', 'its nodes Ready', () => nodesReady(bin, admin), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
      intervalMs: 500,
    });
    step('controller-manager, scheduler, kwok ready');
    await waitFor(dir, state, 'kueue', '/readyz', () => httpOk(ports.kueueHealth, '/readyz'), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 120),
      intervalMs: 500,
    });
    step('Kueue ready');

    // Visibility API: an APIService whose Service (ExternalName localhost) the aggregator resolves to
    // https://localhost:<visibility port> (an APIService can name no URL, and no Endpoint may be loopback).
    apply(bin, admin, [
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'visibility-server', namespace: 'kueue-system' },
        spec: {
          type: 'ExternalName',
          externalName: 'localhost',
          ports: [{ name: 'https', port: ports.kueueVisibility }],
        },
      },
      ...['v1beta1', 'v1beta2'].map((version) => ({
        apiVersion: 'apiregistration.k8s.io/v1',
        kind: 'APIService',
        metadata: { name: `${version}.visibility.kueue.x-k8s.io` },
        spec: {
          group: 'visibility.kueue.x-k8s.io',
          version,
          groupPriorityMinimum: 100,
          versionPriority: 100,
          // As Kueue ships it: its visibility server serves a self-signed certificate.
          insecureSkipTLSVerify: true,
          service: { name: 'visibility-server', namespace: 'kueue-system', port: ports.kueueVisibility },
        },
      })),
    ]);

    // Seed (Kueue's webhooks must answer: retried until they do), the product's account
    await waitFor(
      dir,
      state,
      'kueue',
      'the seed accepted by its webhooks',
      () => {
        apply(bin, admin, QUEUES);
        return true;
      },
      { timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60), intervalMs: 1000 },
    );
    apply(bin, admin, STORAGE);
    apply(bin, admin, productRbac(readManifests(bin, admin, path.join(root, 'deploy/kubernetes/rbac.yaml'))));
    const token = kubectl(bin, admin, [
      '-n',
      NAMESPACE,
      'create',
      'token',
      PRODUCT_ACCOUNT,
      '--duration=8760h',
    ]).stdout.trim();
    const productKubeconfig = path.join(dir, 'kubeconfig');
    writeJson(productKubeconfig, kubeconfig({ server, ca: pki.ca, user: { token } }));
    step('seeded');

    await waitFor(
      dir,
      state,
      'kueue',
      'the visibility APIService Available',
      () => apiServicesAvailable(bin, admin),
      {
        timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
        intervalMs: 500,
      },
    );
    await waitFor(
      dir,
      state,
      'kube-controller-manager',
      `the claim ${NAMESPACE}/${DATASETS_CLAIM} Bound`,
      () => claimBound(bin, admin),
      { timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60), intervalMs: 500 },
    );
    await waitFor(dir, state, 'kueue', 'a probe Job admitted', () => probeAdmitted(bin, admin), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
      intervalMs: 500,
    });
    // Ready means the whole quota is free. A probe deleted while admitted kept its reservation (100m of small)
    // for 15 s and more — its Workload outlived the Job — and the first Job of a test or a user waited behind it:
    // so it runs to its end (`sleep 1`; Kueue releases the quota when the Workload is Finished), then goes.
    await waitFor(dir, state, 'kueue', 'the probe finished', () => probeFinished(bin, admin), {
      timeoutMs: timeout('REAL_CLUSTER_START_TIMEOUT', 60),
      intervalMs: 250,
    });
    kubectl(bin, admin, [
      '-n',
      NAMESPACE,
      'delete',
      'job',
      'real-cluster-probe',
      '--cascade=background',
      '--wait=false',
    ]);
    state.ready = true;
    state.upSeconds = (Date.now() - t0) / 1000;
    writeState(dir, state);
    step('up');
    return { dir, kubeconfig: productKubeconfig, adminKubeconfig: admin, state };
  } catch (err) {
    await stopAll(dir, state);
    throw err;
  }
}

function nodesReady(bin, admin) {
  const nodes = kubectlJson(bin, admin, ['get', 'nodes'], { timeoutMs: 10_000 }).items;
  return (
    nodes.length === NODES.length &&
    nodes.every((n) => n.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True'))
  );
}

function claimBound(bin, admin) {
  const claim = kubectlJson(bin, admin, ['-n', NAMESPACE, 'get', 'pvc', DATASETS_CLAIM], {
    timeoutMs: 10_000,
  });
  return claim.status?.phase === 'Bound';
}

function apiServicesAvailable(bin, admin) {
  const list = kubectlJson(bin, admin, ['get', 'apiservices'], { timeoutMs: 10_000 }).items;
  const vis = list.filter((a) => a.metadata.name.endsWith('.visibility.kueue.x-k8s.io'));
  return (
    vis.length === 2 &&
    vis.every((a) => a.status?.conditions?.some((c) => c.type === 'Available' && c.status === 'True'))
  );
}

function probeWorkloads(bin, admin) {
  return kubectlJson(bin, admin, ['-n', NAMESPACE, 'get', 'workloads.kueue.x-k8s.io'], {
    timeoutMs: 10_000,
  }).items.filter((w) =>
    w.metadata.ownerReferences?.some((o) => o.kind === 'Job' && o.name === 'real-cluster-probe'),
  );
}

const hasCondition = (w, type) => w.status?.conditions?.some((c) => c.type === type && c.status === 'True');

function probeFinished(bin, admin) {
  return probeWorkloads(bin, admin).some((w) => hasCondition(w, 'Finished'));
}

function probeAdmitted(bin, admin) {
  const probe = probeJob('real-cluster-probe');
  const got = kubectl(bin, admin, ['-n', NAMESPACE, 'get', 'job', probe.metadata.name, '-o', 'json'], {
    allowFail: true,
    timeoutMs: 10_000,
  });
  if (got.status !== 0) {
    apply(bin, admin, probe);
    return false;
  }
  return probeWorkloads(bin, admin).some((w) => hasCondition(w, 'Admitted'));
}

async function stopAll(dir, state) {
  for (const c of [...COMPONENTS].reverse()) await stop(state, c);
}

export async function down({ name = 'real' } = {}) {
  const dir = clusterDir(name);
  const state = readState(dir);
  if (state) await stopAll(dir, state);
  rmSync(dir, { recursive: true, force: true });
  say(`${name}: down`);
}

/** Stops and starts the API server (same ports, data and certificates); resolves when it is ready again. */
export async function restartApiserver({ name = 'real', downMs = 0 } = {}) {
  const dir = clusterDir(name);
  const state = readState(dir);
  if (!state) throw new Error(`real-cluster: ${name} is not up`);
  await stop(state, 'kube-apiserver');
  if (downMs) await sleep(downMs);
  restart(dir, state, 'kube-apiserver');
  const ca = {
    ca: path.join(dir, 'pki/ca.crt'),
    cert: path.join(dir, 'pki/admin.crt'),
    key: path.join(dir, 'pki/admin.key'),
  };
  await waitFor(
    dir,
    state,
    'kube-apiserver',
    '/readyz after a restart',
    () => httpsOk(state.ports.apiserver, '/readyz', ca),
    {
      timeoutMs: 90_000,
    },
  );
}

export function status() {
  const base = baseDir();
  const names = existsSync(base)
    ? readdirSync(base).filter((n) => existsSync(path.join(base, n, 'state.json')))
    : [];
  if (names.length === 0) {
    process.stdout.write('no real control plane (pnpm real-cluster up)\n');
    return [];
  }
  const out = [];
  for (const name of names) {
    const dir = path.join(base, name);
    const state = readState(dir);
    let rss = 0;
    const lines = COMPONENTS.map((c) => {
      const p = state.processes[c];
      const up = p && alive(p.pid);
      const kib = up ? rssKiB(p.pid) : 0;
      rss += kib;
      return `  ${c.padEnd(24)} ${up ? `pid ${p.pid}`.padEnd(12) : 'stopped'.padEnd(12)} ${up ? `${(kib / 1024).toFixed(0)} MiB` : ''}  ${logFile(dir, c)}`;
    });
    const ready = state.ready && COMPONENTS.every((c) => alive(state.processes[c]?.pid));
    process.stdout.write(
      `${name}: ${ready ? 'up' : 'not ready'}, https://127.0.0.1:${state.ports.apiserver}, RSS ${(rss / 1024).toFixed(0)} MiB\n${lines.join('\n')}\n  kubeconfig ${path.join(dir, 'kubeconfig')}\n`,
    );
    out.push({ name, ready, rssKiB: rss });
  }
  return out;
}
