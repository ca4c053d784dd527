import type { Logger } from 'pino';
import { builtInPlugins } from '../../plugins/index.js';
import { loadExtraPlugins } from '../../plugins/loader.js';
import type { AnyPlugin } from '../../plugins/sdk/index.js';
import type { Config } from '../config.js';

/** The built-in plugins plus those named in PLUGINS (a broken one is logged and skipped). */
export async function loadPlugins(config: Config, logger: Logger): Promise<AnyPlugin[]> {
  const paths = config.PLUGINS.split(',').map((p) => p.trim()).filter(Boolean);
  return [...builtInPlugins, ...(await loadExtraPlugins(paths, logger))];
}
