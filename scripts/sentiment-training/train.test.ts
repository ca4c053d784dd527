import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { classifySentiment } from '../../src/plugins/enrichers/local/sentiment/classify.js';
import { linearModelFrom } from '../../src/plugins/enrichers/local/sentiment/model-file.js';
import { loadDataset } from './dataset.js';
import { type Candidate, trainSentiment } from './train.js';

const FIXTURE = fileURLToPath(new URL('./__fixtures__/tiny.csv', import.meta.url));
const NEWS_WIRE_FIXTURE = fileURLToPath(new URL('./__fixtures__/tiny-news-wire.csv', import.meta.url));
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'alphawire-sentiment-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SMALL: Candidate = {
  name: 'small', kind: 'logistic-regression', minCount: 1, maxFeatures: 1000,
  epochs: 30, learningRate: 0.05, batchSize: 4, seed: 7, balanced: false, unitLength: true, nbScale: 1, l2: 1e-4,
};

function runScript(out: string): string {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/train-sentiment.ts', FIXTURE, '--out', out], { cwd: REPO, stdio: 'pipe' });
  return readFileSync(out, 'utf8');
}

describe('training', () => {
  it('writes the same model file twice from the same data (the script, end to end)', () => {
    const first = runScript(join(scratch, 'a.json'));
    const second = runScript(join(scratch, 'b.json'));
    expect(second).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ about: { dataset: { license: 'MIT License' } } });
  }, 60_000);

  it('never trains on the held-out records (every 10th)', () => {
    const dataset = loadDataset(FIXTURE);
    const { file, heldOut } = trainSentiment(dataset, [SMALL]);
    expect(heldOut.count).toBe(4);
    // "massive" and "underperform" occur only in records 40 and 20.
    expect(Object.keys(file.features)).not.toContain('massive');
    expect(Object.keys(file.features)).not.toContain('underperform');
    expect(Object.keys(file.features)).toContain('hooli');
  });

  it('trains on every extra record, holds out only from the main file, and names the extra file', () => {
    const { file, heldOut } = trainSentiment(loadDataset(FIXTURE), [SMALL], [loadDataset(NEWS_WIRE_FIXTURE)]);
    expect(heldOut.count).toBe(4);
    // "vandelay" occurs only in the extra file.
    expect(Object.keys(file.features)).toContain('vandelay');
    expect(file.about).toMatchObject({ extraData: [{ file: 'tiny-news-wire.csv', records: 6 }] });
  });

  it('figures cross-validation for each data file as well as for all of them', () => {
    const { candidates } = trainSentiment(loadDataset(FIXTURE), [SMALL], [loadDataset(NEWS_WIRE_FIXTURE)]);
    const [result] = candidates;
    expect(result?.crossValidation.count).toBe(42);
    expect(result?.bySource['tiny.csv']?.count).toBe(36);
    expect(result?.bySource['tiny-news-wire.csv']?.count).toBe(6);
  });

  it('reads its records with quotes and line breaks as the fixture has them', () => {
    const { records } = loadDataset(FIXTURE);
    expect(records).toHaveLength(40);
    expect(records[9]).toEqual({ row: 10, text: 'Hooli posts record profit\nas cloud sales jump', label: 1 });
    expect(records[24]?.text).toBe('Oscorp "strong buy" reiterated, shares jump');
  });

  it('produces a file the runtime loads and classifies with', () => {
    const { file } = trainSentiment(loadDataset(FIXTURE), [SMALL]);
    const model = linearModelFrom(JSON.parse(JSON.stringify(file)));
    expect(classifySentiment('Acme beats estimates', model).label).toBe('bullish');
  });
});
