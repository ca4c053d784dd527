// Accuracy of the local enricher's per-asset sentiment on the sentences written for it
// (src/plugins/enrichers/local/sentiment/__fixtures__/asset-sentences.json): every asset's label,
// per kind of sentence, and each miss. Run: npm run bench:asset-sentiment
import { localEnricher } from '../src/plugins/enrichers/local/index.js';
import { describeAssetScore, scoreAssetSentences } from '../src/plugins/enrichers/local/sentiment/__fixtures__/asset-sentences.js';
import { createTestContext } from '../src/plugins/sdk/testing/index.js';

const enricher = localEnricher.create(createTestContext({ pluginId: 'local', now: new Date('2025-06-10T12:00:00Z') }), {});
for (const line of describeAssetScore(await scoreAssetSentences(enricher))) console.log(line);
