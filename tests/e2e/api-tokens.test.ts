import { describe, expect, it } from 'vitest';
import { MAX_API_TOKENS } from '../../src/contracts/api-tokens-constants.js';
import { DESKTOP_ONLY, hasFocus, holdCalls, openPage, shoot, signInAs, useE2eApp, expectBusyWithFocus } from './browser.js';

const e2e = useE2eApp();
const PASSWORD = 'Api-tokens-pass-1';

describe.each(DESKTOP_ONLY)('API tokens under Your Settings at %i px', (width) => {
  it('creates a token shown once with a copy button, lists it without the token, and revokes it after a confirmation', async () => {
    const username = `scripter${width}`;
    await e2e.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: PASSWORD }, 'admin');
    const { page, errors, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: PASSWORD });
    await page.goto(`${e2e.app.url}/settings?section=api-tokens`);
    const card = page.getByRole('region', { name: 'API tokens' });
    await card.getByText('You have no API tokens.').waitFor();

    // The form takes the place of New token, and the focus goes to its name (not the page's body).
    await card.getByRole('button', { name: 'New token' }).press('Enter');
    await expect.poll(() => card.getByLabel('Name').evaluate((field) => field === document.activeElement)).toBe(true);
    await card.getByLabel('Name').fill('nightly export');
    await card.getByLabel(/^write/).check();
    expect(await card.getByLabel(/^admin/).isVisible()).toBe(true);
    await shoot(page, 'settings-api-tokens-new');
    // While it sends, Create token keeps the focus: aria-disabled, not disabled, and a second press sends nothing more.
    const creating = await holdCalls(page, '/api/user/api-tokens', { method: 'POST' });
    await card.getByRole('button', { name: 'Create token' }).press('Enter');
    const busy = card.getByRole('button', { name: 'Creating...' });
    await expectBusyWithFocus(busy);
    await busy.press('Enter');
    creating.release();

    const notice = card.getByTestId('new-api-token');
    await notice.waitFor();
    await expect.poll(() => notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(creating.calls).toBe(1);
    const token = (await notice.locator('pre').innerText()).trim();
    expect(token).toMatch(/^aw_[A-Za-z0-9_-]{43}$/);
    expect(await notice.getByRole('button', { name: 'Copy token' }).isVisible()).toBe(true);
    const row = card.getByTestId('api-token-row');
    await row.getByText('never used').waitFor();
    await shoot(page, 'settings-api-tokens-created');

    // The token works for a script, and is never shown again.
    const call = await fetch(`${e2e.app.url}/api/user/preferences`, { headers: { authorization: `Bearer ${token}` } });
    expect(call.status).toBe(200);
    await notice.getByRole('button', { name: 'Done' }).press('Enter');
    expect(await card.innerText()).not.toContain(token);
    await expect.poll(() => card.getByRole('button', { name: 'New token' }).evaluate((button) => button === document.activeElement)).toBe(true);

    // Named by its token: twenty rows' buttons were all "Revoke".
    await row.getByRole('button', { name: 'Revoke nightly export', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
    await confirm.waitFor();
    await shoot(page, 'settings-api-tokens-revoke');
    // Revoke token, too, keeps the focus while it sends.
    const revoking = await holdCalls(page, '/api/user/api-tokens/*', { method: 'DELETE' });
    await confirm.getByRole('button', { name: 'Revoke token' }).press('Enter');
    const revokingButton = confirm.getByRole('button', { name: 'Revoking...' });
    await expectBusyWithFocus(revokingButton);
    revoking.release();
    await card.getByText('You have no API tokens.').waitFor();
    // The row went with its Revoke: the focus goes back to New token, not to the page's body.
    await expect.poll(() => hasFocus(card.getByRole('button', { name: 'New token' }))).toBe(true);
    expect((await fetch(`${e2e.app.url}/api/user/preferences`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(errors).toEqual([]);
    await close();
  });

  // New token is disabled at the limit: Done after the last token allowed had sent the focus to the
  // page's body; it goes to the card's heading.
  it('gives the focus to the card heading after Done on the last token allowed', async () => {
    const username = `collector${width}`;
    const user = await e2e.app.ctx.services.accounts.createUser({ username, email: `${username}@example.com`, password: PASSWORD }, 'user');
    for (let n = 1; n < MAX_API_TOKENS; n += 1) {
      await e2e.app.ctx.services.apiTokens.create({ id: user.id, username, email: user.email, role: 'user' }, { name: `token ${n}`, scopes: ['read'] });
    }
    const { page, close } = await openPage(e2e.browser, width);
    await signInAs(page, e2e.app, { username, password: PASSWORD });
    await page.goto(`${e2e.app.url}/settings?section=api-tokens`);
    const card = page.getByRole('region', { name: 'API tokens' });
    await card.getByRole('button', { name: 'New token' }).press('Enter');
    await card.getByLabel('Name').fill('the last one');
    await card.getByRole('button', { name: 'Create token' }).press('Enter');
    await card.getByTestId('new-api-token').getByRole('button', { name: 'Done' }).press('Enter');
    expect(await card.getByRole('button', { name: 'New token' }).isDisabled()).toBe(true);
    await expect.poll(() => hasFocus(card.getByRole('heading', { name: 'API tokens' }))).toBe(true);
    await close();
  });
});
