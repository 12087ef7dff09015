import {
  type ClusterGrant,
  HOOK_NAMES,
  type HookArgs,
  type HookName,
  type HookResult,
  type Hooks,
  type Plugin,
} from './types.ts';

/** A hook that threw, timed out or returned something of the wrong shape. Carries the plugin's name. */
export class HookError extends Error {
  override readonly name = 'HookError';
  constructor(
    readonly pluginName: string,
    readonly hookName: HookName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`plugin "${pluginName}" failed in ${hookName}: ${reason}`, options);
  }
}

export interface HookRegistryOptions {
  /** How long one hook call may take before it counts as failed (default 5 s). */
  hookTimeoutMs?: number;
}

type Registered<N extends HookName> = { pluginName: string; hook: Hooks[N] };

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A cluster id, or `{ clusterId, priorityClasses? }` with a list of class names (or null/absent: all). */
function isGrant(item: unknown): item is ClusterGrant {
  if (typeof item === 'string') return true;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const grant = item as { clusterId?: unknown; priorityClasses?: unknown };
  return (
    typeof grant.clusterId === 'string' &&
    (grant.priorityClasses == null || isStringArray(grant.priorityClasses))
  );
}

const isGrantArray = (value: unknown): value is ClusterGrant[] =>
  Array.isArray(value) && value.every(isGrant);

/** Checks what a hook returned, and how the refusal of a wrong shape reads. */
const RESULT_CHECKS: {
  [N in HookName]: { check: (value: unknown) => value is HookResult<N>; shape: string };
} = {
  selectClusters: {
    check: isGrantArray,
    shape: 'a list of cluster ids (or { clusterId, priorityClasses } objects)',
  },
};

/** The hook registry of ARCHITECTURE §2: plugins register hooks; callers `run`, `runFirst` or ask `anyRegistered`. */
export class HookRegistry {
  readonly #hooks = new Map<HookName, Registered<HookName>[]>();
  readonly #plugins: Plugin[] = [];
  readonly #timeoutMs: number;

  constructor(options: HookRegistryOptions = {}) {
    this.#timeoutMs = options.hookTimeoutMs ?? 5_000;
  }

  /** Adds a plugin's hooks, in registration order. */
  register(plugin: Plugin): void {
    if (this.#plugins.some((p) => p.name === plugin.name)) {
      throw new Error(`a plugin named "${plugin.name}" is already registered`);
    }
    for (const name of Object.keys(plugin.hooks)) {
      if (!HOOK_NAMES.includes(name as HookName)) {
        throw new Error(
          `plugin "${plugin.name}" has an unknown hook "${name}" (known: ${HOOK_NAMES.join(', ')})`,
        );
      }
    }
    this.#plugins.push(plugin);
    for (const name of HOOK_NAMES) {
      const hook = plugin.hooks[name];
      if (hook === undefined) continue;
      if (typeof hook !== 'function')
        throw new Error(`plugin "${plugin.name}": hook ${name} must be a function`);
      const list = this.#hooks.get(name) ?? [];
      list.push({ pluginName: plugin.name, hook });
      this.#hooks.set(name, list);
    }
  }

  get plugins(): readonly Plugin[] {
    return this.#plugins;
  }

  anyRegistered(name: HookName): boolean {
    return (this.#hooks.get(name)?.length ?? 0) > 0;
  }

  /** Calls every registered hook (concurrently) and returns all their results flattened, in registration order. */
  async run<N extends HookName>(name: N, args: HookArgs<N>): Promise<HookResult<N>[number][]> {
    const results = await Promise.all(this.#entries(name).map((entry) => this.#call(name, entry, args)));
    return results.flat() as HookResult<N>[number][];
  }

  /** Calls hooks in registration order and returns the first non-empty result (undefined when none). */
  async runFirst<N extends HookName>(name: N, args: HookArgs<N>): Promise<HookResult<N> | undefined> {
    for (const entry of this.#entries(name)) {
      const result = await this.#call(name, entry, args);
      if (result !== undefined && result !== null && !(Array.isArray(result) && result.length === 0))
        return result;
    }
    return undefined;
  }

  #entries<N extends HookName>(name: N): Registered<N>[] {
    return (this.#hooks.get(name) ?? []) as Registered<N>[];
  }

  async #call<N extends HookName>(name: N, entry: Registered<N>, args: HookArgs<N>): Promise<HookResult<N>> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new HookError(entry.pluginName, name, `no answer within ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
    });
    let value: unknown;
    try {
      const hook = entry.hook as (a: HookArgs<N>) => unknown;
      value = await Promise.race([Promise.resolve().then(() => hook(args)), timeout]);
    } catch (error) {
      if (error instanceof HookError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new HookError(entry.pluginName, name, reason, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    const expected = RESULT_CHECKS[name];
    if (!expected.check(value)) {
      throw new HookError(entry.pluginName, name, `returned something other than ${expected.shape}`);
    }
    return value;
  }
}
