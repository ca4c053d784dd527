import { DOMParser as LinkedomParser } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeHtmlTree, safeUrl, type SafeNode } from '../../src/web/lib/safe-html';

const OWN_HOST = 'alphawire.example';
const tree = (html: string): SafeNode[] => safeHtmlTree(html, { ownHost: OWN_HOST });

// The unit tests run in Node: linkedom (already used by the server) stands in for the browser's
// parser. It reads whole documents only, and does not repair markup as browsers do (a browser
// adds the <tbody> itself); the browser test feeds hostile markup to real Chromium.
class DocumentParser {
  parseFromString(html: string): Document {
    return new LinkedomParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html') as unknown as Document;
  }
}

beforeAll(() => {
  globalThis.DOMParser = DocumentParser as unknown as typeof DOMParser;
});

describe('safeHtmlTree', () => {
  it('keeps prose markup with its text', () => {
    expect(tree('<h2>Rates</h2><p>The <strong>Fed</strong> held.</p>')).toEqual([
      { tag: 'h2', props: {}, children: ['Rates'] },
      { tag: 'p', props: {}, children: ['The ', { tag: 'strong', props: {}, children: ['Fed'] }, ' held.'] },
    ]);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(tree('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe>')).toEqual([
      { tag: 'p', props: {}, children: ['a'] },
    ]);
  });

  it('unwraps unknown elements but keeps what they hold', () => {
    expect(tree('<div><span>one</span> <section>two</section></div>')).toEqual(['one', ' ', 'two']);
  });

  it('drops event handlers, styles and classes', () => {
    expect(tree('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toEqual([{ tag: 'p', props: {}, children: ['t'] }]);
  });

  it('opens links in a new tab without a referrer, and only to http(s) elsewhere', () => {
    expect(tree('<a href="https://news.example.org/a" onclick="x()">go</a>')).toEqual([
      {
        tag: 'a',
        props: { href: 'https://news.example.org/a', target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
        children: ['go'],
      },
    ]);
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '/api/auth/logout', `https://${OWN_HOST}/api/auth/logout`]) {
      expect(tree(`<a href="${href}">x</a>`)).toEqual(['x']);
    }
  });

  it('keeps images from other hosts, lazy and without a referrer, and drops the rest', () => {
    expect(tree('<img src="https://cdn.example.org/c.png" alt="Chart" width="600" height="abc" onerror="x()" srcset="a 1x">')).toEqual([
      {
        tag: 'img',
        props: { src: 'https://cdn.example.org/c.png', loading: 'lazy', referrerPolicy: 'no-referrer', alt: 'Chart', width: '600' },
        children: [],
      },
    ]);
    expect(tree('<img src="javascript:x"><img src="/local.png"><img>')).toEqual([]);
  });

  it('renames table spans for React and leaves no text between rows', () => {
    expect(tree('<table> <tbody> <tr> <td colspan="2">x</td> </tr> </tbody> </table>')).toEqual([
      {
        tag: 'table',
        props: {},
        children: [{ tag: 'tbody', props: {}, children: [{ tag: 'tr', props: {}, children: [{ tag: 'td', props: { colSpan: '2' }, children: ['x'] }] }] }],
      },
    ]);
  });

  it('flattens absurdly deep nesting to text', () => {
    const html = `${'<b>'.repeat(200)}deep${'</b>'.repeat(200)}`;
    const depthOf = (nodes: SafeNode[]): number =>
      Math.max(0, ...nodes.map((node) => (typeof node === 'string' ? 0 : 1 + depthOf(node.children))));
    const result = tree(html);
    expect(depthOf(result)).toBeLessThanOrEqual(41);
    expect(JSON.stringify(result)).toContain('deep');
  });
});

describe('safeUrl', () => {
  it('accepts absolute http(s) URLs of other hosts only', () => {
    expect(safeUrl('https://example.org/a?b=1', OWN_HOST)).toBe('https://example.org/a?b=1');
    expect(safeUrl('http://example.org', OWN_HOST)).toBe('http://example.org/');
    expect(safeUrl(`https://${OWN_HOST.toUpperCase()}/x`, OWN_HOST)).toBeNull();
    expect(safeUrl('//example.org/a', OWN_HOST)).toBeNull();
    expect(safeUrl('vbscript:x', OWN_HOST)).toBeNull();
    expect(safeUrl(null, OWN_HOST)).toBeNull();
  });
});
