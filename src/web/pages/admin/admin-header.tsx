import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../../contracts/auth';
import { useLogout } from '../../api/auth';
import { PendingButton } from '../../components/pending-button/pending-button';

/** "Xm Ys" since the session began (the server's sign-in time). */
export function sessionDuration(startedAt: string | undefined, now: number): string {
  const started = startedAt ? Date.parse(startedAt) : Number.NaN;
  const seconds = Number.isNaN(started) ? 0 : Math.max(0, Math.floor((now - started) / 1000));
  const hours = Math.floor(seconds / 3600);
  const rest = `${Math.floor((seconds % 3600) / 60)}m ${seconds % 60}s`;
  return hours > 0 ? `${hours}h ${rest}` : rest;
}

function SessionTimer({ startedAt }: { startedAt: string | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text size="sm" c="dimmed" data-testid="session-timer">
      Session: {sessionDuration(startedAt, now)}
    </Text>
  );
}

/** 'Admin Dashboard', the username, the session timer, the Admin Access badge and Logout (to /). */
export function AdminHeader({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Text size="sm">
          Signed in as <strong>{user.username}</strong>
        </Text>
        <SessionTimer startedAt={user.session_started_at} />
      </Stack>
      <Group gap="sm">
        {/* Blue, not red: red is kept for destructive actions and errors. */}
        <Badge color="blue" variant="light" size="lg" data-testid="admin-access">
          Admin Access
        </Badge>
        <PendingButton variant="default" pending={logout.isPending} onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate('/') })}>
          Logout
        </PendingButton>
      </Group>
    </Group>
  );
}
