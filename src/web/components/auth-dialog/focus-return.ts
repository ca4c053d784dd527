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
 */
export function returnFocus(opener: HTMLElement | null): void {
  const fallbacks = [...document.querySelectorAll<HTMLElement>('[data-dialog-focus-fallback]')];
  [opener, ...fallbacks].find(onScreen)?.focus();
}
