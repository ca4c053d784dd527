import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CLASS_COUNT, CLASSES, type LinearModel } from './linear-model.js';

export const MODEL_FORMAT = 'alphawire-sentiment/1';

const weightsSchema = z.array(z.number()).length(CLASS_COUNT);

/** model.json: what the training script writes and the runtime reads. */
export const modelFileSchema = z.object({
  format: z.literal(MODEL_FORMAT),
  /** Attribution, training parameters and held-out figures, for people; the runtime ignores it. */
  about: z.record(z.string(), z.unknown()),
  classes: z.tuple([z.literal(CLASSES[0]), z.literal(CLASSES[1]), z.literal(CLASSES[2])]),
  unitLength: z.boolean(),
  polarMargin: z.number().min(0).max(1),
  bias: weightsSchema,
  features: z.record(z.string(), weightsSchema),
});

export type ModelFile = z.infer<typeof modelFileSchema>;

/** Builds the in-memory model from the file's contents; throws, naming the problem, if the shape is wrong. */
export function linearModelFrom(json: unknown): LinearModel {
  const file = modelFileSchema.parse(json);
  const names = Object.keys(file.features);
  const weights = new Float64Array(names.length * CLASS_COUNT);
  const index = new Map<string, number>();
  names.forEach((name, row) => {
    index.set(name, row);
    weights.set(file.features[name] ?? [], row * CLASS_COUNT);
  });
  return { index, weights, bias: Float64Array.from(file.bias), unitLength: file.unitLength, polarMargin: file.polarMargin };
}

/** Reads and checks a model file. */
export function readModelFile(url: URL | string): LinearModel {
  return linearModelFrom(JSON.parse(readFileSync(url, 'utf8')));
}

/** The shipped model, read once on first use (about 1 MB of JSON, so not at import time). */
let shipped: LinearModel | null = null;
export function shippedModel(): LinearModel {
  shipped ??= readModelFile(new URL('./model.json', import.meta.url));
  return shipped;
}

/**
 * Stable JSON with one feature per line: diffs of a retrained model stay readable and two runs
 * on the same data give the same bytes.
 */
export function serialiseModelFile(file: ModelFile): string {
  const { features, ...head } = file;
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = Object.entries(features).map(([name, w]) => `    ${JSON.stringify(name)}: ${JSON.stringify(w)}`);
  return `${headJson},\n  "features": {\n${lines.join(',\n')}\n  }\n}\n`;
}
