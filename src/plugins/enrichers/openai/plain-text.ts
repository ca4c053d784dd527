// Models add markdown and HTML even when told not to; readers and X get plain text.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

const MARKUP: Array<[RegExp, string]> = [
  [/<[^>]*>/g, ' '], // HTML tags
  [/!?\[([^\]]*)\]\([^)]*\)/g, '$1'], // markdown links and images keep their text
  [/^\s{0,3}#{1,6}\s+/gm, ''], // headings
  [/^\s*(?:[-*+•]|\d+[.)])\s+/gm, ''], // list markers
  [/(\*\*|__)(.+?)\1/g, '$2'], // bold
  [/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2'], // italics
  [/`+/g, ''], // code spans
];

/** The text without HTML, markdown or runs of whitespace. */
export function toPlainText(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of MARKUP) plain = plain.replace(pattern, replacement);
  plain = plain.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
  return plain.replace(/\s+/g, ' ').trim();
}

const SENTENCE_END = /[.!?…]["'”’)\]]?$/;

// A full stop after these is not a sentence end ("Mr. Powell", "the U.S. Treasury"); at a true
// end it only makes one sentence longer, which is the cheaper mistake.
const ABBREVIATION = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Inc|Corp|Co|Ltd|No|vs|etc|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)|\b(?:[A-Z]\.)+[A-Z])\.$/;

/** Splits at a sentence end followed by a capital, a digit or an opening quote. */
export function splitSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?…]["'”’)\]]?)\s+(?=["“‘'([$]?[A-Z0-9])/);
  const sentences: string[] = [];
  for (const piece of pieces.map((p) => p.trim()).filter(Boolean)) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function uniqueSentences(sentences: string[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((sentence) => {
    const key = sentence.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whole, distinct sentences up to maxWords; a trailing fragment without an end mark is dropped
 * when a complete sentence comes before it (models stop mid-sentence near their token limit).
 */
export function fitSummary(text: string, maxWords: number): string {
  const kept: string[] = [];
  let words = 0;
  for (const sentence of uniqueSentences(splitSentences(toPlainText(text)))) {
    const count = countWords(sentence);
    if (kept.length > 0 && words + count > maxWords) break;
    kept.push(sentence);
    words += count;
  }
  const last = kept.at(-1);
  if (kept.length > 1 && last && !SENTENCE_END.test(last)) kept.pop();
  return kept.join(' ');
}
