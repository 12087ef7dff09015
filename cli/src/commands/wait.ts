import type { Context } from '../context.ts';
import { EXIT } from '../exit.ts';
import { exitCodeOf, waitForVersion } from '../watch.ts';
import { versionIdOf } from './status.ts';

/** `kb wait ID`: until the version finishes; exits 0 when it succeeded, 1 otherwise (130 when detached). */
export async function wait(ctx: Context, rawId: string): Promise<number> {
  const api = await ctx.api();
  const id = await versionIdOf(api, rawId);
  const final = await waitForVersion(ctx, api, id, { quiet: ctx.structured });
  if (!final) return EXIT.DETACHED;
  // The status lines on stderr said it all; -o json/yaml prints the final version.
  ctx.print(final, () => '');
  return exitCodeOf(final);
}
