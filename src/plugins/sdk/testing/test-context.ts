import { readFileSync } from 'node:fs';
import type { Asset, PluginContext, PluginLogger, SafeHttpClient } from '../types.js';
import { createFetchHttpClient } from './fetch-http-client.js';
import { createRecordingLogger } from './recording-logger.js';

export interface TestContextOptions {
  pluginId?: string;
  logger?: PluginLogger;
  http?: SafeHttpClient;
  signal?: AbortSignal;
  /** A fixed clock (a Date) or a clock function; the real clock when absent. */
  now?: Date | (() => Date);
  /** The host's own list (config/assets.json) when absent. */
  assets?: readonly Asset[];
}

/** The list the host hands every plugin: config/assets.json. */
function hostAssets(): readonly Asset[] {
  const file = JSON.parse(readFileSync(new URL('../../../../config/assets.json', import.meta.url), 'utf8')) as { assets: Asset[] };
  return file.assets;
}

function clockFrom(now: TestContextOptions['now']): () => Date {
  if (now instanceof Date) return () => new Date(now.getTime());
  return now ?? (() => new Date());
}

/** A PluginContext for tests: silent recording logger, fetch-based HTTP client, optional fixed clock, the host's assets. */
export function createTestContext(overrides: TestContextOptions = {}): PluginContext {
  const signal = overrides.signal ?? new AbortController().signal;
  return {
    pluginId: overrides.pluginId ?? 'test',
    logger: overrides.logger ?? createRecordingLogger(),
    http: overrides.http ?? createFetchHttpClient(signal),
    signal,
    now: clockFrom(overrides.now),
    assets: overrides.assets ?? hostAssets(),
  };
}
