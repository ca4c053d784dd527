import { type RefObject, useEffect } from 'react';

// As wide as the strip's fades (scroll-x.module.css): a tab brought into view is not drawn under one.
const FADE_PX = 40;

/** Scrolls the strip sideways, and only sideways, by as little as shows its selected item whole. */
function reveal(strip: HTMLElement): void {
  const item = strip.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!item) return;
  const box = strip.getBoundingClientRect();
  const shown = item.getBoundingClientRect();
  if (shown.left < box.left + FADE_PX) strip.scrollLeft -= box.left + FADE_PX - shown.left;
  else if (shown.right > box.right - FADE_PX) strip.scrollLeft += shown.right - (box.right - FADE_PX);
}

/**
 * Keeps a strip's selected item (a tab with aria-selected="true") in view: a deep link such as
 * ?tab=audit on a phone left it scrolled out of sight. Revealed when `selected` changes and when
 * the strip or its content changes size (the page's styles arriving, the window turning), which
 * the ResizeObserver also reports once as it starts; never as the reader scrolls it.
 */
export function useRevealSelected(ref: RefObject<HTMLElement | null>, selected: string | undefined): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip || selected === undefined) return;
    const observer = new ResizeObserver(() => reveal(strip));
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => observer.disconnect();
  }, [ref, selected]);
}
