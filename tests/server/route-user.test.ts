import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { SessionUser } from '../../src/contracts/auth.js';
import { AUTH } from '../../src/server/http/auth.js';
import { route } from '../../src/server/http/route.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// route() hands every handler its caller: a member or admin route always has one (tsc checks the
// types below), any other route a user or null.
let app: TestApp;
let member: Agent;
let admin: Agent;

const who = (user: SessionUser | null) => ({ who: user ? `${user.username} (${user.role})` : null });

beforeAll(async () => {
  app = await startTestApp();
  app.server.route([
    route({
      method: 'GET',
      path: '/test/member',
      auth: AUTH.member,
      handler: ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser>();
        return who(user);
      },
    }),
    route({
      method: 'GET',
      path: '/test/admin',
      auth: AUTH.admin,
      handler: ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser>();
        return who(user);
      },
    }),
    route({
      method: 'GET',
      path: '/test/optional',
      auth: AUTH.optional,
      handler: ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser | null>();
        return who(user);
      },
    }),
    route({ method: 'GET', path: '/test/public', auth: AUTH.public, handler: ({ user }) => who(user) }),
  ]);
  member = await signedInAs(app, 'route-member');
  admin = await signedInAs(app, 'route-admin', 'admin');
});
afterAll(async () => {
  await app.stop();
});

describe('the user route() hands a handler', () => {
  it('is the signed-in member or admin on their routes', async () => {
    expect((await member.get('/test/member')).body).toEqual({ who: 'route-member (user)' });
    expect((await admin.get('/test/member')).body).toEqual({ who: 'route-admin (admin)' });
    expect((await admin.get('/test/admin')).body).toEqual({ who: 'route-admin (admin)' });
  });

  it('never reaches a handler that needs one without one', async () => {
    const anonymous = createAgent(app.server);
    expect((await anonymous.get('/test/member')).statusCode).toBe(401);
    expect((await anonymous.get('/test/admin')).statusCode).toBe(401);
    expect((await member.get('/test/admin')).statusCode).toBe(403);
  });

  it('is null for a signed-out caller of an optional route, and on a public route, where no session is read', async () => {
    expect((await createAgent(app.server).get('/test/optional')).body).toEqual({ who: null });
    expect((await member.get('/test/optional')).body).toEqual({ who: 'route-member (user)' });
    expect((await member.get('/test/public')).body).toEqual({ who: null });
  });
});
