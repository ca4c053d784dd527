import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceInfo } from '../../src/contracts/instance.js';
import { APP_VERSION } from '../../src/server/version.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const SETTINGS = {
  PUBLIC_URL: 'https://news.example.com',
  SPONSOR_TITLE: 'Harbour Analytics',
  SPONSOR_TEXT: 'Order-book data for trading desks.',
  SPONSOR_URL: 'https://harbour.example.com/desk',
  SPONSOR_LABEL: 'Partner',
  TERMS_URL: 'https://news.example.com/terms',
  CONTACT_EMAIL: 'desk@news.example.com',
};

describe('GET /api/instance', () => {
  let plain: TestApp;
  let configured: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    [plain, configured] = await Promise.all([startTestApp(), startTestApp({ env: SETTINGS })]);
    const rows: { id: number; name: string }[] = await plain.ctx.knex('sources').insert([
      { name: 'Wire Two', url: 'https://two.example.org/feed?apikey=not-for-visitors' },
      { name: 'A Wire', url: 'https://one.example.org/feed' },
      { name: 'Switched Off', url: 'https://off.example.org/feed', enabled: false },
    ]).returning(['id', 'name']);
    ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });

  afterAll(async () => {
    await plain?.stop();
    await configured?.stop();
  });

  it('tells any visitor the version and the names of the enabled sources (also by id), never their URLs', async () => {
    const res = await createAgent(plain.server).get<InstanceInfo>('/api/instance');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      version: APP_VERSION,
      publicUrl: 'http://localhost:0',
      sponsor: null,
      termsUrl: null,
      contactUrl: null,
      sources: ['A Wire', 'Wire Two'],
      sourceNames: { [String(ids['Wire Two'])]: 'Wire Two', [String(ids['A Wire'])]: 'A Wire' },
      features: { summaries: true },
    });
    expect(JSON.stringify(res.body)).not.toContain('apikey');
  });

  it("carries the operator's sponsored card and footer links from the configuration", async () => {
    const { body } = await createAgent(configured.server).get<InstanceInfo>('/api/instance');
    expect(body).toMatchObject({
      publicUrl: 'https://news.example.com',
      sponsor: { title: 'Harbour Analytics', text: 'Order-book data for trading desks.', url: 'https://harbour.example.com/desk', label: 'Partner' },
      termsUrl: 'https://news.example.com/terms',
      contactUrl: 'mailto:desk@news.example.com',
      sources: [],
    });
  });
});
