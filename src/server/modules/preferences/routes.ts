import type { Plugin } from '@hapi/hapi';
import { preferencesPayloadSchema, preferencesSchema } from '../../../contracts/preferences.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { PreferencesService } from './service.js';

/** A member's news preferences (docs/product.md#preferences-recommendations-and-summaries): read, and saved whole on every change. */
export const preferencesRoutes: Plugin<{ preferences: PreferencesService }> = {
  name: 'preferences',
  register(server, { preferences }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/user/preferences',
        summary: 'The member’s news preferences, auto-posting and digest',
        response: preferencesSchema,
        auth: AUTH.member,
        handler: ({ user }) => preferences.read(user.id),
      }),
      route({
        method: 'PUT',
        path: '/api/user/preferences',
        summary: 'Saves the member’s whole preferences',
        response: preferencesSchema,
        auth: AUTH.member,
        payload: preferencesPayloadSchema,
        handler: ({ payload, user }) => preferences.update(user.id, payload),
      }),
    ]);
  },
};
