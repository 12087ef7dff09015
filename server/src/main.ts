import { ConfigError } from './config.ts';
import { PluginLoadError } from './plugins/loader.ts';
import { startServer } from './server.ts';
import { DEMO_ADMIN } from './services/bootstrap.ts';

try {
  const server = await startServer();
  let stopping = false;
  // SIGTERM (or SIGINT): a graceful stop within SHUTDOWN_TIMEOUT_MS, exit 0; a second signal or the timeout
  // exits at once with 1 (launches cut short are claimed again by another server: never half-done).
  const shutdown = (signal: string) => {
    if (stopping) {
      server.logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    server.logger.info({ signal, timeoutMs: server.config.shutdownTimeoutMs }, 'shutting down');
    setTimeout(() => {
      server.logger.error({ timeoutMs: server.config.shutdownTimeoutMs }, 'shutdown timed out: exiting now');
      process.exit(1);
    }, server.config.shutdownTimeoutMs);
    server.stop().then(
      () => {
        server.logger.info({ ms: Date.now() - started }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        server.logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'shutdown failed',
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const signInEmail = server.notes.some((n) => n.includes(DEMO_ADMIN) || n.startsWith('Simulated clusters'))
    ? DEMO_ADMIN
    : 'you@example.com';
  process.stdout.write(
    [
      '',
      `kueue-batch is running at ${server.url}  (GraphQL: ${server.url}/graphql)`,
      ...server.notes,
      ...(server.config.oidc
        ? [
            `Sign-in with ${server.config.oidc.providerName} is on (${server.services.oidc?.ready ? 'provider reachable' : 'provider not reachable yet: retrying'}).`,
          ]
        : []),
      'To sign in, create a token (in another terminal, same environment) and paste it on the sign-in page:',
      `  pnpm admin token:create --email ${signInEmail} --admin`,
      '',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof PluginLoadError) {
    process.stderr.write(`Start-up failed: ${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
}
