/** Why a body is refused before it reaches the feed parser, and where. */
export interface XmlProblem {
  kind: 'entities' | 'malformed' | 'limit';
  line: number;
  detail: string;
}

/** What a feed may hold at most in the part read: a real one nests a handful of levels deep. */
export const XML_LIMITS = { maxDepth: 64, maxElements: 50_000, maxAttributesPerElement: 64, maxAttributes: 100_000 };

/** The outcome of a scan: a problem, or where to stop reading and the closing tags that end the document there. */
export type XmlScan = { problem: XmlProblem } | { problem: null; end: number; closing: string };

// Elements whose text feedsmith reads raw (its stop nodes), so unescaped HTML inside them is
// tolerated there; we skip to their closing tag for the same leniency.
const RAW_TEXT = new Set(['title', 'description', 'content:encoded', 'summary', 'content']);

interface ScanState {
  text: string;
  stack: string[];
  rootClosed: boolean;
  /** Where the next CDATA section starts (cached: searching afresh per element would be quadratic). */
  nextCdata: number;
  elements: number;
  attributes: number;
  /** Where the last whole item (or entry) ended, and the closing tags that end the document there. */
  lastItem: Cut | null;
  /** Where the scan stops: the last whole item, once the totals run out among the items. */
  stopAt: Cut | null;
}

interface Cut {
  end: number;
  closing: string;
}

type Step = number | XmlProblem;

/** The 1-based line of a character index. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

function malformed(text: string, index: number, detail: string): XmlProblem {
  return { kind: 'malformed', line: lineAt(text, index), detail };
}

function skipTo(state: ScanState, at: number, terminator: string, what: string): Step {
  const end = state.text.indexOf(terminator, at);
  return end === -1 ? malformed(state.text, at, `${what} is never closed`) : end + terminator.length;
}

/**
 * Index of the `>` ending a start tag, skipping `>` inside quoted attribute values (-1 if none),
 * and the number of quoted values, which in XML is the number of attributes.
 */
function startTagEnd(text: string, from: number): { end: number; attributes: number } {
  let at = from;
  // Looked for again only once a quoted value runs past it: once per value would be quadratic.
  let gt = text.indexOf('>', at);
  for (let attributes = 0; ; attributes++) {
    if (gt === -1) return { end: -1, attributes };
    let quote = -1;
    for (let i = at; i < gt; i++) {
      const code = text.charCodeAt(i);
      if (code === 34 || code === 39) {
        quote = i;
        break;
      }
    }
    if (quote === -1) return { end: gt, attributes };
    const close = text.indexOf(text.charAt(quote), quote + 1);
    if (close === -1) return { end: -1, attributes };
    at = close + 1;
    if (gt < at) gt = text.indexOf('>', at);
  }
}

function pastLimit(state: ScanState, at: number, detail: string): XmlProblem {
  return { kind: 'limit', line: lineAt(state.text, at), detail };
}

/** An item of RSS or RDF, or an Atom entry, is a child of the channel or of the root (`depth` counts its ancestors). */
function isItem(name: string, depth: number): boolean {
  return depth <= 2 && /^(?:[^:]+:)?(?:item|entry)$/.test(name);
}

/** Whether the element `name` about to open is an item or inside one. */
function amongItems(state: ScanState, name: string): boolean {
  return [...state.stack.slice(0, 3), name].some((open, depth) => isItem(open, depth));
}

/** Checks the shape of one element: how deep it sits and how many attributes it carries. */
function shapeProblem(state: ScanState, at: number, attributes: number): XmlProblem | null {
  if (state.stack.length >= XML_LIMITS.maxDepth) return pastLimit(state, at, `elements nested more than ${XML_LIMITS.maxDepth} deep`);
  if (attributes > XML_LIMITS.maxAttributesPerElement) return pastLimit(state, at, `an element with more than ${XML_LIMITS.maxAttributesPerElement} attributes`);
  return null;
}

/** Counts an element and its attributes against the document's totals in XML_LIMITS. */
function countElement(state: ScanState, at: number, attributes: number): XmlProblem | null {
  state.elements += 1;
  state.attributes += attributes;
  if (state.elements > XML_LIMITS.maxElements) return pastLimit(state, at, `more than ${XML_LIMITS.maxElements.toLocaleString('en')} elements`);
  if (state.attributes > XML_LIMITS.maxAttributes) return pastLimit(state, at, `more than ${XML_LIMITS.maxAttributes.toLocaleString('en')} attributes`);
  return null;
}

// A very long feed runs out of the totals among its items: it is read up to its last whole item
// (which items are kept is decided by date afterwards). Anything else past them is refused.
function stopAtLastItem(state: ScanState, name: string, over: XmlProblem): Step {
  if (state.lastItem === null || !amongItems(state, name)) return over;
  state.stopAt = state.lastItem;
  return state.lastItem.end;
}

function cdataFrom(state: ScanState, from: number): number {
  if (state.nextCdata !== -1 && state.nextCdata < from) state.nextCdata = state.text.indexOf('<![CDATA[', from);
  return state.nextCdata;
}

