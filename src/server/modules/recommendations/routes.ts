import type { Plugin } from '@hapi/hapi';
import { recommendationListSchema, recommendationsQuerySchema } from '../../../contracts/recommendations.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { RecommendationsService } from './service.js';

/** A member's recommendations (docs/product.md#sizes-and-limits): the feed page asks for 20 then 10 more, the widget for 3. */
export const recommendationsRoutes: Plugin<{ recommendations: RecommendationsService }> = {
  name: 'recommendations',
  register(server, { recommendations }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/recommendations',
        summary: 'The member’s ranked news, each with its match percent and reason',
        response: recommendationListSchema,
        auth: AUTH.member,
        query: recommendationsQuerySchema,
        handler: ({ query, user }) => recommendations.recommend(user.id, query),
      }),
    ]);
  },
};
