import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorCodePayloadSchema } from '../../../contracts/two-factor';
import { readableMessage } from '../../api/api-error';
import { useVerifyTwoFactorSignIn } from '../../api/two-factor';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';
import { useAuthDialog } from './auth-dialog-context';
import { FormFailure } from './form-failure';

/** The code step of a sign-in: the password (or Google) was right, no session exists yet. */
export function TwoFactorCodeForm() {
  const { open, close } = useAuthDialog();
  const verify = useVerifyTwoFactorSignIn();
  const { register, handleSubmit, formState, resetField } = useForm({
    resolver: zodResolver(twoFactorCodePayloadSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const user = await verify.mutateAsync(code);
      showToast({ title: 'Login successful', message: `Welcome back, ${user.username}!` });
      close();
    } catch (error) {
      resetField('code');
      const message = readableMessage(error, '');
      setFailure(message);
      showToast({ title: 'Login failed', message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} onChange={() => setFailure(null)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
        </Text>
        <TextInput
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123456"
          error={errors.code?.message}
          {...register('code')}
        />
        <FormFailure title="Login failed" message={failure} />
        {/* Keeps the focus while the code is checked (PendingButton), and after a refusal. */}
        <PendingButton type="submit" fullWidth pending={isSubmitting}>
          Verify
        </PendingButton>
        <Button variant="subtle" fullWidth onClick={() => open('login')}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
