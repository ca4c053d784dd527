import { createContext, lazy, Suspense, use, useMemo, useRef, useState, type ReactNode } from 'react';
import { returnFocus } from './focus-return';

/** `code`: the two-factor step after a password (or Google) sign-in. */
export type AuthView = 'login' | 'register' | 'forgot' | 'code';

export interface AuthDialog {
  view: AuthView;
  opened: boolean;
  open: (view: AuthView) => void;
  close: () => void;
  /** Called once the dialog has faded out: the focus goes back where it came from. */
  closed: () => void;
}

const AuthDialogContext = createContext<AuthDialog | null>(null);

// The forms (react-hook-form, resolvers) load on first use, keeping them out of the first paint.
const AuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

/** Owns the one Login / Sign Up / Reset Password dialog that the header and pages open. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView>('login');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Kept here, not by Mantine: its focus return misses the first dialog of a page, whose lazy
  // chunk mounts the modal already open, so it never sees what had the focus before.
  const opener = useRef<HTMLElement | null>(null);
  const openerRegion = useRef<HTMLElement | null>(null);

  const dialog = useMemo<AuthDialog>(
    () => ({
      view,
      opened,
      open: (next) => {
        // A view opened from inside the dialog (Login ↔ Sign up) keeps the first opener; one opened
        // by the page itself (the code step after Google) has none, and the header takes the focus.
        if (!opened) {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          openerRegion.current = opener.current?.closest('main') ?? null;
        }
        setLoaded(true);
        setView(next);
        setOpened(true);
      },
      // The view stays as it was so the closing transition still shows the same form.
      close: () => setOpened(false),
      closed: () => returnFocus(opener.current, openerRegion.current),
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
