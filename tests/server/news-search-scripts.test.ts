// A search in a script written without spaces (docs/languages.md#searching): PostgreSQL's English
// text search reads a run of Chinese, Japanese or Thai as one word, so these are found inside the
// title and text; English and the other spaced scripts keep the text search.
import { parseRssFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList } from '../../src/contracts/news.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: 'https://news.example.com' } });
  const knex = app.ctx.knex;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
  ids.zhTitle = await insertArticle(knex, { title: '比特币价格上涨', content_text: '市场情绪好转。', language: 'zh', published_at: at(1) });
  ids.zhText = await insertArticle(knex, { title: '加密货币市场综述', content_text: '今日比特币小幅下跌，以太坊走强。', language: 'zh', published_at: at(2) });
  ids.zhEtf = await insertArticle(knex, { title: '比特币ETF获批', content_text: '美国监管机构批准了现货ETF。', language: 'zh', published_at: at(3) });
  ids.ja = await insertArticle(knex, { title: 'ビットコインが急落、ユーロも下落', content_text: '暗号資産市場で売りが広がった。', language: 'ja', published_at: at(4) });
  ids.th = await insertArticle(knex, { title: 'ราคาบิทคอยน์พุ่งขึ้นแรง', content_text: 'นักลงทุนเข้าซื้อ', language: 'th', published_at: at(5) });
  ids.en = await insertArticle(knex, { title: 'Bitcoin rallies as ETF inflows grow', content_text: 'Inflows rose for a third week.', published_at: at(6) });
});
afterAll(async () => {
  await app.stop();
});

async function search(q: string): Promise<NewsList> {
  const res = await createAgent(app.server).get<NewsList>(`/api/news?limit=50&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
// The ids found, oldest first (the order the articles were stored in).
const found = async (q: string) => (await search(q)).items.map((item) => item.id).sort((a, b) => a - b);

describe('searching news in a script without spaces', () => {
  it('finds a Chinese word inside a title or a text, newest first, with the total to match', async () => {
    const list = await search('比特币');
    expect(list.items.map((item) => item.id)).toEqual([ids.zhEtf, ids.zhText, ids.zhTitle]);
    expect(list.totalCount).toBe(3);
    expect(await found('上涨')).toEqual([ids.zhTitle]);
  });

  it('finds Japanese (kana, kanji and the long-vowel mark) and Thai inside a run', async () => {
    expect(await found('急落')).toEqual([ids.ja]);
    expect(await found('ユーロ')).toEqual([ids.ja]);
    expect(await found('บิทคอยน์')).toEqual([ids.th]);
  });

  it('needs every piece, leaves out one after "-", and finds Latin letters inside a run, in any case', async () => {
    expect(await found('比特币 以太坊')).toEqual([ids.zhText]);
    expect(await found('比特币、上涨')).toEqual([ids.zhTitle]);
    expect(await found('「比特币」')).toEqual([ids.zhTitle, ids.zhText, ids.zhEtf]);
    expect(await found('比特币 -上涨')).toEqual([ids.zhText, ids.zhEtf]);
    // 比特币ETF获批 is one lexeme to the text search: ETF is found inside it.
    expect(await found('比特币 etf')).toEqual([ids.zhEtf]);
    expect(await found('比特币ETF')).toEqual([ids.zhEtf]);
    // LIKE's wildcards are taken as written.
    expect(await found('比特币 E_F')).toEqual([]);
    expect(await found('不存在')).toEqual([]);
  });

  it('keeps the English search as it was: stems, and no match inside a word', async () => {
    expect(await found('rally')).toEqual([ids.en]);
    expect(await found('inflow')).toEqual([ids.en]);
    expect(await found('itcoi')).toEqual([]);
  });

  it('finds the same in the feeds out', async () => {
    const res = await app.server.inject({ method: 'GET', url: `/feeds/news.rss?q=${encodeURIComponent('比特币')}` });
    expect(res.statusCode).toBe(200);
    expect(parseRssFeed(res.payload).items?.map((item) => item.title)).toEqual(['比特币ETF获批', '加密货币市场综述', '比特币价格上涨']);
  });
});
