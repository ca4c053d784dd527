import { describe, expect, it } from 'vitest';
import { up } from '../../../migrations/20261124_0020_strip_tracking_from_article_links.js';
import { useTestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';

const testApp = useTestApp();

describe('migration 0020: tracking parameters out of stored links', () => {
  it('cleans the url and the tweet draft of articles stored with tracking parameters, and leaves other links alone', async () => {
    const tracked = 'https://wire.example/story?id=7&utm_source=rss&utm_medium=feed&fbclid=abc';
    const dirty = await insertArticle(testApp.knex, { tweet: `Rates rise ${tracked} $BTC` });
    await testApp.knex('articles').where({ id: dirty }).update({ url: tracked });
    const plain = await insertArticle(testApp.knex, { tweet: 'Plain https://wire.example/p?ref=home' });
    await testApp.knex('articles').where({ id: plain }).update({ url: 'https://wire.example/p?ref=home' });

    await up(testApp.knex);

    expect(await testApp.knex('articles').where({ id: dirty }).first('url', 'tweet')).toEqual({
      url: 'https://wire.example/story?id=7',
      tweet: 'Rates rise https://wire.example/story?id=7 $BTC',
    });
    expect(await testApp.knex('articles').where({ id: plain }).first('url', 'tweet')).toEqual({
      url: 'https://wire.example/p?ref=home',
      tweet: 'Plain https://wire.example/p?ref=home',
    });
  });
});
