import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFromCommand, straightLineStatements } from '../src/runtime.ts';
import { runScript } from '../src/shell.ts';
import { clientsFor, eventually, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

describe('container scripts in the sandboxed shell', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const podOf = async (job: string): Promise<k8s.V1Pod> =>
    eventually(
      async () =>
        (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: `job-name=${job}` })).items[0],
    );
  const log = (pod: string, extra: Partial<{ timestamps: boolean }> = {}) =>
    c.core.readNamespacedPodLog({ namespace: 'jobs', name: pod, ...extra }).catch(() => '');
  const terminated = async (job: string) =>
    (await podOf(job)).status?.containerStatuses?.[0]?.state?.terminated;

  it('runs a loop with sleeps on the simulated clock: each line when it is printed, the exit when it ends', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'loop', command: ['sh', '-c', 'for i in 1 2 3; do echo $i; sleep 2; done'] }),
    });
    const pod = (await podOf('loop')).metadata!.name!;
    sim.clock.advance(1_000); // the start delay
    expect(await eventually(async () => (await log(pod)) === '1\n')).toBe(true);
    sim.clock.advance(1_999);
    expect(await log(pod)).toBe('1\n');
    sim.clock.advance(1);
    expect(await log(pod)).toBe('1\n2\n');
    sim.clock.advance(2_000);
    expect(await log(pod)).toBe('1\n2\n3\n');
    expect((await podOf('loop')).status?.phase).toBe('Running');
    sim.clock.advance(2_000);
    expect(await terminated('loop')).toMatchObject({ exitCode: 0, reason: 'Completed' });
    const stamped = (await log(pod, { timestamps: true })).trim().split('\n');
    const times = stamped.map((l) => Date.parse(l.split(' ')[0]!));
    expect([times[1]! - times[0]!, times[2]! - times[1]!]).toEqual([2_000, 2_000]);
    const t = (await podOf('loop')).status!.containerStatuses![0]!.state!.terminated!;
    expect(Date.parse(t.finishedAt as unknown as string) - Date.parse(t.startedAt as unknown as string)).toBe(
      6_000,
    );
  });

  it('has variables, env values, pipes, functions and exit N', async () => {
    const body = jobManifest({
      name: 'pipes',
      command: [
        'sh',
        '-c',
        'shout() { echo "$1" | tr a-z A-Z; }; shout "$GREETING"; n=0; for f in a b c; do n=$((n+1)); echo "$f-$n"; done; ' +
          'env | grep -c ^GREETING=; [ "$(echo x | wc -c)" -eq 2 ] && echo counted; python train.py; exit 7',
      ],
    });
    body.spec!.template.spec!.containers[0]!.env = [{ name: 'GREETING', value: 'hello' }];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body });
    const pod = (await podOf('pipes')).metadata!.name!;
    sim.clock.advance(1_000);
    await eventually(async () => (await terminated('pipes')) !== undefined);
    expect(await terminated('pipes')).toMatchObject({ exitCode: 7, reason: 'Error' });
    expect(await log(pod)).toBe('HELLO\na-1\nb-2\nc-3\n1\ncounted\n+ python train.py\n');
  });

  it('touches nothing of the host: no files, no network, no processes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kube-sim-host-'));
    const secret = path.join(dir, 'secret.txt');
    fs.writeFileSync(secret, 'host-secret-content\n');
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.end('host-network-reply');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const r = await runScript({
        script: `cat ${secret}; ls ${dir}; echo x > ${dir}/written; curl -s http://127.0.0.1:${port}/; wget -q -O- http://127.0.0.1:${port}/; ps; kill -9 1; echo "home=$HOME pwd=$(pwd)"; echo $SECRET_FROM_HOST`,
        env: {},
        startMs: 0,
        memoryBytes: 1 << 20,
      });
      const text = r.lines.map((l) => l.text).join('\n');
      expect(text).not.toContain('host-secret-content');
      expect(text).not.toContain('host-network-reply');
      expect(text).toContain('No such file or directory');
      expect(fs.readdirSync(dir)).toEqual(['secret.txt']);
      expect(requests).toBe(0);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plans straight-line scripts at once, exactly as the shell runs them', async () => {
    const scripts = [
      'echo "epoch $N"; sleep 5; echo done; exit 3',
      'echo \'a  b\' "c  $N" d\nsleep 1.5\nN=two\necho "${N}x" && sleep 2m && echo end',
      'true; :; echo x && exit 0',
    ];
    for (const script of scripts) {
      expect(straightLineStatements(script)).toBeDefined();
      const fast = planFromCommand({ command: ['sh', '-c', script], env: [{ name: 'N', value: 'one' }] });
      const shell = await runScript({ script, env: { N: 'one' }, startMs: 0, memoryBytes: 1 << 20 });
      if ('shell' in fast) throw new Error(`not planned at once: ${script}`);
      expect(fast.lines).toEqual(shell.lines);
      expect(fast.exitCode ?? 0).toBe(shell.exitCode);
      expect(fast.durationMs ?? 0).toBe(shell.durationMs);
    }
    for (const script of [
      'echo $N',
      'false; echo x',
      'echo a | cat',
      'for i in 1; do echo; done',
      'echo -n x',
    ]) {
      expect(straightLineStatements(script), script).toBeUndefined();
    }
  });

  it('OOM-kills a container whose $VAR expansion outgrows its memory (issue 16 item 7), never throwing', async () => {
    // A 16 KB script of 8,200 references to a 64 KiB value: 525 MB if expanded.
    const big = 'x'.repeat(64 * 1024);
    const refs = '$V'.repeat(8_200);
    const body = jobManifest({ name: 'amplify', backoffLimit: 0, command: ['sh', '-c', `echo "${refs}"`] });
    body.spec!.template.spec!.containers[0]!.env = [{ name: 'V', value: big }];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body });
    const loop = jobManifest({
      name: 'amplify-loop',
      backoffLimit: 0,
      command: ['sh', '-c', 'echo start; sleep 1; a=$V; while true; do a="$a$a"; done'],
    });
    loop.spec!.template.spec!.containers[0]!.env = [{ name: 'V', value: big }];
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: loop });
    sim.clock.advance(1_000);
    const loopPod = (await podOf('amplify-loop')).metadata!.name!;
    await eventually(async () => (await log(loopPod)) === 'start\n', 10_000);
    sim.clock.advance(1_000);
    for (const name of ['amplify', 'amplify-loop']) {
      const t = await eventually(() => terminated(name));
      expect(t).toMatchObject({ exitCode: 137, reason: 'OOMKilled' });
      expect(t.message).toMatch(
        /kube-sim: the container outgrew its memory .*16777216 bytes.*memory limit 1Gi/,
      );
      const job = await eventually(async () => {
        const j = await c.batch.readNamespacedJob({ namespace: 'jobs', name });
        return j.status?.conditions?.some((x) => x.type === 'Failed') ? j : undefined;
      });
      expect(job.status?.failed).toBe(1);
    }
    expect(await log((await podOf('amplify-loop')).metadata!.name!)).toBe('start\n');
  });

  it('bounds a script to the memory limit when that is lower', async () => {
    const r = await runScript({
      script: 'a=0123456789; for i in 1 2 3 4 5 6 7 8 9 10 11 12; do a="$a$a"; done; echo ${#a}',
      env: {},
      startMs: 0,
      memoryBytes: 8 * 1024,
    });
    expect(r).toMatchObject({ exitCode: 137 });
    expect(r.oom).toMatch(/limit exceeded/);
  });
});
