// Sums a V8 .cpuprofile (node --cpu-prof) by function: where a process spent its own time.
// Prints the top functions by self time, and the same time by package (or file of ours).
// --skip leaves out the first milliseconds (the process's start, its modules compiled).
// Run: node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [--top 40 --skip 0]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (or @scope/package), a file of ours relative to the repository, or V8's own. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? url);
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url;
}

function print(title: string, totals: Map<string, number>, all: number, top: number): void {
  process.stdout.write(`\n${title}\n`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${(us / 1000).toFixed(0).padStart(8)} ms ${((us / all) * 100).toFixed(1).padStart(5)} %  ${name}\n`);
  }
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '40' }, skip: { type: 'string', default: '0' } } });
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let all = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const us = profile.timeDeltas[i] ?? 0;
  elapsed += us;
  if (elapsed < Number(values.skip) * 1000) return;
  all += us;
  const name = `${functionName || '(anonymous)'}  ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byPlace.set(placeOf(url), (byPlace.get(placeOf(url)) ?? 0) + us);
});
process.stdout.write(`${(all / 1000).toFixed(0)} ms sampled\n`);
print('self time by function', byFunction, all, Number(values.top));
print('self time by package or file', byPlace, all, Number(values.top));
