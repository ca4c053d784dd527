import type { PluginContext, PluginLogger, SafeHttpClient } from '../types.js';
import { createFetchHttpClient } from './fetch-http-client.js';
import { createRecordingLogger } from './recording-logger.js';

export interface TestContextOptions {
  pluginId?: string;
  logger?: PluginLogger;
  http?: SafeHttpClient;
  signal?: AbortSignal;
  /** A fixed clock (a Date) or a clock function; the real clock when absent. */
  now?: Date | (() => Date);
}

function clockFrom(now: TestContextOptions['now']): () => Date {
  if (now instanceof Date) return () => new Date(now.getTime());
  return now ?? (() => new Date());
}

/** A PluginContext for tests: silent recording logger, fetch-based HTTP client, optional fixed clock. */
export function createTestContext(overrides: TestContextOptions = {}): PluginContext {
  const signal = overrides.signal ?? new AbortController().signal;
  return {
    pluginId: overrides.pluginId ?? 'test',
    logger: overrides.logger ?? createRecordingLogger(),
    http: overrides.http ?? createFetchHttpClient(signal),
    signal,
    now: clockFrom(overrides.now),
  };
}
