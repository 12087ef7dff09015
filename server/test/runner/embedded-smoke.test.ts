import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from '../../src/server.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

it('launches and follows a version on the embedded database with the demo clusters', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kb-embedded-runner-'));
  const server = await startServer({
    environment: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, PORT: '0', RUNNER_SWEEP_MS: '200' },
  });
  try {
    const prisma = server.prisma;
    const cluster = await prisma.cluster.findFirstOrThrow({
      where: { active: true },
      orderBy: { sortOrder: 'asc' },
    });
    const { user } = await seedUser(prisma);
    const project = await seedProject(prisma, [{ userId: user.id }]);
    const v = await seedVersion(prisma, { userId: user.id, projectId: project.id, cluster });
    server.runner!.wake();
    const running = await waitForVersion(
      prisma,
      v.id,
      (x) => x.status === 'QUEUED' || x.status === 'RUNNING',
      30_000,
    );
    expect(running.jobName).toMatch(/^kb-/);
    expect(await prisma.clusterLease.count()).toBeGreaterThan(0);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}, 90_000);
