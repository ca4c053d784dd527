// Why an article in a pack language got its sentiment: the lexicon's words and phrases that moved
// the model, quoted as the text writes them ("bullish:se dispara", "bearish:no sube"). Each lexicon
// marker pushed the score by its own weight plus the weights of the words it was read from; only
// markers whose push goes the way they read are reasons.
import { CLASS_COUNT, type LinearModel } from '../../sentiment/linear-model.js';
import type { PackLanguage } from '../pack.js';
import { featuresOfRead, type ReadText, readText } from './features.js';
import { lexiconFor, modelFor } from './languages.js';
import { partsIn } from './lead.js';
import { isBalance, type Marker } from './markers.js';
import { NEGATION_SCOPE } from './tokenize.js';

/** At most this many reasons are given. */
export const MAX_REASONS = 5;
/** Words of one phrase this far apart or less are quoted with the words between ("inflación se dispara"). */
const QUOTE_GAP = 2;
const BEARISH = 0;
const BULLISH = 1;

interface Reason {
  quote: string;
  direction: number;
  strength: number;
}

/** Push towards bullish (> 0) or bearish (< 0) of each feature of the text, in logits. */
function pushes(read: ReadText, model: LinearModel): (name: string) => number {
  const known = featuresOfRead(read).filter((name) => model.index.has(name));
  const value = model.unitLength && known.length > 0 ? 1 / Math.sqrt(known.length) : 1;
  return (name) => {
    const row = model.index.get(name);
    if (row === undefined) return 0;
    return value * ((model.weights[row * CLASS_COUNT + BULLISH] ?? 0) - (model.weights[row * CLASS_COUNT + BEARISH] ?? 0));
  };
}

/** The marker's words, with the negator that turned it ("no sube", "fällt nicht"). */
function quotedPositions(read: ReadText, marker: Marker): number[] {
  const { tokens } = read;
  const positions = [...marker.origins];
  const first = positions[0] ?? 0;
  const last = positions[positions.length - 1] ?? 0;
  if (!positions.some((p) => tokens[p]?.negated)) return positions;
  const reach = NEGATION_SCOPE + QUOTE_GAP;
  for (let d = 1; d <= reach; d++) {
    if (tokens[first - d]?.negator && tokens[first - d]?.clause === tokens[first]?.clause) return [first - d, ...positions];
    if (tokens[last + d]?.negator && tokens[last + d]?.clause === tokens[last]?.clause) return [...positions, last + d];
  }
  return positions;
}

/** The words at these positions as the text writes them, near ones with the words between, far ones joined by " … ". */
function quote(text: string, read: ReadText, positions: readonly number[]): string {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = sorted[0] ?? 0;
  sorted.forEach((p, k) => {
    const next = sorted[k + 1];
    if (next !== undefined && next - p <= QUOTE_GAP + 1) return;
    pieces.push(text.slice(read.tokens[from]?.start ?? 0, read.tokens[p]?.end ?? 0));
    from = next ?? p;
  });
  return pieces.join(' … ');
}

function reasonsOfText(language: PackLanguage, text: string, weight: number): Reason[] {
  const read = readText(lexiconFor(language), text);
  const push = pushes(read, modelFor(language));
  const normalised = text.normalize('NFC');
  return read.markers.flatMap((marker) => {
    if (isBalance(marker)) return [];
    const words = marker.origins.reduce((sum, p) => sum + push(read.terms[p] ?? ''), 0);
    const strength = weight * marker.direction * (push(marker.name) + words);
    return strength > 0 ? [{ quote: quote(normalised, read, quotedPositions(read, marker)), direction: marker.direction, strength }] : [];
  });
}

/**
 * The lexicon words and phrases behind an article's sentiment, from the texts classifyInLanguage
 * reads and weighted as it weighs them: "bullish:…" or "bearish:…", strongest first, each once, at most MAX_REASONS.
 */
export function reasonsIn(language: PackLanguage, title: string, body: string): string[] {
  const strongest = new Map<string, Reason>();
  for (const { text, weight } of partsIn(language, title, body)) {
    for (const reason of reasonsOfText(language, text, weight)) {
      const key = `${reason.direction}:${reason.quote.toLowerCase()}`;
      const held = strongest.get(key);
      if (!held || reason.strength > held.strength) strongest.set(key, reason);
    }
  }
  return [...strongest.values()]
    .sort((a, b) => b.strength - a.strength)
    .slice(0, MAX_REASONS)
    .map((r) => `${r.direction > 0 ? 'bullish' : 'bearish'}:${r.quote}`);
}
