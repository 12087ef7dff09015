import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CoreV1Api } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { DEMO_ADMIN } from '../../src/services/bootstrap.ts';
import { createApiToken } from '../../src/services/tokens.ts';

/*
 * The Python SDK (clients/python) end to end: its pytest suite against a real server on the embedded defaults
 * (embedded database, the simulated demo clusters), and mypy --strict over the package and its tests. Needs the
 * venv that `pnpm generate` or .ci/run makes (clients/python/.venv with requirements-dev.txt; the SDK is imported
 * from clients/python/src); without it the suite skips with a notice, unless REQUIRE_PYTHON=1.
 */

const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../clients/python');
const python = path.join(sdkDir, '.venv/bin/python');

// The SDK from its sources, whether or not the venv has it installed.
const pythonEnv = { PYTHONPATH: path.join(sdkDir, 'src'), PYTHONDONTWRITEBYTECODE: '1' };
const probe = spawnSync(python, ['-c', 'import kueue_batch, pytest, mypy'], {
  cwd: sdkDir,
  encoding: 'utf8',
  env: { ...process.env, ...pythonEnv },
});
const pythonReady = probe.status === 0;
if (!pythonReady) {
  const why = `the Python SDK's venv is not ready (${python}: ${probe.error?.message ?? probe.stderr.trim()})`;
  if (process.env.REQUIRE_PYTHON === '1') throw new Error(`REQUIRE_PYTHON=1 but ${why}`);
  console.warn(
    `notice: ${why}: its tests are skipped (\`pnpm generate\` makes it; REQUIRE_PYTHON=1 fails instead)`,
  );
}

/** Runs a command of the venv; resolves with its exit code and everything it printed. */
function runPython(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(python, args, {
      cwd: sdkDir,
      env: { ...process.env, ...pythonEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += String(d);
    });
    child.stderr.on('data', (d) => {
      output += String(d);
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * A bound static PersistentVolume and claim `datasets` in Alpha's namespace, as an administrator makes them, for the
 * SDK's data volume test to register (tests/test_mounts.py).
 */
async function bindDatasetsClaim(server: RunningServer) {
  const alpha = await server.prisma.cluster.findFirstOrThrow({ where: { name: 'Alpha' } });
  const kube = server.services.kube.get(alpha);
  const spec = { accessModes: ['ReadOnlyMany'], storageClassName: '' };
  await kube.call(CoreV1Api, (core, options) =>
    core.createPersistentVolume(
      {
        body: {
          metadata: { name: 'sdk-datasets' },
          spec: {
            ...spec,
            capacity: { storage: '1Gi' },
            hostPath: { path: '/mnt/sdk-datasets' },
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
          spec: { ...spec, resources: { requests: { storage: '1Gi' } } },
        },
      },
      options,
    ),
  );
}

describe.skipIf(!pythonReady)('the Python SDK (clients/python)', () => {
  let dataDir: string;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kb-python-sdk-'));
    const template = inject('embeddedTemplateDir');
    if (template) await cp(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    server = await startServer({
      environment: { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' },
    });
    ({ token } = await createApiToken(server.prisma, {
      email: DEMO_ADMIN,
      admin: true,
      tokenName: 'pytest',
    }));
    await bindDatasetsClaim(server);
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('passes its pytest suite against the live server', async () => {
    const { code, output } = await runPython(['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'], {
      KB_URL: server.url,
      KB_TOKEN: token,
    });
    console.log(`pytest (clients/python): ${output.trim().split('\n').at(-1)}`);
    expect(code, output).toBe(0);
    expect(output).toMatch(/\d+ passed/);
  }, 600_000);

  it('is clean under mypy --strict (the package, its generated client and its tests)', async () => {
    const { code, output } = await runPython(['-m', 'mypy', '--no-incremental']);
    expect(code, output).toBe(0);
  }, 300_000);
});
