/**
 * The browser's own allow-list for article HTML. The server already sanitises full content;
 * this second pass means a bug or a bypass there still cannot put script into the page.
 *
 * The result is a tree of plain data that React renders element by element, never through
 * innerHTML: what is shown is exactly what was checked, with no serialise-and-reparse step in
 * between (the step mutation-XSS tricks live in).
 */

export type SafeTag = (typeof SAFE_TAGS)[number];

export interface SafeElement {
  tag: SafeTag;
  /** React prop names (colSpan, referrerPolicy), so the renderer passes them as they are. */
  props: Record<string, string>;
  children: SafeNode[];
}

export type SafeNode = string | SafeElement;

export interface SafeHtmlOptions {
  /** Our own host: links and images must not make the reader's browser call AlphaWire. */
  ownHost: string;
}

// The server's list (src/server/ingestion/sanitize.ts); nothing here may be looser.
const SAFE_TAGS = [
  'p', 'br', 'hr', 'a', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark',
  'ul', 'ol', 'li', 'blockquote', 'q', 'cite', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'code',
  'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'abbr', 'time',
] as const;

const SAFE_TAG_SET: ReadonlySet<string> = new Set(SAFE_TAGS);

// Their text is code or markup, not prose: dropped with everything inside. Other unknown
// elements (div, span, section…) are unwrapped and keep their children.
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'head', 'title',
]);

const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

// A table, row or list may not hold text in the DOM; React warns about the whitespace between cells.
const NO_TEXT_CHILDREN: ReadonlySet<string> = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);

// Deeper nesting is flattened to text so neither this walk nor React's render can be made to recurse without end.
const MAX_DEPTH = 40;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Parses HTML in an inert document (no scripts run, no images load) and keeps only the allow-list. */
export function safeHtmlTree(html: string, options: SafeHtmlOptions): SafeNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return safeChildren(body, 'div', options, 0);
}

/** An absolute http(s) URL of another host, or null. Relative URLs would resolve to our own origin. */
export function safeUrl(value: string | null, ownHost: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname.toLowerCase() === ownHost.toLowerCase()) return null;
    return url.href;
  } catch {
    return null;
  }
}

function safeChildren(parent: Node, parentTag: string, options: SafeHtmlOptions, depth: number): SafeNode[] {
  const out: SafeNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      const text = child.textContent ?? '';
      if (!NO_TEXT_CHILDREN.has(parentTag) || text.trim() !== '') out.push(text);
    } else if (child.nodeType === ELEMENT_NODE) {
      out.push(...safeElement(child as Element, parentTag, options, depth + 1));
    }
  }
  return out;
}

function safeElement(element: Element, parentTag: string, options: SafeHtmlOptions, depth: number): SafeNode[] {
  const tag = element.localName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  if (depth > MAX_DEPTH) return [element.textContent ?? ''];
  if (!SAFE_TAG_SET.has(tag)) return safeChildren(element, parentTag, options, depth);
  const props = safeProps(tag, element, options);
  if (props === null) return [];
  const children = VOID_TAGS.has(tag) ? [] : safeChildren(element, tag, options, depth);
  // A link whose target was refused is plain text, not something that looks clickable and is not.
  if (tag === 'a' && props.href === undefined) return children;
  return [{ tag: tag as SafeTag, props, children }];
}

/** The few attributes each tag may keep, renamed for React; null drops the element (an image without a safe source). */
function safeProps(tag: string, element: Element, options: SafeHtmlOptions): Record<string, string> | null {
  const attr = (name: string) => element.getAttribute(name);
  const props: Record<string, string> = {};
  const copy = (name: string, propName: string, valid: (value: string) => boolean = () => true) => {
    const value = attr(name);
    if (value !== null && valid(value)) props[propName] = value;
  };
  const isCount = (value: string) => /^\d{1,4}$/.test(value);

  if (tag === 'a') {
    const href = safeUrl(attr('href'), options.ownHost);
    // Links leave for another site in a new tab, telling it nothing about the reader.
    if (href) Object.assign(props, { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' });
    copy('title', 'title');
  } else if (tag === 'img') {
    const src = safeUrl(attr('src'), options.ownHost);
    if (!src) return null;
    Object.assign(props, { src, loading: 'lazy', referrerPolicy: 'no-referrer' });
    copy('alt', 'alt');
    copy('title', 'title');
    copy('width', 'width', isCount);
    copy('height', 'height', isCount);
  } else if (tag === 'time') {
    copy('datetime', 'dateTime');
  } else if (tag === 'td' || tag === 'th') {
    copy('colspan', 'colSpan', isCount);
    copy('rowspan', 'rowSpan', isCount);
  }
  return props;
}
