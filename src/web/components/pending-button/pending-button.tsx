import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent, Ref } from 'react';

type PendingButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { pending: boolean; ref?: Ref<HTMLButtonElement> };

/**
 * A Button that shows its loader while its request is on its way and yet keeps the keyboard focus
 * (docs/accessibility.md#keyboard-and-screen-readers). Mantine's `loading` disables the button, and
 * a disabled button drops the focus to the page's body, which is also where a dialog it opened
 * hands the focus back (WCAG 2.4.3). Meanwhile it is aria-disabled and a click or Enter does nothing.
 * Every button that waits for its own request uses it (Load more, Watch, Test, Refresh...).
 */
export function PendingButton({ pending, disabled, onClick, 'aria-disabled': ariaDisabled, ...props }: PendingButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also keeps a submit button from sending its form a second time.
    if (pending || ariaDisabled === true) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...props}
      loading={pending}
      disabled={disabled}
      aria-disabled={pending || ariaDisabled || undefined}
      onClick={click}
      renderRoot={(root: ComponentPropsWithoutRef<'button'>) => <button {...root} disabled={disabled} />}
    />
  );
}
