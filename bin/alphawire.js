#!/usr/bin/env node
// The CLI is TypeScript run through tsx, like the server, so `npx alphawire` works right after
// `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
