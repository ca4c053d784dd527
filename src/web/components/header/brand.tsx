import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Product title (a link home) with the beta and LIVE badges (docs/product.md#header). */
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Anchor component={Link} to="/" underline="never" c="bright" fw={800} fz={22} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Alpha
        <Text component="span" inherit c="teal">
          Wire
        </Text>
      </Anchor>
      <Badge variant="light" color="yellow" size="sm">
        Beta
      </Badge>
      <Badge variant="dot" color="red" size="sm">
        Live
      </Badge>
    </Group>
  );
}
