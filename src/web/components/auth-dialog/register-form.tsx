import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../password-field/password-field';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { registerFormSchema } from '../../../contracts/auth';
import { useRegister } from '../../api/auth';
import { registerFailureMessage } from '../../lib/auth-messages';
import { isSignUpBlocked } from '../../lib/availability';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';
import { useAuthDialog } from './auth-dialog-context';
import { availabilityDecorations } from './availability-hint';
import { FormFailure } from './form-failure';
import { GoogleSignIn } from './google-button';
import { useEmailCheck, useUsernameCheck } from './use-availability';

// The live hint sits under the field; a validation error, once shown, takes its place.
const HINT_BELOW_INPUT = ['label', 'input', 'description', 'error'] as const;

export function RegisterForm() {
  const { open, close } = useAuthDialog();
  const registerAccount = useRegister();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const usernameCheck = useUsernameCheck(username);
  const emailCheck = useEmailCheck(email);
  const blocked = isSignUpBlocked({
    submitting: isSubmitting,
    username,
    email,
    usernameAvailable: usernameCheck.available,
    emailAvailable: emailCheck.available,
  });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const user = await registerAccount.mutateAsync({
        username: form.username,
        email: form.email,
        password: form.password,
      });
      showToast({ title: 'Registration successful', message: `Welcome to AlphaWire, ${user.username}!` });
      close();
    } catch (error) {
      const message = registerFailureMessage(error);
      setFailure(message);
      showToast({ title: 'Registration failed', message, variant: 'destructive' });
    }
  });

  const usernameHint = errors.username ? null : availabilityDecorations(usernameCheck.view);
  const emailHint = errors.email ? null : availabilityDecorations(emailCheck.view);

  return (
    <Stack gap="md">
      <GoogleSignIn />
      <form onSubmit={onSubmit} onChange={() => setFailure(null)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Username"
            autoComplete="username"
            inputWrapperOrder={[...HINT_BELOW_INPUT]}
            error={errors.username?.message}
            {...usernameHint}
            {...register('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputWrapperOrder={[...HINT_BELOW_INPUT]}
            error={errors.email?.message}
            {...emailHint}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm Password"
          secretName="password again"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <FormFailure title="Registration failed" message={failure} />
          {/* Blocked while sending or while a name or address is taken: aria-disabled, drawn disabled,
              so the focus stays on it (PendingButton), as in the login form. */}
          <PendingButton type="submit" fullWidth mt="xs" pending={false} aria-disabled={blocked} data-disabled={blocked || undefined}>
            {isSubmitting ? 'Creating account...' : 'Sign Up'}
          </PendingButton>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        Already have an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => open('login')}>
          Login
        </Anchor>
      </Text>
    </Stack>
  );
}
