// Quality of the pack languages' sentiment models on their held-back sentences (never trained or
// tuned on): accuracy, swaps (bullish read as bearish or the other way, over all sentences),
// recall per class and the confusion matrix; the English model's held-out figures beside them;
// and the speed of classifyInLanguage. Goals (issue 27): accuracy ≥ 0.80, swaps ≤ 3 %.
// Run: npm run bench:language-sentiment
import { readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { canMeasure, measureHeldBack } from '../scripts/language-sentiment-training/held-back.js';
import { heldBackFile, trainingFile } from '../scripts/language-sentiment-training/paths.js';
import { swapShare } from '../scripts/language-sentiment-training/train.js';
import { loadSentenceFile } from '../scripts/language-sentiment-training/tsv.js';
import type { Evaluation } from '../scripts/sentiment-training/metrics.js';
import { classifyInLanguage } from '../src/plugins/enrichers/local/languages/sentiment/index.js';
import { modelUrl, PACK_LANGUAGES } from '../src/plugins/enrichers/local/languages/sentiment/languages.js';
import { CLASSES } from '../src/plugins/enrichers/local/sentiment/linear-model.js';

const ENGLISH_MODEL = new URL('../src/plugins/enrichers/local/sentiment/model.json', import.meta.url);

function percent(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

function figures(e: Evaluation): string {
  const recall = CLASSES.map((name) => `${name} ${percent(e.perClass[name].recall)}`).join(', ');
  const matrix = e.confusion.map((row, i) => `    ${(CLASSES[i] ?? '').padEnd(8)} ${row.map((n) => String(n).padStart(5)).join('')}`);
  return [
    `  accuracy ${percent(e.accuracy)}, swaps ${percent(swapShare(e))} of all (${percent(e.swapRate)} of polar), macro-F1 ${percent(e.macroF1)}`,
    `  recall: ${recall}`,
    `  confusion (rows actual, columns predicted: ${CLASSES.join(' ')})`,
    ...matrix,
  ].join('\n');
}

/** Articles per second and p95 µs of classifyInLanguage on the held-back sentences read as titles. */
function speed(language: (typeof PACK_LANGUAGES)[number], texts: readonly string[]): string {
  const micros: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const text of texts) {
      const t0 = performance.now();
      classifyInLanguage(language, text, '');
      micros.push((performance.now() - t0) * 1000);
    }
  }
  micros.sort((a, b) => a - b);
  const total = micros.reduce((sum, m) => sum + m, 0);
  return `  speed: ${Math.round((micros.length / total) * 1e6).toLocaleString('en')} texts/s, p95 ${(micros[Math.floor(0.95 * micros.length)] ?? 0).toFixed(0)} µs`;
}

function english(): string {
  const heldOut = (JSON.parse(readFileSync(ENGLISH_MODEL, 'utf8')) as { about: { heldOut: Evaluation } }).about.heldOut;
  return `en (English model, tweets held-out, ${heldOut.count}): accuracy ${percent(heldOut.accuracy)}, swaps ${percent(swapShare(heldOut))} of all (${percent(heldOut.swapRate)} of polar)`;
}

function main(): void {
  for (const language of PACK_LANGUAGES) {
    if (!canMeasure(language)) {
      console.log(`${language}: no held-back sentences or no model yet`);
      continue;
    }
    const loadStart = performance.now();
    classifyInLanguage(language, 'warm-up', '');
    const loadMs = performance.now() - loadStart;
    const size = statSync(fileURLToPath(modelUrl(language))).size;
    const trained = loadSentenceFile(trainingFile(language)).records.length;
    const heldBack = loadSentenceFile(heldBackFile(language)).records.map((r) => r.text);
    console.log(`${language}: ${heldBack.length} held-back sentences (trained on ${trained}); model ${(size / 1024).toFixed(0)} KB, loaded in ${loadMs.toFixed(0)} ms`);
    console.log(figures(measureHeldBack(language)));
    console.log(speed(language, heldBack));
  }
  console.log(english());
}

main();
