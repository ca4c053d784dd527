import type { PluginLogger } from '../types.js';

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  obj: object;
  msg?: string;
}

/** A logger that prints nothing and keeps every entry, so a test can assert on what was logged. */
export interface RecordingLogger extends PluginLogger {
  entries: LogEntry[];
}

/** Creates a silent logger that records its entries. */
export function createRecordingLogger(): RecordingLogger {
  const entries: LogEntry[] = [];
  const record = (level: LogEntry['level']) => (obj: object, msg?: string) => {
    entries.push({ level, obj, msg });
  };
  return { entries, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}
