import type * as eldModule from 'eld/extrasmall';

// eld's n-gram tables cost some 90 MB of memory (30 MB of heap) once loaded, so they are imported
// only by what detects: the document thread, where feeds are normalised (normalise-thread.ts),
// never the main thread. The extra-small tables: 0.991 on texts of 40+ characters, against 0.997
// for the small ones at 60 MB more (bench/language-detection.ts).
type Detector = typeof eldModule.eld;
let detector: Detector | null = null;

/** Loads the detector's tables, once; detectLanguage and articleLanguage need them loaded. */
export async function loadLanguageDetector(): Promise<void> {
  detector ??= (await import('eld/extrasmall')).eld;
}

function loaded(): Detector {
  if (!detector) throw new Error('loadLanguageDetector() must be awaited before detecting a language');
  return detector;
}

/** ISO 639-2's code for a text whose language cannot be told. */
export const UNDETERMINED = 'und';

// Thresholds chosen on bench/languages/detection-set.json (npm run bench:languages prints the figures).
// Below this the detector is right too rarely to be worth a guess (at 10–11 letters 57 % right,
// 18 % wrong; at 12–13, 62 % and 14 %), while a 25-character headline with a ticker still has it.
const MIN_LETTERS = 12;
// An ideograph, kana or hangul syllable tells as much as a few alphabetic letters.
const DENSE_SCRIPT_WEIGHT = 3;
// On a short text, a runner-up this close to the winner (eld's own reliability margin) makes the
// winner a coin toss: Russian against Bulgarian or Ukrainian, Arabic against Persian.
const UNSURE_MARGIN = 0.01;
const UNSURE_BELOW_LETTERS = 30;
// A declared language is overruled only by a detection on this much text.
const OVERRULE_LETTERS = 40;
const TITLE_CHARS = 200;
const TEXT_CHARS = 400;

const URLS = /\b(?:https?:\/\/|www\.)\S+/giu;
const CASHTAGS = /\$\p{L}[\p{L}\p{N}.]*/gu;
// A figure with its unit or a model number ("$60bn", "Q3", "H100", "10x"): its letters are no words.
const FIGURES = /[A-Za-z]*\p{N}[\p{N}A-Za-z.,:/%]*/gu;
const LETTER = /\p{L}/gu;
const DENSE_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

interface Reading {
  language: string;
  /** Letters left once URLs, cashtags and figures are gone, dense scripts weighted. */
  letters: number;
  sure: boolean;
}

function countLetters(text: string): number {
  const letters = text.match(LETTER)?.length ?? 0;
  const dense = text.match(DENSE_LETTER)?.length ?? 0;
  return letters + dense * (DENSE_SCRIPT_WEIGHT - 1);
}

function read(text: string): Reading {
  // Tickers, links and figures are the same in every language: they only blur the n-grams and pad the count.
  const words = text.replace(URLS, ' ').replace(CASHTAGS, ' ').replace(FIGURES, ' ');
  const letters = countLetters(words);
  if (letters < MIN_LETTERS) return { language: UNDETERMINED, letters, sure: false };
  const result = loaded().detect(words);
  if (!result.language) return { language: UNDETERMINED, letters, sure: false };
  // Chinese is never written with kana; a Japanese title heavy in kanji and Latin tickers can read as Chinese.
  if (result.language === 'zh' && KANA.test(words)) return { language: 'ja', letters, sure: true };
  const [best = 0, second = 0] = Object.values(result.getScores());
  const close = best - second < UNSURE_MARGIN;
  return { language: result.language, letters, sure: !(close && letters < UNSURE_BELOW_LETTERS) };
}

/** The language of a text (ISO 639-1), or 'und' when it has too few letters to tell or the detector is unsure. */
export function detectLanguage(text: string): string {
  const reading = read(text);
  return reading.sure ? reading.language : UNDETERMINED;
}

/**
 * An article's language: what its feed or provider declared, unless the title and the start of
 * the text are long enough to tell and plainly read as another language (many feeds declare "en"
 * for everything), or hold no letter of the script the declared language is written in (a short
 * Chinese headline in a feed that says "en"); detected when nothing usable was declared.
 */
export function articleLanguage(input: { declared: string | null | undefined; title: string; text: string }): string {
  const declared = normaliseDeclared(input.declared);
  // Only the start is read, so a long article costs no more than a short one.
  const start = `${input.title.slice(0, TITLE_CHARS)}\n${input.text.slice(0, TEXT_CHARS)}`;
  const reading = read(start);
  if (!declared || !writtenIn(start, declared)) return reading.sure ? reading.language : UNDETERMINED;
  const overruled = reading.sure && reading.letters >= OVERRULE_LETTERS && reading.language !== declared;
  return overruled ? reading.language : declared;
}

// The scripts of CLDR's likely-subtag codes that name several (Japanese, Chinese, Korean).
const SCRIPT_SETS: Record<string, string> = { Jpan: 'Hani|Hira|Kana', Hans: 'Hani', Hant: 'Hani', Kore: 'Hang|Hani' };
const scriptLetters = new Map<string, RegExp | null>();

/** Whether the text has a letter of the script `language` is written in, or no letters at all; true when the script is unknown. */
function writtenIn(text: string, language: string): boolean {
  if (!scriptLetters.has(language)) {
    const script = new Intl.Locale(language).maximize().script;
    const names = script ? (SCRIPT_SETS[script] ?? script).split('|') : [];
    scriptLetters.set(language, names.length > 0 ? new RegExp(names.map((name) => `\\p{Script=${name}}`).join('|'), 'u') : null);
  }
  const letters = scriptLetters.get(language);
  return !letters || letters.test(text) || !/\p{L}/u.test(text);
}

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const CODE = /^[a-z]{2,3}$/;

/** "en-US", "EN", "en_GB", "eng", "English", "Français" → the ISO 639-1 code; anything else → null. */
function normaliseDeclared(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return codeFromTag(trimmed) ?? namedLanguages().get(withoutMarks(trimmed)) ?? null;
}

function codeFromTag(value: string): string | null {
  const primary = value.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  if (!CODE.test(primary)) return null;
  // CLDR's aliases turn ISO 639-2 and 639-3 codes ("eng", "fre", "cmn") and retired ones ("iw") into 639-1.
  const aliased = canonicalLanguage(primary);
  const code = aliased.length === 2 ? aliased : primary;
  return code.length === 2 && ENGLISH_NAMES.of(code) ? code : null;
}

function canonicalLanguage(code: string): string {
  const [tag = code] = Intl.getCanonicalLocales(code);
  // V8 leaves the language of "und" empty.
  return new Intl.Locale(tag).language || code;
}

function withoutMarks(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

let names: Map<string, string> | null = null;

/** Every ISO 639-1 language by its English name and its own, built when a feed first declares a name. */
function namedLanguages(): Map<string, string> {
  if (names) return names;
  names = new Map();
  const a = 'a'.charCodeAt(0);
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(a + first, a + second);
      const english = ENGLISH_NAMES.of(code);
      // Retired codes ("iw", "in") name the same languages as their successors.
      if (!english || canonicalLanguage(code) !== code) continue;
      const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
      for (const name of [english, own]) if (name) names.set(withoutMarks(name), code);
    }
  }
  return names;
}
