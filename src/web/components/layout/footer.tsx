import { Anchor, Badge, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInstance } from '../../api/instance';
import { useVersion } from '../../api/version';

function FooterLink({ to, href, children }: { to?: string; href?: string; children: ReactNode }) {
  if (to) {
    return (
      <Anchor component={Link} to={to} size="sm" c="dimmed">
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target={href?.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer" size="sm" c="dimmed">
      {children}
    </Anchor>
  );
}

/**
 * Tagline, the links (docs/product.md#footer-and-its-pages: About, API, Privacy, and the operator's
 * Terms and Contact when configured), the year and the running version.
 */
export function Footer() {
  const { data: version } = useVersion();
  const { data: instance } = useInstance();
  return (
    <Container component="footer" size="lg" pt="lg" pb="lg" w="100%">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <Text component="span" inherit fw={700} c="bright">
            AlphaWire
          </Text>{' '}
          · Elite financial intelligence platform
        </Text>
        <Group component="nav" aria-label="Site" gap="md">
          <FooterLink to="/about">About</FooterLink>
          <FooterLink to="/api-docs">API</FooterLink>
          <FooterLink to="/privacy">Privacy</FooterLink>
          {instance?.termsUrl && <FooterLink href={instance.termsUrl}>Terms</FooterLink>}
          {instance?.contactUrl && <FooterLink href={instance.contactUrl}>Contact</FooterLink>}
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} AlphaWire
          </Text>
          {version && (
            <Badge variant="outline" color="gray" size="sm" tt="none" title="Server version">
              v{version.version}
            </Badge>
          )}
        </Group>
      </Group>
    </Container>
  );
}
