import { readFileSync } from 'node:fs';

export const repoRoot = new URL('../../', import.meta.url);

export interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped, split by stage. */
export function dockerfileStages(text = readFileSync(new URL('Dockerfile', repoRoot), 'utf8')): Instruction[][] {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** One COPY: where from (a stage's name, or the build context), what, and where to. */
export interface Copy {
  from: string | null;
  sources: string[];
  destination: string;
}

export function copiesOf(stage: Instruction[]): Copy[] {
  return stage
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = words.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
    });
}

/** The value of `ENV NAME=value` in a stage. */
export function envOf(stage: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of stage.filter((s) => s.keyword === 'ENV')) {
    for (const pair of i.args.split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

/** An exec-form command (`CMD ["node", "x.js"]`, `HEALTHCHECK … CMD [...]`) as its words. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json) as string[];
}
