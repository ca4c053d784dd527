import { describe, expect, it } from 'vitest';
import { dialog, headerControls, openPage, PHONE_ONLY, shoot, useE2eApp } from './browser.js';

const e2e = useE2eApp();

describe.each(PHONE_ONLY)('signing up, out and in at %i px', (width) => {
  it('registers, shows the username, logs out and logs back in with the e-mail', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    const username = `trader${width}`;
    const email = `${username}@example.com`;
    const password = 'Long-enough-pass-1';
    await page.goto(e2e.app.url);
    await shoot(page, 'home-signed-out');

    await (await headerControls(page)).getByRole('button', { name: 'Sign Up' }).click();
    const register = dialog(page);
    await register.getByLabel('Username', { exact: true }).fill(username);
    await register.getByLabel('Email', { exact: true }).fill(email);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm Password').fill(password);
    await expect.poll(() => register.getByText('Username is available').isVisible()).toBe(true);
    const heartbeat = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/heartbeat'));
    await register.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Registration successful').waitFor();
    await heartbeat; // signed in and active: the first beat goes out at once

    const account = await headerControls(page);
    await account.getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText("You've been successfully logged out.").waitFor();
    expect(await page.getByRole('main').getByRole('button', { name: 'Login' }).isVisible()).toBe(true);

    await (await headerControls(page)).getByRole('button', { name: 'Login' }).click();
    const login = dialog(page);
    await login.getByLabel('Username or Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(`Welcome back, ${username}!`).waitFor();

    await (await headerControls(page)).getByRole('button', { name: username }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('My Account').waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Preferences' }).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await shoot(page, 'signed-in-account-menu');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('failed sign-in', () => {
  it('says "Invalid username or email" for a wrong password', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(e2e.app.url);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByLabel('Username or Email').fill('nobody-here');
    await dialog(page).getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login failed').waitFor();
    expect(await page.getByText('Invalid username or email').isVisible()).toBe(true);
    await close();
  });
});

describe('admins', () => {
  it('see Admin Dashboard in the account menu', async () => {
    await e2e.app.ctx.services.accounts.createUser(
      { username: 'chief', email: 'chief@example.com', password: 'Chief-pass-123' },
      'admin',
    );
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(e2e.app.url);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByLabel('Username or Email').fill('chief');
    await dialog(page).getByLabel('Password', { exact: true }).fill('Chief-pass-123');
    await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    // Signed in once the bell shows: a member's header may then have folded behind the burger.
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).waitFor();
    await (await headerControls(page)).getByRole('button', { name: 'chief' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).waitFor();
    await close();
  });
});