/** Index of `</name>` from `from`, past CDATA sections and longer names sharing the prefix; -1 if none. */
function closingTag(state: ScanState, name: string, from: number): number {
  const { text } = state;
  const needle = `</${name}`;
  let at = from;
  for (let close = text.indexOf(needle, at); close !== -1; close = text.indexOf(needle, at)) {
    const cdata = cdataFrom(state, at);
    if (cdata !== -1 && cdata < close) {
      const end = text.indexOf(']]>', cdata + 9);
      if (end === -1) return -1;
      at = end + 3;
      continue;
    }
    const next = text.charAt(close + needle.length);
    if (next === '>' || next.trim() === '') return close;
    at = close + 1;
  }
  return -1;
}

function doctype(state: ScanState, at: number): Step {
  const { text } = state;
  const gt = text.indexOf('>', at);
  const open = text.indexOf('[', at);
  if (open === -1 || (gt !== -1 && gt < open)) return gt === -1 ? malformed(text, at, 'the DOCTYPE is never closed') : gt + 1;
  const close = text.indexOf(']', open);
  const subset = text.slice(open, close === -1 ? text.length : close);
  if (subset.includes('<!ENTITY')) return { kind: 'entities', line: lineAt(text, at), detail: 'the DOCTYPE declares entities' };
  const end = close === -1 ? -1 : text.indexOf('>', close);
  return end === -1 ? malformed(text, at, 'the DOCTYPE is never closed') : end + 1;
}

function endTag(state: ScanState, at: number): Step {
  const { text, stack } = state;
  const gt = text.indexOf('>', at);
  if (gt === -1) return malformed(text, at, 'a closing tag is cut off');
  const name = text.slice(at + 2, gt).trim();
  const open = stack.pop();
  if (open === undefined) return malformed(text, at, `</${name}> closes nothing`);
  if (open !== name) return malformed(text, at, `expected </${open}>, found </${name}>`);
  if (stack.length === 0) state.rootClosed = true;
  if (isItem(name, stack.length)) state.lastItem = { end: gt + 1, closing: stack.toReversed().map((open) => `</${open}>`).join('') };
  return gt + 1;
}

function startTag(state: ScanState, at: number): Step {
  const { text, stack } = state;
  if (state.rootClosed) return malformed(text, at, 'there is more after the end of the feed');
  const { end, attributes } = startTagEnd(text, at + 1);
  if (end === -1) return malformed(text, at, 'a tag is cut off');
  const refused = shapeProblem(state, at, attributes);
  if (refused) return refused;
  const name = /^[^\s/>]+/.exec(text.slice(at + 1, Math.min(end, at + 200)))?.[0] ?? '';
  const over = countElement(state, at, attributes);
  if (over) return stopAtLastItem(state, name, over);
  if (text.charCodeAt(end - 1) === 47 /* '/' */) return end + 1;
  stack.push(name);
  if (!RAW_TEXT.has(name)) return end + 1;
  const close = closingTag(state, name, end + 1);
  return close === -1 ? malformed(text, at, `<${name}> is never closed`) : close;
}

function markup(state: ScanState, at: number): Step {
  const { text } = state;
  if (text.startsWith('<!--', at)) return skipTo(state, at + 4, '-->', 'a comment');
  if (text.startsWith('<![CDATA[', at)) return skipTo(state, at + 9, ']]>', 'a CDATA section');
  if (text.startsWith('<!DOCTYPE', at) || text.startsWith('<!doctype', at)) return doctype(state, at);
  if (text.startsWith('<?', at)) return skipTo(state, at + 2, '?>', 'a processing instruction');
  if (text.startsWith('</', at)) return endTag(state, at);
  if (/[A-Za-z_:\u00C0-\uFFFF]/.test(text.charAt(at + 1))) return startTag(state, at);
  return malformed(text, at, "a '<' starts no tag");
}

/**
 * Checks that a document is well-formed enough to trust (tags balanced and closed, nothing cut
 * off), declares no entities (billion laughs, XXE) and stays within XML_LIMITS; a feed whose items
 * run past the totals is read up to its last whole item within them. feedsmith's parser is lenient
 * and would quietly return half a feed from a broken one, so the admin would never learn why items
 * vanish; and it builds every element it reads, so what it is given must be bounded first.
 */
export function scanFeedXml(text: string): XmlScan {
  const state: ScanState = {
    text,
    stack: [],
    rootClosed: false,
    nextCdata: text.indexOf('<![CDATA['),
    elements: 0,
    attributes: 0,
    lastItem: null,
    stopAt: null,
  };
  for (let at = text.indexOf('<'); at !== -1; ) {
    const step = markup(state, at);
    if (typeof step !== 'number') return { problem: step };
    if (state.stopAt !== null) break;
    at = text.indexOf('<', step);
  }
  const open = state.stack.at(-1);
  if (state.stopAt !== null) return { problem: null, ...state.stopAt };
  // Reported at the last line with text, where the admin looking at the body sees it stop.
  if (open !== undefined) return { problem: malformed(text, text.trimEnd().length, `<${open}> is never closed`) };
  return { problem: null, end: text.length, closing: '' };
}
