// Language detection (src/server/ingestion/language.ts) on the news titles and leads written for it
// (bench/languages/detection-set.json): accuracy overall, on texts of 40+ characters (goal ≥ 0.97),
// per language, the confusions; how often short texts come out right, undetermined or wrong (how
// MIN_LETTERS and the unsure rule were chosen); declared languages kept and overruled; µs per call.
// Run: npm run bench:languages [-- --rounds 5]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type * as Language from '../src/server/ingestion/language.js';

interface Item {
  language: string;
  text: string;
}

const GOAL_40_PLUS = 0.97;
const SET: Item[] = JSON.parse(readFileSync(new URL('./languages/detection-set.json', import.meta.url), 'utf8'));

function ratio(part: number, whole: number): string {
  return whole === 0 ? '  -  ' : (part / whole).toFixed(3);
}

function accuracy(detect: (text: string) => string): void {
  const perLanguage = new Map<string, { right: number; und: number; all: number }>();
  const confusions = new Map<string, number>();
  let right = 0;
  let right40 = 0;
  let all40 = 0;
  for (const { language, text } of SET) {
    const got = detect(text);
    const counts = perLanguage.get(language) ?? { right: 0, und: 0, all: 0 };
    perLanguage.set(language, counts);
    counts.all++;
    if (text.length >= 40) all40++;
    if (got === language) {
      counts.right++;
      right++;
      if (text.length >= 40) right40++;
      continue;
    }
    if (got === 'und') counts.und++;
    const key = `${language}→${got}`;
    confusions.set(key, (confusions.get(key) ?? 0) + 1);
  }
  console.log(`accuracy ${ratio(right, SET.length)} on all ${SET.length} texts; ${ratio(right40, all40)} on the ${all40} of 40+ characters (goal ≥ ${GOAL_40_PLUS}: ${right40 / all40 >= GOAL_40_PLUS ? 'met' : 'NOT met'})`);
  console.log(`per language: ${[...perLanguage].map(([language, c]) => `${language} ${ratio(c.right, c.all)}${c.und ? ` (${c.und} und)` : ''}`).join('  ')}`);
  const sorted = [...confusions].sort((a, b) => b[1] - a[1]);
  console.log(`confusions: ${sorted.map(([key, count]) => `${key} ×${count}`).join('  ') || 'none'}`);
}

/** Every item cut after each of its words (each character for Chinese and Japanese): the short texts feeds also carry. */
function prefixes(): Item[] {
  return SET.flatMap(({ language, text }) => {
    const units = language === 'ja' || language === 'zh' ? [...text] : text.split(' ');
    const joiner = language === 'ja' || language === 'zh' ? '' : ' ';
    return units.map((_, i) => ({ language, text: units.slice(0, i + 1).join(joiner) }));
  });
}

function shortTexts(detect: (text: string) => string): void {
  const outcome = (items: Item[]): string => {
    let right = 0;
    let und = 0;
    for (const { language, text } of items) {
      const got = detect(text);
      if (got === language) right++;
      else if (got === 'und') und++;
    }
    return `${ratio(right, items.length)}  ${ratio(und, items.length)}  ${ratio(items.length - right - und, items.length)}`;
  };
  const all = prefixes();
  const dense = (item: Item): boolean => item.language === 'ja' || item.language === 'zh';
  console.log('prefixes of the texts:                    right   und   wrong');
  const bands = [[0, 12], [12, 14], [14, 16], [16, 20], [20, 25], [25, 30], [30, 40]] as const;
  for (const [from, to] of bands) {
    const band = all.filter((item) => {
      const letters = item.text.match(/\p{L}/gu)?.length ?? 0;
      return !dense(item) && letters >= from && letters < to;
    });
    console.log(`  ${`${from}–${to - 1} letters (${band.length})`.padEnd(38)} ${outcome(band)}`);
  }
  for (const [from, to] of [[1, 4], [4, 8], [8, 14]] as const) {
    const band = all.filter((item) => dense(item) && item.text.length >= from && item.text.length < to);
    console.log(`  ${`ja, zh: ${from}–${to - 1} characters (${band.length})`.padEnd(38)} ${outcome(band)}`);
  }
}

function declared(articleLanguage: (input: { declared: string | null; title: string; text: string }) => string): void {
  // Feeds that declare "en" for everything, and feeds that declare the right language.
  const foreign = SET.filter((item) => item.language !== 'en');
  const corrected = foreign.filter((item) => articleLanguage({ declared: 'en', title: item.text, text: '' }) === item.language).length;
  const kept = SET.filter((item) => articleLanguage({ declared: item.language, title: item.text, text: '' }) === item.language).length;
  console.log(`declared "en" on the ${foreign.length} others: ${ratio(corrected, foreign.length)} corrected (only texts of 40+ letters can be)`);
  console.log(`declared right: ${ratio(kept, SET.length)} kept`);
}

function timeCalls(rounds: number, call: (i: number) => unknown): { p50: number; p95: number; mean: number } {
  for (let i = 0; i < SET.length; i++) call(i);
  const micros: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < SET.length; i++) {
      const t0 = performance.now();
      call(i);
      micros.push((performance.now() - t0) * 1000);
    }
  }
  micros.sort((a, b) => a - b);
  const at = (p: number): number => micros[Math.min(micros.length - 1, Math.floor(p * micros.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), mean: micros.reduce((sum, m) => sum + m, 0) / micros.length };
}

function timing(rounds: number, language: typeof Language): void {
  // Articles: an item as the title and a body of 5 KB, of which only the start is read.
  const body = (i: number): string => Array.from({ length: 40 }, (_, k) => SET[(i + k + 1) % SET.length]?.text ?? '').join(' ');
  const bodies = SET.map((_, i) => body(i));
  const detect = timeCalls(rounds, (i) => language.detectLanguage(SET[i]?.text ?? ''));
  const article = timeCalls(rounds, (i) => language.articleLanguage({ declared: 'en', title: SET[i]?.text ?? '', text: bodies[i] ?? '' }));
  const line = (name: string, r: ReturnType<typeof timeCalls>): string => `${name.padEnd(16)} mean ${r.mean.toFixed(1).padStart(6)} µs   p50 ${r.p50.toFixed(1).padStart(6)} µs   p95 ${r.p95.toFixed(1).padStart(6)} µs`;
  console.log(line('detectLanguage', detect));
  console.log(line('articleLanguage', article));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const heapBefore = process.memoryUsage().heapUsed;
  const loadStart = performance.now();
  const language = await import('../src/server/ingestion/language.js');
  await language.loadLanguageDetector();
  const loadMs = performance.now() - loadStart;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  console.log(`detector loaded in ${loadMs.toFixed(0)} ms, heap +${heapMb.toFixed(0)} MB; ${SET.length} texts in ${new Set(SET.map((i) => i.language)).size} languages`);
  accuracy(language.detectLanguage);
  shortTexts(language.detectLanguage);
  declared(language.articleLanguage);
  timing(Number(values.rounds), language);
}

await main();
