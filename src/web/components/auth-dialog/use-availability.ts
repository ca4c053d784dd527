import { useDebouncedValue } from '@mantine/hooks';
import { readableMessage } from '../../api/api-error';
import { useEmailAvailability, useUsernameAvailability } from '../../api/auth';
import {
  shouldCheckEmail,
  shouldCheckUsername,
  uncheckedEmailHint,
  uncheckedUsernameHint,
} from '../../lib/availability';

const DEBOUNCE_MS = 500;

export type AvailabilityView =
  | { state: 'idle' }
  | { state: 'hint'; message: string }
  | { state: 'checking' }
  | { state: 'available'; message: string }
  | { state: 'taken'; message: string }
  | { state: 'error'; message: string };

interface CheckResult {
  data: { available: boolean; message: string } | undefined;
  error: Error | null;
  isFetching: boolean;
}

function toView(value: string, hint: string | null, check: CheckResult): AvailabilityView {
  if (value === '') return { state: 'idle' };
  if (hint !== null) return { state: 'hint', message: hint };
  if (check.isFetching) return { state: 'checking' };
  if (check.error) return { state: 'error', message: readableMessage(check.error, 'Could not check') };
  if (!check.data) return { state: 'idle' };
  const { available, message } = check.data;
  return { state: available ? 'available' : 'taken', message };
}

/** Live username check (docs/product.md#sign-in-dialogs): 500 ms after typing stops, from 3 characters on. */
export function useUsernameCheck(username: string) {
  const [value] = useDebouncedValue(username.trim(), DEBOUNCE_MS);
  const check = useUsernameAvailability(value, shouldCheckUsername(value));
  return { view: toView(value, uncheckedUsernameHint(value), check), available: check.data?.available };
}

/** Live e-mail check (docs/product.md#sign-in-dialogs): 500 ms after typing stops, once it looks like an address. */
export function useEmailCheck(email: string) {
  const [value] = useDebouncedValue(email.trim(), DEBOUNCE_MS);
  const check = useEmailAvailability(value, shouldCheckEmail(value));
  return { view: toView(value, uncheckedEmailHint(value), check), available: check.data?.available };
}
