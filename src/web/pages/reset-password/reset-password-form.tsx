import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { PasswordField } from '../../components/password-field/password-field';
import { PendingButton } from '../../components/pending-button/pending-button';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { readableMessage } from '../../api/api-error';
import { useResetPassword } from '../../api/auth';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-context';
import { showToast } from '../../lib/toast';
import { resetPasswordFormSchema } from './reset-password-form-schema';

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const { open } = useAuthDialog();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
    } catch {
      return; // The mutation's error is shown above the form.
    }
    showToast({ title: 'Password updated', message: 'You can now log in with your new password.' });
    await navigate('/', { replace: true });
    open('login');
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {resetPassword.error && (
          <Alert color="red" title="Password not changed">
            {readableMessage(resetPassword.error, 'Could not reset the password')}
          </Alert>
        )}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          data-autofocus
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
        {/* Keeps the focus while saving and after a refusal, its words shown (as in the login form). */}
        <PendingButton type="submit" fullWidth mt="xs" pending={false} aria-disabled={isSubmitting} data-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Saving...' : 'Set New Password'}
        </PendingButton>
      </Stack>
    </form>
  );
}
