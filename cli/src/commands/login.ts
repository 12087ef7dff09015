import { Api } from '../api/client.ts';
import { normalizeUrl, readConfig, writeConfig } from '../config.ts';
import type { Context } from '../context.ts';
import { EXIT, UsageError } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { readSecret } from '../prompt.ts';

export const ViewerQuery = graphql(`
  query Whoami_ViewerQuery {
    viewer {
      id
      email
      name
      isAdmin
      canCreateProjects
    }
  }
`);

/** `kb login [URL]`: checks the token against the server, then keeps both in the config file (mode 0600). */
export async function login(ctx: Context, rawUrl: string | undefined): Promise<number> {
  const stored = await readConfig(ctx.env);
  const given = rawUrl ?? ctx.env.KB_URL ?? stored.url;
  if (!given) throw new UsageError('say which server: kb login https://batch.example.com');
  const url = normalizeUrl(given);
  const token =
    ctx.env.KB_TOKEN ||
    (await readSecret(`API token for ${url} (create one on ${url}/tokens): `, ctx.io)).trim();
  if (!token) throw new UsageError('no token given (paste one, or set KB_TOKEN)');
  const { viewer } = await new Api({ url, token }).request(ViewerQuery, {});
  const file = await writeConfig({ url, token }, ctx.env);
  ctx.print(
    { url, config: file, viewer },
    () => `Logged in to ${url} as ${viewer.email}.\nSaved in ${file}.\n`,
  );
  return EXIT.OK;
}

/** `kb whoami`: the viewer and the server. */
export async function whoami(ctx: Context): Promise<number> {
  const api = await ctx.api();
  const { viewer } = await api.request(ViewerQuery, {});
  ctx.print(
    viewer,
    () =>
      `${viewer.email}${viewer.name ? ` (${viewer.name})` : ''}${viewer.isAdmin ? ', admin' : ''} on ${api.url}\n`,
  );
  return EXIT.OK;
}
