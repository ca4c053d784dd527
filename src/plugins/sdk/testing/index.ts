// The plugin test kit. Kept out of the SDK's main index so production code never loads vitest.
export * from './conformance.js';
export * from './fetch-http-client.js';
export * from './fixture-server.js';
export * from './recording-logger.js';
export * from './test-context.js';
