import type { Server } from '@hapi/hapi';
import { PENDING_SIGN_IN_MS } from './service.js';

/**
 * The cookie that carries a pending sign-in's token from the password (or Google) step to the
 * code step. httpOnly, so page scripts never see it, and sent only to the code call's path.
 */
export const PENDING_COOKIE = 'aw_2fa';

export function registerPendingCookie(server: Server, secure: boolean): void {
  server.state(PENDING_COOKIE, {
    encoding: 'none',
    ttl: PENDING_SIGN_IN_MS,
    isSecure: secure,
    isHttpOnly: true,
    // Lax: the Google callback, a top-level navigation from the provider, sets it too.
    isSameSite: 'Lax',
    path: '/api/auth/2fa',
    ignoreErrors: true,
    clearInvalid: true,
  });
}
