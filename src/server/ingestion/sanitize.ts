import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { flattenHtml, type HtmlLimits, htmlLimitProblem } from './html-shape.js';
import { escapeHtml } from '../escape-html.js';

export interface SanitizeOptions {
  /** Links and images are resolved against the article's own URL. */
  baseUrl: string | null;
  /** Our own host: content must not make the reader's browser call AlphaWire (e.g. logout). */
  ownHost: string;
}

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'a', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark',
  'ul', 'ol', 'li', 'blockquote', 'q', 'cite', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'code',
  'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'abbr', 'time',
];

function resolveSafe(value: string | undefined, options: SanitizeOptions, protocols = ['http:', 'https:']): string | null {
  if (!value) return null;
  try {
    const url = options.baseUrl ? new URL(value, options.baseUrl) : new URL(value);
    if (!protocols.includes(url.protocol)) return null;
    if (url.hostname.toLowerCase() === options.ownHost) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** Past these, HTML is read as plain text: parsing it would cost far more than it is worth. */
export const HTML_LIMITS: HtmlLimits = { maxDepth: 256, maxElements: 50_000 };
// Shorter HTML is not measured: at most a few thousand elements deep, it parses in milliseconds.
const MEASURED_FROM = 8_192;

function pastLimits(html: string): boolean {
  return html.length >= MEASURED_FROM && htmlLimitProblem(html, HTML_LIMITS) !== null;
}

/**
 * Third-party HTML reduced to a safe allow-list: no scripts, styles, frames, forms, event
 * handlers, srcset or non-http URLs; links open in a new tab without a referrer; images load only
 * from absolute https URLs of other hosts. HTML past HTML_LIMITS keeps only its text, in paragraphs.
 */
export function sanitizeArticleHtml(html: string, options: SanitizeOptions): string {
  if (pastLimits(html)) {
    return htmlToText(flattenHtml(html)).split('\n').filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  }
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    // target, rel, loading and referrerpolicy are only ever set by the transforms below.
    // dir on any element: an Arabic or Hebrew paragraph reads right to left only when it says so.
    allowedAttributes: { '*': ['dir'], a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'referrerpolicy'], time: ['datetime'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'template', 'svg', 'math', 'object'],
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: withKnownDirection(attribs) }),
      a: (tagName, attribs) => {
        const href = resolveSafe(attribs.href, options);
        const safe: Record<string, string> = href ? { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {};
        if (attribs.title) safe.title = attribs.title;
        return { tagName, attribs: safe };
      },
      img: (tagName, attribs) => {
        // https only: a plain-http image would be mixed content, which the page's CSP blocks anyway.
        const src = resolveSafe(attribs.src, options, ['https:']);
        // Left without a source, for the filter below to drop: renaming the tag (an empty void
        // img turned into a span) would leave sanitize-html's stack closing the wrong elements.
        if (!src) return { tagName, attribs: {} };
        const { alt, title, width, height } = attribs;
        return { tagName, attribs: { src, loading: 'lazy', referrerpolicy: 'no-referrer', ...definedOnly({ alt, title, width, height }) } };
      },
    },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  return asParsed(clean).trim();
}

const VOID = new Set(['br', 'hr', 'img']);

/**
 * HTML written back as an HTML parser reads it. Dropping a disallowed wrapper can leave a tag where
 * the parser closes or opens one by itself (an <hr> or a list straight inside a <p>), so a second
 * reading, the browser's, would build another tree; written back with those tags made explicit,
 * every closing tag matches its opening one and the output reads the same however often it is read.
 */
function asParsed(html: string): string {
  const out: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        // Values are written back raw: sanitize-html quoted each with " and escaped any " inside.
        const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${value}"`).join('');
        out.push(VOID.has(name) ? `<${name}${written} />` : `<${name}${written}>`);
      },
      ontext: (text) => out.push(text),
      onclosetag: (name) => {
        if (!VOID.has(name)) out.push(`</${name}>`);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return out.join('');
}

const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

/** The attributes without a `dir` of any other value than the three there are. */
function withKnownDirection(attribs: Record<string, string>): Record<string, string> {
  if (attribs.dir === undefined || DIRECTIONS.has(attribs.dir)) return attribs;
  const { dir: _dropped, ...rest } = attribs;
  return rest;
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

// Elements whose end (or, for br, whose presence) starts a new line of text.
const LINE_BREAKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'figure', 'pre', 'section', 'article', 'br']);
// Elements whose text is not the page's text.
const NOT_TEXT = new Set(['script', 'style', 'textarea', 'noscript', 'iframe', 'template']);

/**
 * The plain text of HTML (sanitised or not): paragraphs on their own lines, entities decoded.
 * HTML past HTML_LIMITS has its tags taken out first, in one pass, so the parser reads only text.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  if (!/[<&]/.test(html)) parts.push(html);
  else {
    const readable = pastLimits(html) ? flattenHtml(html) : html;
    let hidden = 0;
    // htmlparser2 is the tokenizer sanitize-html itself uses; reading text needs no allow-list.
    const parser = new Parser(
      {
        onopentag: (name) => {
          if (NOT_TEXT.has(name)) hidden += 1;
        },
        onclosetag: (name) => {
          if (NOT_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
          else if (LINE_BREAKS.has(name)) parts.push('\n');
        },
        ontext: (text) => {
          if (hidden === 0) parts.push(text);
        },
      },
      { decodeEntities: true },
    );
    parser.end(readable);
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

// Every element name of the HTML standard, with the obsolete ones feeds still write.
const HTML_ELEMENTS = new Set(
  ('a abbr acronym address area article aside audio b base bdi bdo big blink blockquote body br button canvas caption center cite code ' +
    'col colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame frameset ' +
    'h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark marquee math menu meta meter ' +
    'nav nobr noframes noscript object ol optgroup option output p param picture plaintext pre progress q rp rt ruby s samp script search ' +
    'section select slot small source span strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time ' +
    'title tr track tt u ul var video wbr xmp').split(' '),
);
const TAG_START = /<(\/?)([A-Za-z][^\s/<>]*)/g;

/**
 * A title as text: its markup read as HTML, but a bracketed word that names no HTML element kept as
 * written. News wires put instrument codes in brackets ("Apple <AAPL.O> shares jump", "<LCOc1>"),
 * which an HTML reader takes for tags and drops: the title then read "Apple shares jump", and for a
 * company the asset list does not name, the code was the reader's only sign of the instrument.
 */
export function titleToText(title: string): string {
  return htmlToText(title.replace(TAG_START, (tag, slash: string, name: string) => (HTML_ELEMENTS.has(name.toLowerCase()) ? tag : `&lt;${slash}${name}`)));
}
