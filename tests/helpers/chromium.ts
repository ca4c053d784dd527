/** Debian's Chromium, or the one CHROMIUM_PATH names: the browser tests and the Lighthouse bench both drive it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Switches for a Chromium that only does what the page asks: run as root (no sandbox), no GPU on
 * a server, and none of its own network traffic (updates, sync, first-run pages, QUIC probes), so
 * neither a test nor a measurement shares the machine with Chromium's housekeeping.
 */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
