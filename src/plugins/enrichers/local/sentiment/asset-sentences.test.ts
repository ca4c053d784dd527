import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../sdk/testing/index.js';
import { localEnricher } from '../index.js';
import { ASSET_SENTENCE_SETS, assetSentenceCases, describeAssetScore, scoreAssetSentences } from './__fixtures__/asset-sentences.js';

// Floors just under the measured figures (README "Per-asset sentiment"): 97.0 % of 232 asset labels
// on the development set, 96.3 % of 82 on the held-out set. Each asset taking the article's
// label scores about 45 % on both.
const FLOORS = { development: 0.95, heldOut: 0.93 } as const;
const enricher = localEnricher.create(createTestContext({ pluginId: 'local', now: new Date('2025-06-10T12:00:00Z') }), {});

describe('per-asset sentiment on the sentences written for it', () => {
  it('has at least 100 cases in the development set, both orders and negations among them', () => {
    const cases = assetSentenceCases('development');
    expect(cases.length).toBeGreaterThanOrEqual(100);
    for (const kind of ['good-then-bad', 'bad-then-good', 'negation', 'single']) expect(cases.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps no sentence in both sets', () => {
    const development = new Set(assetSentenceCases('development').map((c) => c.text));
    expect(assetSentenceCases('heldOut').filter((c) => development.has(c.text))).toEqual([]);
  });

  it.each(Object.keys(FLOORS) as (keyof typeof FLOORS)[])('stays above its accuracy floor on the %s set', async (set) => {
    const score = await scoreAssetSentences(enricher, assetSentenceCases(set));
    const report = describeAssetScore(`${set} (${ASSET_SENTENCE_SETS[set]})`, score).join('\n');
    console.log(report);
    expect(score.accuracy, report).toBeGreaterThanOrEqual(FLOORS[set]);
  });
});
