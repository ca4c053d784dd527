import { type AnyFeed, DetectError, MalformedError, parseFeed, ParseError } from 'feedsmith';
import type { RawItem } from '../../sdk/index.js';
import { InvalidResponseError, parseUntrustedJson, xmlRootStart } from '../../sdk/index.js';
import { decodeFeedBody } from './decode-body.js';
import type { MappedFeed } from './feed-scope.js';
import { finishItems } from './finish-items.js';
import { mapAtom } from './map-atom.js';
import { mapJson } from './map-json.js';
import { mapRdf, mapRss } from './map-rss.js';
import { newestItems } from './newest-items.js';
import { lineAt, scanFeedXml, type XmlProblem } from './xml-check.js';

export type FeedFormat = 'rss' | 'atom' | 'rdf' | 'json';

export interface ParsedFeed {
  format: FeedFormat;
  title: string | undefined;
  siteUrl: string | undefined;
  items: RawItem[];
  /** Items dropped for having no identity, no title and no text, or a guid seen before. */
  skipped: number;
}

export interface ParseFeedOptions {
  /** The feed's own URL (after redirects): the last resort for resolving relative links. */
  url: string;
  /** The Content-Type header, for its charset. */
  contentType?: string;
  /** Keep only this many items, the newest by date. */
  maxItems?: number;
}

const UNKNOWN_FORMAT = 'Not a recognised feed format (RSS, Atom, RDF or JSON Feed)';
const HTML_ROOT = /^(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/** Whether the document's root, after its declaration and comments, is a web page's. */
function isHtmlPage(text: string, start: number): boolean {
  const root = xmlRootStart(text, start);
  return root >= 0 && HTML_ROOT.test(text.slice(root, root + 16));
}

function parseJson(text: string): unknown {
  try {
    return parseUntrustedJson(text);
  } catch (error) {
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    const where = position ? ` at line ${lineAt(text, Number(position))}` : '';
    throw new InvalidResponseError(`Feed is not valid JSON${where}`, { cause: error });
  }
}

function xmlRefusal(problem: XmlProblem): InvalidResponseError {
  if (problem.kind === 'entities') return new InvalidResponseError('Feed declares XML entities, which are not allowed');
  if (problem.kind === 'limit') return new InvalidResponseError(`Feed refused: it has ${problem.detail} (line ${problem.line})`);
  return new InvalidResponseError(`Feed is not valid XML at line ${problem.line} (${problem.detail})`);
}

/**
 * Refuses what is not worth handing to feedsmith, in words an admin can act on; returns its input,
 * ended after its last whole item within XML_LIMITS.
 */
function checkedInput(text: string): unknown {
  const start = text.search(/\S/);
  if (start === -1) throw new InvalidResponseError('Feed is empty');
  const first = text.charAt(start);
  if (first === '{') return parseJson(text);
  if (first !== '<') throw new InvalidResponseError(UNKNOWN_FORMAT);
  if (isHtmlPage(text, start)) throw new InvalidResponseError('This URL returns an HTML page, not a feed');
  const scan = scanFeedXml(text);
  if (scan.problem) throw xmlRefusal(scan.problem);
  return scan.end === text.length ? text : text.slice(0, scan.end) + scan.closing;
}

function runFeedsmith(input: unknown): AnyFeed<string> {
  try {
    return parseFeed<string>(input);
  } catch (error) {
    if (error instanceof DetectError || error instanceof ParseError) throw new InvalidResponseError(UNKNOWN_FORMAT, { cause: error });
    const detail = error instanceof MalformedError && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    throw new InvalidResponseError(`Feed is not valid XML${detail}`, { cause: error });
  }
}

function mapFeed(parsed: AnyFeed<string>, url: string): MappedFeed {
  switch (parsed.format) {
    case 'rss':
      return mapRss(parsed.feed, url);
    case 'atom':
      return mapAtom(parsed.feed, url);
    case 'rdf':
      return mapRdf(parsed.feed, url);
    case 'json':
      return mapJson(parsed.feed, url);
  }
}

/**
 * The RSS plugin's parse path: decode the bytes, refuse bad input with an admin-readable
 * InvalidResponseError, parse with feedsmith, normalise every format to RawItems and keep the
 * newest `maxItems`.
 */
export function parseFeedBody(body: Uint8Array | string, options: ParseFeedOptions): ParsedFeed {
  const text = typeof body === 'string' ? body.replace(/^\uFEFF/, '') : decodeFeedBody(body, options.contentType);
  const parsed = runFeedsmith(checkedInput(text));
  const mapped = mapFeed(parsed, options.url);
  const { items, skipped } = finishItems(mapped.items);
  const kept = newestItems(items, options.maxItems ?? Infinity);
  return { format: parsed.format, title: mapped.title, siteUrl: mapped.siteUrl, items: kept, skipped };
}
