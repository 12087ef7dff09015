import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { App } from '../../src/app.ts';
import { createAppServer } from '../../src/http-listener.ts';
import type { Logger } from '../../src/logger.ts';

/** Serves the app over real HTTP on a loopback port, as server.ts does. */
export async function listen(
  app: App,
  logger?: Logger,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createAppServer(app.fetch, logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The MCP SDK's own client, connected over Streamable HTTP with the given API token. */
export async function mcpClient(baseUrl: string, token?: string): Promise<Client> {
  const client = new Client({ name: 'kueue-batch-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
  });
  await client.connect(transport);
  return client;
}
