import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Panel } from '../../components/panel';
import { Link } from 'react-router-dom';
import { useLogout } from '../../api/auth';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-context';
import { PendingButton } from '../../components/pending-button/pending-button';
import type { Session } from '../../hooks/use-session';
import { showToast } from '../../lib/toast';

function AdminSettings() {
  const logout = useLogout();
  const signOut = async () => {
    try {
      await logout.mutateAsync();
      showToast({ title: 'Logged out', message: "You've been successfully logged out." });
    } catch {
      showToast({ title: 'Logout failed', message: 'There was a problem logging out.', variant: 'destructive' });
    }
  };
  return (
    <Panel id="admin-settings-title" title="Admin Settings">
      <Group gap="sm" grow>
        <Button component={Link} to="/admin" variant="light">
          Settings
        </Button>
        <PendingButton variant="default" color="red" onClick={() => void signOut()} pending={logout.isPending}>
          Logout
        </PendingButton>
      </Group>
    </Panel>
  );
}

function JoinPrompt() {
  const { open } = useAuthDialog();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="join-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="join-title">
          Read the full story
        </Title>
        <Text size="sm" c="dimmed">
          Members open full articles with AI scores, one-minute summaries and tweet drafts.
        </Text>
        <Group gap="sm" grow>
          <Button variant="default" onClick={() => open('login')}>
            Login
          </Button>
          <Button onClick={() => open('register')}>Register</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** docs/product.md#home: admins get the Admin Settings box, visitors Login and Register, members nothing. */
export function AccountBox({ session }: { session: Session }) {
  if (session.status === 'signed-out') return <JoinPrompt />;
  if (session.isAdmin) return <AdminSettings />;
  return null;
}
