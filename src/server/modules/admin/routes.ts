import type { Plugin } from '@hapi/hapi';
import { idParamsSchema } from '../../../contracts/ids.js';
import { roleChangePayloadSchema } from '../../../contracts/users.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { presentAdminUser } from '../accounts/presenter.js';
import type { AccountsService } from '../accounts/service.js';

/** The admin area's API (spec 2 §7); every route is admins-only by its auth option. */
export const adminRoutes: Plugin<{ accounts: AccountsService }> = {
  name: 'admin',
  register(server, { accounts }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/admin/users',
        auth: AUTH.admin,
        handler: async () => (await accounts.listUsers()).map(presentAdminUser),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/users/{id}/role',
        auth: AUTH.admin,
        params: idParamsSchema('User id'),
        payload: roleChangePayloadSchema,
        handler: async ({ params, payload, request }) =>
          presentAdminUser(await accounts.changeRole(params.id, payload.role, request.auth.credentials.user!.id)),
      }),
    ]);
  },
};
