import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtInPlugins } from './index.js';
import { loadExtraPlugins, pluginProblems } from './loader.js';
import { createRecordingLogger } from './sdk/testing/index.js';

const fixture = (name: string) => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

describe('extra plugin loader', () => {
  it('loads the plugins a module exports and ignores its other exports', async () => {
    const logger = createRecordingLogger();
    const plugins = await loadExtraPlugins([fixture('echo-source.ts')], logger);
    expect(plugins.map((plugin) => `${plugin.kind}:${plugin.id}`)).toEqual(['source:echo']);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'info', msg: 'extra plugin loaded' })]);
  });

  it('takes a path relative to the working directory', async () => {
    const plugins = await loadExtraPlugins(['./src/plugins/__fixtures__/echo-source.ts'], createRecordingLogger());
    expect(plugins.map((plugin) => plugin.id)).toEqual(['echo']);
  });

  it('logs and skips modules that fail to import, export nothing, or offer malformed plugins, and keeps the rest', async () => {
    const logger = createRecordingLogger();
    const paths = ['throws-on-import.ts', 'no-plugin.ts', 'missing-create.ts', 'does-not-exist.ts', 'mixed-plugins.ts', 'echo-source.ts'];
    const plugins = await loadExtraPlugins(paths.map(fixture).concat('alphawire-plugin-not-installed'), logger);
    expect(plugins.map((plugin) => plugin.id)).toEqual(['quiet-market', 'echo']);
    const errors = logger.entries.filter((entry) => entry.level === 'error');
    expect(errors.map((entry) => entry.msg)).toEqual([
      'plugin module failed to load; skipped',
      'plugin module exports no plugin; skipped',
      'plugin is malformed; skipped',
      'plugin module failed to load; skipped',
      'plugin is malformed; skipped',
      'plugin module failed to load; skipped',
    ]);
    expect(errors[2]?.obj).toMatchObject({ pluginId: 'broken', problems: ['create must be a function'] });
  });

  it('names every problem of a malformed plugin', () => {
    expect(pluginProblems(null)).toEqual(['it is not an object']);
    expect(pluginProblems({ kind: 'widget', id: 'X', create: 1 })).toEqual([
      'kind must be one of source, enricher, market, poster, notifier',
      'id must be lower-case letters, digits and dashes',
      'displayName is missing',
      'create must be a function',
    ]);
    expect(pluginProblems({ kind: 'poster', id: 'x', displayName: 'X', create: () => null })).toEqual(['a poster needs limits.maxLength']);
    expect(pluginProblems({ kind: 'notifier', id: 'pager', displayName: 'Pager', create: () => null })).toEqual(['a notifier needs a settingsSchema (a zod schema)']);
    expect(pluginProblems({ kind: 'notifier', id: 'pager', displayName: 'Pager', settingsSchema: z.object({}), create: () => null })).toEqual(['a notifier needs fields and urls(settings)']);
  });
});

describe('built-in plugins', () => {
  it('are all well-formed, with unique ids per kind', () => {
    for (const plugin of builtInPlugins) expect(pluginProblems(plugin), plugin.id).toEqual([]);
    const keys = builtInPlugins.map((plugin) => `${plugin.kind}:${plugin.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
