import { Api } from './api/client.ts';
import { resolveConnection } from './config.ts';
import { type Format, parseFormat, renderData } from './output/format.ts';
import type { IoStreams } from './output/iostreams.ts';

/** What every command gets: the terminal, the environment, the output format and (lazily) the API. */
export class Context {
  private apiPromise: Promise<Api> | undefined;

  constructor(
    readonly io: IoStreams,
    readonly env: NodeJS.ProcessEnv,
    readonly format: Format,
  ) {}

  static from(io: IoStreams, env: NodeJS.ProcessEnv, options: { output?: string }): Context {
    return new Context(io, env, parseFormat(options.output));
  }

  api(): Promise<Api> {
    this.apiPromise ??= resolveConnection(this.env).then(
      (connection) => new Api({ ...connection, retryDelaysMs: retryDelays(this.env) }),
    );
    return this.apiPromise;
  }

  get structured(): boolean {
    return this.format !== 'table';
  }

  /** json/yaml: `data` as the API gave it; table: `table()`. */
  print(data: unknown, table: () => string): void {
    this.io.out.write(this.format === 'table' ? table() : renderData(this.format, data));
  }
}

/** KB_RETRY_DELAYS_MS="0,0": the waits between retries of a request that does not reach the server. */
function retryDelays(env: NodeJS.ProcessEnv): number[] | undefined {
  if (!env.KB_RETRY_DELAYS_MS) return undefined;
  return env.KB_RETRY_DELAYS_MS.split(',').map(Number).filter(Number.isFinite);
}
