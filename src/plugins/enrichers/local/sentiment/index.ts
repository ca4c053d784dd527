// Financial sentiment for the local enricher: a linear classifier trained offline on labelled
// finance headlines (see README.md), read from model.json; no network, same answer every time.
export {
  classifyArticle,
  classifySentiment,
  labelFromProbabilities,
  leadSentences,
  type SentimentProbabilities,
  type SentimentResult,
} from './classify.js';
export { clauseScore } from './clause-score.js';
export { type LinearModel } from './linear-model.js';
export { articleReasons, MAX_REASONS, quoted, reasonsOf, sentimentReasons, type Reason } from './reasons.js';
export { readModelFile } from './model-file.js';
