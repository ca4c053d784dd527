import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lexiconFor } from '../../src/plugins/enrichers/local/languages/sentiment/languages.js';
import { linearModelFrom, serialiseModelFile } from '../../src/plugins/enrichers/local/sentiment/model-file.js';
import { type LanguageCandidate, trainLanguage } from './train.js';
import { loadSentenceFile } from './tsv.js';

// 24 invented Spanish headlines, 8 of each class.
const FIXTURE = fileURLToPath(new URL('./__fixtures__/tiny-es.tsv', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'alphawire-language-sentiment-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SMALL: LanguageCandidate = {
  name: 'small', minCount: 1, maxFeatures: 1000, epochs: 30, learningRate: 0.05, batchSize: 4, seed: 7, balanced: false, unitLength: true, nbScale: 1, l2: 1e-4,
};

describe('training a pack language model', () => {
  it('writes the same bytes twice from the same sentences', () => {
    const train = () => serialiseModelFile(trainLanguage(lexiconFor('es'), loadSentenceFile(FIXTURE), [SMALL], [0.1, 0.3]).file);
    expect(train()).toBe(train());
  });

  it('chooses among every candidate and margin, and names its data in the file', () => {
    const data = loadSentenceFile(FIXTURE);
    const result = trainLanguage(lexiconFor('es'), data, [SMALL, { ...SMALL, name: 'heavier', l2: 1e-2 }], [0.1, 0.3]);
    expect(result.candidates).toHaveLength(4);
    expect(result.file.about).toMatchObject({ language: 'es', data: { file: 'tiny-es.tsv', sha256: data.sha256, records: 24 } });
    expect(linearModelFrom(result.file).polarMargin).toBe(result.chosen.polarMargin);
  });

  it('rejects a line without a known label, naming it', () => {
    const path = join(scratch, 'bad.tsv');
    writeFileSync(path, 'bullish\tEl Ibex sube.\nalcista\tEl Ibex sube.\n');
    expect(() => loadSentenceFile(path)).toThrow(/bad\.tsv:2/);
  });
});
