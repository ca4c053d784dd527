import type { Config } from '../config.js';

/**
 * Settings a plugin gets from the environment rather than the database: API tokens and endpoints
 * stay out of the tables (and so out of backups and the admin API).
 */
export function secretSettingsFor(pluginId: string, config: Config): Record<string, unknown> {
  if (pluginId === 'marketaux' && config.MARKETAUX_API_TOKEN) return { apiToken: config.MARKETAUX_API_TOKEN };
  if (pluginId === 'cryptopanic' && config.CRYPTOPANIC_AUTH_TOKEN) return { authToken: config.CRYPTOPANIC_AUTH_TOKEN };
  if (pluginId === 'openai') {
    return { baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}) };
  }
  if (pluginId === 'coingecko') {
    return { baseUrl: config.COINGECKO_BASE_URL, ...(config.COINGECKO_API_KEY ? { apiKey: config.COINGECKO_API_KEY } : {}) };
  }
  if (pluginId === 'yahoo-chart') return { baseUrl: config.YAHOO_CHART_BASE_URL };
  if (pluginId === 'frankfurter') return { baseUrl: config.FRANKFURTER_BASE_URL };
  return {};
}
