import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../password-field/password-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginPayloadSchema } from '../../../contracts/auth';
import { useLogin } from '../../api/auth';
import { loginFailureMessage } from '../../lib/auth-messages';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';
import { useAuthDialog } from './auth-dialog-context';
import { FormFailure } from './form-failure';
import { GoogleSignIn } from './google-button';

export function LoginForm() {
  const { open, close } = useAuthDialog();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginPayloadSchema),
    defaultValues: { loginId: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(payload);
      if ('twoFactorRequired' in answer) {
        open('code');
        return;
      }
      const user = answer;
      showToast({ title: 'Login successful', message: `Welcome back, ${user.username}!` });
      close();
    } catch (error) {
      const message = loginFailureMessage(error);
      setFailure(message);
      showToast({ title: 'Login failed', message, variant: 'destructive' });
    }
  });

  return (
    <Stack gap="md">
      <GoogleSignIn />
      <form onSubmit={onSubmit} onChange={() => setFailure(null)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Username or Email"
            autoComplete="username"
            error={errors.loginId?.message}
            {...register('loginId')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => open('forgot')}>
              Forgot your password?
            </Anchor>
          </Group>
          <FormFailure title="Login failed" message={failure} />
          {/* Keeps the focus while sending and after a refusal (PendingButton): aria-disabled, drawn
              disabled, rather than its loader, which would hide the words "Logging in...". */}
          <PendingButton type="submit" fullWidth pending={false} aria-disabled={isSubmitting} data-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Logging in...' : 'Login'}
          </PendingButton>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        Need an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => open('register')}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
