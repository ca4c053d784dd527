// Small word lists for the tokeniser and marker tests, so that they do not move when a pack grows.
import type { SentimentWords } from '../pack.js';
import { type Lexicon, lexiconOf } from './lexicon.js';

const SPANISH: SentimentWords = {
  negators: ['no', 'sin', 'nunca'],
  bullish: ['se dispara', 'récord'],
  bearish: ['se desploma', 'quiebra'],
  rises: ['sube', 'se dispara'],
  falls: ['baja', 'cae', 'caída'],
  badThings: ['inflación', 'paro', 'pérdidas'],
};

const FRENCH: SentimentWords = {
  negators: ['ne', 'n', 'pas', 'plus', 'jamais', 'loin de'],
  bullish: ['bondit'],
  bearish: ['chute', 'piratage'],
  rises: ['hausse', 'augmenté', 'finit pas de baisser'],
  falls: ['baisse', 'chute', 'recule'],
  badThings: ['chômage', 'piratage'],
};

const GERMAN: SentimentWords = {
  negators: ['nicht', 'kein', 'ohne', 'nie', 'noch nicht'],
  bullish: ['rekordhoch'],
  bearish: ['bricht ein', 'einbruch', 'gewinnschwelle nicht'],
  rises: ['steigen', 'steigt', 'hebt an', 'anstieg'],
  falls: ['sinkt', 'fällt', 'senkt'],
  badThings: ['arbeitslosigkeit', 'kosten', 'leitzins'],
  ends: ['beendet'],
};

export const testLexicons: Record<'es' | 'fr' | 'de', Lexicon> = {
  es: lexiconOf('es', SPANISH),
  fr: lexiconOf('fr', FRENCH),
  de: lexiconOf('de', GERMAN),
};
