import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

type PendingButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { pending: boolean };

/**
 * A Button that shows its loader while its request is on its way and yet keeps the keyboard focus
 * (docs/accessibility.md#keyboard-and-screen-readers). Mantine's `loading` disables the button, and
 * a disabled button drops the focus to the page's body, which is also where a dialog it opened
 * hands the focus back (WCAG 2.4.3). Meanwhile it is aria-disabled and a click or Enter does nothing.
 */
export function PendingButton({ pending, disabled, onClick, ...props }: PendingButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also keeps a submit button from sending its form a second time.
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...props}
      loading={pending}
      disabled={disabled}
      aria-disabled={pending || undefined}
      onClick={click}
      renderRoot={(root: ComponentPropsWithoutRef<'button'>) => <button {...root} disabled={disabled} />}
    />
  );
}
