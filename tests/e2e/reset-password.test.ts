import { describe, expect, it } from 'vitest';
import { createPasswordResetsRepository } from '../../src/server/modules/accounts/password-resets-repository.js';
import { hashToken, newToken } from '../../src/server/modules/accounts/session-token.js';
import { dialog, openPage, useE2eApp } from './browser.js';

const e2e = useE2eApp();

/** What the mailed link carries: a token the server stored (hashed) for this user. */
async function issueResetToken(userId: number): Promise<string> {
  const token = newToken();
  await createPasswordResetsRepository(e2e.app.ctx.knex).insert(hashToken(token), userId, new Date(Date.now() + 600_000));
  return token;
}

describe('the reset password page', () => {
  it('sets a new password from the mailed link, then opens Login', async () => {
    const user = await e2e.app.ctx.services.accounts.createUser(
      { username: 'forgetful', email: 'forgetful@example.com', password: 'Old-pass-1234' },
      'user',
    );
    const token = await issueResetToken(user.id);
    const { page, errors, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/reset-password?token=${token}`);
    await page.getByLabel('New Password').fill('New-pass-5678');
    await page.getByLabel('Confirm Password').fill('New-pass-5678');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Password updated').waitFor();
    await page.waitForURL(`${e2e.app.url}/`);

    const login = dialog(page);
    await login.getByText('Login to AlphaWire').waitFor();
    await login.getByLabel('Username or Email').fill('forgetful');
    await login.getByLabel('Password', { exact: true }).fill('New-pass-5678');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Welcome back, forgetful!').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('says so when the link is no longer valid, the button keeping the focus throughout', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/reset-password?token=${newToken()}`);
    await page.getByLabel('New Password').fill('New-pass-5678');
    await page.getByLabel('Confirm Password').fill('New-pass-5678');
    // Held, so its "Saving..." can be looked at: aria-disabled, not disabled, which would drop
    // the focus of a reader who pressed Enter to the page's body.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/reset-password', async (route) => {
      await released;
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Set New Password' });
    await button.press('Enter');
    const busy = page.getByRole('button', { name: 'Saving...' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    expect(await busy.evaluate((element) => element === document.activeElement)).toBe(true);
    release();
    await page.getByText('This password reset link is invalid or has expired').waitFor();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe(null);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await close();
  });

  it('offers a new link when the address carries no token', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(`${e2e.app.url}/reset-password`);
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await dialog(page).getByText('Reset Password').waitFor();
    await close();
  });
});
