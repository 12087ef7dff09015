import { ConfigError } from './config.ts';
import { startServer } from './server.ts';

try {
  const server = await startServer();
  const shutdown = async (signal: string) => {
    server.logger.info({ signal }, 'shutting down');
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.stdout.write(
    `\nkueue-batch is running at ${server.url}  (GraphQL: ${server.url}/graphql)\n` +
      `Create a sign-in token:  pnpm admin token:create --email you@example.com --admin\n\n`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
}
