import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { roleChangePayloadSchema } from '../../../contracts/users.js';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { zodValidator } from '../../http/validate.js';
import { presentAdminUser } from '../accounts/presenter.js';

const userIdParams = z.object({ id: z.coerce.number().int().positive('User id must be a positive integer') });

/** The admin area's API (spec 2 §7); every route is admins-only by its auth option. */
export const adminRoutes: Plugin<AppContext> = {
  name: 'admin',
  register(server, ctx) {
    const accounts = ctx.services.accounts;
    server.route([
      {
        method: 'GET',
        path: '/api/admin/users',
        options: { auth: AUTH.admin },
        handler: async () => (await accounts.listUsers()).map(presentAdminUser),
      },
      {
        method: 'PUT',
        path: '/api/admin/users/{id}/role',
        options: {
          auth: AUTH.admin,
          validate: { params: zodValidator(userIdParams), payload: zodValidator(roleChangePayloadSchema) },
        },
        handler: async (request) => {
          const { id } = request.params as z.infer<typeof userIdParams>;
          const { role } = request.payload as z.infer<typeof roleChangePayloadSchema>;
          const user = await accounts.changeRole(id, role, request.auth.credentials.user!.id);
          return presentAdminUser(user);
        },
      },
    ]);
  },
};
