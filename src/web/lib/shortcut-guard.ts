/**
 * Whether a page shortcut's key was meant for something above the page: it was pressed inside a
 * dialog, menu or list box, or a modal dialog is open. There it must do nothing: j and o moved the
 * feed and opened a story behind the Login dialog, and the story's panel then took the focus out
 * of the dialog (docs/accessibility.md: Tab stays inside an open dialog).
 */
export function pressedAbovePage(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') != null || document.querySelector('[aria-modal="true"]') !== null;
}
