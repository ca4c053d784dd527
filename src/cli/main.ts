import { processIo } from './io.js';
import { runCli } from './program.js';

// exitCode rather than exit(): stdout and stderr finish writing first.
process.exitCode = await runCli(process.argv.slice(2), processIo());
