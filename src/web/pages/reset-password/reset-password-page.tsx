import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-context';
import { ResetPasswordForm } from './reset-password-form';

function MissingToken() {
  const { open } = useAuthDialog();
  return (
    <Stack gap="md">
      <Alert color="yellow" title="This reset link is incomplete">
        Open the link from your email again, or ask for a new one.
      </Alert>
      <Button variant="default" onClick={() => open('forgot')}>
        Request a new link
      </Button>
    </Stack>
  );
}

/** /reset-password?token=…: the page a password reset email links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Choose a new password
            </Title>
            <Text size="sm" c="dimmed">
              Every device signed in to your account will be signed out.
            </Text>
          </Stack>
          {token ? <ResetPasswordForm token={token} /> : <MissingToken />}
        </Stack>
      </Paper>
    </Container>
  );
}
