import type { Plugin } from '@hapi/hapi';
import { accountExportSchema } from '../../../contracts/account-export.js';
import { UnauthorizedError } from '../../errors.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { AccountExportService } from './service.js';

/** A member's copy of their data (docs/product.md#your-data), as a file the browser saves. */
export const accountExportRoutes: Plugin<{ accountExport: AccountExportService }> = {
  name: 'account-export',
  register(server, { accountExport }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/user/export',
        summary: 'Everything kept about the member, as a JSON file to download (no secrets)',
        response: accountExportSchema,
        // An account-wide file with the e-mail and reading history: the member signed in, not one of their API tokens.
        auth: AUTH.session,
        handler: async ({ user, h }) => {
          const file = await accountExport.exportOf(user);
          if (!file) throw new UnauthorizedError('Your account no longer exists');
          const day = file.exportedAt.slice(0, 10);
          return h
            .response(file)
            .header('content-disposition', `attachment; filename="alphawire-${user.username}-${day}.json"`)
            .header('cache-control', 'no-store');
        },
      }),
    ]);
  },
};
