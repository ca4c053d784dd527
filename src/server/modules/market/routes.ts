import type { Plugin } from '@hapi/hapi';
import { INDEX_GROUPS, marketListQuerySchema, marketListResponseSchema, TICKER_GROUPS, tickerResponseSchema } from '../../../contracts/market.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { presentMarketList, presentTickers } from './presenter.js';
import type { MarketService } from './service.js';

/** Public market panels (docs/product.md#market-panels), served from the stored quotes the refresh job keeps. */
export const marketRoutes: Plugin<{ market: MarketService }> = {
  name: 'market',
  register(server, { market }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/market/tickers',
        summary: 'The ticker bar: indices and currencies with price and daily change',
        response: tickerResponseSchema,
        auth: AUTH.public,
        handler: async () => presentTickers(await market.view(TICKER_GROUPS)),
      }),
      route({
        method: 'GET',
        path: '/api/market/crypto',
        summary: 'The market overview’s crypto quotes',
        response: marketListResponseSchema,
        auth: AUTH.public,
        query: marketListQuerySchema,
        handler: async ({ query }) => presentMarketList(await market.view(['crypto']), query.includeSource),
      }),
      route({
        method: 'GET',
        path: '/api/market/indices',
        summary: 'The market overview’s index quotes',
        response: marketListResponseSchema,
        auth: AUTH.public,
        query: marketListQuerySchema,
        handler: async ({ query }) => presentMarketList(await market.view(INDEX_GROUPS), query.includeSource),
      }),
    ]);
  },
};
