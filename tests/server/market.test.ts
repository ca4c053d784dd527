import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MarketListResponse, tickerResponseSchema, type TickerResponse, marketListResponseSchema } from '../../src/contracts/market.js';
import type { LiveEvent } from '../../src/server/modules/live/hub.js';
import { loadConfig } from '../../src/server/config.js';
import { createJobClaimsRepository } from '../../src/server/jobs/job-claims-repository.js';
import { createMarketRefreshJob, tickOf } from '../../src/server/jobs/market-refresh.js';
import { coingeckoMarket } from '../../src/plugins/market/coingecko/index.js';
import { loadPrices, startFakeCoingecko, type FakeCoingecko } from '../../src/plugins/market/coingecko/__fixtures__/fake-coingecko.js';
import { frankfurterMarket } from '../../src/plugins/market/frankfurter/index.js';
import { loadDays, startFakeFrankfurter, type FakeFrankfurter } from '../../src/plugins/market/frankfurter/__fixtures__/fake-frankfurter.js';
import { sampleMarket } from '../../src/plugins/market/sample/index.js';
import { yahooChartMarket } from '../../src/plugins/market/yahoo-chart/index.js';
import { loadMetas, startFakeYahooChart, type FakeYahooChart } from '../../src/plugins/market/yahoo-chart/__fixtures__/fake-yahoo-chart.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let agent: Agent;
let coingecko: FakeCoingecko;
let yahoo: FakeYahooChart;
let frankfurter: FakeFrankfurter;

const TICKER_SYMBOLS = [
  '^GSPC', '^DJI', '^IXIC',
  '^FTSE', '^GDAXI', '^FCHI', '^STOXX50E',
  '^N225', '^HSI', '^AXJO', '000001.SS',
  'EUR/USD', 'GBP/USD', 'USD/JPY', 'AUD/USD', 'USD/CHF', 'USD/CAD',
];

beforeAll(async () => {
  [coingecko, yahoo, frankfurter] = await Promise.all([startFakeCoingecko(), startFakeYahooChart(), startFakeFrankfurter()]);
  app = await startTestApp({
    plugins: [coingeckoMarket, yahooChartMarket, frankfurterMarket, sampleMarket],
    env: {
      FETCH_ALLOW_PRIVATE: 'true',
      COINGECKO_BASE_URL: coingecko.baseUrl,
      YAHOO_CHART_BASE_URL: yahoo.url,
      FRANKFURTER_BASE_URL: frankfurter.baseUrl,
      MARKET_REFRESH_MINUTES: '5',
    },
  });
  agent = createAgent(app.server);
});

beforeEach(() => {
  coingecko.failWith = null;
  coingecko.prices = loadPrices();
  yahoo.failWith = null;
  yahoo.failFor.clear();
  yahoo.metas = loadMetas();
  frankfurter.failWith = null;
  frankfurter.failPastDates = null;
  frankfurter.days = loadDays();
});

afterAll(async () => {
  await app?.stop();
  await Promise.all([coingecko?.stop(), yahoo?.stop(), frankfurter?.stop()]);
});

const tickers = async () => (await agent.get<TickerResponse>('/api/market/tickers')).body;
const item = <T extends { symbol: string }>(answer: { items: T[] }, symbol: string): T | undefined => answer.items.find((entry) => entry.symbol === symbol);

describe('market API before any refresh', () => {
  it('lists the four ticker groups in order, every entry no-data, with no sources and no lastUpdated', async () => {
    const res = await agent.get<TickerResponse>('/api/market/tickers');
    expect(res.statusCode).toBe(200);
    expect(tickerResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.items.map((entry) => entry.symbol)).toEqual(TICKER_SYMBOLS);
    expect(res.body.items[0]).toEqual({
      id: '^GSPC', symbol: '^GSPC', name: 'S&P 500', price: 'no-data', changePercentage: 'no-data',
      isPositive: false, data_source: 'none', type: 'index', group: 'us',
    });
    expect(res.body.sources).toEqual({});
    expect(res.body.lastUpdated).toBeNull();
  });

  it('refuses an includeSource that is not true or false with a message', async () => {
    const res = await agent.get('/api/market/crypto?includeSource=yes');
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'includeSource must be true or false' });
    expect((await agent.get('/api/market/indices?includeSource=TRUE')).statusCode).toBe(400);
  });
});

