import { Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-context';
import { useSession, type Session } from '../../hooks/use-session';

function Greeting({ session }: { session: Session }) {
  const { open } = useAuthDialog();
  if (session.status === 'loading') return <Skeleton h={36} w={220} />;
  if (session.user) {
    return (
      <Text size="lg" fw={600}>
        Welcome back, {session.user.username}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      <Button variant="default" onClick={() => open('login')}>
        Login
      </Button>
      <Button onClick={() => open('register')}>Sign Up</Button>
    </Group>
  );
}

/** The landing inside the shell until the live feed arrives with its own issue. */
export function HomePage() {
  const session = useSession();
  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} bg="dark.8">
        <Stack gap="lg" maw={720}>
          <Badge variant="light" size="lg" w="fit-content">
            Markets · Crypto · Macro
          </Badge>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            Financial and crypto news, scored and summarised as it breaks.
          </Title>
          <Text size="lg" c="dimmed">
            AlphaWire gathers market news from the feeds you choose, rates every story for importance and
            sentiment, and keeps one live, filterable wire on your own server.
          </Text>
          <Greeting session={session} />
        </Stack>
      </Paper>
    </Container>
  );
}
