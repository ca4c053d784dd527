// The plugin SDK: the only module a plugin imports from AlphaWire.
export * from './define.js';
export * from './errors.js';
export * from './http-status.js';
export * from './json.js';
export type * from './types.js';
export * from './text.js';
export * from './text-decoder.js';
export * from './thread.js';
export * from './tweet-length.js';
export * from './xml-prolog.js';
