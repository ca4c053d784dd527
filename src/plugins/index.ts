// THE list of built-in plugins: adding one is one import and one entry.
import { localEnricher } from './enrichers/local/index.js';
import { openaiEnricher } from './enrichers/openai/index.js';
import { coingeckoMarket } from './market/coingecko/index.js';
import { frankfurterMarket } from './market/frankfurter/index.js';
import { sampleMarket } from './market/sample/index.js';
import { yahooChartMarket } from './market/yahoo-chart/index.js';
import { ntfyNotifier } from './notifiers/ntfy/index.js';
import { webhookNotifier } from './notifiers/webhook/index.js';
import { xPoster } from './posters/x/index.js';
import type { AnyPlugin } from './sdk/index.js';
import { cryptopanicSource } from './sources/cryptopanic/index.js';
import { marketauxSource } from './sources/marketaux/index.js';
import { rssSource } from './sources/rss/index.js';
import { sampleSource } from './sources/sample/index.js';

// The host runs this one on a thread of its own, so it names it.
export { localEnricher };

export const builtInPlugins: readonly AnyPlugin[] = [
  rssSource,
  sampleSource,
  marketauxSource,
  cryptopanicSource,
  localEnricher,
  openaiEnricher,
  coingeckoMarket,
  yahooChartMarket,
  frankfurterMarket,
  sampleMarket,
  xPoster,
  webhookNotifier,
  ntfyNotifier,
];
