import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startKubeSim } from 'kube-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../../src/db/paths.ts';
import { simCluster } from '../helpers/clusters.ts';

// deploy/kubernetes rendered by kubectl's kustomize, every object validated against the Kubernetes schemas
// (kubernetes-models: the upstream OpenAPI definitions compiled to validators), then checked for what
// ARCHITECTURE §14 asks of it.

const kubectl = process.env.KUBECTL || 'kubectl';
const kubectlFound =
  spawnSync(kubectl, ['version', '--client', '-o', 'json'], { encoding: 'utf8', timeout: 15_000 }).status ===
  0;
if (!kubectlFound) {
  const msg = 'kubectl not found (PATH or $KUBECTL): the kustomize base is not rendered';
  if (process.env.REQUIRE_KUBECTL === '1') throw new Error(`${msg}, but REQUIRE_KUBECTL=1 demands it`);
  console.warn(`NOTICE: ${msg} (set REQUIRE_KUBECTL=1 to make this an error)`);
}

// biome-ignore lint/suspicious/noExplicitAny: rendered manifests are free-form YAML, checked field by field.
type Obj = Record<string, any>;

/** The kubernetes-models class of an object's apiVersion and kind. */
async function modelOf(apiVersion: string, kind: string) {
  const modulePath = `kubernetes-models/${apiVersion}/${kind}`; // core: v1/Service; groups: apps/v1/Deployment
  const module = (await import(modulePath)) as Record<string, new (data: Obj) => { validate(): void }>;
  const Model = module[kind];
  if (!Model) throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
  return Model;
}

