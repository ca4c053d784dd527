import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../../src/server/ingestion/sanitize.js';
import { randomHtml, treeProblems } from './fixtures/random-html.js';

const options = { baseUrl: 'https://publisher.example/news/1', ownHost: 'alphawire.example' };

// Written by hand: refused images and links beside the tags they used to unbalance, foreign and
// raw-text content, misnesting, and markup cut off.
const CORPUS = [
  '<p><img src="javascript:alert(1)"></p><p><a href="javascript:void(0)">Read the statement</a></p>',
  '<p>Before<img src="http://plain.example/x.png">after</p><p><b>bold</b> and <i>italic</i></p>',
  '<a href="https://ok.example/"><img src="data:image/png;base64,AAAA"> caption</a><p>after</p>',
  '<ul><li><img src="/relative.png"></li><li><img src="https://alphawire.example/api/auth/logout"></li></ul><p>x</p>',
  '<table><tr><td><img src="vbscript:x"></td><td>cell</td></tr></table><blockquote><p>quote</p></blockquote>',
  '<figure><img><figcaption>No source at all</figcaption></figure><p><em>end</em></p>',
  '<p><img src=x onerror=alert(1)><img src="https://cdn.example/ok.png" alt="ok"></p><h2>Title</h2>',
  '<b><i>misnested</b></i><p>next</p>',
  '<p><div>block in paragraph</div></p><p>after</p>',
  '<svg><img src="https://cdn.example/a.png"><p>inside svg</p></svg><p>outside</p>',
  '<math><mi><img src=x></mi></math><p>after math</p>',
  '<script><img src=x></script><textarea><b>raw</textarea><noscript><img src=x></noscript><p>kept</p>',
  '<table><p>stray</p><td>cell without row</td></table><p>after</p>',
  '<li>item without list</li><tr><td>row without table</td></tr>',
  '<a href="https://ok.example/"><a href="https://other.example/">nested links</a></a>',
  '<p>unclosed paragraph<p>another<ul><li>one<li>two</ul>',
  '<h2><img src="javascript:x"></h2><h3><a href="javascript:x"><img src="javascript:x"></a></h3>',
  '<p><img src="javascript:x"/></p><p><img src="javascript:x" /></p><p><a>x</a></p>',
  '<pre><code><img src="ftp://x/y.png">code</code></pre><p>x</p>',
  '<img src="https://cdn.example/a.png"><img src="javascript:x"><img src="https://cdn.example/b.png"><p>x</p>',
  '<p>cut off <a href="https://ok.example/',
  '<p>cut off <img src="https://cdn.example/a.png"',
  '<body><p>in body</p></body><html><p>in html</p></html>',
  '<frameset><frame src="x"></frameset><p>after frames</p>',
];

describe('sanitised HTML is well formed', () => {
  it('drops a refused image without unbalancing what follows (issue 11.3)', () => {
    const clean = sanitizeArticleHtml(CORPUS[0]!, options);
    expect(clean).toBe('<p></p><p><a>Read the statement</a></p>');
  });

  it("keeps a paragraph's text direction, and only the three values there are", () => {
    expect(sanitizeArticleHtml('<p dir="rtl">ارتفعت الأسهم</p><p dir="auto">x</p><p dir="evil" onclick="x()">y</p>', options)).toBe('<p dir="rtl">ارتفعت الأسهم</p><p dir="auto">x</p><p>y</p>');
  });

  it.each(CORPUS.map((html) => [html]))('parses to a balanced tree: %s', (html) => {
    expect(treeProblems(sanitizeArticleHtml(html, options))).toEqual([]);
  });

  it('parses to a balanced tree for 3,000 generated hostile inputs', () => {
    const failures: { seed: number; html: string; clean: string; problems: string[] }[] = [];
    for (let seed = 1; seed <= 3_000; seed++) {
      const html = randomHtml(seed);
      const clean = sanitizeArticleHtml(html, options);
      const problems = treeProblems(clean);
      if (problems.length > 0) failures.push({ seed, html, clean, problems });
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives the same HTML when its own output is sanitised again', () => {
    for (let seed = 1; seed <= 1_000; seed++) {
      const clean = sanitizeArticleHtml(randomHtml(seed), options);
      expect(sanitizeArticleHtml(clean, options), `seed ${seed}`).toBe(clean);
    }
  });
});
