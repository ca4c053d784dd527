// Adds up vitest's JSON reports of every run of scripts/test.sh and prints the failed tests by name,
// then one closing line. CI shows only the end of the output, so the names must come last.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: Array<{
    name: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 300);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  const run = basename(file, '.json');
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const reason = firstLine(test.failureMessages?.[0] ?? '');
      failures.push(`[${run}] ${where} › ${test.fullName}\n    ${reason}`);
    }
    // A file that fails to load has no tests to name, only its message.
    if (failedTests.length === 0 && result.message) {
      failures.push(`[${run}] ${where}\n    ${firstLine(result.message)}`);
    }
  }
}
if (failures.length > 0) console.log(`failed:\n${failures.join('\n')}\n`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
