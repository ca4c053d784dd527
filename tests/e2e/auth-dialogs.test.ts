import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, hasFocus, headerControls, holdCalls, MEMBER_HEADER_WIDTH, openPage, shoot, useE2eApp, WIDTHS, expectBusyWithFocus } from './browser.js';

const e2e = useE2eApp(async (app) => {
  await app.ctx.services.accounts.createUser(
    { username: 'taken_name', email: 'taken@example.com', password: 'Taken-pass-123' },
    'user',
  );
});

async function openDialog(page: Page, button: 'Login' | 'Sign Up') {
  await page.goto(e2e.app.url);
  await (await headerControls(page)).getByRole('button', { name: button }).click();
  const opened = dialog(page);
  await opened.waitFor();
  return opened;
}

describe.each(WIDTHS)('auth dialogs at %i px', (width) => {
  it('show the login dialog with the provider button and its links', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    const login = await openDialog(page, 'Login');
    expect(await login.getByText('Login to AlphaWire').isVisible()).toBe(true);
    expect(await login.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/auth/google');
    expect(await login.getByText('or continue with').isVisible()).toBe(true);
    expect(await login.getByRole('button', { name: 'Forgot your password?' }).isVisible()).toBe(true);
    // The close button is an icon: a screen reader needs its name, and it closes the dialog.
    await login.getByRole('button', { name: 'Close', exact: true }).click();
    await login.waitFor({ state: 'hidden' });
    await openDialog(page, 'Login');
    await shoot(page, 'login-dialog');
    expect(errors).toEqual([]);
    await close();
  });

  it('lists every register validation message', async () => {
    const { page, close } = await openPage(e2e.browser, width);
    const register = await openDialog(page, 'Sign Up');
    await register.getByLabel('Username', { exact: true }).fill('ab');
    await register.getByLabel('Email', { exact: true }).fill('not-an-email');
    await register.getByLabel('Password', { exact: true }).fill('123');
    await register.getByLabel('Confirm Password').fill('123');
    await register.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await register.getByText('Username must be at least 3 characters').waitFor();
    // The fields' messages may land in more than one render on a busy machine: wait for each.
    await expect.poll(() => register.getByText('Please enter a valid email address').isVisible()).toBe(true);
    await expect.poll(() => register.getByText('Password must be at least 6 characters').count()).toBe(2);
    await shoot(page, 'register-dialog-errors');

    await register.getByLabel('Password', { exact: true }).fill('secret-one');
    await register.getByLabel('Confirm Password').fill('secret-two');
    await register.getByText("Passwords don't match").waitFor();
    await close();
  });
});

describe('login validation', () => {
  it('asks for a username or e-mail and a long enough password', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const login = await openDialog(page, 'Login');
    await login.getByLabel('Username or Email').fill('ab');
    await login.getByLabel('Password', { exact: true }).fill('123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.getByText('Please enter your username or email address').waitFor();
    expect(await login.getByText('Password must be at least 6 characters').isVisible()).toBe(true);
    await close();
  });
});

describe('live availability', () => {
  it('crosses out a taken username and e-mail and disables Sign Up', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const register = await openDialog(page, 'Sign Up');
    await register.getByLabel('Username', { exact: true }).fill('TAKEN_name');
    await register.getByText('Username is already taken').waitFor();
    expect(await register.getByLabel('Not available').count()).toBe(1);
    expect(await register.getByRole('button', { name: 'Sign Up', exact: true }).isDisabled()).toBe(true);

    await register.getByLabel('Username', { exact: true }).fill('fresh_name');
    await register.getByText('Username is available').waitFor();
    expect(await register.getByLabel('Available', { exact: true }).count()).toBe(1);

    await register.getByLabel('Email', { exact: true }).fill('taken@example.com');
    await register.getByText('Email is already registered').waitFor();
    expect(await register.getByRole('button', { name: 'Sign Up', exact: true }).isDisabled()).toBe(true);
    await shoot(page, 'register-dialog-taken');
    await close();
  });
});

