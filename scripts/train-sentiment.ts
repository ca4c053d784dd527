// Rebuilds src/plugins/enrichers/local/sentiment/model.json from the shared, MIT-licensed
// Twitter Financial News Sentiment CSV and the news-wire sentences written for AlphaWire
// (sentiment-training/sentences/), and prints cross-validation, held-out and development figures.
// Run: npm run train:sentiment [-- path/to/data.csv] [--out path/to/model.json]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { classifySentiment } from '../src/plugins/enrichers/local/sentiment/classify.js';
import type { LinearModel } from '../src/plugins/enrichers/local/sentiment/linear-model.js';
import { linearModelFrom, serialiseModelFile } from '../src/plugins/enrichers/local/sentiment/model-file.js';
import { DEFAULT_CANDIDATES } from './sentiment-training/candidates.js';
import { findSentimentCsv } from './sentiment-training/dataset-path.js';
import { loadDataset } from './sentiment-training/dataset.js';
import { evaluate, type Evaluation } from './sentiment-training/metrics.js';
import { NEWS_WIRE_DEV, NEWS_WIRE_EVAL, NEWS_WIRE_TRAIN } from './sentiment-training/news-wire.js';
import { trainSentiment } from './sentiment-training/train.js';

const DEFAULT_OUT = fileURLToPath(new URL('../src/plugins/enrichers/local/sentiment/model.json', import.meta.url));
const CLASS_NAMES = ['bearish', 'bullish', 'neutral'];

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
  const matrix = e.confusion.map((row, i) => `  ${CLASS_NAMES[i]?.padEnd(8)} ${row.map((n) => String(n).padStart(5)).join('')}`);
  return [...rows, '  confusion (rows actual, columns predicted: bearish bullish neutral)', ...matrix].join('\n');
}

/** The trained model on the news-wire sentences it was not trained on. */
function printNewsWireFigures(model: LinearModel): void {
  for (const [name, path] of [['development', NEWS_WIRE_DEV], ['evaluation (measure only, never tune on it)', NEWS_WIRE_EVAL]] as const) {
    const records = loadDataset(path).records;
    const figures = evaluate(records.map((r) => r.label), records.map((r) => CLASS_NAMES.indexOf(classifySentiment(r.text, model).label)));
    console.log(`news-wire ${name}: ${summary(figures)}\n${details(figures)}`);
  }
}

function main(): void {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const csv = positionals[0] ? resolve(positionals[0]) : findSentimentCsv();
  if (!csv) throw new Error('training data not found: pass the CSV path, or clone the repository next to shared/');
  const result = trainSentiment(loadDataset(csv), DEFAULT_CANDIDATES, [loadDataset(NEWS_WIRE_TRAIN)]);
  console.log(`data: ${csv} and ${NEWS_WIRE_TRAIN}\ncross-validation on the training records (chooses the model):`);
  for (const c of result.candidates) {
    console.log(`  ${c.name.padEnd(30)} ${summary(c.crossValidation)}`);
    for (const [file, e] of Object.entries(c.bySource)) console.log(`    ${file.padEnd(38)} ${summary(e)}`);
  }
  console.log(`chosen: ${result.chosen.name}, refitted on all training records`);
  console.log(`held-out: ${summary(result.heldOut)}\n${details(result.heldOut)}`);
  printNewsWireFigures(linearModelFrom(result.file));
  const out = values.out ? resolve(values.out) : DEFAULT_OUT;
  writeFileSync(out, serialiseModelFile(result.file));
  console.log(`wrote ${out} (${Object.keys(result.file.features).length} features)`);
}

main();
