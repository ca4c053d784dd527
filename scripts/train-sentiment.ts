// Rebuilds src/plugins/enrichers/local/sentiment/model.json from the shared, MIT-licensed
// Twitter Financial News Sentiment CSV, and prints cross-validation and held-out figures.
// Run: npm run train:sentiment [-- path/to/data.csv] [--out path/to/model.json]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serialiseModelFile } from '../src/plugins/enrichers/local/sentiment/model-file.js';
import { DEFAULT_CANDIDATES } from './sentiment-training/candidates.js';
import { findSentimentCsv } from './sentiment-training/dataset-path.js';
import { loadDataset } from './sentiment-training/dataset.js';
import type { Evaluation } from './sentiment-training/metrics.js';
import { trainSentiment } from './sentiment-training/train.js';

const DEFAULT_OUT = fileURLToPath(new URL('../src/plugins/enrichers/local/sentiment/model.json', import.meta.url));

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function summary(e: Evaluation): string {
  return `accuracy ${percent(e.accuracy)}  macro-F1 ${percent(e.macroF1)}  swaps ${percent(e.swapRate)}  (n=${e.count})`;
}

function details(e: Evaluation): string {
  const rows = Object.entries(e.perClass).map(
    ([name, f]) => `  ${name.padEnd(8)} precision ${percent(f.precision)}  recall ${percent(f.recall)}  F1 ${percent(f.f1)}  n=${f.support}`,
  );
  const matrix = e.confusion.map((row, i) => `  ${['bearish', 'bullish', 'neutral'][i]?.padEnd(8)} ${row.map((n) => String(n).padStart(5)).join('')}`);
  return [...rows, '  confusion (rows actual, columns predicted: bearish bullish neutral)', ...matrix].join('\n');
}

function main(): void {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const csv = positionals[0] ? resolve(positionals[0]) : findSentimentCsv();
  if (!csv) throw new Error('training data not found: pass the CSV path, or clone the repository next to shared/');
  const result = trainSentiment(loadDataset(csv), DEFAULT_CANDIDATES);
  console.log(`data: ${csv}\ncross-validation on the training records (chooses the model):`);
  for (const c of result.candidates) console.log(`  ${c.name.padEnd(30)} ${summary(c.crossValidation)}`);
  console.log(`chosen: ${result.chosen.name}, refitted on all training records`);
  console.log(`held-out: ${summary(result.heldOut)}\n${details(result.heldOut)}`);
  const out = values.out ? resolve(values.out) : DEFAULT_OUT;
  writeFileSync(out, serialiseModelFile(result.file));
  console.log(`wrote ${out} (${Object.keys(result.file.features).length} features)`);
}

main();
