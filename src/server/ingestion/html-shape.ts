// A linear pre-scan of untrusted HTML. htmlparser2 (under sanitize-html, linkedom and htmlToText)
// keeps its open elements in an array it grows at the front, so each element costs as much as the
// depth: a million nested <b> take hours and the heap. Readability on top grows with the cube of
// the depth. This scan reads the tags once, keeping an element stack no deeper than the limit, and
// says when a document goes past it, before any of those builds anything.

export interface HtmlLimits {
  maxDepth: number;
  maxElements: number;
}

// Read as text by the parser up to their closing tag (htmlparser2's special tags).
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const P_CLOSERS = ['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul'];
// An opening tag that closes the open element on top (the common cases of the parser's own table;
// one missing here only makes the scan count a little deeper than the parser, the safe side).
const CLOSES_TOP = new Map<string, Set<string>>([
  ...P_CLOSERS.map((name): [string, Set<string>] => [name, new Set(['p'])]),
  ['li', new Set(['li'])],
  ['tr', new Set(['tr', 'th', 'td'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['option', new Set(['option'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
]);

export interface HtmlVisitor {
  text?(text: string): void;
  open?(name: string): boolean | void;
  close?(name: string): boolean | void;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Index just past the `>` ending the tag whose name ends at `from`; quotes count only as attribute values. -1 if none. */
function tagEnd(html: string, from: number): number {
  let at = from;
  while (at < html.length) {
    const code = html.charCodeAt(at);
    if (code === 62 /* > */) return at + 1;
    if (code !== 61 /* = */) {
      at += 1;
      continue;
    }
    at += 1;
    while (/\s/.test(html.charAt(at))) at += 1;
    const quote = html.charAt(at);
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      if (close === -1) return -1;
      at = close + 1;
    }
  }
  return -1;
}

function nameAt(html: string, from: number): string {
  let end = from;
  while (end < html.length && !/[\s/>]/.test(html.charAt(end))) end += 1;
  return html.slice(from, end).toLowerCase();
}

/**
 * Walks the tags and text of HTML in one pass, as htmlparser2 would split them: comments,
 * declarations and the text of script, style, title, textarea and xmp are skipped. `open` and
 * `close` may return false to stop the walk.
 */
export function walkHtml(html: string, visitor: HtmlVisitor): void {
  let lower: string | null = null;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      visitor.text?.(html.slice(at));
      return;
    }
    if (lt > at) visitor.text?.(html.slice(at, lt));
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end === -1 ? html.length : end + 3;
    } else if (next === 33 /* ! */ || next === 63 /* ? */) {
      const end = html.indexOf('>', lt);
      at = end === -1 ? html.length : end + 1;
    } else if (next === 47 /* / */ && isLetter(html.charCodeAt(lt + 2))) {
      if (visitor.close?.(nameAt(html, lt + 2)) === false) return;
      const end = html.indexOf('>', lt);
      at = end === -1 ? html.length : end + 1;
    } else if (isLetter(next)) {
      const name = nameAt(html, lt + 1);
      if (visitor.open?.(name) === false) return;
      const end = tagEnd(html, lt + 1 + name.length);
      if (end === -1) return;
      at = end;
      if (RAW_TEXT.has(name)) {
        lower ??= html.toLowerCase();
        const close = lower.indexOf(`</${name}`, at);
        at = close === -1 ? html.length : close;
      }
    } else {
      visitor.text?.('<');
      at = lt + 1;
    }
  }
}

function popTo(stack: string[], name: string): void {
  const index = stack.lastIndexOf(name);
  if (index !== -1) stack.length = index;
}

/**
 * Why HTML is past the limits (too deep or too many elements), in words, or null. Depth is
 * counted as the parser builds it: void elements add none, and an opening tag that implies the
 * end of the one on top (a <p> after a <p>, an <li> after an <li>) takes its place.
 */
export function htmlLimitProblem(html: string, limits: HtmlLimits): string | null {
  const stack: string[] = [];
  let elements = 0;
  let closes = 0;
  let problem: string | null = null;
  walkHtml(html, {
    open(name) {
      elements += 1;
      if (elements > limits.maxElements) problem = `more than ${limits.maxElements.toLocaleString('en')} elements`;
      const closed = CLOSES_TOP.get(name);
      while (closed && stack.length > 0 && closed.has(stack.at(-1)!)) stack.pop();
      if (!VOID.has(name)) stack.push(name);
      if (stack.length > limits.maxDepth) problem = `elements nested more than ${limits.maxDepth} deep`;
      return problem === null;
    },
    close(name) {
      // Closing tags are bounded too: each looks for its element down the stack.
      closes += 1;
      if (closes > limits.maxElements) problem = `more than ${limits.maxElements.toLocaleString('en')} closing tags`;
      popTo(stack, name);
      return problem === null;
    },
  });
  return problem;
}

const LINE_BREAKING = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'figure', 'pre', 'section', 'article', 'br', 'hr', 'ul', 'ol', 'table']);

/**
 * HTML with every tag taken out, in one pass whatever its shape: block tags become line breaks,
 * the rest spaces, and a '<' left in the text is escaped, so what remains is text to any parser
 * (its entities still to decode).
 */
export function flattenHtml(html: string): string {
  const parts: string[] = [];
  const boundary = (name: string) => {
    parts.push(LINE_BREAKING.has(name) ? '\n' : ' ');
  };
  walkHtml(html, {
    text: (text) => parts.push(text.replaceAll('<', '&lt;')),
    open: boundary,
    close: boundary,
  });
  return parts.join('');
}
