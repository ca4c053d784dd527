import type { Plugin } from '@hapi/hapi';
import { trendingListSchema } from '../../../contracts/trending.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { TrendingService } from './service.js';

/** GET /api/trending (docs/product.md#market-and-trending): public. */
export const trendingRoutes: Plugin<{ trending: TrendingService }> = {
  name: 'trending',
  register(server, { trending }) {
    server.route(
      route({
        method: 'GET',
        path: '/api/trending',
        summary: 'The tickers the last day of news mentions most, with their market move',
        response: trendingListSchema,
        auth: AUTH.public,
        handler: () => trending.list(),
      }),
    );
  },
};
