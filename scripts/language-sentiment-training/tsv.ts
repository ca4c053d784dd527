import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CLASSES } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';

/** One labelled sentence; `label` indexes CLASSES (0 bearish, 1 bullish, 2 neutral). */
export interface LabelledSentence {
  line: number;
  text: string;
  label: number;
}

export interface SentenceFile {
  /** The file's name, without its folder (which differs from machine to machine). */
  file: string;
  sha256: string;
  records: LabelledSentence[];
}

/** Reads a `label<TAB>sentence` file (label bullish, bearish or neutral); blank lines are skipped, anything else malformed throws. */
export function loadSentenceFile(path: string): SentenceFile {
  const content = readFileSync(path, 'utf8');
  const records: LabelledSentence[] = [];
  content.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const tab = raw.indexOf('\t');
    const label = CLASSES.indexOf(raw.slice(0, tab).trim() as (typeof CLASSES)[number]);
    const text = raw.slice(tab + 1).trim();
    if (tab < 0 || label < 0 || text === '') throw new Error(`${path}:${i + 1}: expected "bullish|bearish|neutral<TAB>sentence", got ${JSON.stringify(raw)}`);
    records.push({ line: i + 1, text, label });
  });
  return { file: basename(path), sha256: createHash('sha256').update(content).digest('hex'), records };
}
