import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config.js';
import { ensureFirstAdmin, NO_ADMIN_HINT } from '../../src/server/first-admin.js';
import { createLogger } from '../../src/server/logger.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const SETTINGS = { ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@news.example.com', ADMIN_PASSWORD: 'chief-first-password' };

/** A logger whose JSON lines the test reads back. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, messages: () => lines.map((l) => l.msg) };
}

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

async function signsIn(testApp: TestApp, loginId: string, password: string): Promise<boolean> {
  return (await createAgent(testApp.server).post('/api/auth/login', { loginId, password })).statusCode === 200;
}

describe('the first admin', () => {
  it('says how to make one while there is none, and says nothing once there is', async () => {
    app = await startTestApp();
    const log = capturingLogger();
    await ensureFirstAdmin({}, app.ctx.services.accounts, log.logger);
    expect(log.messages()).toEqual([NO_ADMIN_HINT]);
    await app.ctx.services.accounts.createUser({ username: 'member', email: 'member@example.com', password: TEST_PASSWORD }, 'user');
    await ensureFirstAdmin({}, app.ctx.services.accounts, log.logger);
    expect(log.messages()).toEqual([NO_ADMIN_HINT, NO_ADMIN_HINT]);
    await app.ctx.services.accounts.createUser({ username: 'boss', email: 'boss@example.com', password: TEST_PASSWORD }, 'admin');
    await ensureFirstAdmin({}, app.ctx.services.accounts, log.logger);
    expect(log.messages()).toHaveLength(2);
  });

  it('is made from the settings, and a later start never changes its password', async () => {
    app = await startTestApp();
    const log = capturingLogger();
    await ensureFirstAdmin(SETTINGS, app.ctx.services.accounts, log.logger);
    expect(log.messages()).toEqual(['admin chief created from ADMIN_USERNAME']);
    expect((await app.ctx.services.accounts.findByUsername('chief'))?.role).toBe('admin');
    expect(await signsIn(app, 'chief@news.example.com', 'chief-first-password')).toBe(true);

    await ensureFirstAdmin({ ...SETTINGS, ADMIN_PASSWORD: 'another-password-now' }, app.ctx.services.accounts, log.logger);
    expect(await signsIn(app, 'chief', 'chief-first-password')).toBe(true);
    expect(await signsIn(app, 'chief', 'another-password-now')).toBe(false);
    expect(log.messages()).toHaveLength(1);
  });

  it('leaves a member who has the username a member, and says so', async () => {
    app = await startTestApp();
    await app.ctx.services.accounts.createUser({ username: 'chief', email: 'someone@example.com', password: TEST_PASSWORD }, 'user');
    const log = capturingLogger();
    await ensureFirstAdmin(SETTINGS, app.ctx.services.accounts, log.logger);
    expect((await app.ctx.services.accounts.findByUsername('chief'))?.role).toBe('user');
    expect(await signsIn(app, 'chief', TEST_PASSWORD)).toBe(true);
    expect(log.messages()).toEqual([expect.stringContaining("ADMIN_USERNAME chief is a member's account, so it was left a member")]);
  });

  it('refuses to start with an e-mail another account has, or a common password, naming the setting', async () => {
    app = await startTestApp();
    const { accounts } = app.ctx.services;
    await accounts.createUser({ username: 'other', email: 'chief@news.example.com', password: TEST_PASSWORD }, 'user');
    const { logger } = capturingLogger();
    const refusal = (settings: typeof SETTINGS) => ensureFirstAdmin(settings, accounts, logger).then(() => null, (error: unknown) => error);

    const taken = await refusal(SETTINGS);
    expect(taken).toBeInstanceOf(ConfigError);
    expect((taken as ConfigError).problems).toEqual(['ADMIN_EMAIL: another account already has this e-mail address']);

    const common = await refusal({ ...SETTINGS, ADMIN_EMAIL: 'chief2@news.example.com', ADMIN_PASSWORD: 'password123' });
    expect((common as ConfigError).problems).toEqual(['ADMIN_PASSWORD: This password is too common. Please choose a less common password.']);
    expect(await accounts.findByUsername('chief')).toBeNull();
  });

  it('is made once when two instances start at the same moment', async () => {
    app = await startTestApp();
    const { logger } = capturingLogger();
    await Promise.all([ensureFirstAdmin(SETTINGS, app.ctx.services.accounts, logger), ensureFirstAdmin(SETTINGS, app.ctx.services.accounts, logger)]);
    const admins = (await app.ctx.services.accounts.listUsers()).filter((u) => u.role === 'admin');
    expect(admins.map((u) => u.username)).toEqual(['chief']);
  });
});
