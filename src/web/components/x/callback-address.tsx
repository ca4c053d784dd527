import { Alert, Anchor, Code, Text } from '@mantine/core';

/** The origin of an address, or null when it cannot be read as one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * How to set up the member's X app, naming the callback the server gives X (built from
 * PUBLIC_URL, not from this page's address). When this page is open at another origin, X would
 * send the member back to a site where they are not signed in, so the card says where to go.
 */
export function CallbackAddress({ callbackUrl }: { callbackUrl: string | undefined }) {
  const origin = callbackUrl === undefined ? null : originOf(callbackUrl);
  const elsewhere = origin !== null && origin !== window.location.origin;
  return (
    <>
      <Text size="sm" c="dimmed">
        Post news to your X account with your own X app. Create an app at developer.x.com with OAuth 2.0, type Web App, Read and Write
        permissions, and the callback URL{' '}
        {/* A long address breaks anywhere rather than run past the card on a phone. */}
        <Code style={{ overflowWrap: 'anywhere' }}>{callbackUrl ?? '…'}</Code>.
      </Text>
      {elsewhere && (
        <Alert color="yellow" title="This page is open at another address">
          X sends you back to <Code style={{ overflowWrap: 'anywhere' }}>{origin}</Code>, this server’s public address, while this page is
          open at <Code style={{ overflowWrap: 'anywhere' }}>{window.location.origin}</Code>. Authorization only works from the public address:{' '}
          <Anchor href={`${origin}${window.location.pathname}`} inherit underline="always">
            open AlphaWire there
          </Anchor>{' '}
          and sign in before you authorize.
        </Alert>
      )}
    </>
  );
}
