#!/usr/bin/env node
// The container's health check: exit 0 when this instance answers /healthz with 200, 1 otherwise.
// Plain JavaScript with no imports, so a check every 30 s costs one small node start and no curl.
/* global fetch, AbortSignal -- Node's own, since Node 18 */
const port = process.env.PORT || '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exitCode = res.ok ? 0 : 1;
} catch {
  process.exitCode = 1;
}
