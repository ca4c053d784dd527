// Each pack language's lexicon and model, made once on first use: a model is a JSON file beside
// the language's pack, and most hosts read only one or two languages.
import { readModelFile } from '../../sentiment/model-file.js';
import type { LinearModel } from '../../sentiment/linear-model.js';
import type { PackLanguage } from '../pack.js';
import { PACKS } from '../packs.js';
import { type Lexicon, lexiconOf } from './lexicon.js';

export const PACK_LANGUAGES = Object.keys(PACKS) as PackLanguage[];

const lexicons = new Map<PackLanguage, Lexicon>();
const models = new Map<PackLanguage, LinearModel>();

/** The language's lexicon, from its pack. */
export function lexiconFor(language: PackLanguage): Lexicon {
  let lexicon = lexicons.get(language);
  if (!lexicon) {
    lexicon = lexiconOf(language, PACKS[language].sentiment);
    lexicons.set(language, lexicon);
  }
  return lexicon;
}

/** Where the language's trained model is kept. */
export function modelUrl(language: PackLanguage): URL {
  return new URL(`../${language}/sentiment-model.json`, import.meta.url);
}

/** The language's trained model (scripts/train-language-sentiment.ts writes it). */
export function modelFor(language: PackLanguage): LinearModel {
  let model = models.get(language);
  if (!model) {
    model = readModelFile(modelUrl(language));
    models.set(language, model);
  }
  return model;
}
