import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HookRegistry, type HookRegistryOptions } from './registry.ts';
import { HOOK_NAMES, type Plugin } from './types.ts';

/** A plugin that could not be loaded: start-up stops with this message (its spec and the cause). */
export class PluginLoadError extends Error {
  override readonly name = 'PluginLoadError';
  constructor(
    readonly spec: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`cannot load plugin "${spec}": ${reason}`, options);
  }
}

/** Splits the PLUGINS setting: comma-separated paths or package names. */
export function parsePluginSpecs(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
}

function isPath(spec: string): boolean {
  return spec.startsWith('.') || isAbsolute(spec) || /\.(c|m)?(t|j)s$/.test(spec);
}

function checkPlugin(value: unknown): Plugin {
  if (typeof value !== 'object' || value === null) throw new Error('its export is not a plugin object');
  const plugin = value as Partial<Plugin>;
  if (typeof plugin.name !== 'string' || plugin.name.trim() === '') throw new Error('the plugin has no name');
  if (typeof plugin.hooks !== 'object' || plugin.hooks === null)
    throw new Error('the plugin has no hooks object');
  for (const [name, hook] of Object.entries(plugin.hooks)) {
    if (!(HOOK_NAMES as readonly string[]).includes(name)) {
      throw new Error(`unknown hook "${name}" (known: ${HOOK_NAMES.join(', ')})`);
    }
    if (typeof hook !== 'function') throw new Error(`hook ${name} is not a function`);
  }
  return plugin as Plugin;
}

/**
 * Imports one plugin module. It exports, as `default` or as `plugin`, either a plugin (`definePlugin(...)`) or a
 * function returning one (sync or async), called once here: the place to read configuration such as env.
 */
export async function loadPlugin(spec: string, options: { cwd?: string } = {}): Promise<Plugin> {
  const target = isPath(spec) ? pathToFileURL(resolve(options.cwd ?? process.cwd(), spec)).href : spec;
  try {
    const module = (await import(target)) as { default?: unknown; plugin?: unknown };
    let exported = module.default ?? module.plugin;
    if (exported === undefined) throw new Error('the module has no default or `plugin` export');
    if (typeof exported === 'function') exported = await (exported as () => unknown)();
    return checkPlugin(exported);
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    if ((error as { code?: unknown }).code === 'ERR_UNKNOWN_FILE_EXTENSION' && /\.(c|m)?ts$/.test(spec)) {
      // The built server runs on plain Node: TypeScript plugins load only under `pnpm dev` (tsx).
      reason += ' (the built server loads JavaScript plugins: compile this one to .js, or run `pnpm dev`)';
    }
    throw new PluginLoadError(spec, reason, { cause: error });
  }
}

/** Loads every plugin in order into a new registry; the first failure throws `PluginLoadError`. */
export async function loadPlugins(
  specs: readonly string[],
  options: { cwd?: string } & HookRegistryOptions = {},
): Promise<HookRegistry> {
  const registry = new HookRegistry(options);
  for (const spec of specs) {
    const plugin = await loadPlugin(spec, options);
    try {
      registry.register(plugin);
    } catch (error) {
      throw new PluginLoadError(spec, error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
  }
  return registry;
}
