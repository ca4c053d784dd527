import { createContext, lazy, Suspense, use, useMemo, useState, type ReactNode } from 'react';

/** `code`: the two-factor step after a password (or Google) sign-in. */
export type AuthView = 'login' | 'register' | 'forgot' | 'code';

export interface AuthDialog {
  view: AuthView;
  opened: boolean;
  open: (view: AuthView) => void;
  close: () => void;
}

const AuthDialogContext = createContext<AuthDialog | null>(null);

// The forms (react-hook-form, resolvers) load on first use, keeping them out of the first paint.
const AuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

/** Owns the one Login / Sign Up / Reset Password dialog that the header and pages open. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView>('login');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const dialog = useMemo<AuthDialog>(
    () => ({
      view,
      opened,
      open: (next) => {
        setLoaded(true);
        setView(next);
        setOpened(true);
      },
      // The view stays as it was so the closing transition still shows the same form.
      close: () => setOpened(false),
    }),
    [view, opened],
  );

  return (
    <AuthDialogContext value={dialog}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialog {
  const dialog = use(AuthDialogContext);
  if (!dialog) throw new Error('useAuthDialog needs an AuthDialogProvider above it');
  return dialog;
}
