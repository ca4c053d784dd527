import { Button, CopyButton, Group, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import type { FeedFormat } from '../../../contracts/feeds-out';

const LABELS: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

/**
 * A feed's address in each format, each read-only and with its copy button (docs/product.md#feeds-out).
 * `name` tells two feeds on one screen apart to screen readers (and tests).
 */
export function FeedUrls({ urls, name }: { urls: Record<FeedFormat, string>; name?: string }) {
  const what = (format: FeedFormat) => (name ? `${name} ${LABELS[format]}` : LABELS[format]);
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
            aria-label={name ? `${what(format)} URL` : undefined}
            data-testid={name ? `${name.toLowerCase()}-feed-url-${format}` : `feed-url-${format}`}
          />
          <CopyButton value={urls[format]}>
            {({ copied, copy }) => (
              <>
                <Button variant="light" color={copied ? 'teal' : 'gray'} size="xs" miw={84} onClick={copy} aria-label={`Copy the ${what(format)} URL`} style={{ flexShrink: 0 }}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
                {/* The button's name stays "Copy the … URL", which says which one: its "Copied" is told here (WCAG 4.1.3). */}
                <VisuallyHidden role="status">{copied ? `${what(format)} URL copied` : ''}</VisuallyHidden>
              </>
            )}
          </CopyButton>
        </Group>
      ))}
    </Stack>
  );
}
