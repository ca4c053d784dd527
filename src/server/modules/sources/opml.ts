import { generateOpml, parseOpml } from 'feedsmith';
import { OPML_MAX_OUTLINES } from '../../../contracts/admin-sources.js';
import { xmlRootStart } from '../../../plugins/sdk/xml-prolog.js';
import { BadRequestError } from '../../errors.js';
import type { SourceRow } from './repository.js';

// OPML is the feed readers' exchange format. Sources that are not plain feeds keep what AlphaWire
// needs in two attributes of its own: the plugin and, when off, the enabled flag.
const EXTRA = ['alphawirePlugin', 'alphawireEnabled'];

/** One outline with a feed URL, as read from a file (not yet checked). */
export interface OpmlEntry {
  name: string;
  url: string;
  type: string;
  categories: string[];
  enabled: boolean;
  plugin?: string;
}

interface Outline {
  text?: string;
  title?: string;
  type?: string;
  xmlUrl?: string;
  category?: string;
  alphawirePlugin?: string;
  alphawireEnabled?: string;
  outlines?: Outline[];
}

/** What the exporter writes when there are no sources (the generator insists on at least one outline). */
const EMPTY_OPML = (title: string) => `<?xml version="1.0" encoding="utf-8"?>\n<opml version="2.0">\n  <head>\n    <title>${title}</title>\n  </head>\n  <body/>\n</opml>\n`;

export function sourcesToOpml(rows: SourceRow[], title: string): string {
  if (rows.length === 0) return EMPTY_OPML(title);
  const outlines = rows.map((row) => ({
    text: row.name,
    title: row.name,
    type: row.type,
    xmlUrl: row.url,
    ...(row.categories.length > 0 ? { category: row.categories.join(',') } : {}),
    ...(row.plugin !== row.type ? { alphawirePlugin: row.plugin } : {}),
    ...(row.enabled ? {} : { alphawireEnabled: 'false' }),
  }));
  return generateOpml({ head: { title }, body: { outlines } }, { extraOutlineAttributes: EXTRA });
}

/** An OPML document without a single outline: `<opml>` as its root, closed at the end or empty itself. */
function isEmptyOpml(text: string): boolean {
  // Found by index: a pattern for "comments, then <opml" held the server for 20 s on 31 comments.
  const root = xmlRootStart(text);
  if (root < 0 || !/^<opml[\s>/]/.test(text.slice(root, root + 6)) || /<outline[\s>/]/.test(text)) return false;
  const trimmed = text.trimEnd();
  return trimmed.endsWith('</opml>') || (root === trimmed.lastIndexOf('<') && trimmed.endsWith('/>'));
}

/** Every outline with an xmlUrl, folders flattened; throws a 400 when the text is not OPML. */
export function opmlEntries(text: string): OpmlEntry[] {
  let parsed: { body?: { outlines?: Outline[] } };
  try {
    parsed = parseOpml(text, { extraOutlineAttributes: EXTRA }) as typeof parsed;
  } catch {
    // feedsmith refuses a document with nothing in it (<head/><body/>, another reader's export of
    // no feeds): that is OPML with no feeds, not a file of another kind.
    if (isEmptyOpml(text)) return [];
    throw new BadRequestError('This file is not OPML');
  }
  const entries: OpmlEntry[] = [];
  // The XML parser refuses tags nested deeper than 100, so this recursion stays shallow.
  const walk = (outlines: Outline[] = []) => {
    for (const outline of outlines) {
      // A feed's outline without its feed URL (a reader's entry with only htmlUrl, say) is reported
      // as refused rather than dropped; a folder, or a plain note, has no type.
      const feedWithoutUrl = !outline.xmlUrl && !outline.outlines?.length && outline.type !== undefined;
      if (feedWithoutUrl) entries.push({ name: (outline.text || outline.title || 'Untitled').trim(), url: '', type: 'rss', categories: [], enabled: true });
      if (outline.xmlUrl) {
        entries.push({
          name: (outline.text || outline.title || outline.xmlUrl).trim(),
          url: outline.xmlUrl.trim(),
          type: outline.type?.toLowerCase() === 'api' ? 'api' : 'rss',
          categories: (outline.category ?? '').split(',').map((c) => c.replace(/^\/+/, '').trim()).filter(Boolean),
          enabled: outline.alphawireEnabled !== 'false',
          ...(outline.alphawirePlugin ? { plugin: outline.alphawirePlugin } : {}),
        });
      }
      walk(outline.outlines);
    }
  };
  walk(parsed.body?.outlines);
  if (entries.length > OPML_MAX_OUTLINES) throw new BadRequestError(`The OPML file has ${entries.length} feeds; at most ${OPML_MAX_OUTLINES} are read at once`);
  return entries;
}
