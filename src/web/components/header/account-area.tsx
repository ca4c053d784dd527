import { Button, Group, Menu, Text } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../api/auth';
import { useFirstOpen } from '../../hooks/use-first-open';
import type { Session } from '../../hooks/use-session';
import { showToast } from '../../lib/toast';
import { useAuthDialog } from '../auth-dialog/auth-dialog-context';
import { DIALOG_FOCUS_FALLBACK } from '../auth-dialog/focus-return';
import { ChevronDownIcon, UserIcon } from '../icons';

interface AccountAreaProps {
  session: Session;
  fullWidth?: boolean;
  onNavigate?: () => void;
}

function SignedOutButtons({ fullWidth, onNavigate }: Omit<AccountAreaProps, 'session'>) {
  const { open } = useAuthDialog();
  const openView = (view: 'login' | 'register') => {
    onNavigate?.();
    open(view);
  };
  return (
    <Group gap="xs" grow={fullWidth} wrap="nowrap">
      <Button variant="default" onClick={() => openView('login')}>
        Login
      </Button>
      <Button onClick={() => openView('register')}>Sign Up</Button>
    </Group>
  );
}

function AccountMenu({ session, fullWidth, onNavigate }: AccountAreaProps) {
  const logout = useLogout();
  const signOut = async () => {
    onNavigate?.();
    try {
      await logout.mutateAsync();
      showToast({ title: 'Logged out', message: "You've been successfully logged out." });
    } catch {
      showToast({ title: 'Logout failed', message: 'There was a problem logging out.', variant: 'destructive' });
    }
  };

  const triggerRef = useRef<HTMLButtonElement>(null);
  const menu = useFirstOpen(triggerRef, 'menu');
  const trigger = (
    <Button
      ref={triggerRef}
      variant="default"
      fullWidth={fullWidth}
      justify={fullWidth ? 'space-between' : 'center'}
      leftSection={<UserIcon />}
      rightSection={<ChevronDownIcon />}
      // In the header's row the name takes what the links leave, cut short (header.tsx); whole in its title.
      maw={fullWidth ? undefined : 260}
      miw={0}
      title={session.user?.username}
      {...menu.triggerProps}
      // Where the focus lands after signing in: the Login button that opened the dialog is gone.
      {...DIALOG_FOCUS_FALLBACK}
    >
      {/* Padding keeps underscores visible: the label trims its line box to the baseline. */}
      <Text component="span" inherit truncate py={2}>
        {session.user?.username}
      </Text>
    </Button>
  );
  // The menu itself only once opened (hooks/use-first-open.ts says why).
  if (!menu.mounted) return trigger;
  return (
    <Menu opened={menu.opened} onChange={menu.setOpened} position="bottom-end" width={fullWidth ? 'target' : 220} shadow="md">
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>My Account</Menu.Label>
        <Menu.Item component={Link} to="/preferences" onClick={onNavigate}>
          Preferences
        </Menu.Item>
        {session.isAdmin && (
          <Menu.Item component={Link} to="/admin" onClick={onNavigate}>
            Admin Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Login and Sign Up when signed out, the username's "My Account" menu when signed in. */
export function AccountArea(props: AccountAreaProps) {
  if (props.session.status === 'loading') return null;
  if (props.session.status === 'signed-out') return <SignedOutButtons {...props} />;
  return <AccountMenu {...props} />;
}