describe('forgot password', () => {
  it('sends the request and confirms with Back to Login and Close', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const login = await openDialog(page, 'Login');
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    await login.getByText('Reset Password').waitFor();
    await login.getByLabel('Email').fill('taken@example.com');
    await login.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset email sent').waitFor();
    expect(await login.getByRole('button', { name: 'Close', exact: true }).count()).toBeGreaterThan(0);
    await login.getByRole('button', { name: 'Back to Login' }).click();
    await login.getByText('Login to AlphaWire').waitFor();
    await close();
  });
});

/** What has the focus, by its name, as a failure should say it. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.getAttribute('name') ?? element?.textContent?.trim() ?? '';
  });
}

async function tabNames(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  return names;
}

describe('the dialogs by keyboard', () => {
  it('start at the title, go round in reading order without leaving, switch views and give the focus back on Escape', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    await page.goto(e2e.app.url);
    // The first dialog of the page: its code loads only now, which once lost the opener.
    const opener = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const login = dialog(page);
    await expect.poll(() => hasFocus(login.getByRole('heading', { name: 'Login to AlphaWire' }))).toBe(true);
    expect(await tabNames(page, 9)).toEqual([
      'Close', 'Continue with Google', 'loginId', 'password', 'Show password', 'Forgot your password?', 'Login', 'Sign up', 'Close',
    ]);

    // The password's show/hide button, reached by Tab, says what it will do.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await login.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    expect(await focusedName(page)).toBe('Hide password');

    // Sign up replaces the link that asked for it: the new view's title takes the focus.
    await login.getByRole('button', { name: 'Sign up' }).press('Enter');
    await expect.poll(() => hasFocus(login.getByRole('heading', { name: 'Create your account' }))).toBe(true);
    // Its two show/hide buttons say which field each one shows.
    const toggles = login.getByRole('button', { name: /^Show / });
    expect(await toggles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(['Show password', 'Show password again']);
    await login.getByRole('button', { name: 'Login', exact: true }).press('Enter');
    await expect.poll(() => hasFocus(login.getByRole('heading', { name: 'Login to AlphaWire' }))).toBe(true);

    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
    await close();
  });

  // A member's header shows the account menu from 1,408 px; below, it folds behind the burger.
  it.each([
    [MEMBER_HEADER_WIDTH, 'the account menu that replaced Login', 'taken_name'],
    [1280, 'the burger, where the account menu went', 'Toggle navigation'],
  ] as const)('after signing in at %i px, leave the focus on %s', async (width, _where, control) => {
    const { page, close } = await openPage(e2e.browser, width);
    const login = await openDialog(page, 'Login');
    await login.getByLabel('Username or Email').fill('taken_name');
    await login.getByLabel('Password', { exact: true }).fill('Taken-pass-123');
    await login.getByRole('button', { name: 'Login', exact: true }).press('Enter');
    await login.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(page.getByRole('banner').getByRole('button', { name: control }))).toBe(true);
    await close();
  });

  it('on a phone, give the focus to the burger, since the panel that opened them has closed', async () => {
    const { page, close } = await openPage(e2e.browser, 390);
    const login = await openDialog(page, 'Login');
    await login.getByRole('button', { name: 'Close', exact: true }).click();
    await login.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(page.getByRole('button', { name: 'Toggle navigation' }))).toBe(true);
    await close();
  });
});

/** The toast that says `text`. */
function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Whether a click at the middle of the element would land on it (not on an overlay above it). */
function onTop(element: Locator): Promise<boolean> {
  return element.evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    return shown.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

// A refusal used to show only in a toast under the dialog's overlay: unreadable, and a click on its
// × closed the dialog (the overlay's click) and left the toast.
describe.each(WIDTHS)('a refused password at %i px', (width) => {
  it('is said in the dialog, announced, until edited; its toast sits above the overlay and closes alone', async () => {
    const { page, errors, close } = await openPage(e2e.browser, width);
    const login = await openDialog(page, 'Login');
    await login.getByLabel('Username or Email').fill('taken_name');
    const password = login.getByLabel('Password', { exact: true });
    await password.fill('Wrong-pass-123');
    await password.press('Enter');

    const said = login.getByRole('alert').filter({ hasText: 'Login failed' });
    await said.waitFor();
    expect(await said.textContent()).toContain('Invalid username or email');
    const shown = toast(page, 'Invalid username or email');
    await shown.waitFor();
    await expect.poll(() => onTop(shown)).toBe(true);
    await shoot(page, 'login-refused');
    await shown.locator('.mantine-Notification-closeButton').click({ timeout: 5_000 });
    await shown.waitFor({ state: 'hidden' });
    expect(await login.isVisible()).toBe(true);
    expect(await login.getByLabel('Username or Email').inputValue()).toBe('taken_name');

    await password.fill('Wrong-pass-1234');
    expect(await said.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

// docs/accessibility.md#keyboard-and-screen-readers: a disabled button drops the focus to the page's
// body, so a reader who pressed Enter lost their place, and after a refusal was nowhere near it.
describe('the submit buttons by keyboard', () => {
  it('Login keeps the focus while it sends, ignores a second press, and keeps it after a refused password', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const login = await openDialog(page, 'Login');
    await login.getByLabel('Username or Email').fill('taken_name');
    await login.getByLabel('Password', { exact: true }).fill('Wrong-pass-123');
    const held = await holdCalls(page, '/api/auth/login');
    const button = login.getByRole('button', { name: 'Login', exact: true });
    await button.press('Enter');

    const busy = login.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    await shoot(page, 'login-dialog-pending');
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(busy)).toBe(true);
    await busy.press('Enter');
    held.release();
    await toast(page, 'Invalid username or email').waitFor();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe(null);
    expect(await hasFocus(button)).toBe(true);
    expect(held.calls).toBe(1);
    await close();
  });

  it('Sign Up keeps the focus while it sends and after the server refuses a name taken since its check', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const register = await openDialog(page, 'Sign Up');
    // The check answered before someone else took the name: only the sign-up itself learns it.
    await page.route('**/api/auth/check-username/**', (route) => route.fulfill({ json: { available: true, message: 'Username is available' } }));
    await register.getByLabel('Username', { exact: true }).fill('taken_name');
    await register.getByLabel('Email', { exact: true }).fill('newcomer@example.com');
    await register.getByLabel('Password', { exact: true }).fill('Fresh-pass-123');
    await register.getByLabel('Confirm Password').fill('Fresh-pass-123');
    await register.getByText('Username is available').waitFor();
    const held = await holdCalls(page, '/api/auth/register');
    const button = register.getByRole('button', { name: 'Sign Up', exact: true });
    await button.press('Enter');

    const busy = register.getByRole('button', { name: 'Creating account...' });
    await expectBusyWithFocus(busy);
    held.release();
    await toast(page, 'Username already exists').waitFor();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe(null);
    expect(await hasFocus(button)).toBe(true);
    expect(held.calls).toBe(1);
    await close();
  });

  it('Sign Up keeps the focus when the check it waited on finds the name taken', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const register = await openDialog(page, 'Sign Up');
    const check = await holdCalls(page, '/api/auth/check-username/**');
    await register.getByLabel('Username', { exact: true }).fill('taken_name');
    const button = register.getByRole('button', { name: 'Sign Up', exact: true });
    await button.focus();
    await expect.poll(() => check.calls).toBe(1);
    check.release();
    await register.getByText('Username is already taken').waitFor();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(button)).toBe(true);
    await close();
  });

  it('Send Reset Link keeps the focus while it sends and after a refusal, then gives it to the confirmation', async () => {
    const { page, close } = await openPage(e2e.browser, 1280);
    const login = await openDialog(page, 'Login');
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    await login.getByLabel('Email').fill('taken@example.com');
    const outage = { statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering' };
    const held = await holdCalls(page, '/api/auth/forgot-password', { answer: { status: 503, json: outage } });
    const button = login.getByRole('button', { name: 'Send Reset Link' });
    await button.press('Enter');

    const busy = login.getByRole('button', { name: 'Sending...' });
    await expectBusyWithFocus(busy);
    held.release();
    await toast(page, 'Could not send reset link').waitFor();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe(null);
    expect(await hasFocus(button)).toBe(true);

    await page.unroute('**/api/auth/forgot-password');
    await button.press('Enter');
    await expect.poll(() => hasFocus(login.getByRole('heading', { name: 'Check your inbox' }))).toBe(true);
    await close();
  });
});
