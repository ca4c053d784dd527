import { z } from 'zod';
import type { AnyPlugin, EnvSetting } from '../../plugins/sdk/index.js';

/** The settings a plugin reads from the environment, by settings key, for those set. */
export function envSettings(plugin: AnyPlugin, env: Readonly<Record<string, string>>): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const setting of plugin.env ?? []) {
    const value = env[setting.name];
    if (value !== undefined && value !== '') settings[setting.key] = value;
  }
  return settings;
}

/**
 * The environment variables a plugin still needs: those whose setting its schema refuses while
 * unset (a required token). Empty when the environment alone makes valid settings.
 */
export function unsetRequiredEnv(plugin: AnyPlugin, env: Readonly<Record<string, string>>): string[] {
  const parsed = plugin.settingsSchema?.safeParse(envSettings(plugin, env));
  if (!parsed || parsed.success) return [];
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return (plugin.env ?? []).filter((s) => refused.has(s.key) && !env[s.name]).map((s) => s.name);
}

/** The values of a plugin's secret settings that are set: what its guard keeps to its own hosts. */
export function secretValues(plugin: AnyPlugin, env: Readonly<Record<string, string>>): string[] {
  return (plugin.env ?? []).filter((s) => s.secret).flatMap((s) => (env[s.name] ? [env[s.name]!] : []));
}

/** The variables plugins declare as secret: each may also be given as NAME_FILE. */
export function pluginSecretNames(plugins: readonly AnyPlugin[]): string[] {
  return plugins.flatMap((plugin) => (plugin.env ?? []).filter((s) => s.secret).map((s) => s.name));
}

/** The first URL setting the operator set for the plugin (its base URL), or null: where its calls go instead of its public API. */
export function configuredBaseUrl(plugin: AnyPlugin, env: Readonly<Record<string, string>>): string | null {
  for (const setting of plugin.env ?? []) {
    const value = env[setting.name];
    if (!setting.secret && value && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)) return value.replace(/\/+$/, '');
  }
  return null;
}

/** The hosts of the URL settings the operator set in the environment (a base URL beside a token). */
export function configuredHosts(plugin: AnyPlugin, env: Readonly<Record<string, string>>): string[] {
  return (plugin.env ?? []).filter((s) => !s.secret).flatMap((s) => {
    const value = env[s.name];
    return value && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) ? [new URL(value).hostname.toLowerCase()] : [];
  });
}

function checkOne(plugin: AnyPlugin, setting: EnvSetting, value: string): string | null {
  const schema = plugin.settingsSchema;
  if (!(schema instanceof z.ZodObject) || !(setting.key in schema.shape)) return null;
  const result = (schema.shape[setting.key] as z.ZodType).safeParse(value);
  return result.success ? null : `${setting.name}: ${result.error.issues[0]?.message ?? 'invalid value'}`;
}

/**
 * Problems with the environment settings of these plugins, each naming its variable, so start-up
 * can list them all at once as it does for the host's own options.
 */
export function envSettingProblems(plugins: readonly AnyPlugin[], env: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const plugin of plugins) {
    for (const setting of plugin.env ?? []) {
      const value = env[setting.name];
      const problem = value ? checkOne(plugin, setting, value) : null;
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
