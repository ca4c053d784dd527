import type { Locator, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signedInAs, TEST_PASSWORD } from '../helpers/accounts.js';
import { coveredControls, DESKTOP_ONLY, expectBusyWithFocus, hasFocus, headerControls, holdCalls, openPage, PHONE_ONLY, shoot, signInAs, useE2eApp, WIDTHS } from './browser.js';

const ADMIN = { username: 'boss', password: TEST_PASSWORD };
const e2e = useE2eApp(async (app) => {
  await app.ctx.services.accounts.createUser({ username: ADMIN.username, email: 'boss@example.com', password: ADMIN.password }, 'admin');
});

const WARNING = 'This deletes the account and everything of theirs: settings, watchlist, mutes, alert rules and channels, API tokens and personal feeds. It cannot be undone.';

/** The code an authenticator app shows for this key now. */
function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

async function userExists(username: string): Promise<boolean> {
  return (await e2e.app.ctx.knex('users').where({ username }).first()) !== undefined;
}

describe.each(WIDTHS)('an admin deleting an account at %i px', (width) => {
  it('confirms in a dialog, and the row, the member and their session go', async () => {
    const gone = `gone${width}`;
    const next = `next${width}`;
    // Signed in elsewhere: the deletion ends that session too.
    const member = await signedInAs(e2e.app, gone);
    await e2e.app.ctx.services.accounts.createUser({ username: next, email: `${next}@example.com`, password: TEST_PASSWORD }, 'user');
    expect((await member.get('/api/auth/me')).statusCode).toBe(200);

    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/admin?tab=users`);
    await page.getByRole('button', { name: `Delete ${gone}`, exact: true }).waitFor();
    // One's own account has no Delete here (another admin, or the CLI, deletes it).
    await page.getByRole('button', { name: 'Demote boss' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete boss', exact: true }).count()).toBe(0);
    const usersBefore = Number(await page.getByTestId('stat-userCount').textContent());

    await page.getByRole('button', { name: `Delete ${gone}`, exact: true }).press('Enter');
    const confirm = page.getByRole('dialog', { name: `Delete ${gone}?` });
    await confirm.getByText(WARNING).waitFor();
    await shoot(page, 'admin-delete-user-dialog');
    // From the keyboard, Delete keeps the focus while it works (aria-disabled, not disabled).
    const held = await holdCalls(page, '/api/admin/users/*', { method: 'DELETE' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
    await expectBusyWithFocus(confirm.getByRole('button', { name: 'Deleting...' }));
    held.release();

    await page.getByText(`Deleted ${gone}`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(`\\b${gone}\\b`) }).waitFor({ state: 'detached' });
    // The row went with the button that opened the dialog: the focus goes to the next row's Delete.
    await expect.poll(() => hasFocus(page.getByRole('button', { name: `Delete ${next}`, exact: true }))).toBe(true);
    await expect.poll(async () => Number(await page.getByTestId('stat-userCount').textContent())).toBe(usersBefore - 1);
    expect(await userExists(gone)).toBe(false);
    expect((await member.get('/api/auth/me')).statusCode).toBe(401);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(DESKTOP_ONLY)('an admin deleting an account already gone at %i px', (width) => {
  it('shows the refusal inside the dialog and keeps it open', async () => {
    const username = `twice${width}`;
    const user = await e2e.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: TEST_PASSWORD }, 'user');
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, ADMIN);
    await page.goto(`${e2e.app.url}/admin?tab=users`);
    await page.getByRole('button', { name: `Delete ${username}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${username}?` });
    await confirm.getByText(WARNING).waitFor();
    // Another admin (here the CLI's service) deleted it meanwhile.
    await e2e.app.ctx.services.accounts.deleteUser(user.id, null);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('alert').filter({ hasText: 'User not found' }).waitFor();
    expect(await confirm.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

/** Settings → Security with the Delete account card's dialog open. */
async function openDeleteDialog(page: Page): Promise<Locator> {
  await page.goto(`${e2e.app.url}/settings?section=security`);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Type your username to confirm').waitFor();
  return confirm;
}

describe.each(DESKTOP_ONLY)('a member deleting their own account at %i px', (width) => {
  it('refuses a wrong username or password in the dialog, then deletes, signs out and goes home', async () => {
    const username = `leaving${width}`;
    const member = await signedInAs(e2e.app, username);
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: TEST_PASSWORD });
    const confirm = await openDeleteDialog(page);
    expect(await confirm.getByText('Leave empty if you only sign in with Google').isVisible()).toBe(true);
    // Two-factor is off: no code is asked.
    expect(await confirm.getByLabel('Authenticator or recovery code').count()).toBe(0);

    await confirm.getByLabel('Type your username to confirm').fill('someone-else');
    await confirm.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'Type your username to confirm' }).waitFor();

    await confirm.getByLabel('Type your username to confirm').fill(username.toUpperCase());
    await confirm.getByLabel('Password', { exact: true }).fill('not-the-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'That password is not right' }).waitFor();
    expect(await userExists(username)).toBe(true);

    await confirm.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    // Held on its way to the server: Deleting... keeps the focus meanwhile (PendingButton).
    const held = await holdCalls(page, '/api/user/account', { method: 'DELETE' });
    await confirm.getByRole('button', { name: 'Delete my account' }).press('Enter');
    await expectBusyWithFocus(confirm.getByRole('button', { name: 'Deleting...' }));
    held.release();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.getByText('Your account was deleted').waitFor();
    await (await headerControls(page)).getByRole('button', { name: 'Login' }).waitFor();
    // The dialog and its page went: the focus starts again at home's main region, not the page's body.
    expect(await hasFocus(page.locator('#main-content'))).toBe(true);
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
    expect(await userExists(username)).toBe(false);
    // Every session of the account went with it.
    expect((await member.get('/api/auth/me')).statusCode).toBe(401);
    expect(errors).toEqual([]);
    await close();
  });

  it('asks for the code when two-factor sign-in is on', async () => {
    const username = `guarded${width}`;
    const { services } = e2e.app.ctx;
    const user = await services.accounts.createUser({ username, email: `${username}@example.com`, password: TEST_PASSWORD }, 'user');
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: TEST_PASSWORD });
    // Turned on after signing in; the current code is spent on confirming it, so a recovery code confirms the deletion.
    const { secret } = await services.twoFactor.start(user);
    const { recoveryCodes } = await services.twoFactor.confirm(user.id, codeFor(secret), '127.0.0.1');
    const confirm = await openDeleteDialog(page);
    const code = confirm.getByLabel('Authenticator or recovery code');
    await code.waitFor();
    await confirm.getByLabel('Type your username to confirm').fill(username);
    await confirm.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'Enter the code from your authenticator app' }).waitFor();
    expect(await userExists(username)).toBe(true);
    await shoot(page, 'security-delete-account-code');

    await code.fill(recoveryCodes[0]!);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.getByText('Your account was deleted').waitFor();
    expect(await userExists(username)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(PHONE_ONLY)('the Delete account dialog at %i px', (width) => {
  it('fits the screen with every control reachable', async () => {
    const username = `phone${width}`;
    await e2e.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: TEST_PASSWORD }, 'user');
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: TEST_PASSWORD });
    await page.goto(`${e2e.app.url}/settings?section=security`);
    await page.getByRole('button', { name: 'Delete account…' }).waitFor();
    await shoot(page, 'security-delete-account-card', { fullPage: true });
    const confirm = await openDeleteDialog(page);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'Type your username to confirm' }).waitFor();
    await shoot(page, 'security-delete-account-dialog');
    const box = (await page.locator('.mantine-Modal-content').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await coveredControls(confirm)).toEqual([]);
    // Cancel gives the focus back to the button that opened the dialog.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => hasFocus(page.getByRole('button', { name: 'Delete account…' }))).toBe(true);
    expect(await userExists(username)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
