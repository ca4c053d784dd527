import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

/** The screen for every address the app does not know (docs/product.md#not-found-screen). */
export function NotFoundPage() {
  const navigate = useNavigate();
  // Back to the app's page before, when this tab has one: the router counts its entries in the
  // history's state. A 404 opened first (a typed or shared address) has none, and a browser's
  // back would leave the app (to a blank tab): home instead.
  const goBack = () => void (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate('/'));
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
          <Button variant="default" onClick={goBack}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
