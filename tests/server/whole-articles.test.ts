import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NewsDetail, NewsItem } from '../../src/contracts/news.js';
import { defineSource } from '../../src/plugins/sdk/index.js';
import { type FixtureServer, startFixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { SAMPLE_FEEDS, sampleSource } from '../../src/plugins/sources/sample/index.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let pages: FixtureServer;
let member: Agent;

// A whole story as a source such as a blog's content:encoded sends it: long, with markup and a text
// that names markup (escaped in the HTML, plain in the text).
const LONG_STORY = [
  '<p>Opening: the &lt;b&gt; tag &amp; friends stayed put as the central bank held rates.</p>',
  ...Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1} of the story goes on about yields, spreads and what traders priced in.</p>`),
  '<p>The closing line only members read.</p>',
].join('');

const longStory = defineSource({
  id: 'long-story',
  displayName: 'Long story (test)',
  settingsSchema: z.object({}),
  create: () => ({
    fetch: async () => ({ cursor: null, items: [{ url: 'https://long.example.org/story', title: 'A long story handed over whole', contentHtml: LONG_STORY, fullText: true }] }),
  }),
});

/** A source that hands over one whole short article and one teaser, both linking to a live page. */
const wholeAndTeaser = defineSource({
  id: 'whole-and-teaser',
  displayName: 'Whole and teaser (test)',
  settingsSchema: z.object({}),
  create: () => ({
    fetch: async () => ({
      cursor: null,
      items: [
        { url: `${pages.url}/whole`, title: 'A short note, complete as given', contentHtml: '<p>Rates were left unchanged.</p>', fullText: true },
        { url: `${pages.url}/teaser`, title: 'A teaser of a longer story', contentHtml: '<p>Yields rose.</p>' },
      ],
    }),
  }),
});

beforeAll(async () => {
  const page = `<!doctype html><html><body><article>${'<p>Ten-year yields rose to their highest in months as traders priced in fewer cuts this year.</p>'.repeat(6)}</article></body></html>`;
  pages = await startFixtureServer({ '/whole': { body: page }, '/teaser': { body: page } });
  app = await startTestApp({ plugins: [sampleSource, wholeAndTeaser, longStory], env: { FETCH_ALLOW_PRIVATE: 'true' } });
  await app.ctx.services.accounts.createUser({ username: 'reader', email: 'reader@example.com', password: 'a-good-password' }, 'user');
  member = createAgent(app.server);
  await member.post('/api/auth/login', { loginId: 'reader', password: 'a-good-password' });
});

afterAll(async () => {
  await app?.stop();
  await pages?.stop();
});

describe('articles a source hands over whole', () => {
  it('are stored with their text as full content, so nothing asks for the sample stories’ fictional pages', async () => {
    for (const source of await app.ctx.services.sources.addSampleSources(SAMPLE_FEEDS)) {
      expect((await app.ctx.services.scheduler.fetchNow(source.id))?.error).toBeNull();
    }
    const articles = await app.ctx.knex('articles').select('id', 'content', 'full_content', 'full_content_status');
    expect(articles.length).toBeGreaterThan(60);
    for (const article of articles) expect(article).toMatchObject({ full_content: article.content, full_content_status: 'done' });

    const { body } = await member.get<NewsDetail>(`/api/news/${articles[0].id}`);
    expect(body.full_content).toBe(articles[0].content);
  });

  it('are never fetched from their page, even when short, while a teaser still is', async () => {
    const [source] = await app.ctx.knex('sources').insert({ name: 'Mixed', plugin: 'whole-and-teaser', url: 'https://mixed.example.org/' }).returning('id');
    await app.ctx.services.scheduler.fetchNow((source as { id: number }).id);
    await app.ctx.services.fullText.onIdle();
    expect(pages.requests.map((request) => request.path)).toEqual(['/teaser']);
    const rows = await app.ctx.knex('articles').where({ source_id: (source as { id: number }).id }).orderBy('title').select('title', 'full_content_status');
    expect(rows).toEqual([
      { title: 'A short note, complete as given', full_content_status: 'done' },
      { title: 'A teaser of a longer story', full_content_status: 'done' },
    ]);
  });
});

describe('a long text in lists', () => {
  it('is a teaser there, plain and cut at a word, while the article answer and a short text stay whole', async () => {
    const [source] = await app.ctx.knex('sources').insert({ name: 'Long', plugin: 'long-story', url: 'https://long.example.org/' }).returning('id');
    await app.ctx.services.scheduler.fetchNow((source as { id: number }).id);
    const list = (await createAgent(app.server).get<{ items: NewsItem[] }>('/api/news?q=long+story+handed&limit=5')).body.items;
    const item = list.find((i) => i.title === 'A long story handed over whole')!;
    expect(item.content).toMatch(/^<p>Opening: the &lt;b&gt; tag &amp; friends stayed put as the central bank held rates.<\/p><p>Paragraph 1 of .+<\/p><p>Paragraph \d+ of the[^<]*…<\/p>$/);
    expect(item.content!.length).toBeLessThan(700);
    expect(item.content).not.toMatch(/ \w{0,2}…/);
    for (const url of ['/feeds/news.rss', '/feeds/news.atom', '/feeds/news.json']) {
      expect((await app.server.inject(url)).payload, url).not.toContain('closing line');
    }
    expect((await member.get<NewsDetail>(`/api/news/${item.id}`)).body.content).toBe(LONG_STORY);
    const short = (await createAgent(app.server).get<{ items: NewsItem[] }>('/api/news?q=short+note+complete')).body.items[0];
    expect(short?.content).toBe('<p>Rates were left unchanged.</p>');
  });
});
