// Zod-free, for the web app's result page.

/**
 * Why X's way back ended without an authorization (docs/product.md#x-integration). The callback
 * sends only the reason's code to /auth/x/success, and the page says these fixed words: a text
 * taken from the address would show whatever a link's author wrote there, under AlphaWire's name.
 */
export const X_AUTH_FAILURES = {
  'no-state': 'The authorization answer from X carried no state. Please start again from Settings.',
  'other-session': 'This authorization was started in another session. Please sign in and start again from Settings.',
  invalid: 'This authorization link is not valid or was already used. Please start again from Settings.',
  expired: 'This authorization took too long and has expired. Please start again from Settings.',
  declined: 'X did not grant access: the authorization was declined or cancelled.',
  'read-only': 'Connected to X, but without write access: enable Read and Write permissions for your X app and authorize again.',
  refused: "X refused the authorization: check your X app's Client ID, Client Secret and callback URL in Settings, then authorize again.",
} as const;

export type XAuthFailure = keyof typeof X_AUTH_FAILURES;

const GENERIC = 'There was a problem with your X authorization';

/** The words for a failure's code from the address; a code we do not send gets the general words. */
export function xAuthFailureText(code: string): string {
  return Object.hasOwn(X_AUTH_FAILURES, code) ? X_AUTH_FAILURES[code as XAuthFailure] : GENERIC;
}
