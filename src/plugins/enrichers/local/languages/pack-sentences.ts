// Sentences and their terms in a pack language: the runtime's segmenter in the language's locale,
// rejoined after the language's common short forms, and content terms that leave out the
// library's and the pack's stop words and are stemmed by the language's Snowball stemmer.
import type { SentenceRules } from '../sentences.js';
import type { LanguagePack, PackLanguage } from './pack.js';
import { packTokens } from './pack-tokens.js';
import { libraryStopWords } from './stemming.js';
import { termOf } from './stems.js';

// A capital initial ("J."), titles, and short forms a capitalised word follows inside a sentence
// ("EE.UU. Gobierno", "M. Macron", "3,5 Mrd. Euro", "im 3. Quartal": German capitalises every noun).
const SHORT_FORMS: Record<PackLanguage, RegExp> = {
  es: /(?:^|[\s("'“«])(?:\p{Lu}|Sr|Sra|Srta|Dr|Dra|Ud|Uds|Lic|Ing|EE\.UU|núm|pág|aprox)\.$/u,
  fr: /(?:^|[\s("'“«])(?:\p{Lu}|MM|Mme|Mlle|Mgr|Dr|Pr|Me|St|Ste)\.$/u,
  de: /(?:^|[\s("'„“«»])(?:\p{Lu}|\d{1,2}|Dr|Prof|Hr|Nr|St|ca|bzw|vgl|z\.B|u\.a|d\.h|Mio|Mrd|Tsd|Jh)\.$/u,
};
// Closing marks after the full stop include the guillemets and German quotes, with a French (no-break) space before one.
const TERMINAL = /[.!?…](?:[\s\u00a0\u202f]?["'”’“»«)\]])*$/u;
const LETTER = /\p{L}/u;
// The segmenter cuts before a closing mark set off by a space ("nerveux. »"): it belongs to the sentence it
// closes. Which marks close differs: » in Spanish and French, « and “ in German („So“, »so«).
const LEADING_CLOSE: Record<PackLanguage, RegExp> = { es: /^[»”)\]]+/u, fr: /^[»”)\]]+/u, de: /^[«“”)\]]+/u };
const ENDS_IN_SPACE = /[\s\u00a0\u202f]$/u;

/** The paragraph as the segmenter cuts it, each closing mark kept with the sentence before it. */
function segmentsOf(segmenter: Intl.Segmenter, closing: RegExp, paragraph: string): string[] {
  const segments: string[] = [];
  for (const { segment } of segmenter.segment(paragraph)) {
    const previous = segments.at(-1);
    const close = previous !== undefined && ENDS_IN_SPACE.test(previous) ? closing.exec(segment)?.[0] : undefined;
    if (close) segments[segments.length - 1] += close;
    const rest = close ? segment.slice(close.length) : segment;
    if (rest !== '') segments.push(rest);
  }
  return segments;
}

/** The stop words of the pack's language: the library's list and the pack's own, lower case. */
export function packStopWords(pack: LanguagePack): ReadonlySet<string> {
  return new Set([...libraryStopWords(pack.code), ...pack.stopWords].map((word) => word.toLowerCase()));
}

/** The sentence rules of the pack's language. */
export function packSentenceRules(pack: LanguagePack): SentenceRules {
  const segmenter = new Intl.Segmenter(pack.code, { granularity: 'sentence' });
  const stopWords = packStopWords(pack);
  const shortForm = SHORT_FORMS[pack.code];
  const terms = (text: string) => {
    const found: string[] = [];
    for (const { lower } of packTokens(text)) {
      if (lower.length < 2 || !LETTER.test(lower) || stopWords.has(lower)) continue;
      const term = termOf(pack.code, lower);
      if (term.length >= 2) found.push(term);
    }
    return found;
  };
  return {
    segments: (paragraph) => segmentsOf(segmenter, LEADING_CLOSE[pack.code], paragraph),
    runsOn: (text) => shortForm.test(text),
    complete: (text) => TERMINAL.test(text),
    terms,
  };
}
