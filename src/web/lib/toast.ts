import { notifications } from '@mantine/notifications';

export interface Toast {
  title: string;
  message?: string;
  variant?: 'default' | 'destructive';
}

/**
 * Shows one toast. At most one is visible (spec 1 §9): the newest replaces the current one
 * instead of waiting in Mantine's queue behind it.
 */
export function showToast({ title, message, variant = 'default' }: Toast): void {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: variant === 'destructive' ? 'red' : 'teal',
  });
}
