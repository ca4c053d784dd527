// Gzipped size of the JS a first visit to / loads (index.html scripts and preloads plus the home chunk and its static imports). Run after npm run build.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dir = 'dist/web';
const html = readFileSync(`${dir}/index.html`, 'utf8');
const seen = new Set<string>();
const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const home = readdirSync(`${dir}/assets`).find((f) => f.startsWith('home-page') && f.endsWith('.js'));
if (home) queue.push(`assets/${home}`);
while (queue.length) {
  const file = queue.shift()!;
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(`${dir}/${file}`, 'utf8');
  for (const m of code.matchAll(/from"\.\/([^"]+\.js)"|import"\.\/([^"]+\.js)"/g)) queue.push(`assets/${m[1] ?? m[2]}`);
}
let total = 0;
for (const file of seen) { const n = gzipSync(readFileSync(`${dir}/${file}`)).length; total += n; console.log(file, (n / 1024).toFixed(1)); }
console.log('initial JS gzipped (KB):', (total / 1024).toFixed(1));
