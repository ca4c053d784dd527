import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyPlugin, PluginLogger } from './sdk/index.js';

const KINDS = ['source', 'enricher', 'market', 'poster', 'notifier'];
const ID = /^[a-z][a-z0-9-]*$/;

function hasMethod(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[name] === 'function';
}

function kindProblems(plugin: Record<string, unknown>): string[] {
  if (plugin.kind === 'source' && !hasMethod(plugin.settingsSchema, 'safeParse')) return ['a source needs a settingsSchema (a zod schema)'];
  const limits = plugin.limits as { maxLength?: unknown } | undefined;
  if (plugin.kind === 'poster' && typeof limits?.maxLength !== 'number') return ['a poster needs limits.maxLength'];
  if (plugin.kind === 'notifier' && !hasMethod(plugin.settingsSchema, 'safeParse')) return ['a notifier needs a settingsSchema (a zod schema)'];
  if (plugin.kind === 'notifier' && (!Array.isArray(plugin.fields) || typeof plugin.urls !== 'function')) return ['a notifier needs fields and urls(settings)'];
  return [];
}

/** What is wrong with a value offered as a plugin; empty when it has the shape the host needs. */
export function pluginProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['it is not an object'];
  const plugin = value as Record<string, unknown>;
  const problems: string[] = [];
  if (!KINDS.includes(String(plugin.kind))) problems.push(`kind must be one of ${KINDS.join(', ')}`);
  if (typeof plugin.id !== 'string' || !ID.test(plugin.id)) problems.push('id must be lower-case letters, digits and dashes');
  if (typeof plugin.displayName !== 'string' || plugin.displayName.trim() === '') problems.push('displayName is missing');
  if (typeof plugin.create !== 'function') problems.push('create must be a function');
  return [...problems, ...kindProblems(plugin)];
}

// A path (absolute, or ./ and ../ from the working directory) loads from disk; anything else is a package name.
function specifierFor(modulePath: string): string {
  if (modulePath.startsWith('.') || isAbsolute(modulePath)) return pathToFileURL(resolve(modulePath)).href;
  return modulePath;
}

// A module offers plugins as named exports (any name), or arrays of them; other exports are ignored.
function candidatesIn(module: Record<string, unknown>): unknown[] {
  return Object.values(module)
    .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter((value) => typeof value === 'object' && value !== null && 'kind' in value);
}

// The compiled server (its own modules are .js, scripts/build-server.ts) has no TypeScript loader:
// a plugin written in TypeScript gets tsx's, registered once, before the first such plugin loads.
let typeScriptLoader: Promise<unknown> | undefined;
function loaderFor(modulePath: string): Promise<unknown> {
  if (!/\.[cm]?ts$/.test(modulePath) || import.meta.url.endsWith('.ts')) return Promise.resolve();
  typeScriptLoader ??= import('tsx/esm/api').then(({ register }) => register());
  return typeScriptLoader;
}

async function loadModule(modulePath: string, logger: PluginLogger): Promise<AnyPlugin[]> {
  let module: Record<string, unknown>;
  try {
    await loaderFor(modulePath);
    module = (await import(specifierFor(modulePath))) as Record<string, unknown>;
  } catch (error) {
    logger.error({ modulePath, err: error }, 'plugin module failed to load; skipped');
    return [];
  }
  const candidates = candidatesIn(module);
  if (candidates.length === 0) logger.error({ modulePath }, 'plugin module exports no plugin; skipped');
  return candidates.filter((candidate): candidate is AnyPlugin => {
    const problems = pluginProblems(candidate);
    if (problems.length > 0) logger.error({ modulePath, pluginId: (candidate as { id?: unknown }).id, problems }, 'plugin is malformed; skipped');
    return problems.length === 0;
  });
}

/**
 * Loads the extra plugins named in config, in order. A module that fails to import, exports no
 * plugin, or offers a malformed one is logged and skipped: one broken plugin never stops the app.
 */
export async function loadExtraPlugins(modulePaths: readonly string[], logger: PluginLogger): Promise<AnyPlugin[]> {
  const loaded: AnyPlugin[] = [];
  for (const modulePath of modulePaths) {
    const plugins = await loadModule(modulePath, logger);
    for (const plugin of plugins) logger.info({ modulePath, pluginId: plugin.id, kind: plugin.kind }, 'extra plugin loaded');
    loaded.push(...plugins);
  }
  return loaded;
}
