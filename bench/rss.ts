import { readFileSync } from 'node:fs';

/** A process's resident memory now, in MB (0 once it is gone). */
export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

interface RssSummary {
  first: string;
  peak: string;
  last: string;
  /** From the first sample to the last, in per cent of the first. */
  growth: string;
  /** From the middle sample to the last: whether memory is still climbing once the ingest is over. */
  secondHalf: string;
}

/**
 * Samples the summed RSS of `pids` every `everyMs`, handing each sample to `report` as a line
 * ("30 s: 182 MB"); stop() gives the first, highest and last.
 */
export function sampleRss(pids: number[], everyMs: number, report: (line: string) => void): { stop(): RssSummary } {
  const started = Date.now();
  const samples: number[] = [];
  const sample = () => {
    const mb = pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    samples.push(mb);
    report(`${Math.round((Date.now() - started) / 1000)} s: ${mb.toFixed(0)} MB`);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const first = samples[0]!;
      const last = samples.at(-1)!;
      const middle = samples[Math.floor(samples.length / 2)]!;
      return {
        first: `${first.toFixed(0)} MB`,
        peak: `${Math.max(...samples).toFixed(0)} MB`,
        last: `${last.toFixed(0)} MB`,
        growth: `${(((last - first) / first) * 100).toFixed(1)} %`,
        secondHalf: `${(((last - middle) / middle) * 100).toFixed(1)} %`,
      };
    },
  };
}
