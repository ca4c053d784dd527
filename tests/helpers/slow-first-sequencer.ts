import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files that start server processes or fault a database: the longest, and the same length on every run. */
const STARTS_PROCESSES = /\/tests\/(cli\/beside-server|server\/(startup|shutdown|deep-bodies-process|database-faults|database-restart|ingestion\/worker-takeover))\.test\.ts$/;

/**
 * Vitest's order (longest first when an earlier run was timed, else largest file first), with the
 * files that start processes moved to the front (the CLI's mostly run in-process now): on a clean clone nothing was timed yet, and one
 * of them starting last left a core idle for half a minute while it ran alone.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => STARTS_PROCESSES.test(file.moduleId);
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}
