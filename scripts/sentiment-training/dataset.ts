import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CLASS_COUNT } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import { parseCsv } from './csv.js';

/** One labelled headline; `row` counts data records from 1 in file order (the header is row 0). */
export interface LabelledText {
  row: number;
  text: string;
  /** 0 = bearish, 1 = bullish, 2 = neutral, as in the dataset. */
  label: number;
}

export interface Dataset {
  /** The file's name, without its folder (which differs from machine to machine). */
  file: string;
  records: LabelledText[];
  /** sha256 of the file, stored in the model so the held-out figures can be tied to it. */
  sha256: string;
}

/**
 * The fixed hold-out: every 10th record. Counted by record rather than by physical line because
 * some headlines span several lines inside quotes.
 */
export function isHeldOut(row: number): boolean {
  return row % 10 === 0;
}

function parseRecord(cells: string[], row: number): LabelledText {
  const [text, label] = cells;
  const value = Number(label);
  if (cells.length !== 2 || text === undefined || !Number.isInteger(value) || value < 0 || value >= CLASS_COUNT) {
    throw new Error(`sentiment data record ${row}: expected "text,label" with label 0, 1 or 2, got ${JSON.stringify(cells)}`);
  }
  return { row, text, label: value };
}

/** Reads the `text,label` CSV of the Twitter Financial News Sentiment dataset. */
export function loadDataset(path: string): Dataset {
  const content = readFileSync(path, 'utf8');
  const [header, ...rows] = parseCsv(content).filter((cells) => cells.some((cell) => cell !== ''));
  if (header?.join(',') !== 'text,label') throw new Error(`${path}: expected the header "text,label"`);
  return {
    file: basename(path),
    records: rows.map((cells, i) => parseRecord(cells, i + 1)),
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
