import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The product's behaviour is written down in docs/product.md; the code links there. These checks
// keep it so: no comment cites the outside spec documents, and every link lands on a heading.

const ROOTS = ['src', 'tests'];
const SPEC_CITATION = /spec [0-9]/i;
const PRODUCT_LINK = /docs\/product\.md#([a-z0-9-]+)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes. */
function headingAnchor(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
}

const sources = ROOTS.flatMap(filesUnder);
const productDoc = readFileSync('docs/product.md', 'utf8');
const anchors = new Set([...productDoc.matchAll(/^#+ (.+)$/gm)].map((match) => headingAnchor(match[1]!)));

describe('docs/product.md as the reference', () => {
  it('is the only place the product is described: no file cites "spec N"', () => {
    const citing = sources.filter((file) => SPEC_CITATION.test(readFileSync(file, 'utf8')));
    expect(citing).toEqual([]);
  });

  it('has the heading every link into it names', () => {
    const broken = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(PRODUCT_LINK)].map((match) => match[1]!).filter((anchor) => !anchors.has(anchor)).map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('turns headings into the anchors GitHub makes', () => {
    expect(headingAnchor('The 100 ms wait before an unfiltered feed call')).toBe('the-100-ms-wait-before-an-unfiltered-feed-call');
    expect(headingAnchor('Preferences, recommendations and summaries')).toBe('preferences-recommendations-and-summaries');
    expect(headingAnchor('Footer and its pages')).toBe('footer-and-its-pages');
  });
});
