export { createSafeHttpClient, OUTBOUND_DEFAULTS } from './client.js';
export type { OutboundHttpClient, SafeHttpClientOptions } from './client.js';
export { createAddressPolicy, privateHostReason, refusalReason, resolvedHostReason } from './address-policy.js';
export type { AddressPolicy } from './address-policy.js';
export { resolveWithin, systemResolver } from './resolver.js';
export type { HostResolver } from './resolver.js';
export { redactUrl } from './redact-url.js';
export { buildUserAgent } from './user-agent.js';