describe('market API after a refresh against the providers', () => {
  beforeAll(async () => {
    await app.ctx.services.market.refresh();
  });

  it('answers the ticker with prices in their currency signs, signed changes and where each came from', async () => {
    const answer = await tickers();
    expect(tickerResponseSchema.parse(answer)).toEqual(answer);
    expect(item(answer, '^GSPC')).toEqual({
      id: '^GSPC', symbol: '^GSPC', name: 'S&P 500', price: '$5,969.34', changePercentage: '+0.35%',
      isPositive: true, data_source: 'yahoo-chart', type: 'index', group: 'us',
    });
    expect(item(answer, '^FTSE')).toMatchObject({ price: '£8,262.08', changePercentage: '+1.38%' });
    expect(item(answer, '^GDAXI')).toMatchObject({ price: '€19,322.59' });
    expect(item(answer, '^N225')).toMatchObject({ price: '¥38,283.85' });
    expect(item(answer, '^AXJO')).toMatchObject({ price: 'A$8,393.80', changePercentage: '-0.08%', isPositive: false });
    expect(item(answer, 'EUR/USD')).toMatchObject({ price: '$1.0479', changePercentage: '+0.64%', data_source: 'frankfurter', type: 'currency', group: 'currencies' });
    expect(item(answer, 'USD/JPY')).toMatchObject({ price: '¥154.10', data_source: 'frankfurter' });
    expect(answer.sources).toEqual({ 'yahoo-chart': 11, frankfurter: 6 });
    expect(Date.now() - Date.parse(answer.lastUpdated!)).toBeLessThan(60_000);
  });

  it('answers crypto with data_source only when includeSource=true, and a missing change as no-data', async () => {
    const res = await agent.get<MarketListResponse>('/api/market/crypto?includeSource=true');
    expect(res.statusCode).toBe(200);
    expect(marketListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.items.map((entry) => entry.symbol)).toEqual(['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'LINK', 'TRX', 'ARB']);
    expect(item(res.body, 'BTC')).toMatchObject({ price: '$67,187.34', changePercentage: '+3.64%', isPositive: true, data_source: 'coingecko', type: 'crypto' });
    expect(item(res.body, 'XRP')).toMatchObject({ price: '$0.6123', changePercentage: '-0.46%', isPositive: false });
    expect(item(res.body, 'ADA')).toMatchObject({ price: '$0.4521', changePercentage: 'no-data', isPositive: false });
    expect(res.body.sources).toEqual({ coingecko: 8 });

    const bare = (await agent.get<MarketListResponse>('/api/market/crypto')).body;
    expect(bare.items.every((entry) => !('data_source' in entry))).toBe(true);
    expect(bare.sources).toEqual({ coingecko: 8 });
    expect((await agent.get<MarketListResponse>('/api/market/crypto?includeSource=false')).body).toEqual(bare);
  });

  it('answers indices as the US, European and Asian groups in order', async () => {
    const res = await agent.get<MarketListResponse>('/api/market/indices?includeSource=true');
    expect(res.body.items.map((entry) => entry.symbol)).toEqual(TICKER_SYMBOLS.slice(0, 11));
    expect(res.body.items.every((entry) => entry.type === 'index' && entry.data_source === 'yahoo-chart')).toBe(true);
    expect(res.body.sources).toEqual({ 'yahoo-chart': 11 });
    expect(res.body.lastUpdated).toEqual(expect.any(String));
  });
});

describe('market refresh when providers fail', () => {
  it('shows every entry as no-data after an outage, never the old or a made-up number', async () => {
    coingecko.failWith = 'server-error';
    yahoo.failWith = 'rate-limit';
    frankfurter.failWith = 'server-error';
    const outcome = await app.ctx.services.market.refresh();
    expect(outcome).toMatchObject({ priced: 0, total: 34 });
    expect(outcome.failures.map((failure) => failure.pluginId).sort()).toEqual(['coingecko', 'frankfurter', 'yahoo-chart', 'yahoo-chart']);

    const answer = await tickers();
    expect(answer.items.every((entry) => entry.price === 'no-data' && entry.changePercentage === 'no-data' && !entry.isPositive)).toBe(true);
    expect(item(answer, 'EUR/USD')?.data_source).toBe('frankfurter');
    expect(answer.sources).toEqual({});
    expect(answer.lastUpdated).toEqual(expect.any(String));
    const crypto = (await agent.get<MarketListResponse>('/api/market/crypto?includeSource=true')).body;
    expect(crypto.items.every((entry) => entry.price === 'no-data')).toBe(true);
  });

  it('asks Yahoo for the currencies Frankfurter could not give, and leaves the rest no-data', async () => {
    frankfurter.failWith = 'malformed';
    await app.ctx.services.market.refresh();
    const answer = await tickers();
    expect(item(answer, 'EUR/USD')).toMatchObject({ price: '$1.0413', changePercentage: '-0.55%', data_source: 'yahoo-chart' });
    // The Yahoo fake knows no CHF or CAD pair: those stay no-data.
    expect(item(answer, 'USD/CHF')).toMatchObject({ price: 'no-data', data_source: 'frankfurter' });
    expect(answer.sources).toEqual({ 'yahoo-chart': 15 });
  });

  it('leaves only the symbol a provider does not know as no-data', async () => {
    delete yahoo.metas['^HSI'];
    yahoo.failFor.set('^FCHI', 'malformed');
    await app.ctx.services.market.refresh();
    const answer = await tickers();
    expect(item(answer, '^HSI')?.price).toBe('no-data');
    expect(item(answer, '^FCHI')?.price).toBe('no-data');
    expect(item(answer, '^N225')?.price).toBe('¥38,283.85');
  });
});

describe('market refresh job', () => {
  it('refreshes once per tick across instances: a second claim of the same tick does not run', async () => {
    const second = createMarketRefreshJob({
      market: app.ctx.services.market,
      claims: createJobClaimsRepository(app.ctx.knex, 'other-instance'),
      logger: app.ctx.logger,
      minutes: 5,
      metrics: app.ctx.metrics,
    });
    const at = new Date('2030-01-01T10:02:00Z');
    const runs = await Promise.all([app.ctx.services.marketRefresh.runTick(at), second.runTick(new Date('2030-01-01T10:04:59Z'))]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await app.ctx.services.marketRefresh.runTick(at)).toBe(false);
    expect(await second.runTick(new Date('2030-01-01T10:05:00Z'))).toBe(true);
    const claims = await app.ctx.knex('job_claims').where({ job: 'market-refresh' }).orderBy('tick').select('tick');
    expect(claims.map((claim: { tick: Date }) => new Date(claim.tick).toISOString())).toEqual(['2030-01-01T10:00:00.000Z', '2030-01-01T10:05:00.000Z']);
  });

  it('counts ticks from the epoch, so every instance agrees on them', () => {
    expect(tickOf(new Date('2030-01-01T10:07:30Z'), 5).toISOString()).toBe('2030-01-01T10:05:00.000Z');
    expect(tickOf(new Date('2030-01-01T10:07:30Z'), 60).toISOString()).toBe('2030-01-01T10:00:00.000Z');
  });

  it('tells live-update listeners when quotes were refreshed', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = app.ctx.services.live.subscribe((event) => events.push(event));
    const outcome = await app.ctx.services.market.refresh();
    // On PostgreSQL a notification of an earlier test's refresh may still arrive: look for this one.
    const at = outcome.at.toISOString();
    const isThisRefresh = (event: LiveEvent) => event.event === 'market' && (event.data as { lastUpdated: string }).lastUpdated === at;
    await expect.poll(() => events.filter(isThisRefresh)).toHaveLength(1);
    unsubscribe();
  });

  it('stores the bundled sample quotes with data_source sample when asked for the sample provider', async () => {
    await app.ctx.services.market.refresh({ providers: 'sample' });
    const answer = await tickers();
    expect(item(answer, '^GSPC')).toMatchObject({ price: '$5,000.00', changePercentage: '+0.50%', data_source: 'sample' });
    expect(answer.sources).toEqual({ sample: 17 });
  });

  it('accepts only live or sample as MARKET_PROVIDERS', () => {
    expect(() => loadConfig({ MARKET_PROVIDERS: 'bogus' })).toThrow('MARKET_PROVIDERS: must be live or sample');
    expect(loadConfig({}).MARKET_REFRESH_MINUTES).toBe(5);
  });
});
