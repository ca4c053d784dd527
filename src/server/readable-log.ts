/** A pino line as parsed back from JSON. */
interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string; code?: string };
  [key: string]: unknown;
}

/** Where readable lines go: a terminal's stream. */
export interface LineSink {
  write(text: string): unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const ERROR_LEVEL = 50;
// Fields every line carries or that the subject already names.
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'msg', 'err', 'pid', 'hostname', 'sourceName', 'sourceId', 'pluginId', 'plugin']);
// Fields read better as words than as their key.
const LABELS: Record<string, string> = { nextFetchAt: 'next try at' };
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const MAX_VALUE = 100;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Who the line is about, in words: "Cointelegraph (source 2)" or a plugin's id. */
function subjectOf(record: LogRecord): string | null {
  if (typeof record.sourceName === 'string') return record.sourceId === undefined ? record.sourceName : `${record.sourceName} (source ${String(record.sourceId)})`;
  if (record.sourceId !== undefined) return `source ${String(record.sourceId)}`;
  const plugin = record.pluginId ?? record.plugin;
  return typeof plugin === 'string' ? plugin : null;
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return ISO_TIME.test(value) ? clock(new Date(value)) : value;
  // A long list (the migrations applied) reads as its count and its ends.
  if (Array.isArray(value) && value.length > 3) return `${value.length} (${String(value[0])} … ${String(value.at(-1))})`;
  const text = Array.isArray(value) ? value.map(String).join(', ') : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function detailsOf(record: LogRecord): string {
  const details = Object.entries(record)
    .filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== undefined && value !== null)
    .map(([key, value]) => (LABELS[key] ? `${LABELS[key]} ${valueText(value)}` : `${key}=${valueText(value)}`));
  return details.length > 0 ? `  (${details.join(' ')})` : '';
}

/** The error's own words, and its code when they do not say it ("connection refused (ECONNREFUSED)"). */
function errorText(message: string, code: string | undefined): string {
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/**
 * One pino record as a line a person reads on a terminal: time, level, message, who it is about,
 * the error's own words and the other fields. A warning (a feed or provider that failed, as every
 * one does on a first start offline) gets no stack trace; an error keeps the stack its serializer
 * kept (none for an expected network failure, see log-error.ts).
 */
export function formatRecord(record: LogRecord): string {
  const level = (LEVELS[record.level ?? 30] ?? 'LOG').padEnd(5);
  const subject = subjectOf(record);
  const head = `${clock(new Date(record.time ?? 0))} ${level} ${record.msg ?? ''}${subject ? ` · ${subject}` : ''}`;
  const error = record.err?.message ? `: ${errorText(record.err.message, record.err.code)}` : '';
  const stack = (record.level ?? 0) >= ERROR_LEVEL && record.err?.stack ? `\n${record.err.stack}` : '';
  return `${head}${error}${detailsOf(record)}${stack}\n`;
}

/** A pino destination that writes readable lines (formatRecord) to a terminal. */
export function readableLines(out: LineSink): LineSink {
  return {
    write(line: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        return out.write(line);
      }
      return out.write(formatRecord(record));
    },
  };
}
