// Sentiment of news in the pack languages (Spanish, French, German): a linear model per language,
// trained offline on sentences written for AlphaWire, over stems and the language pack's lexicon
// (see ../README.md). Same contract as the English classifier: label, P(bullish) − P(bearish), probabilities.
export { classifyInLanguage, classifyTextIn } from './classify.js';
export { clauseScoreIn } from './clause-score.js';
export { reasonsIn } from './reasons.js';
