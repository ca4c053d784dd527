import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

/** The screen for every address the app does not know (docs/product.md#not-found-screen). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          404 - Page Not Found
        </Title>
        <Text c="dimmed">The page you&apos;re looking for doesn&apos;t exist or has been moved.</Text>
        <Text c="dimmed">Please check the URL or navigate back to the home page.</Text>
        <Group gap="sm" mt="md" justify="center">
          <Button component={Link} to="/">
            Back to Home
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
