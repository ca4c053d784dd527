import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAuthDialog } from './auth-dialog/auth-dialog-context';
import { ArrowLeftIcon, LockIcon } from './icons';
import { MAIN_ID } from './layout/skip-link';

interface SignInWallProps {
  title: string;
  text: string;
  /** The link back: the feed by default. */
  backLabel?: string;
  /** 2 under a page's own heading: a page has one level-one heading. */
  order?: 1 | 2;
}

/** What a signed-out visitor sees instead of a members' screen; nothing of it is fetched. */
export function SignInWall({ title, text, backLabel = 'Back to News Feed', order = 1 }: SignInWallProps) {
  const { open } = useAuthDialog();
  const wallRef = useRef<HTMLDivElement>(null);
  // The dialog gives the focus back to the wall's Login before the session it brought has taken the
  // wall away: the focus would fall to the page's body with it. The layout cleanup runs while the
  // wall is still in the page, so the page's main region, where its content now shows, takes it.
  useLayoutEffect(() => {
    const wall = wallRef.current;
    return () => {
      if (wall?.contains(document.activeElement)) document.getElementById(MAIN_ID)?.focus();
    };
  }, []);
  return (
    <Center py={{ base: 'xl', sm: 80 }} px="md">
      <Paper ref={wallRef} withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <LockIcon size={24} />
          </ThemeIcon>
          <Title order={order} fz={{ base: 22, sm: 26 }}>
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
