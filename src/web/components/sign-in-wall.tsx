import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuthDialog } from './auth-dialog/auth-dialog-context';
import { ArrowLeftIcon, LockIcon } from './icons';

interface SignInWallProps {
  title: string;
  text: string;
  /** The link back: the feed by default. */
  backLabel?: string;
}

/** What a signed-out visitor sees instead of a members' screen; nothing of it is fetched. */
export function SignInWall({ title, text, backLabel = 'Back to News Feed' }: SignInWallProps) {
  const { open } = useAuthDialog();
  return (
    <Center py={{ base: 'xl', sm: 80 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <LockIcon size={24} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          <Group gap="sm" justify="center">
            <Button variant="default" onClick={() => open('login')}>
              Login
            </Button>
            <Button onClick={() => open('register')}>Sign Up</Button>
          </Group>
          <Anchor component={Link} to="/" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
            <ArrowLeftIcon size={14} />
            {backLabel}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
