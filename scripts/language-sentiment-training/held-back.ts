import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PackLanguage } from '../../src/plugins/enrichers/local/languages/pack.js';
import { classifyInLanguage } from '../../src/plugins/enrichers/local/languages/sentiment/classify.js';
import { modelUrl } from '../../src/plugins/enrichers/local/languages/sentiment/languages.js';
import { CLASSES } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import { evaluate, type Evaluation } from '../sentiment-training/metrics.js';
import { heldBackFile, trainingFile } from './paths.js';
import { loadSentenceFile } from './tsv.js';

/** Whether the language has its held-back sentences and a trained model to measure. */
export function canMeasure(language: PackLanguage): boolean {
  return existsSync(heldBackFile(language)) && existsSync(fileURLToPath(modelUrl(language)));
}

/** The shipped model's figures on the language's held-back sentences, each read as a title alone. */
export function measureHeldBack(language: PackLanguage): Evaluation {
  const records = loadSentenceFile(heldBackFile(language)).records;
  const predicted = records.map((r) => CLASSES.indexOf(classifyInLanguage(language, r.text, '').label));
  return evaluate(records.map((r) => r.label), predicted);
}

/** Held-back sentences that also stand in the training file (there should be none). */
export function sharedSentences(language: PackLanguage): string[] {
  const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const trained = new Set(loadSentenceFile(trainingFile(language)).records.map((r) => key(r.text)));
  return loadSentenceFile(heldBackFile(language)).records.filter((r) => trained.has(key(r.text))).map((r) => r.text);
}
