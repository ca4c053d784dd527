import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordFormSchema, RESET_REQUESTED_MESSAGE } from '../../../contracts/auth';
import { readableMessage } from '../../api/api-error';
import { useForgotPassword } from '../../api/auth';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';
import { useAuthDialog } from './auth-dialog-context';
import { FormFailure } from './form-failure';

function SentConfirmation({ email }: { email: string }) {
  const { open, close } = useAuthDialog();
  // The Send button that had the focus is gone: the confirmation takes it, to be read first.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={3} fz="md" fw={600} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        Check your inbox
      </Title>
      <Text size="sm" c="dimmed">
        If an account exists for {email}, we&apos;ve sent it a link to choose a new password. The link works
        once and expires soon; look in your spam folder if it doesn&apos;t arrive.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => open('login')}>
          Back to Login
        </Button>
        <Button onClick={close}>Close</Button>
      </Group>
    </Stack>
  );
}

export function ForgotPasswordForm() {
  const { open } = useAuthDialog();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (payload) => {
    setFailure(null);
    try {
      await forgotPassword.mutateAsync(payload);
      showToast({
        title: 'Password reset email sent',
        message: RESET_REQUESTED_MESSAGE,
      });
      setSentTo(payload.email);
    } catch (error) {
      const message = readableMessage(error, '');
      setFailure(message);
      showToast({ title: 'Could not send reset link', message, variant: 'destructive' });
    }
  });

  if (sentTo !== null) return <SentConfirmation email={sentTo} />;

  return (
    <form onSubmit={onSubmit} onChange={() => setFailure(null)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we&apos;ll send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormFailure title="Could not send reset link" message={failure} />
        {/* Keeps the focus while sending and after a refusal, its words shown (as in the login form). */}
        <PendingButton type="submit" fullWidth pending={false} aria-disabled={isSubmitting} data-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </PendingButton>
        <Button variant="subtle" fullWidth onClick={() => open('login')}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
