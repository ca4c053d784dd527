import { CLASS_COUNT, CLASSES } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';

export interface ClassFigures {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Evaluation {
  count: number;
  accuracy: number;
  macroF1: number;
  perClass: Record<(typeof CLASSES)[number], ClassFigures>;
  /** confusion[actual][predicted], classes in CLASSES order. */
  confusion: number[][];
  /** Share of bullish and bearish items predicted as the opposite polarity. */
  swapRate: number;
}

const BEARISH = 0;
const BULLISH = 1;

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

function classFigures(confusion: number[][], c: number): ClassFigures {
  const hit = confusion[c]?.[c] ?? 0;
  const predicted = confusion.reduce((sum, row) => sum + (row[c] ?? 0), 0);
  const support = (confusion[c] ?? []).reduce((sum, n) => sum + n, 0);
  const precision = ratio(hit, predicted);
  const recall = ratio(hit, support);
  return { precision, recall, f1: ratio(2 * precision * recall, precision + recall), support };
}

/** Accuracy, macro-F1, per-class figures, confusion matrix and polarity swaps of a set of predictions. */
export function evaluate(actual: readonly number[], predicted: readonly number[]): Evaluation {
  const confusion = CLASSES.map(() => new Array<number>(CLASS_COUNT).fill(0));
  actual.forEach((label, i) => {
    const row = confusion[label];
    const guess = predicted[i] ?? -1;
    if (row && guess >= 0) row[guess] = (row[guess] ?? 0) + 1;
  });
  const figures = CLASSES.map((_, c) => classFigures(confusion, c));
  const correct = CLASSES.reduce((sum, _, c) => sum + (confusion[c]?.[c] ?? 0), 0);
  const swaps = (confusion[BULLISH]?.[BEARISH] ?? 0) + (confusion[BEARISH]?.[BULLISH] ?? 0);
  const polar = (figures[BULLISH]?.support ?? 0) + (figures[BEARISH]?.support ?? 0);
  return {
    count: actual.length,
    accuracy: ratio(correct, actual.length),
    macroF1: figures.reduce((sum, f) => sum + f.f1, 0) / CLASS_COUNT,
    perClass: Object.fromEntries(CLASSES.map((name, c) => [name, figures[c]])) as Evaluation['perClass'],
    confusion,
    swapRate: ratio(swaps, polar),
  };
}
