import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CoreV1Api } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { registerVolume } from '../../src/services/volumes/registry.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { waitFor } from '../helpers/server-process.ts';

/*
 * `kb` end to end: the one-file bundle `pnpm build` makes, run as a user would (a child process, an empty HOME)
 * against a real server on the embedded defaults (PGlite, the simulated clusters), restarted once on the same
 * port and data folder for a followed log.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Result {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

let dir: string;
let home: string;
let bundle: string;
let port: number;
let url: string;
let server: RunningServer | undefined;
let environment: NodeJS.ProcessEnv;
let token: string;
let email: string;
let projectName: string;
let projectId: string;
let clusterName: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** A running `kb`: its output so far, and its end. */
function start(args: string[], env: Record<string, string> = {}, input?: string) {
  const child = spawn(process.execPath, [bundle, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', KB_RETRY_DELAYS_MS: '0', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => {
    out.stdout += String(d);
  });
  child.stderr.on('data', (d) => {
    out.stderr += String(d);
  });
  child.stdin.end(input ?? '');
  const done = new Promise<Result>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, ...out })),
  );
  return { child, out, done };
}

const kb = (args: string[], env?: Record<string, string>, input?: string) => start(args, env, input).done;

/** `kb … -o json` (before a `--`), parsed (failing with its stderr when it did not exit 0). */
async function kbJson<T = Record<string, unknown>>(args: string[]): Promise<T> {
  const dashes = args.indexOf('--');
  const at = dashes === -1 ? args.length : dashes;
  const r = await kb([...args.slice(0, at), '-o', 'json', ...args.slice(at)]);
  expect(r.stderr, r.stderr).not.toContain('unexpected');
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
}

async function startTheServer() {
  server = await startServer({ environment, cliBundle: bundle });
  server.runner?.wake();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kb-cli-'));
  home = path.join(dir, 'home');
  bundle = path.join(dir, 'kb.mjs');
  await promisify(execFile)(process.execPath, [path.join(repo, 'cli/bundle.mjs'), bundle]);
  port = await freePort();
  environment = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    RUNNER_SWEEP_MS: '200',
  };
  await startTheServer();
  url = server!.url;
  const prisma = server!.prisma;
  const seeded = await seedUser(prisma);
  token = seeded.token;
  email = seeded.user.email;
  projectName = `ml-${Date.now()}`;
  projectId = (await seedProject(prisma, [{ userId: seeded.user.id, role: 'OWNER' }], projectName)).id;
  const cluster = await prisma.cluster.findFirstOrThrow({
    where: { active: true },
    orderBy: { sortOrder: 'asc' },
  });
  clusterName = cluster.name;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const small = ['--cpu', '100m', '--memory', '64Mi'];

