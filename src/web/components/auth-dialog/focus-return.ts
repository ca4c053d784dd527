/**
 * Marks a header control that takes the focus back from a closed dialog whose opener is gone: the
 * account menu once signed in, the burger when the opener sat in its panel (closed meanwhile).
 */
export const DIALOG_FOCUS_FALLBACK = { 'data-dialog-focus-fallback': true } as const;

function onScreen(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.isConnected && element.checkVisibility();
}

/**
 * Gives the focus back to the control that opened the dialog, or, when signing in or a closed
 * panel took that away, to the first marked header control on screen (WCAG 2.4.3, focus order).
 * An opener on the page itself (a sign-in wall's Login, gone with the wall once signed in) hands
 * it to the page's main region instead, where what replaced it is read from.
 */
export function returnFocus(opener: HTMLElement | null, region: HTMLElement | null): void {
  const fallbacks = [...document.querySelectorAll<HTMLElement>('[data-dialog-focus-fallback]')];
  [opener, region, ...fallbacks].find(onScreen)?.focus();
}
