const WHITE_SPACE = /\s/;

/**
 * Where an XML document's root element starts: after a byte-order mark, the XML declaration,
 * comments and white space, from `from` on; -1 when one of them is not closed. Read by index, not
 * by a pattern: a regular expression for "comments, then the root" backtracks exponentially when
 * the root is not the one it looks for, and 40 comments before it took hours.
 */
export function xmlRootStart(text: string, from = 0): number {
  let at = text.startsWith('\uFEFF', from) ? from + 1 : from;
  const skipWhiteSpace = () => {
    while (at < text.length && WHITE_SPACE.test(text[at]!)) at += 1;
  };
  skipWhiteSpace();
  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('?>', at);
    if (end < 0) return -1;
    at = end + 2;
    skipWhiteSpace();
  }
  while (text.startsWith('<!--', at)) {
    const end = text.indexOf('-->', at + 4);
    if (end < 0) return -1;
    at = end + 3;
    skipWhiteSpace();
  }
  return at;
}
