// Turns an article's text into clean paragraphs before anything reads it, so that summaries,
// topics and scores never see a byline, a cookie notice or a "Read more" link.
import { countWords } from './word-chars.js';

export { countWords } from './word-chars.js';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };
const BLOCK_END = /<\/(?:p|div|li|h[1-6]|blockquote|tr|figure|figcaption|pre|section|article)>|<br\s*\/?>/gi;

/** Lines that are boilerplate as a whole: bylines, credits, sign-offs, navigation. */
const BOILERPLATE_LINE: readonly RegExp[] = [
  /^(?:photo|image|picture|credit|caption|illustration|video|source|graphic)s?\s*(?:credit)?\s*:/i,
  /^\(?(?:reporting|additional reporting|editing|writing) by\b/i,
  /^(?:related|see also|also read|read also|recommended|more from|trending|most read|latest news)\s*[:|-]?\s*(?:articles?|stories|news)?\s*:?$/i,
  /^(?:share|tweet|email|print|save|comments?)(?:\s+(?:this|on \w+))?\s*$/i,
  /^(?:advertisement|sponsored(?: content)?|ad)\s*$/i,
  /^(?:updated|published|posted|last updated)\s*[:]?\s+(?:on\s+)?[\p{L}\d ,:.-]{3,40}$/iu,
  /^(?:tags?|topics?|filed under)\s*:/i,
];

/** Sentences that are boilerplate wherever they appear. */
const BOILERPLATE_SENTENCE: readonly RegExp[] = [
  /\bclick here\b/i,
  /\bread more\s*(?:[:»>…]|\.{3}|$)/i,
  /\bcontinue reading\b/i,
  /\bsubscribe (?:now|today|here|for|to (?:our|the|my) (?:newsletter|podcast|channel|feed|mailing list))\b/i,
  /\bsign up for (?:our|the|a) (?:\w+ )?(?:newsletter|briefing|alerts?)\b/i,
  /\b(?:we|this (?:site|website)) uses? cookies\b|\bcookie (?:policy|settings|notice|preferences|consent)\b|\baccept (?:all )?cookies\b/i,
  /\ball rights reserved\b|\bcopyright\s*(?:©|\(c\))?\s*\d{4}\b/i,
  /\bthe post\b.{1,300}\bappeared first on\b/i,
  /\b(?:this (?:article|story) (?:was )?(?:originally )?(?:appeared|published) (?:first )?(?:on|in))\b/i,
  /\bfollow us on (?:twitter|x|facebook|linkedin|telegram|instagram)\b/i,
  /\b(?:our|see the|read the) (?:privacy policy|terms of (?:use|service))\b/i,
  /\bnot (?:financial|investment) advice\b|\bdo your own research\b/i,
];

/** Sentences that are boilerplate by how they start. */
const BOILERPLATE_START: readonly RegExp[] = [
  /^\s*read (?:more|the full (?:story|article)|on)\b/i,
  /^\s*(?:subscribe|sign up|join us|follow us|download (?:our|the) app)\b/i,
  /^\s*©/i,
];

// Each list as one alternation (all case-insensitive, none Unicode): one pass over a text instead of one per rule.
const anyOf = (rules: readonly RegExp[]) => new RegExp(rules.map((rule) => `(?:${rule.source})`).join('|'), 'i');
const ANY_BOILERPLATE_SENTENCE = anyOf(BOILERPLATE_SENTENCE);
const ANY_BOILERPLATE_START = anyOf(BOILERPLATE_START);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/** The host hands plain text, but a fallback path or another host may hand HTML; both read the same. */
function withoutMarkup(text: string): string {
  if (!/<\/?[a-z][^>]*>/i.test(text)) return decodeEntities(text);
  const withBreaks = text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(BLOCK_END, '\n');
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ' '));
}

const BYLINE = /^(?:by|written by|words by|reporting by|edited by|editing by)\s+\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|and|&|de|van|von|der)){0,5}\s*(?:[,|–—-]\s*[^.!?]{0,60})?\.?$/iu;

/** "By Jane Doe, Markets Reporter" is a byline; "By Tuesday, shares had fallen 5%." is news. */
function isByline(line: string): boolean {
  if (line.length > 90 || !BYLINE.test(line)) return false;
  if (/[.!?]$/.test(line) && countWords(line) > 4) return false;
  const [, firstName] = /^\S+(?:\s+by)?\s+(\S+)/i.exec(line) ?? [];
  return firstName !== undefined && /^\p{Lu}/u.test(firstName) && !WEEKDAYS_AND_MONTHS.test(firstName) && !/['’]s$/.test(firstName);
}

const WEEKDAYS_AND_MONTHS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|contrast|comparison|then|now|the|that|this|some|most|late|early|mid)\b/i;

function isBoilerplateLine(line: string): boolean {
  return line === '' || isByline(line) || BOILERPLATE_LINE.some((rule) => rule.test(line)) || ANY_BOILERPLATE_START.test(line);
}

/** True for a sentence or line that is site furniture rather than news. */
export function isBoilerplate(text: string): boolean {
  const line = text.trim();
  return isBoilerplateLine(line) || ANY_BOILERPLATE_SENTENCE.test(line);
}

/**
 * isBoilerplate for a sentence of a paragraph that is not boilerplate (as cleanParagraphs gives
 * them): a rule that matches anywhere in the sentence would have matched in its paragraph, so only
 * the rules tied to the start of a text are left. (Inside a paragraph a sentence begins after a
 * space, closer or terminator and ends in a closer or terminator, so \b and $ read the same.)
 */
export function isBoilerplateInCleanParagraph(sentence: string): boolean {
  return isBoilerplateLine(sentence.trim());
}

// Words each trailer holds: a line without any of them has none to cut.
const TRAILER_WORDS = /appeared first on|read more|continue reading/i;

/** Feeds append "The post … appeared first on …" to the last paragraph rather than on a line of its own. */
function withoutTrailers(line: string): string {
  if (!TRAILER_WORDS.test(line)) return line;
  return line.replace(/\s*\bThe post\b.{1,300}?\bappeared first on\b.*$/i, '').replace(/\s*(?:Read more|Continue reading)\s*(?:[:»>…]|\.{3})?\s*$/i, '');
}

// Only a line with a tab, a non-breaking space or two spaces in a row has spacing to collapse.
const UNEVEN_SPACING = /[^\S ]| {2}/;

function withSingleSpaces(line: string): string {
  return UNEVEN_SPACING.test(line) ? line.replace(/[\s\u00a0]+/g, ' ') : line;
}

/** Paragraphs of plain text, one per entry: markup, entities, boilerplate lines and trailers removed. */
export function cleanParagraphs(text: string): string[] {
  return withoutMarkup(text)
    .split(/\r?\n/)
    .map((line) => withoutTrailers(withSingleSpaces(line).trim()).trim())
    .filter((line) => line !== '' && !isBoilerplate(line));
}
