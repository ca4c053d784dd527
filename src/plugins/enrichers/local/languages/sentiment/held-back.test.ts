import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canMeasure, measureHeldBack, sharedSentences } from '../../../../../../scripts/language-sentiment-training/held-back.js';
import { trainingFile } from '../../../../../../scripts/language-sentiment-training/paths.js';
import { swapShare } from '../../../../../../scripts/language-sentiment-training/train.js';
import type { PackLanguage } from '../pack.js';
import { modelUrl, PACK_LANGUAGES } from './languages.js';

// The goals of issue 27: most held-back sentences right, and almost never good news read as bad
// or bad as good (swaps counted against all sentences).
const GOAL = { accuracy: 0.8, swaps: 0.03 };
// Languages not at the goal yet (../README.md says why): their shipped figures, rounded the safe
// way, hold as floors so that nothing gets worse meanwhile. Delete a line once its language reaches
// the goal. None today: German reached it in its fourth round.
const BELOW_GOAL: Partial<Record<PackLanguage, { accuracy: number; swaps: number }>> = {};

function trainedOn(language: PackLanguage): string {
  const about = (JSON.parse(readFileSync(modelUrl(language), 'utf8')) as { about: { data: { sha256: string } } }).about;
  return about.data.sha256;
}

describe.each(PACK_LANGUAGES.filter(canMeasure))('%s sentiment on its held-back sentences', (language) => {
  it('was trained on the training file of the repository, and none of the held-back sentences is in it', () => {
    const sha256 = createHash('sha256').update(readFileSync(trainingFile(language))).digest('hex');
    expect(trainedOn(language)).toBe(sha256);
    expect(sharedSentences(language)).toEqual([]);
  });

  it(`reads at least ${GOAL.accuracy * 100} % right and swaps at most ${GOAL.swaps * 100} % (or holds its floors while below that)`, () => {
    const figures = measureHeldBack(language);
    const swaps = swapShare(figures);
    const target = BELOW_GOAL[language] ?? GOAL;
    const status = BELOW_GOAL[language] ? 'BELOW THE GOAL' : 'goal met';
    console.log(`${language} held-back: ${figures.count} sentences, accuracy ${(figures.accuracy * 100).toFixed(1)} %, swaps ${(swaps * 100).toFixed(1)} % (${status})`);
    expect(figures.accuracy).toBeGreaterThanOrEqual(target.accuracy);
    expect(swaps).toBeLessThanOrEqual(target.swaps);
  });
});
