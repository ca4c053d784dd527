import { useEffect, useRef, useState } from 'react';

type Candidate = () => HTMLElement | null | undefined;

function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return element != null && element.isConnected && !element.matches(':disabled') && element.checkVisibility();
}

/**
 * For a form drawn in place of the button that opened it: closing it unmounts the control that
 * held the focus, and the focus falls to the page's body (WCAG 2.4.3). The returned function asks
 * for the focus to go, once the next render is on screen, to the first of `candidates` that can
 * take it then (the opener drawn again, else a fallback such as the section's heading).
 */
export function useFocusAfterRender(): (...candidates: Candidate[]) => void {
  const pending = useRef<Candidate[] | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const candidates = pending.current;
    pending.current = null;
    candidates?.map((candidate) => candidate()).find(focusable)?.focus();
  }, [asked]);
  return (...candidates) => {
    pending.current = candidates;
    setAsked((count) => count + 1);
  };
}