describe('kb against a live server', () => {
  it('logs in from an empty HOME: the token from KB_TOKEN or stdin, kept in a 0600 config', async () => {
    const first = await kb(['login', url], { KB_TOKEN: token });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Logged in to ${url} as ${email}`);
    const file = path.join(home, '.config/kueue-batch/config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ url, token });

    // No KB_TOKEN: the prompt reads the token from stdin (a pipe here; hidden on a terminal).
    const empty = await kb(['login', url]); // stdin is empty: no token
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('no token given');
    const fromStdin = await kb(['login', url, '-o', 'json'], {}, `${token}\n`);
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    expect(JSON.parse(fromStdin.stdout)).toMatchObject({ url, viewer: { email } });

    const bad = await kb(['login', url], { KB_TOKEN: 'kbt_not-a-token' });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/kb login/);
  });

  it('whoami, projects and clusters with a request, as tables and as the API objects', async () => {
    const who = await kb(['whoami']);
    expect(who.stdout).toContain(`${email} on ${url}`);
    expect(await kbJson(['whoami'])).toMatchObject({ email, isAdmin: false });

    const projects = await kb(['projects']);
    expect(projects.stdout).toMatch(new RegExp(`^${projectName}\\s+\\S+\\s+OWNER`, 'm'));
    const listed = await kbJson<{ name: string; viewerRole: string; statusCounts: object }[]>(['projects']);
    expect(listed).toEqual([expect.objectContaining({ name: projectName, viewerRole: 'OWNER' })]);

    const table = await kb([
      'clusters',
      '-p',
      projectName,
      '--cpu',
      '1000',
      '--memory',
      '1Gi',
      '--runtime',
      '10m',
    ]);
    expect(table.code, table.stderr).toBe(0);
    for (const line of table.stdout.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(table.stdout).toMatch(/^NAME\s+FITS\s+LIMITS\s+START\s+COST\/H$/m);
    expect(table.stdout).toMatch(new RegExp(`^${clusterName}\\s+no\\b`, 'm'));

    const clusters = await kbJson<
      {
        name: string;
        fitsRequest: boolean;
        limits: { maxCpuCores: number };
        startEstimate: { message: string };
      }[]
    >(['clusters', '-p', projectName, '--cpu', '500m', '--memory', '256Mi', '--runtime', '10m']);
    const first = clusters.find((c) => c.name === clusterName)!;
    expect(first.fitsRequest).toBe(true);
    expect(first.limits.maxCpuCores).toBeGreaterThan(0);
    expect(first.startEstimate.message).toEqual(expect.any(String));
  });

  it('run --wait exits 0 for a job that succeeds and 1 for one that exits 3; status, logs, wait agree', async () => {
    const ok = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--cluster',
      clusterName,
      '--wait',
      'busybox',
      '--',
      'sh',
      '-c',
      'echo hello from kb',
    ]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^Version:\s+\S+/m);
    expect(ok.stderr).toMatch(/SUCCEEDED exit 0/);

    const failing = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--wait',
      '-o',
      'json',
      'busybox',
      '--',
      'sh',
      '-c',
      'echo bad; exit 3',
    ]);
    expect(failing.code, failing.stderr).toBe(1);
    const payload = JSON.parse(failing.stdout) as { version: { id: string }; cluster: { name: string } };
    expect(payload.cluster.name).toBe(clusterName);
    const id = payload.version.id;

    expect(await kbJson(['status', id])).toMatchObject({ id, status: 'FAILED', exitCode: 3 });
    const logs = await kbJson<{ logs: string }>(['logs', id]);
    expect(logs.logs).toContain('bad');
    expect((await kb(['logs', id])).stdout).toBe('bad\n');
    const waited = await kb(['wait', id, '-o', 'json']);
    expect(waited.code).toBe(1);
    expect(JSON.parse(waited.stdout)).toMatchObject({ id, status: 'FAILED' });
    const status = await kb(['status', id, '-o', 'yaml']);
    expect(status.stdout).toMatch(/^status: FAILED$/m);
  }, 90_000);

  it('run --secret-env reads a project secret: the job sees the value, status names the secret only', async () => {
    const value = `s3cr3t-${Date.now()}`;
    const set = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'mutation($p: ID!, $v: String!) { setProjectSecret(projectId: $p, name: "HF_TOKEN", value: $v) { __typename } }',
        variables: { p: projectId, v: value },
      }),
    });
    expect(await set.json()).toEqual({ data: { setProjectSecret: { __typename: 'ProjectSecret' } } });

    const ran = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--secret-env',
      'TOKEN=HF_TOKEN',
      '--env',
      'PLAIN=1',
      '--wait',
      'busybox',
      '--',
      'sh',
      '-c',
      'echo "token=$TOKEN plain=$PLAIN"',
    ]);
    expect(ran.code, ran.stderr).toBe(0);
    const id = /^Version:\s+(\S+)/m.exec(ran.stdout)![1]!;
    // The job's own output may hold it (it echoes it here); kb's answers about the version never do.
    expect((await kb(['logs', id])).stdout).toBe(`token=${value} plain=1\n`);
    const version = await kbJson<{ env: unknown[] }>(['status', id]);
    expect(version.env).toEqual([
      { name: 'PLAIN', value: '1', secret: null },
      { name: 'TOKEN', value: null, secret: 'HF_TOKEN' },
    ]);
    const table = await kb(['status', id]);
    expect(table.stdout).toMatch(/^Env:\s+PLAIN=1 TOKEN<-secret HF_TOKEN$/m);
    for (const out of [ran, table]) expect(out.stdout + out.stderr).not.toContain(value);

    const unknown = await kb(['run', '-p', projectName, ...small, '--secret-env', 'TOKEN=NOPE', 'busybox']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('ValidationError:');
    expect(unknown.stderr).toMatch(/field: env\[0\]\.secret/);
    const malformed = await kb(['run', '-p', projectName, '--secret-env', 'TOKEN', 'busybox']);
    expect(malformed.code).toBe(2);
  }, 90_000);

  it('run --mount mounts a data volume: clusters says who has it, placement follows it, status shows it', async () => {
    // A bound static volume and claim "datasets" on the first cluster (as an administrator makes them), registered
    // read-only as the data volume "datasets".
    const prisma = server!.prisma;
    const alpha = await prisma.cluster.findFirstOrThrow({ where: { name: clusterName } });
    const kube = server!.services.kube.get(alpha);
    await kube.call(CoreV1Api, (core, options) =>
      core.createPersistentVolume(
        {
          body: {
            metadata: { name: 'kb-test-datasets' },
            spec: {
              capacity: { storage: '1Gi' },
              accessModes: ['ReadOnlyMany'],
              storageClassName: '',
              hostPath: { path: '/mnt/kb-test-datasets' },
              claimRef: { namespace: alpha.namespace, name: 'datasets' },
            },
          },
        },
        options,
      ),
    );
    await kube.call(CoreV1Api, (core, options) =>
      core.createNamespacedPersistentVolumeClaim(
        {
          namespace: alpha.namespace,
          body: {
            metadata: { name: 'datasets' },
            spec: {
              accessModes: ['ReadOnlyMany'],
              storageClassName: '',
              resources: { requests: { storage: '1Gi' } },
            },
          },
        },
        options,
      ),
    );
    await waitFor(
      'the claim to bind',
      async () =>
        (
          await kube.call(CoreV1Api, (core, options) =>
            core.readNamespacedPersistentVolumeClaim(
              { name: 'datasets', namespace: alpha.namespace },
              options,
            ),
          )
        ).status?.phase === 'Bound',
    );
    await registerVolume({ prisma, kube: server!.services.kube }, 'admin-cli', {
      clusterId: alpha.id,
      name: 'datasets',
      claimName: 'datasets',
      readOnly: true,
    });

    const clusters = await kbJson<
      {
        name: string;
        fitsRequest: boolean;
        volumes: { name: string }[];
        startEstimate: { message: string };
      }[]
    >(['clusters', '-p', projectName, '--mount', 'datasets:/data']);
    expect(clusters.find((c) => c.name === clusterName)).toMatchObject({
      fitsRequest: true,
      volumes: [{ name: 'datasets', readOnly: true, description: null }],
    });
    const others = clusters.filter((c) => c.name !== clusterName);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(other.fitsRequest).toBe(false);
      expect(other.startEstimate.message).toContain('has no volume "datasets"');
    }
    const table = await kb(['clusters', '-p', projectName]);
    expect(table.stdout).toMatch(/^NAME\s+LIMITS\s+QUEUE\s+VOLUMES\s+DESCRIPTION$/m);
    expect(table.stdout).toMatch(new RegExp(`^${clusterName}\\s.*\\sdatasets\\(ro\\)\\s`, 'm'));
    for (const line of table.stdout.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);

    // Placement chooses the cluster with the data; the read-only volume is mounted read-only.
    const ran = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--placement',
      'earliest',
      '--mount',
      'datasets:/data',
      '--wait',
      '-o',
      'json',
      'busybox',
      '--',
      'sh',
      '-c',
      'echo mounted',
    ]);
    expect(ran.code, ran.stderr).toBe(0);
    const payload = JSON.parse(ran.stdout) as { version: { id: string }; cluster: { name: string } };
    expect(payload.cluster.name).toBe(clusterName);
    expect(await kbJson(['status', payload.version.id])).toMatchObject({
      mounts: [{ volume: 'datasets', path: '/data', readOnly: true }],
    });
    expect((await kb(['status', payload.version.id])).stdout).toMatch(/^Mounts:\s+datasets:\/data:ro$/m);

    const elsewhere = others[0]!.name;
    const refused = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--cluster',
      elsewhere,
      '--mount',
      'datasets:/data:ro',
      'busybox',
    ]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('ValidationError:');
    expect(refused.stderr).toMatch(/field: mounts\[0\]\.volume/);
    const malformed = await kb(['run', '-p', projectName, '--mount', 'datasets', 'busybox']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('use VOLUME:PATH or VOLUME:PATH:ro');
  }, 120_000);

  it('run --params runs an array (one task per row), --wait exits 1 for its failed task; status, logs --task, rerun --only-failed', async () => {
    const params = path.join(dir, 'sweep.csv');
    await writeFile(params, 'lr,tag\n0.1,a\n0.2,"b, c"\n0.3,d\n');
    const ran = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--parallelism',
      '2',
      '--wait',
      '--params',
      params,
      '-o',
      'json',
      'busybox',
      '--',
      'sh',
      '-c',
      'echo "task $KB_TASK_INDEX of $KB_TASK_COUNT"; cat "$KB_TASK_PARAMS"; if [ "$KB_TASK_INDEX" = 2 ]; then exit 7; fi',
    ]);
    expect(ran.code, ran.stderr).toBe(1);
    const id = (JSON.parse(ran.stdout) as { version: { id: string } }).version.id;

    const version = await kbJson<{ status: string; tasks: Record<string, unknown> }>(['status', id]);
    expect(version.status).toBe('FAILED');
    expect(version.tasks).toEqual({
      count: 3,
      parallelism: 2,
      gang: false,
      pending: 0,
      running: 0,
      succeeded: 2,
      failed: 1,
      failedIndexes: '2',
    });
    const table = await kb(['status', id]);
    expect(table.stdout).toMatch(/^Tasks:\s+array of 3 \(2 at once\): 2 succeeded, 1 failed \[2\]$/m);
    for (const line of table.stdout.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);

    const second = await kb(['logs', '--task', '1', id]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('task 1 of 3');
    expect(JSON.parse(second.stdout.split('\n')[1]!)).toEqual({ lr: '0.2', tag: 'b, c' });
    const first = await kbJson<{ index: number; logs: string }>(['logs', '--task', '0', id]);
    expect(first).toMatchObject({ index: 0, status: 'SUCCEEDED' });
    expect(first.logs).toContain('task 0 of 3');
    const beyond = await kb(['logs', '--task', '3', id]);
    expect(beyond.code).toBe(2);
    expect(beyond.stderr).toContain('has tasks 0 to 2');

    // Only task 2 runs again, as itself (its index, the array's count, its parameters): it fails again, exit 1.
    const onlyFailed = await kb(['rerun', id, '--only-failed', '--wait', '-o', 'json']);
    expect(onlyFailed.code, onlyFailed.stderr).toBe(1);
    const rerunId = (JSON.parse(onlyFailed.stdout) as { version: { id: string } }).version.id;
    const again = await kbJson<{ tasks: Record<string, unknown> }>(['status', rerunId]);
    expect(again.tasks).toMatchObject({ count: 3, succeeded: 2, failed: 1, failedIndexes: '2' });
    const rerunLog = await kb(['logs', '--task', '2', rerunId]);
    expect(rerunLog.stdout).toContain('task 2 of 3');
    expect(JSON.parse(rerunLog.stdout.split('\n')[1]!)).toEqual({ lr: '0.3', tag: 'd' });

    const mismatch = await kb(['run', '-p', projectName, '--tasks', '4', '--params', params, 'busybox']);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain('--tasks 4 but --params has 3 rows');
  }, 120_000);

  it('logs --task I -f follows one task’s log from before it starts to its end, each line once', async () => {
    const ran = await kbJson<{ version: { id: string } }>([
      'run',
      '-p',
      projectName,
      ...small,
      '--tasks',
      '2',
      'busybox',
      '--',
      'sh',
      '-c',
      'for i in 1 2 3 4; do echo "line $i of task $KB_TASK_INDEX"; sleep 1; done',
    ]);
    const followed = await kb(['logs', '--task', '1', '-f', ran.version.id]);
    expect(followed.code, followed.stderr).toBe(0);
    expect(followed.stdout).toBe([1, 2, 3, 4].map((i) => `line ${i} of task 1\n`).join(''));
    const status = await kbJson<{ tasks: { succeeded: number } }>(['status', ran.version.id]);
    expect(status.tasks.succeeded).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('clusters --tasks N --gang estimates the podset; run --tasks 2 --gang starts a gang that succeeds', async () => {
    const clusters = await kbJson<{ name: string; fitsRequest: boolean; costEstimate: unknown }[]>([
      'clusters',
      '-p',
      projectName,
      ...small,
      '--runtime',
      '10m',
      '--tasks',
      '2',
      '--gang',
    ]);
    expect(clusters.find((c) => c.name === clusterName)?.fitsRequest).toBe(true);
    const tooMany = await kbJson<{ name: string; fitsRequest: boolean }[]>([
      'clusters',
      '-p',
      projectName,
      '--cpu',
      '4',
      '--memory',
      '64Mi',
      '--runtime',
      '10m',
      '--tasks',
      '10000',
      '--gang',
    ]);
    expect(tooMany.find((c) => c.name === clusterName)?.fitsRequest).toBe(false);

    const gang = await kb([
      'run',
      '-p',
      projectName,
      ...small,
      '--tasks',
      '2',
      '--gang',
      '--wait',
      'busybox',
      '--',
      'sh',
      '-c',
      'echo "rank $RANK of $WORLD_SIZE"',
    ]);
    expect(gang.code, gang.stderr).toBe(0);
    const id = /^Version:\s+(\S+)/m.exec(gang.stdout)![1]!;
    expect(await kbJson(['status', id])).toMatchObject({
      status: 'SUCCEEDED',
      tasks: { count: 2, parallelism: 2, gang: true, succeeded: 2, failed: 0 },
    });
    expect((await kb(['logs', '--task', '1', id])).stdout).toContain('rank 1 of 2');
    expect((await kb(['status', id])).stdout).toMatch(/^Tasks:\s+gang of 2: 2 succeeded$/m);
  }, 120_000);

  it('a refused run exits 3 with the typed error and its fields; an unknown flag 2; no server 4', async () => {
    const refused = await kb(['run', '-p', projectName, '--cpu', '1000', '--memory', '1Gi', 'busybox']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^kb: .*cpu 1000 exceeds/m);
    expect(refused.stderr).toContain('ResourceLimitExceededError:');
    expect(refused.stderr).toMatch(/resource: CPU\n\s+resourceName: cpu\n\s+requested: 1000/);
    expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const asJson = await kb([
      'run',
      '-p',
      projectName,
      '--cpu',
      '1000',
      '--memory',
      '1Gi',
      'busybox',
      '-o',
      'json',
    ]);
    expect(asJson.code).toBe(3);
    expect(JSON.parse(asJson.stdout).error).toMatchObject({
      __typename: 'ResourceLimitExceededError',
      violations: [expect.objectContaining({ resource: 'CPU', requested: 1000 })],
    });

    const missing = await kb(['wait', 'no-such-version']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/No process version with this id.*\n {2}code: NOT_FOUND/);

    const unknown = await kb(['run', '--bogus', 'busybox']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--bogus'");
    expect((await kb(['status'])).code).toBe(2);
    expect((await kb(['whoami', '-o', 'xml'])).code).toBe(2);
    const gangless = await kb(['run', '-p', projectName, '--gang', 'busybox']);
    expect(gangless.code).toBe(2);
    expect(gangless.stderr).toContain('--gang: say how many tasks with --tasks N');

    const closed = await freePort();
    const gone = await kb(['whoami'], { KB_URL: `http://127.0.0.1:${closed}` });
    expect(gone.code).toBe(4);
    expect(gone.stderr).toContain(`cannot reach the server at http://127.0.0.1:${closed}`);
  });

  it('the same --idempotency-key twice creates one version; run -f spec.yaml; ls, rerun, cancel, usage in json', async () => {
    const key = `retry-${Date.now()}`;
    const args = [
      'run',
      '-p',
      projectName,
      ...small,
      '--idempotency-key',
      key,
      'busybox',
      '--',
      'sh',
      '-c',
      'echo once',
    ];
    const a = await kbJson<{ version: { id: string }; process: { id: string } }>(args);
    const b = await kbJson<{ version: { id: string }; process: { id: string } }>(args);
    expect(b.version.id).toBe(a.version.id);
    expect(await server!.prisma.processVersion.count({ where: { processId: a.process.id } })).toBe(1);

    const spec = path.join(dir, 'spec.yaml');
    await writeFile(
      spec,
      [
        `projectId: ${projectName}`,
        'name: from-spec',
        'image: busybox',
        'command: [sh, -c, echo "spec says $GREETING"]',
        'env:',
        '  - { name: GREETING, value: hi }',
        'resources: { cpu: 200m, memory: 128Mi, deadlineSeconds: 600 }',
      ].join('\n'),
    );
    const fromSpec = await kb(['run', '-f', spec, '--follow']);
    expect(fromSpec.code, fromSpec.stderr).toBe(0);
    expect(fromSpec.stdout).toContain('spec says hi\n');
    const badSpec = path.join(dir, 'bad.yaml');
    await writeFile(badSpec, 'image: busybox\nimgae: typo\n');
    const bad = await kb(['run', '-p', projectName, '-f', badSpec]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown field imgae');

    const listed = await kbJson<{ name: string; latestVersion: { id: string; status: string } }[]>([
      'ls',
      '-p',
      projectName,
    ]);
    const specProcess = listed.find((p) => p.name === 'from-spec')!;
    expect(specProcess.latestVersion.status).toBe('SUCCEEDED');
    const table = await kb(['ls', '-p', projectName]);
    expect(table.stdout).toContain(specProcess.latestVersion.id); // ids are never cut

    const rerun = await kbJson<{ version: { version: number; id: string } }>([
      'rerun',
      specProcess.latestVersion.id,
      '--memory',
      '256Mi',
    ]);
    expect(rerun.version.version).toBe(2);
    const cancelled = await kbJson<{ __typename: string; id: string; status: string }>([
      'cancel',
      rerun.version.id,
    ]);
    expect(cancelled).toMatchObject({ __typename: 'ProcessVersion', id: rerun.version.id });
    const again = await kb(['cancel', rerun.version.id]);
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('VersionNotCancellableError');
    // --env lays a variable over the source's environment by name; --mount with a volume no cluster has refuses.
    const greeted = await kb(['rerun', specProcess.latestVersion.id, '--env', 'GREETING=again', '--follow']);
    expect(greeted.code, greeted.stderr).toBe(0);
    expect(greeted.stdout).toContain('spec says again\n');
    const versions = await server!.prisma.processVersion.findMany({
      where: { process: { name: 'from-spec', project: { name: projectName } } },
      orderBy: { version: 'asc' },
    });
    expect(versions.map((v) => v.env)).toEqual([
      [{ name: 'GREETING', value: 'hi' }],
      [{ name: 'GREETING', value: 'hi' }],
      [{ name: 'GREETING', value: 'again' }],
    ]);
    const noVolume = await kb(['rerun', specProcess.latestVersion.id, '--mount', 'nowhere:/data']);
    expect(noVolume.code).not.toBe(0);
    expect(noVolume.stderr).toContain('nowhere');

    const usage = await kbJson<{ rows: unknown[]; currency: string | null }>(['usage', '-p', projectName]);
    expect(Array.isArray(usage.rows)).toBe(true);
  }, 120_000);

  it('Ctrl+C during run --wait detaches and says how to resume; the version keeps running', async () => {
    const running = start([
      'run',
      '-p',
      projectName,
      ...small,
      '--wait',
      'busybox',
      '--',
      'sh',
      '-c',
      'sleep 30',
    ]);
    await waitFor('the job to run', () => / RUNNING/.test(running.out.stderr), 60_000);
    const id = /^Version:\s+(\S+)/m.exec(running.out.stdout)![1]!;
    running.child.kill('SIGINT');
    const r = await running.done;
    expect(r.code).toBe(130);
    expect(r.stderr).toContain(`Resume with: kb wait ${id}`);
    const version = await server!.prisma.processVersion.findUniqueOrThrow({ where: { id } });
    expect(version.status).toBe('RUNNING');
    expect(version.cancelRequestedAt).toBeNull();
    expect((await kb(['cancel', id])).code).toBe(0);
  }, 90_000);

  it('logs -f follows across a server restart: every line once, in order', async () => {
    const lines = Array.from({ length: 8 }, (_, i) => `line ${i + 1}`);
    const created = await kbJson<{ version: { id: string } }>([
      'run',
      '-p',
      projectName,
      ...small,
      'busybox',
      '--',
      'sh',
      '-c',
      'for i in 1 2 3 4 5 6 7 8; do echo "line $i"; sleep 1; done',
    ]);
    const following = start(['logs', '-f', created.version.id]);
    await waitFor('the first lines', () => following.out.stdout.includes('line 2\n'), 60_000);
    await server!.stop();
    server = undefined;
    await startTheServer();
    const r = await following.done;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('reconnecting');
    expect(r.stdout).toBe(`${lines.join('\n')}\n`);
  }, 120_000);

  it('serves the bundle at /cli/kb.mjs and the spec schema at /schemas/process.json; completion', async () => {
    const response = await fetch(`${server!.url}/cli/kb.mjs`);
    expect(response.status).toBe(200);
    const downloaded = path.join(dir, 'downloaded.mjs');
    await writeFile(downloaded, Buffer.from(await response.arrayBuffer()));
    const version = await promisify(execFile)(process.execPath, [downloaded, '--version']);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);

    const schema = (await (await fetch(`${server!.url}/schemas/process.json`)).json()) as {
      title: string;
      required: string[];
      properties: Record<string, { description?: string }>;
      $defs: Record<string, { properties: Record<string, unknown> }>;
    };
    expect(schema.title).toBe('CreateProcessInput');
    expect(schema.required).toEqual(expect.arrayContaining(['image', 'name', 'projectId', 'resources']));
    expect(schema.properties.idempotencyKey?.description).toContain('same key');
    expect(Object.keys(schema.$defs.ResourceRequestsInput!.properties)).toEqual(
      expect.arrayContaining(['cpu', 'memory', 'deadlineSeconds']),
    );

    const bash = await kb(['completion', 'bash']);
    expect(bash.stdout).toContain('complete -F _kb kb');
    expect(bash.stdout).toContain('--idempotency-key');
    expect((await kb(['completion', 'zsh'])).stdout).toContain('#compdef kb');
    const help = await kb(['run', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Example:\n\s+\$ kb run/);
  });
});
