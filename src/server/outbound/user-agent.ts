import { APP_VERSION } from '../version.js';

/** Builds the User-Agent every outbound request carries, naming this instance so site owners can reach its admin. */
export function buildUserAgent(publicUrl?: string): string {
  return publicUrl ? `AlphaWire/${APP_VERSION} (+${publicUrl})` : `AlphaWire/${APP_VERSION}`;
}
