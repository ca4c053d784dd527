import type { Server } from '@hapi/hapi';
import type { Role } from '../../src/contracts/auth.js';
import type { AppContext } from '../../src/server/context.js';
import { type Agent, createAgent } from './agent.js';

export const TEST_PASSWORD = 'a-good-password';

/** Makes an account with this role and returns an agent signed in as it. */
export async function signedInAs(app: { ctx: AppContext; server: Server }, username: string, role: Role = 'user'): Promise<Agent> {
  await app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: TEST_PASSWORD }, role);
  const agent = createAgent(app.server);
  const res = await agent.post('/api/auth/login', { loginId: username, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`could not sign in as ${username}: ${res.statusCode}`);
  return agent;
}
