import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { dialog, headerControls, openPage, PHONE_ONLY, shoot, signInAs, useE2eApp } from './browser.js';

const e2e = useE2eApp();
const PASSWORD = 'Two-factor-pass-1';

/** The code an authenticator app shows for this key, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

describe.each(PHONE_ONLY)('signing in with two-factor at %i px', (width) => {
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
    // From the keyboard: Verify keeps the focus while the code is checked and after its refusal,
    // aria-disabled rather than disabled (not the page's body).
    const verify = dialog(page).getByRole('button', { name: 'Verify' });
    await verify.press('Enter');
    await page.getByText('That code is not valid').waitFor();
    await expect.poll(() => verify.getAttribute('data-loading')).toBe(null);
    expect(await verify.evaluate((button) => button === document.activeElement)).toBe(true);
    // The toast gives the server's sentence; the status code stays in the console.
    expect(await page.locator('.mantine-Notification-root').filter({ hasText: 'That code is not valid' }).textContent()).not.toMatch(/\d{3}: /);
    await code.fill(right);
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`Welcome back, ${username}!`).waitFor();
    await expect.poll(async () => (await headerControls(page)).getByRole('button', { name: username }).isVisible()).toBe(true);
    expect(errors.filter((line) => !line.includes('/api/auth/2fa/verify'))).toEqual([]);
    await close();
  });
});

describe.each(PHONE_ONLY)('enrolling in two-factor under Your Settings at %i px', (width) => {
  it('scans the key, confirms a first code, shows the recovery codes once, then signs in with a code', async () => {
    const username = `enrol${width}`;
    await e2e.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: PASSWORD }, 'user');
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: PASSWORD });
    await page.goto(`${e2e.app.url}/settings`);
    await page.getByRole('tab', { name: 'Security' }).click();
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByText('Off', { exact: true }).waitFor();
    await shoot(page, 'security-two-factor-off');

    // Each step takes the place of the button pressed, and the focus with it (not the page's body).
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).press('Enter');
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await expect.poll(() => card.getByLabel('6-digit code').evaluate((field) => field === document.activeElement)).toBe(true);
    const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shoot(page, 'security-two-factor-enrol');
    // A refused code empties the field and hands it the focus, its error read with it; Turn on,
    // pressed from the keyboard, never dropped the focus to the page's body meanwhile.
    const field = card.getByLabel('6-digit code');
    const right = codeFor(secret);
    await field.fill(right === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: 'Turn on', exact: true }).press('Enter');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('');
    // Too short to send: aria-disabled, and still in the Tab order.
    expect(await card.getByRole('button', { name: 'Turn on', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await card.getByLabel('6-digit code').fill(codeFor(secret));
    await card.getByRole('button', { name: 'Turn on', exact: true }).press('Enter');

    const codes = card.getByTestId('recovery-codes');
    await codes.waitFor();
    await expect.poll(() => card.getByRole('region', { name: 'Recovery codes' }).evaluate((region) => region === document.activeElement)).toBe(true);
    const recovery = (await codes.innerText()).split(/\s+/).filter(Boolean);
    expect(recovery).toHaveLength(10);
    await shoot(page, 'security-two-factor-recovery-codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('On', { exact: true }).waitFor();
    await card.getByText('Recovery codes left: 10').waitFor();
    await shoot(page, 'security-two-factor-on');

    // A new browser signs in: the password, then the code the app shows next.
    const second = await openPage(e2e.browser, width);
    await second.page.goto(e2e.app.url);
    await (await headerControls(second.page)).getByRole('button', { name: 'Login' }).click();
    await dialog(second.page).getByLabel('Username or Email').fill(username);
    await dialog(second.page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(second.page).getByRole('button', { name: 'Login', exact: true }).click();
    await dialog(second.page).getByLabel('Authentication code').fill(codeFor(secret, 1));
    await dialog(second.page).getByRole('button', { name: 'Verify' }).click();
    await second.page.getByText(`Welcome back, ${username}!`).waitFor();
    expect(second.errors).toEqual([]);
    await second.close();

    // Turning it off takes a code: here a recovery code.
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByLabel('Code from your app, or a recovery code').fill(recovery[0]!);
    await shoot(page, 'security-two-factor-disable');
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByText('Off', { exact: true }).waitFor();
    expect(await e2e.app.ctx.services.twoFactor.isEnabled((await e2e.app.ctx.knex('users').where({ username }).first()).id)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
