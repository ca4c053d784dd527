import { createElement } from 'react';
import { ToastMessage } from '../components/toaster/toast-message';

export interface Toast {
  title: string;
  message?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast, such as Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

// Mantine's notifications load with the first toast, not with the page: most visits show none.
// From the first request the Toaster mounts their container, which shows what is in their store.
let requested = false;
const listeners = new Set<() => void>();

/** Whether any toast has been asked for yet. */
export function toasterRequested(): boolean {
  return requested;
}

/** Calls the listener when the first toast is asked for. */
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Shows one toast. At most one is visible (docs/product.md#one-toast-at-a-time): the newest replaces the current one
 * instead of waiting in Mantine's queue behind it.
 */
export function showToast({ title, message, variant = 'default', action }: Toast): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.clean();
    const id = notifications.show({
      title,
      message: action
        ? createElement(ToastMessage, {
            message: message ?? '',
            label: action.label,
            onClick: () => {
              notifications.hide(id);
              action.onClick();
            },
          })
        : (message ?? ''),
      color: variant === 'destructive' ? 'red' : 'teal',
    });
  });
}

