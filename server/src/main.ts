import { ConfigError } from './config.ts';
import { PluginLoadError } from './plugins/loader.ts';
import { startServer } from './server.ts';
import { DEMO_ADMIN } from './services/bootstrap.ts';

try {
  const server = await startServer();
  const shutdown = async (signal: string) => {
    server.logger.info({ signal }, 'shutting down');
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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
