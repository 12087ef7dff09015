import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from '../../src/server.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

// Issue 16 item 6: the simulated clusters of the embedded default lived in memory, so a restart marked every
// RUNNING job LOST. Their state now lives in DATA_DIR: the job goes on running and succeeds after the restart.
it('a restart of the embedded default keeps a running job on its simulated cluster: it completes, not LOST', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kb-embedded-restart-'));
  const environment = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    PORT: '0',
    RUNNER_SWEEP_MS: '200',
  };
  let server = await startServer({ environment });
  try {
    const prisma = server.prisma;
    const cluster = await prisma.cluster.findFirstOrThrow({
      where: { active: true },
      orderBy: { sortOrder: 'asc' },
    });
    const { user } = await seedUser(prisma);
    const project = await seedProject(prisma, [{ userId: user.id }]);
    const v = await seedVersion(prisma, {
      userId: user.id,
      projectId: project.id,
      cluster,
      command: ['sh', '-c', 'for i in 1 2 3 4; do echo "step $i"; sleep 2; done'],
    });
    server.runner!.wake();
    await waitForVersion(prisma, v.id, (x) => x.status === 'RUNNING', 30_000);
    await server.stop();

    const state = path.join(dir, 'kube-sim');
    expect((await stat(state)).mode & 0o777).toBe(0o700);
    for (const f of await readdir(state)) expect((await stat(path.join(state, f))).mode & 0o777).toBe(0o600);

    server = await startServer({ environment });
    server.runner!.wake();
    const done = await waitForVersion(
      server.prisma,
      v.id,
      (x) => x.status === 'SUCCEEDED' || x.status === 'FAILED' || x.status === 'LOST',
      40_000,
    );
    expect(done.status).toBe('SUCCEEDED');
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
