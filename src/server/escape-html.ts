const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text made safe to put in HTML, as text or in a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);
