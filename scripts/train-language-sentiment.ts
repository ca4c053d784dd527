// Trains the sentiment model of each pack language named (es, fr, de; all three without any) from
// src/plugins/enrichers/local/languages/<code>/sentiment-train.tsv, prints the cross-validation
// figures and writes <code>/sentiment-model.json beside it. The held-back file is never read here.
// Run: npm run train:languages [-- es fr]
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PackLanguage } from '../src/plugins/enrichers/local/languages/pack.js';
import { lexiconFor, modelUrl, PACK_LANGUAGES } from '../src/plugins/enrichers/local/languages/sentiment/languages.js';
import { serialiseModelFile } from '../src/plugins/enrichers/local/sentiment/model-file.js';
import { LANGUAGE_CANDIDATES, POLAR_MARGINS } from './language-sentiment-training/candidates.js';
import { trainingFile } from './language-sentiment-training/paths.js';
import { FOLDS, objective, swapShare, trainLanguage } from './language-sentiment-training/train.js';
import { loadSentenceFile } from './language-sentiment-training/tsv.js';
import type { Evaluation } from './sentiment-training/metrics.js';

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function summary(e: Evaluation): string {
  return `accuracy ${percent(e.accuracy)}  macro-F1 ${percent(e.macroF1)}  swaps ${percent(swapShare(e))}  objective ${objective(e).toFixed(3)}`;
}

function train(language: PackLanguage): void {
  const path = trainingFile(language);
  if (!existsSync(path)) {
    console.log(`${language}: no ${path}, skipped`);
    return;
  }
  const data = loadSentenceFile(path);
  const result = trainLanguage(lexiconFor(language), data, LANGUAGE_CANDIDATES, POLAR_MARGINS);
  console.log(`${language}: ${data.records.length} training sentences; ${FOLDS}-fold cross-validation:`);
  for (const c of result.candidates) console.log(`  ${c.name.padEnd(28)} margin ${c.polarMargin}  ${summary(c.crossValidation)}`);
  console.log(`  chosen: ${result.chosen.name}, margin ${result.chosen.polarMargin}`);
  const out = fileURLToPath(modelUrl(language));
  writeFileSync(out, serialiseModelFile(result.file));
  console.log(`  wrote ${out} (${Object.keys(result.file.features).length} features)`);
}

function main(): void {
  const { positionals } = parseArgs({ allowPositionals: true });
  const unknown = positionals.filter((code) => !PACK_LANGUAGES.includes(code as PackLanguage));
  if (unknown.length > 0) throw new Error(`unknown language ${unknown.join(', ')}: expected ${PACK_LANGUAGES.join(', ')}`);
  const languages = positionals.length > 0 ? (positionals as PackLanguage[]) : PACK_LANGUAGES;
  for (const language of languages) train(language);
}

main();
