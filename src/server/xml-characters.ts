// XML 1.0 allows no control character but tab and the line ends, no lone surrogate and neither
// U+FFFE nor U+FFFF. Such a character means nothing to a reader: one in a title made the whole feed
// out unreadable, and shows as a box or nothing at all on a page.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 cannot carry. */
export function withoutNonXmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}
