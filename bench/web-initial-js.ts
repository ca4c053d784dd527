// Gzipped size of the JS a first visit to / loads (index.html scripts and preloads plus the home chunk and its static imports),
// and its brotli size, which is what the server sends browsers that take it (src/server/http/spa.ts). Run after npm run build.
import { readFileSync, readdirSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
let brotli = 0;
for (const file of seen) {
  const body = readFileSync(`${dir}/${file}`);
  const n = gzipSync(body).length;
  total += n;
  brotli += brotliCompressSync(body).length;
  console.log(file, (n / 1024).toFixed(1));
}
console.log('initial JS gzipped (KB):', (total / 1024).toFixed(1), ' brotli (KB):', (brotli / 1024).toFixed(1));
