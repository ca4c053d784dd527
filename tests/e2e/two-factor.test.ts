import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { dialog, headerControls, openPage, shoot, useE2eApp, WIDTHS } from './browser.js';

const e2e = useE2eApp();
const PASSWORD = 'Two-factor-pass-1';

/** The code an authenticator app shows for this key, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

describe.each(WIDTHS)('signing in with two-factor at %i px', (width) => {
  it('asks for the code after the password, refuses a wrong one, and signs in with the right one', async () => {
    const username = `guarded${width}`;
    const { services } = e2e.app.ctx;
    const user = await services.accounts.createUser({ username, email: `${username}@example.com`, password: PASSWORD }, 'user');
    const { secret } = await services.twoFactor.start(user);
    await services.twoFactor.confirm(user.id, codeFor(secret), '127.0.0.1');

    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(e2e.app.url);
    await (await headerControls(page)).getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByLabel('Username or Email').fill(username);
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();

    const code = dialog(page).getByLabel('Authentication code');
    await code.waitFor();
    expect(await dialog(page).getByText('Two-factor sign-in').isVisible()).toBe(true);
    await shoot(page, 'security-sign-in-code');
    // No session before the code.
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);

    const right = codeFor(secret, 1);
    await code.fill(right === '000000' ? '111111' : '000000');
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not valid').waitFor();
    await code.fill(right);
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`Welcome back, ${username}!`).waitFor();
    await expect.poll(async () => (await headerControls(page)).getByRole('button', { name: username }).isVisible()).toBe(true);
    expect(errors.filter((line) => !line.includes('/api/auth/2fa/verify'))).toEqual([]);
    await close();
  });
});
