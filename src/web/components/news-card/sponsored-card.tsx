import { Anchor, Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Sponsor } from '../../../contracts/instance';
import { useInstance } from '../../api/instance';

function hostOf(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

function OperatorCard({ sponsor }: { sponsor: Sponsor }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Text fw={700} c="bright">
          {sponsor.title}
        </Text>
        <Badge variant="light" color="yellow" size="sm" style={{ flexShrink: 0 }}>
          {sponsor.label}
        </Badge>
      </Group>
      {sponsor.text && (
        <Text size="sm" c="dimmed" mt={6}>
          {sponsor.text}
        </Text>
      )}
      {sponsor.url && (
        <Anchor href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored" size="sm" mt={6} display="block" w="fit-content">
          {hostOf(sponsor.url)}
        </Anchor>
      )}
    </>
  );
}

// With no sponsor configured the slot says what this site runs on: no ad network, no command line.
function HouseCard() {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Text fw={700} c="bright">
          Market news, scored and summarised
        </Text>
        <Badge variant="light" color="teal" size="sm" style={{ flexShrink: 0 }}>
          AlphaWire
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={6}>
        This site runs AlphaWire, an open-source news wire its operator hosts: it reads its own sources, rates every story and
        writes one-minute summaries.
      </Text>
      <Anchor component={Link} to="/about" size="sm" mt={6} display="block" w="fit-content">
        About this site
      </Anchor>
    </>
  );
}

/**
 * The feed's sponsored slot (docs/product.md#home): the operator's card from the configuration, or a
 * house card about AlphaWire. Text only: no third-party script, no tracking pixel.
 */
export function SponsoredCard() {
  const { data, isPending } = useInstance();
  // Until the settings are known, neither card: the operator's must not flash the house one.
  let content = <HouseCard />;
  if (isPending) content = <Skeleton h={72} />;
  else if (data?.sponsor) content = <OperatorCard sponsor={data.sponsor} />;
  return (
    <Card component="aside" withBorder padding="md" aria-label="Sponsored" bg="var(--aw-surface-sunken)" style={{ borderStyle: 'dashed' }}>
      {content}
    </Card>
  );
}
