import { Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { XAuthorizeAnswer } from '../../../contracts/x';
import { xAuthFailureText } from '../../../contracts/x-auth-constants';
import { apiGet } from '../../api/client';

function Failed({ message }: { message: string }) {
  return (
    <>
      <Title order={1} fz={24} c="red">
        Authorization Failed
      </Title>
      <Text>{message}</Text>
      <Button component={Link} to="/settings?section=x" variant="default">
        Return to Settings
      </Button>
    </>
  );
}

/** /auth/x/success (docs/product.md#x-integration): where X sends the member back; verifies, then says how it went. */
export function XAuthSuccessPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const auto = params.get('auto') === 'true';
  const check = useQuery({
    queryKey: ['x', 'authorization-result', auto],
    queryFn: () => apiGet<XAuthorizeAnswer>(`/api/auth/x/authorize?auto=${auto}`),
    enabled: error === null,
    retry: false,
  });
  let body;
  if (error !== null) body = <Failed message={xAuthFailureText(error)} />;
  else if (check.isPending) {
    body = (
      <>
        <Loader />
        <Text>Verifying your authorization status...</Text>
      </>
    );
  } else if (check.isError) body = <Failed message="Failed to verify authorization status" />;
  else if (!check.data.isAuthorized) body = <Failed message={check.data.message || 'There was a problem with your X authorization'} />;
  else {
    body = (
      <>
        <Title order={1} fz={24} c="teal">
          Authorization Successful
        </Title>
        <Text fw={600}>{check.data.username ? `Connected to X as @${check.data.username}` : 'Your X account is connected.'}</Text>
        <Text>{check.data.message}</Text>
        <Text c="dimmed">You can now post tweets directly</Text>
        <Button component={Link} to="/settings?section=x">
          Continue
        </Button>
      </>
    );
  }
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
