import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SignInWall } from '../../components/sign-in-wall';
import { XMessageList } from '../../components/x/x-message-list';
import { useSession } from '../../hooks/use-session';

/** /x-messages (docs/product.md#message-centre): the message centre, with a shortcut to the X settings. */
export function XMessagesPage() {
  const session = useSession();
  if (session.status === 'signed-out') {
    return <SignInWall title="Sign in to use the X Message Center" text="Share news to your own X account, by hand or automatically, with your own X app." />;
  }
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              X Message Center
            </Title>
            <Text c="dimmed">Share news to your X account and follow what was posted, by you or automatically.</Text>
          </Stack>
          <Button component={Link} to="/settings?section=x" variant="default">
            X Settings
          </Button>
        </Group>
        {session.status === 'loading' && <Loader size="sm" />}
        {session.status === 'signed-in' && <XMessageList />}
      </Stack>
    </Container>
  );
}
