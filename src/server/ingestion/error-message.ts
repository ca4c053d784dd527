import { PluginError } from '../../plugins/sdk/index.js';

/** The words stored on a source row for an admin: plugin errors as written, anything else marked unexpected. */
export function adminMessage(error: unknown): string {
  if (error instanceof PluginError) return error.message.slice(0, 500);
  const detail = error instanceof Error ? error.message : String(error);
  return `Unexpected error: ${detail}`.slice(0, 500);
}
