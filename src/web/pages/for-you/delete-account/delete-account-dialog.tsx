import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccount } from '../../../api/account';
import { readableMessage } from '../../../api/api-error';
import { useTwoFactorStatus } from '../../../api/two-factor';
import { MAIN_ID } from '../../../components/layout/skip-link';
import { PasswordField } from '../../../components/password-field/password-field';
import { DeleteActions } from '../../../components/delete-actions/delete-actions';
import { showToast } from '../../../lib/toast';

interface Props {
  opened: boolean;
  onClose(): void;
}

/**
 * "Delete your account?": the username typed again, the password and, with two-factor sign-in on,
 * a code. The server judges them all; its refusal shows here and the dialog stays open.
 */
export function DeleteAccountDialog({ opened, onClose }: Props) {
  const remove = useDeleteAccount();
  const twoFactor = useTwoFactorStatus();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withCode = twoFactor.data?.enabled === true;

  // Nothing typed outlives the dialog: the next opening starts empty.
  const close = () => {
    setUsername('');
    setPassword('');
    setCode('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ username: username.trim(), password: password || undefined, code: withCode ? code.trim() || undefined : undefined });
    } catch (cause) {
      setError(readableMessage(cause, 'Could not delete your account'));
      return;
    }
    // Signed out by now, and this page with the dialog goes: the focus starts again at home's main region.
    await navigate('/');
    document.getElementById(MAIN_ID)?.focus();
    showToast({ title: 'Your account was deleted' });
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Your account goes, and everything of yours with it: settings, watchlist, mutes, alert rules and channels, API tokens and personal feeds. It
            cannot be undone.
          </Text>
          <TextInput label="Type your username to confirm" autoComplete="off" value={username} onChange={(event) => setUsername(event.currentTarget.value)} />
          <PasswordField
            label="Password"
            description="Leave empty if you only sign in with Google"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {withCode && (
            <TextInput label="Authenticator or recovery code" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.currentTarget.value)} />
          )}
          <DeleteActions busy={remove.isPending} error={error} label="Delete my account" onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