describe.skipIf(!kubectlFound)('deploy/kubernetes (kustomize base)', () => {
  let objects: Obj[];
  const find = (kind: string) => {
    const found = objects.filter((o) => o.kind === kind);
    expect(found, kind).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      kubectl,
      ['kustomize', path.join(repoRoot, 'deploy/kubernetes')],
      {
        timeout: 60_000,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
      },
    );
    objects = parseAllDocuments(stdout).map((doc) => doc.toJS() as Obj);
  });

  it('renders the objects of §14', () => {
    console.info(`rendered: ${objects.map((o) => `${o.kind}/${o.metadata.name}`).join(', ')}`);
    expect(objects.map((o) => `${o.apiVersion} ${o.kind}`).sort()).toEqual(
      [
        'apps/v1 Deployment',
        'policy/v1 PodDisruptionBudget',
        'rbac.authorization.k8s.io/v1 ClusterRole',
        'rbac.authorization.k8s.io/v1 ClusterRoleBinding',
        'rbac.authorization.k8s.io/v1 Role',
        'rbac.authorization.k8s.io/v1 RoleBinding',
        'v1 Namespace',
        'v1 Service',
        'v1 ServiceAccount',
      ].sort(),
    );
  });

  it('validates every object against the Kubernetes schema of its kind', async () => {
    for (const object of objects) {
      const Model = await modelOf(object.apiVersion, object.kind);
      expect(() => new Model(object).validate(), `${object.kind}/${object.metadata.name}`).not.toThrow();
    }
    // The validators do catch a broken object (not a check that cannot fail).
    const broken = structuredClone(find('Deployment'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    const Deployment = await modelOf('apps/v1', 'Deployment');
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort/);
  });

  it('runs two non-root replicas on a read-only root file system, probed on /healthz and /readyz', () => {
    const deployment = find('Deployment');
    expect(deployment.spec.replicas).toBe(2);
    const pod = deployment.spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(pod.serviceAccountName).toBe(find('ServiceAccount').metadata.name);
    const [server] = pod.containers;
    expect(server.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    const tmp = server.volumeMounts.find((m: Obj) => m.mountPath === '/tmp');
    expect(pod.volumes.find((v: Obj) => v.name === tmp.name)?.emptyDir).toBeDefined();
    expect(server.livenessProbe.httpGet.path).toBe('/healthz');
    expect(server.readinessProbe.httpGet.path).toBe('/readyz');
    expect(server.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(server.resources.limits.memory).toBeDefined();
    const env = Object.fromEntries(server.env.map((e: Obj) => [e.name, e]));
    expect(env.IN_CLUSTER.value).toBe('true');
    expect(env.DATABASE_URL.valueFrom.secretKeyRef).toMatchObject({ name: 'kueue-batch' });
    expect(env.SECRET_KEY.valueFrom.secretKeyRef).toMatchObject({ name: 'kueue-batch' });
    expect(env.OIDC_CLIENT_SECRET.valueFrom.secretKeyRef.optional).toBe(true);
    // The data folder is the writable emptyDir.
    expect(env.DATA_DIR.value.startsWith('/tmp/')).toBe(true);
  });

  it('selects the pods from the Service and the PodDisruptionBudget, on ports the container declares', () => {
    const labels = find('Deployment').spec.template.metadata.labels;
    const matches = (selector: Obj) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(matches(find('Deployment').spec.selector.matchLabels)).toBe(true);
    const service = find('Service');
    expect(matches(service.spec.selector)).toBe(true);
    const ports = find('Deployment').spec.template.spec.containers[0].ports.map((p: Obj) => p.name);
    for (const port of service.spec.ports) expect(ports).toContain(port.targetPort);
    const pdb = find('PodDisruptionBudget');
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    expect(pdb.spec.minAvailable).toBe(1);
  });

  it('grants what the server does in its cluster, bound to its ServiceAccount', () => {
    const can = (rules: Obj[], group: string, resource: string, verb: string) =>
      rules.some(
        (r) => r.apiGroups.includes(group) && r.resources.includes(resource) && r.verbs.includes(verb),
      );
    const role = find('Role').rules;
    for (const verb of ['create', 'get', 'list', 'watch', 'delete'])
      expect(can(role, 'batch', 'jobs', verb)).toBe(true);
    for (const resource of ['pods', 'pods/log']) expect(can(role, '', resource, 'get')).toBe(true);
    expect(can(role, '', 'pods', 'watch')).toBe(true);
    expect(can(role, 'kueue.x-k8s.io', 'workloads', 'watch')).toBe(true);
    expect(can(role, 'kueue.x-k8s.io', 'localqueues', 'get')).toBe(true);
    expect(can(role, 'visibility.kueue.x-k8s.io', 'localqueues/pendingworkloads', 'get')).toBe(true);
    const clusterRole = find('ClusterRole').rules;
    for (const resource of ['clusterqueues', 'resourceflavors']) {
      expect(can(clusterRole, 'kueue.x-k8s.io', resource, 'get')).toBe(true);
    }
    expect(can(clusterRole, 'visibility.kueue.x-k8s.io', 'clusterqueues/pendingworkloads', 'get')).toBe(true);
    const account = find('ServiceAccount');
    for (const binding of [find('RoleBinding'), find('ClusterRoleBinding')]) {
      expect(binding.subjects).toContainEqual({
        kind: 'ServiceAccount',
        name: account.metadata.name,
        namespace: account.metadata.namespace,
      });
    }
    // Secrets are created (image pull secrets, a launch's project secrets) and deleted, never read back.
    expect(role.filter((r: Obj) => r.resources.includes('secrets')).flatMap((r: Obj) => r.verbs)).toEqual([
      'create',
      'delete',
    ]);
    // Data volumes: the registration reads the claim, and that is all (ARCHITECTURE §21).
    expect(
      role.filter((r: Obj) => r.resources.includes('persistentvolumeclaims')).flatMap((r: Obj) => r.verbs),
    ).toEqual(['get']);
  });

  it('is accepted by kube-sim in a server-side dry run, for the kinds it serves', async () => {
    const sim = await startKubeSim({ clusters: [simCluster('target')] });
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-kustomize-'));
    try {
      const env = {
        PATH: process.env.PATH,
        HOME: dir,
        KUBECONFIG: sim.cluster('target').writeKubeconfig(dir),
      };
      // Asynchronously: the simulator answers kubectl from this very process.
      const run = (args: string[], input?: string) =>
        new Promise<string>((resolve, reject) => {
          const child = execFile(kubectl, args, { env, timeout: 60_000 }, (error, stdout, stderr) =>
            error ? reject(new Error(`kubectl ${args.join(' ')}: ${stderr}`)) : resolve(stdout),
          );
          child.stdin?.end(input ?? '');
        });
      const served = new Set(
        (await run(['api-resources', '--no-headers', '-o', 'wide']))
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter((cols) => cols.length > 3)
          .map((cols) => cols.find((c) => /^[A-Z]/.test(c))),
      );
      const mine = objects.filter((o) => served.has(o.kind));
      expect(mine.map((o) => o.kind)).toContain('Namespace');
      // A dry run creates no namespace, so its namespaced objects (the Service, since kube-sim serves Services) need
      // the namespace to exist, as on a real API server: create it for real, then dry-run everything.
      const namespace = find('Namespace').metadata.name as string;
      await run(['apply', '-f', '-'], JSON.stringify(find('Namespace'))); // (kubectl create namespace speaks protobuf)
      // One object per apply (kubectl reads a stream that starts with '{' as one JSON document).
      let out = '';
      for (const o of mine)
        out += await run(['apply', '--dry-run=server', '--validate=strict', '-f', '-'], JSON.stringify(o));
      for (const o of mine) expect(out).toContain(`${o.kind.toLowerCase()}/${o.metadata.name}`);
      // Nothing else was created.
      const namespaced = mine.filter((o) => o.kind !== 'Namespace');
      expect(namespaced.length).toBeGreaterThan(0);
      for (const o of namespaced) {
        const listed = JSON.parse(
          await run(['get', o.kind.toLowerCase(), '-n', namespace, '-o', 'json']),
        ) as { items: Obj[] };
        expect(listed.items.map((i) => i.metadata.name)).not.toContain(o.metadata.name);
      }
    } finally {
      await sim.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
