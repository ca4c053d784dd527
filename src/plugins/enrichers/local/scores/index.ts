// The four scores of an article, from the signals collected once (signals.ts).
import type { Enrichment } from '../../../sdk/index.js';
import { impactScore } from './impact.js';
import { importanceScore } from './importance.js';
import { popularityScore } from './popularity.js';
import { relevanceScore } from './relevance.js';
import type { ArticleSignals } from './signals.js';

export function scoresOf(signals: ArticleSignals): Pick<Enrichment, 'importance' | 'popularity' | 'relevance' | 'impact'> {
  return { importance: importanceScore(signals), popularity: popularityScore(signals), relevance: relevanceScore(signals), impact: impactScore(signals) };
}
