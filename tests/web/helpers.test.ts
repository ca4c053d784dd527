import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable } from '../../src/web/api/api-error';
import { readCrumb } from '../../src/web/api/csrf';
import { authErrorMessage, loginFailureMessage, registerFailureMessage } from '../../src/web/lib/auth-messages';
import {
  isSignUpBlocked,
  shouldCheckEmail,
  shouldCheckUsername,
  uncheckedEmailHint,
  uncheckedUsernameHint,
} from '../../src/web/lib/availability';
import { isAdmin } from '../../src/web/lib/roles';
import { announceTopic, parseTopic, topicName, TOPIC_CHANGED_EVENT } from '../../src/web/lib/topics';

describe('readCrumb', () => {
  it('finds the crumb among other cookies', () => {
    expect(readCrumb('a=1; crumb=x%3Dy; b=2')).toBe('x=y');
    expect(readCrumb('a=1')).toBeNull();
    expect(readCrumb('')).toBeNull();
  });
});

describe('isRetryable', () => {
  it('retries network and server failures, never a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'down'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'no'))).toBe(false);
    expect(isRetryable(new ApiError(429, 'slow down'))).toBe(false);
  });
});

describe('auth failure messages', () => {
  it('reads any 401 at login as bad credentials', () => {
    expect(loginFailureMessage(new ApiError(401, 'Invalid username, email or password'))).toBe(
      'Invalid username or email',
    );
    expect(loginFailureMessage(new ApiError(429, 'Too many login attempts'))).toBe('Too many login attempts');
    expect(loginFailureMessage('weird')).toBe('Invalid username or email');
  });

  it('names a taken username and falls back to a generic text', () => {
    expect(registerFailureMessage(new ApiError(400, 'Username already exists'))).toBe('Username already exists');
    expect(registerFailureMessage(new ApiError(400, 'Email already exists'))).toBe('Email already exists');
    expect(registerFailureMessage(null)).toBe('Could not create account');
  });

  it('says social sign-in is not configured only for that reason, and failed otherwise', () => {
    expect(authErrorMessage('not_configured')).toBe('Social authentication is not configured. Please contact support.');
    expect(authErrorMessage('denied')).toBe('Sign-in failed. Please try again.');
    expect(authErrorMessage(null)).toBe('Sign-in failed. Please try again.');
    expect(authErrorMessage('password_account')).toBe('An account already uses this e-mail with a password. Log in with your password instead.');
    expect(authErrorMessage('email_unverified')).toMatch(/has not verified this e-mail address/);
    expect(authErrorMessage('constructor')).toBe('Sign-in failed. Please try again.');
  });
});

describe('availability rules', () => {
  it('checks usernames from 3 characters and e-mails of a plausible shape', () => {
    expect(shouldCheckUsername('ab')).toBe(false);
    expect(shouldCheckUsername(' abc ')).toBe(true);
    expect(shouldCheckEmail('a@b')).toBe(false);
    expect(shouldCheckEmail('a@b.co')).toBe(true);
  });

  it('explains why a value is not checked yet, and stays quiet when empty', () => {
    expect(uncheckedUsernameHint('')).toBeNull();
    expect(uncheckedUsernameHint('ab')).toBe('Username must be at least 3 characters');
    expect(uncheckedUsernameHint('abc')).toBeNull();
    expect(uncheckedEmailHint('ann@')).toBe('Please enter a valid email address');
    expect(uncheckedEmailHint('ann@example.com')).toBeNull();
  });

  it('blocks Sign Up while submitting or when a checked value is taken', () => {
    const free = { submitting: false, username: 'ann', email: 'ann@x.io', usernameAvailable: true, emailAvailable: true };
    expect(isSignUpBlocked(free)).toBe(false);
    expect(isSignUpBlocked({ ...free, submitting: true })).toBe(true);
    expect(isSignUpBlocked({ ...free, usernameAvailable: false })).toBe(true);
    expect(isSignUpBlocked({ ...free, username: 'an', usernameAvailable: false })).toBe(false);
    expect(isSignUpBlocked({ ...free, emailAvailable: false })).toBe(true);
    expect(isSignUpBlocked({ ...free, email: 'annx.io', emailAvailable: false })).toBe(false);
    expect(isSignUpBlocked({ ...free, usernameAvailable: undefined, emailAvailable: undefined })).toBe(false);
  });
});

describe('isAdmin', () => {
  it('accepts the admin role or the username admin', () => {
    expect(isAdmin({ id: 1, username: 'ann', email: 'a@x.io', role: 'admin' })).toBe(true);
    expect(isAdmin({ id: 2, username: 'admin', email: 'b@x.io', role: 'user' })).toBe(true);
    expect(isAdmin({ id: 3, username: 'bob', email: 'c@x.io', role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('topics', () => {
  it('falls back to all for an unknown or missing topic', () => {
    expect(parseTopic('crypto')).toBe('crypto');
    expect(parseTopic('gossip')).toBe('all');
    expect(parseTopic(null)).toBe('all');
    expect(topicName('defi')).toBe('DeFi');
  });

  it('broadcasts the chosen topic as a topicChanged event', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(TOPIC_CHANGED_EVENT, (event) => seen.push((event as CustomEvent).detail));
    announceTopic('nfts', target);
    expect(seen).toEqual(['nfts']);
  });
});
