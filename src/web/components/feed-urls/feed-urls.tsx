import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import type { FeedFormat } from '../../../contracts/feeds-out';

const LABELS: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

/** A feed's address in each format, each read-only and with its copy button (docs/product.md#feeds-out). */
export function FeedUrls({ urls }: { urls: Record<FeedFormat, string> }) {
  return (
    <Stack gap="xs">
      {(Object.keys(LABELS) as FeedFormat[]).map((format) => (
        <Group key={format} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={LABELS[format]}
            value={urls[format]}
            readOnly
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
            data-testid={`feed-url-${format}`}
          />
          <CopyButton value={urls[format]}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : 'gray'} size="xs" miw={84} onClick={copy} aria-label={`Copy the ${LABELS[format]} URL`} style={{ flexShrink: 0 }}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      ))}
    </Stack>
  );
}
