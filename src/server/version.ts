import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The running AlphaWire version, from package.json. */
export const APP_VERSION = packageJson.version;
