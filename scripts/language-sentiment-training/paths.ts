import { fileURLToPath } from 'node:url';
import type { PackLanguage } from '../../src/plugins/enrichers/local/languages/pack.js';

const LANGUAGES = new URL('../../src/plugins/enrichers/local/languages/', import.meta.url);

/** The training sentences of a language (the only file the model learns from). */
export function trainingFile(language: PackLanguage): string {
  return fileURLToPath(new URL(`${language}/sentiment-train.tsv`, LANGUAGES));
}

/** The held-back sentences: measured on, never trained or tuned on. */
export function heldBackFile(language: PackLanguage): string {
  return fileURLToPath(new URL(`${language}/sentiment-held-back.tsv`, LANGUAGES));
}
