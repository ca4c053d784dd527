import { Modal } from '@mantine/core';
import type { ComponentType } from 'react';
import { useAuthDialog, type AuthView } from './auth-dialog-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { TwoFactorCodeForm } from './two-factor-code-form';

const TITLES: Record<AuthView, string> = {
  login: 'Login to AlphaWire',
  register: 'Create your account',
  forgot: 'Reset Password',
  code: 'Two-factor sign-in',
};

const FORMS: Record<AuthView, ComponentType> = {
  login: LoginForm,
  register: RegisterForm,
  forgot: ForgotPasswordForm,
  code: TwoFactorCodeForm,
};

/** The auth dialog: one modal whose form switches, so Login ↔ Sign Up never flickers. */
export function AuthModal() {
  const { view, opened, close } = useAuthDialog();
  const Form = FORMS[view];
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TITLES[view]}
      size="md"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Form />
    </Modal>
  );
}
