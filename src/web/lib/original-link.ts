import { showToast } from './toast';

// The top-level names .example and .invalid (RFC 2606) never resolve, so no page lies behind a
// link there. The bundled sample news links to .example on purpose: its stories were written for
// the demo. (example.com and its kin resolve to a placeholder page; .test and localhost may be
// someone's own machine: they stay links.)
const DEAD_HOST = /(^|\.)(example|invalid)$/i;

/** The article's link when a browser could open it; null when there is none or it leads nowhere. */
export function openableUrl(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  return DEAD_HOST.test(new URL(url).hostname) ? null : url;
}

/** Read Original without a page to open: says why, a sample story or a missing link (docs/product.md#article-page). */
export function explainNoOriginal(url: string | null): void {
  if (url && URL.canParse(url)) {
    showToast({ title: 'Sample story', message: 'This story was written for the AlphaWire demo: it has no original page to open.' });
    return;
  }
  showToast({ title: 'No URL available', message: 'Sorry, the original article URL is not available.', variant: 'destructive' });
}
