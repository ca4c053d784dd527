import { describe, expect, it } from 'vitest';
import { openPage, PHONE_ONLY, shoot, useE2eApp } from './browser.js';

const e2e = useE2eApp();

describe.each(PHONE_ONLY)('the digest unsubscribe link at %i px', (width) => {
  it('turns the daily digest off with the button of the page it opens, signed out', async () => {
    const { services } = e2e.app.ctx;
    const user = await services.accounts.createUser({ username: `reader${width}`, email: `reader${width}@example.com`, password: 'Reader-pass-123' }, 'user');
    await services.preferences.update(user.id, { daily_digest: true });
    const link = new URL(services.digest.unsubscribeUrl(user.id));

    const { page, errors, close } = await openPage(e2e.browser, width);
    await page.goto(`${e2e.app.url}${link.pathname}${link.search}`);
    // Opening the link asks first: mail scanners open every link.
    await page.getByRole('heading', { name: 'Unsubscribe from the daily digest?' }).waitFor();
    await shoot(page, 'security-digest-unsubscribe-asks');
    expect((await services.preferences.read(user.id)).daily_digest).toBe(true);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await shoot(page, 'security-digest-unsubscribed');
    expect((await services.preferences.read(user.id)).daily_digest).toBe(false);

    await page.goto(`${e2e.app.url}${link.pathname}?token=${user.id}.forged`);
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await shoot(page, 'security-digest-link-not-valid');
    expect(errors.filter((line) => !line.includes('400'))).toEqual([]);
    await close();
  });
});
