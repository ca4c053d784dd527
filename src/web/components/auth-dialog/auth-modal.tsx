import { Modal } from '@mantine/core';
import { type ComponentType, useEffect, useRef } from 'react';
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

/**
 * A new view (Login ↔ Sign up, the code step) removes the control that asked for it: its title
 * takes the focus instead of the page's body, as it does when the dialog opens.
 */
function useTitleFocusOnViewChange(view: AuthView) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (view === shownView.current) return;
    shownView.current = view;
    titleRef.current?.focus();
  }, [view]);
  return titleRef;
}

/**
 * The auth dialog: one modal whose form switches, so Login ↔ Sign Up never flickers. It opens with
 * the focus on its title, so Tab goes through it as it reads: Close, Google, the form
 * (docs/accessibility.md#keyboard-and-screen-readers).
 */
export function AuthModal() {
  const { view, opened, close, closed } = useAuthDialog();
  const titleRef = useTitleFocusOnViewChange(view);
  const Form = FORMS[view];
  return (
    <Modal.Root opened={opened} onClose={close} size="md" returnFocus={false} onExitTransitionEnd={closed}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          {/* Not a control: no ring, the focus only marks where reading starts. */}
          <Modal.Title ref={titleRef} tabIndex={-1} data-autofocus fz="xl" fw={700} style={{ outline: 'none' }}>
            {TITLES[view]}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Form />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
