import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';
import { hasReference } from './reference-docs.ts';

/** kubectl from $KUBECTL or PATH, when it runs. */
function findKubectl(): string | undefined {
  const bin = process.env.KUBECTL || 'kubectl';
  const r = spawnSync(bin, ['version', '--client', '-o', 'json'], { encoding: 'utf8', timeout: 15_000 });
  return r.status === 0 ? bin : undefined;
}

const kubectlBin = findKubectl();
const required = process.env.REQUIRE_KUBECTL === '1';
if (!kubectlBin) {
  const msg = 'kubectl not found (PATH or $KUBECTL): the kubectl tests of kube-sim are skipped';
  if (required) throw new Error(`${msg}, but REQUIRE_KUBECTL=1 demands them`);
  console.warn(`NOTICE: ${msg} (set REQUIRE_KUBECTL=1 to make this an error)`);
}

describe.skipIf(!kubectlBin)('kubectl against a simulated cluster', () => {
  let sim: KubeSim;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  // kubectl must run asynchronously: the simulator answers it from this very process.
  const kubectl = (
    args: string[],
    input?: string,
  ): Promise<{ stdout: string; stderr: string; status: number | null }> =>
    new Promise((resolve, reject) => {
      const child = spawn(kubectlBin!, args, { env });
      let stdout = '';
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ stdout, stderr, status });
      });
      child.stdin.end(input ?? '');
    });
  const ok = async (args: string[], input?: string): Promise<string> => {
    const r = await kubectl(args, input);
    if (r.status !== 0) throw new Error(`kubectl ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    return r.stdout;
  };

  beforeAll(async () => {
    sim = await startAlpha();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kube-sim-kubectl-'));
    const kubeconfig = sim.cluster('alpha').writeKubeconfig(dir);
    // A private HOME keeps kubectl's discovery cache out of the user's.
    env = { PATH: process.env.PATH, HOME: dir, KUBECONFIG: kubeconfig };
  });
  afterAll(async () => {
    await sim?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('kubectl version reaches the server without insecure flags', async () => {
    const out = JSON.parse(await ok(['version', '-o', 'json']));
    expect(out.serverVersion.gitVersion).toMatch(/^v1\.\d+\.\d+/);
  });

  it('get ns,jobs,pods', async () => {
    const out = await ok(['get', 'ns,jobs,pods']);
    expect(out).toMatch(/namespace\/jobs\s+Active/);
    expect(out).toMatch(/namespace\/default\s+Active/);
  });

  it('create -f a headless Service and a ConfigMap, get svc,cm', async () => {
    const svc = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'gang' },
      spec: { clusterIP: 'None' },
    };
    const cm = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'params' },
      data: { a: '1', b: '2' },
    };
    expect(await ok(['create', '-f', '-'], JSON.stringify(svc))).toContain('service/gang created');
    expect(await ok(['create', '-f', '-'], JSON.stringify(cm))).toContain('configmap/params created');
    const out = await ok(['get', 'svc,cm']);
    expect(out).toMatch(/service\/gang\s+ClusterIP\s+None\s+<none>\s+<none>/);
    expect(out).toMatch(/configmap\/params\s+2\s/);
    expect(await ok(['delete', 'svc', 'gang'])).toContain('service "gang" deleted');
  });

  it("apply -f a PersistentVolume and a claim, get pv,pvc with the binder's result", async () => {
    const manifests = [
      {
        apiVersion: 'v1',
        kind: 'PersistentVolume',
        metadata: { name: 'datasets-pv' },
        spec: {
          capacity: { storage: '20Gi' },
          accessModes: ['ReadWriteMany', 'ReadOnlyMany'],
          hostPath: { path: '/tmp/kb-datasets' },
        },
      },
      {
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: { name: 'datasets', namespace: 'jobs' },
        spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '5Gi' } } },
      },
    ];
    const applied = await ok(['apply', '-f', '-'], manifests.map((m) => JSON.stringify(m)).join('\n'));
    expect(applied).toContain('persistentvolume/datasets-pv created');
    expect(applied).toContain('persistentvolumeclaim/datasets created');
    const pvs = await ok(['get', 'pv']);
    expect(pvs).toMatch(
      /^NAME\s+CAPACITY\s+ACCESS MODES\s+RECLAIM POLICY\s+STATUS\s+CLAIM\s+STORAGECLASS\s+VOLUMEATTRIBUTESCLASS\s+REASON\s+AGE$/m,
    );
    expect(pvs).toMatch(/^datasets-pv\s+20Gi\s+ROX,RWX\s+Retain\s+Bound\s+jobs\/datasets\s+<unset>\s+\S+$/m);
    const pvcs = await ok(['get', 'pvc', '-o', 'wide']);
    expect(pvcs).toMatch(
      /^NAME\s+STATUS\s+VOLUME\s+CAPACITY\s+ACCESS MODES\s+STORAGECLASS\s+VOLUMEATTRIBUTESCLASS\s+AGE\s+VOLUMEMODE$/m,
    );
    expect(pvcs).toMatch(/^datasets\s+Bound\s+datasets-pv\s+20Gi\s+ROX,RWX\s+<unset>\s+\S+\s+Filesystem$/m);
    // A second apply is a no-op that keeps the binding.
    expect(await ok(['apply', '-f', '-'], JSON.stringify(manifests[1]))).toContain(
      'persistentvolumeclaim/datasets unchanged',
    );
  });

  it('create -f job.yaml, then get, logs job/NAME, delete job NAME', async () => {
    const job = jobManifest({
      name: 'from-kubectl',
      queue: 'team',
      command: ['sh', '-c', 'echo hello from kubectl; sleep 2; echo bye'],
    });
    const file = path.join(dir, 'job.yaml');
    fs.writeFileSync(file, JSON.stringify(job));
    expect(await ok(['create', '-f', file])).toContain('job.batch/from-kubectl created');
    sim.clock.advance(1_000);
    const jobs = await ok(['get', 'jobs']);
    expect(jobs).toMatch(/^NAME\s+STATUS\s+COMPLETIONS\s+DURATION\s+AGE/m);
    expect(jobs).toMatch(/from-kubectl\s+Running\s+0\/1/);
    expect(await ok(['get', 'pods'])).toMatch(/from-kubectl-\w{5}\s+1\/1\s+Running\s+0/);
    expect(await ok(['logs', 'job/from-kubectl'])).toBe('hello from kubectl\n');
    sim.clock.advance(2_000);
    expect(await ok(['logs', 'job/from-kubectl'])).toBe('hello from kubectl\nbye\n');
    expect(await ok(['get', 'jobs', 'from-kubectl'])).toMatch(/from-kubectl\s+Complete\s+1\/1/);
    expect(await ok(['get', 'workloads'])).toMatch(/job-from-kubectl-\w{5}\s+team\s+team\s+True\s+True/);
    expect(await ok(['delete', 'job', 'from-kubectl'])).toContain('job.batch "from-kubectl" deleted');
    const after = await kubectl(['get', 'job', 'from-kubectl']);
    expect(after.status).not.toBe(0);
    expect(after.stderr).toContain('jobs.batch "from-kubectl" not found');
  });

  it('reports server-side validation errors', async () => {
    const bad = jobManifest({ name: 'bad' });
    delete bad.spec!.template.spec!.containers[0]!.image;
    const r = await kubectl(['create', '-f', '-'], JSON.stringify(bad));
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('spec.template.spec.containers[0].image: Required value');
  });

  it.skipIf(!hasReference)('refuses unknown fields (kubectl asks for strict field validation)', async () => {
    const unknown = {
      ...jobManifest({ name: 'strict' }),
      spec: { ...jobManifest({ name: 'strict' }).spec, bogus: true },
    };
    const s = await kubectl(['create', '-f', '-'], JSON.stringify(unknown));
    expect(s.status).not.toBe(0);
    expect(s.stderr).toContain('unknown field "spec.bogus"');
  });

  it.skipIf(!hasReference)(
    'writes back what it reads: replace -f of get -o yaml, and a second apply --server-side, pass strict validation',
    async () => {
      const job = jobManifest({ name: 'roundtrip', queue: 'team', command: ['sh', '-c', 'sleep 30'] });
      const file = path.join(dir, 'roundtrip.json');
      fs.writeFileSync(file, JSON.stringify(job));
      expect(await ok(['apply', '--server-side', '-f', file])).toContain(
        'job.batch/roundtrip serverside-applied',
      );
      sim.clock.advance(2_000);
      const yaml = await ok(['get', 'job', 'roundtrip', '-o', 'yaml']);
      // what a 1.32 API server defaults and reports, and the simulator serves
      expect(yaml).toContain('podReplacementPolicy: TerminatingOrFailed');
      expect(yaml).toMatch(/terminating: 0/);
      const labelled = yaml.replace('  labels:\n', '  labels:\n    touched: "yes"\n');
      expect(await ok(['replace', '-f', '-'], labelled)).toContain('job.batch/roundtrip replaced');
      expect(await ok(['get', 'job', 'roundtrip', '-o', 'jsonpath={.metadata.labels.touched}'])).toBe('yes');
      expect(await ok(['apply', '--server-side', '-f', file])).toContain(
        'job.batch/roundtrip serverside-applied',
      );
      const pods = JSON.parse(await ok(['get', 'pods', '-l', 'job-name=roundtrip', '-o', 'json']));
      expect(pods.items[0].status.hostIPs).toEqual([{ ip: expect.any(String) }]);
      await ok(['delete', 'job', 'roundtrip']);
    },
    60_000,
  );

  it('shows a failing job as kubectl users see it: Error, ImagePullBackOff, FailureTarget then Failed, logs after the end', async () => {
    const three = jobManifest({
      name: 'exit3',
      queue: 'team',
      backoffLimit: 0,
      command: ['sh', '-c', 'echo oops; sleep 1; exit 3'],
    });
    const pull = jobManifest({ name: 'badimage', queue: 'team', image: 'registry.invalid/app:1' });
    const slow = jobManifest({
      name: 'slowstop',
      queue: 'team',
      activeDeadlineSeconds: 3,
      annotations: { 'kube-sim.io/duration': '1h', 'kube-sim.io/stop-delay': '10s' },
    });
    for (const j of [three, pull, slow]) await ok(['create', '-f', '-'], JSON.stringify(j));
    sim.clock.advance(2_000);
    const pods = await ok(['get', 'pods']);
    expect(pods).toMatch(/exit3-\w{5}\s+0\/1\s+Error\s+0/);
    expect(pods).toMatch(/badimage-\w{5}\s+0\/1\s+ImagePullBackOff\s+0/);
    expect(await ok(['logs', 'job/exit3'])).toBe('oops\n');
    expect(
      await ok(['get', 'job', 'exit3', '-o', 'jsonpath={.status.conditions[?(@.status=="True")].type}']),
    ).toBe('FailureTarget Failed');
    sim.clock.advance(2_000);
    expect(await ok(['get', 'jobs', 'slowstop'])).toMatch(/slowstop\s+FailureTarget\s+0\/1/);
    expect(await ok(['get', 'pods', '-l', 'job-name=slowstop'])).toMatch(
      /slowstop-\w{5}\s+1\/1\s+Terminating\s+0/,
    );
    sim.clock.advance(10_000);
    expect(await ok(['get', 'jobs', 'slowstop'])).toMatch(/slowstop\s+Failed\s+0\/1/);
    // kubectl deletes in the background: the workload goes with the job
    expect(await ok(['get', 'workloads', '-o', 'name'])).toContain('job-exit3-');
    await ok(['delete', 'job', 'exit3', 'badimage', 'slowstop']);
    sim.clock.advance(2_000);
    expect(await ok(['get', 'workloads', '-o', 'name'])).not.toMatch(/exit3|badimage|slowstop/);
    expect(await ok(['get', 'pods', '-o', 'name'])).not.toMatch(/exit3|badimage|slowstop/);
  }, 60_000);

  it('get clusterqueues -o yaml', async () => {
    const out = await ok(['get', 'clusterqueues', '-o', 'yaml']);
    expect(out).toContain('kind: ClusterQueue');
    expect(out).toContain('apiVersion: kueue.x-k8s.io/v1beta2');
    expect(out).toMatch(/nominalQuota: "16"/);
    expect(out).toMatch(/type: Active/);
    expect(await ok(['get', 'cq'])).toMatch(/^NAME\s+COHORT\s+PENDING WORKLOADS\s*\nteam\s+0/m);
    expect(
      await ok(['get', 'clusterqueues.v1beta1.kueue.x-k8s.io', 'team', '-o', 'jsonpath={.apiVersion}']),
    ).toBe('kueue.x-k8s.io/v1beta1');
    expect(await ok(['get', 'localqueues', '-n', 'jobs'])).toMatch(/team\s+team\s+0\s+0/);
  });

  it('get --raw of Kueue’s visibility API, api-resources and WorkloadPriorityClasses', async () => {
    const raw = JSON.parse(
      await ok([
        'get',
        '--raw',
        '/apis/visibility.kueue.x-k8s.io/v1beta2/clusterqueues/team/pendingworkloads?limit=5',
      ]),
    );
    expect(raw).toMatchObject({
      kind: 'PendingWorkloadsSummary',
      apiVersion: 'visibility.kueue.x-k8s.io/v1beta2',
    });
    expect(Array.isArray(raw.items)).toBe(true);
    const lq = JSON.parse(
      await ok([
        'get',
        '--raw',
        '/apis/visibility.kueue.x-k8s.io/v1beta1/namespaces/jobs/localqueues/team/pendingworkloads',
      ]),
    );
    expect(lq.apiVersion).toBe('visibility.kueue.x-k8s.io/v1beta1');
    // The parents carry no verbs (as in Kueue's aggregated API server), so api-resources lists nothing.
    expect(await ok(['api-resources', '--api-group=visibility.kueue.x-k8s.io', '--no-headers'])).toBe('');
    expect(
      JSON.parse(await ok(['get', '--raw', '/apis/visibility.kueue.x-k8s.io'])).preferredVersion.version,
    ).toBe('v1beta2');
    await ok(
      ['create', '-f', '-'],
      'apiVersion: kueue.x-k8s.io/v1beta2\nkind: WorkloadPriorityClass\nmetadata: { name: high }\nvalue: 100\n',
    );
    expect(await ok(['get', 'workloadpriorityclasses'])).toBe('NAME   VALUE\nhigh   100\n');
  });

  it('a bounded get jobs --watch prints the changes it sees', async () => {
    const child = spawn(kubectlBin!, ['get', 'jobs', '--watch', '--request-timeout=3s'], { env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // wait for kubectl's watch to be open on the simulator, not for a guessed time
    await eventually(() => sim.cluster('alpha').openWatches > 0, 15_000);
    const job = jobManifest({ name: 'watched', queue: 'team', command: ['sh', '-c', 'sleep 1'] });
    fs.writeFileSync(path.join(dir, 'watched.json'), JSON.stringify(job));
    await ok(['create', '-f', path.join(dir, 'watched.json')]);
    sim.clock.advance(5_000);
    const code = await exited;
    expect(code).toBe(0);
    expect(out).toMatch(/watched\s+(Running|Suspended)/);
    expect(out).toMatch(/watched\s+Complete\s+1\/1/);
  });
});
