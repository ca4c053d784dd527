import { createHmac } from 'node:crypto';

/**
 * The X-AlphaWire-Signature value for a body: `sha256=` and the hex HMAC-SHA256 of its exact
 * bytes keyed by the channel's secret. A receiver computes the same over the raw body it read
 * (before any JSON parsing) and compares in constant time.
 */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
