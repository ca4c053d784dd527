// The plugin SDK: the only module a plugin imports from AlphaWire.
export * from './define.js';
export * from './errors.js';
export type * from './types.js';
