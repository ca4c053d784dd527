// Accuracy of the local enricher's per-asset sentiment on the sentences written for it
// (src/plugins/enrichers/local/sentiment/__fixtures__/asset-sentences*.json): every asset's label,
// per kind of sentence, and each miss, on the development set and on the held-out one; beside it
// the baseline of every asset taking the article's label. Run: npm run bench:asset-sentiment
import { enrichArticle, localEnricher, tickerIndex } from '../src/plugins/enrichers/local/index.js';
import { ASSET_SENTENCE_SETS, assetSentenceCases, describeAssetScore, scoreAssetSentences } from '../src/plugins/enrichers/local/sentiment/__fixtures__/asset-sentences.js';
import { classifyArticle } from '../src/plugins/enrichers/local/sentiment/index.js';
import { createTestContext } from '../src/plugins/sdk/testing/index.js';

const NOW = new Date('2025-06-10T12:00:00Z');
const enricher = localEnricher.create(createTestContext({ pluginId: 'local', now: NOW }), {});
// The same enricher without clause scores: each asset takes the article's label.
const tickers = tickerIndex(createTestContext().assets);
const articleOnly = { enrich: async (article: Parameters<typeof enrichArticle>[0]) => enrichArticle(article, { classify: classifyArticle, now: () => NOW, tickers }) };

for (const set of ['development', 'heldOut'] as const) {
  const cases = assetSentenceCases(set);
  const score = await scoreAssetSentences(enricher, cases);
  const baseline = await scoreAssetSentences(articleOnly, cases);
  for (const line of describeAssetScore(`${set} (${ASSET_SENTENCE_SETS[set]})`, score)) console.log(line);
  console.log(`  baseline, every asset taking the article's label: ${baseline.correct}/${baseline.labels} (${((100 * baseline.accuracy)).toFixed(1)} %)`);
}
