// The baseline for bench/alerts.ts, as bare Hapi is for the HTTP benches: the least any sender could
// do for the same deliveries on the same machine. One process POSTs the given number of signed
// webhook bodies, shaped as AlphaWire's, straight through undici (64 at a time, as two workers
// with 32 each), with no database, no matching and no safe-client checks: as many again first to
// warm it up (as the workers are), then the measured ones, and exits when all are answered. The
// bench's own receiver times them as it times the real ones.
// Run by bench/alerts.ts: node --import tsx bench/alerts-bare-sender.ts <receiver url> <count>
import { createHmac, randomUUID } from 'node:crypto';
import PQueue from 'p-queue';
import { Agent } from 'undici';

const [receiverUrl, countText] = process.argv.slice(2);
const count = Number(countText);
const origin = new URL(receiverUrl!).origin;
const agent = new Agent();
const queue = new PQueue({ concurrency: 64 });

async function post(i: number): Promise<void> {
  const body = JSON.stringify({
    event: 'alert',
    alert: { id: i % 5_000, name: `Rule ${i % 5}` },
    article: { id: -1, title: `Bare sender (${i})`, url: null, published_at: new Date().toISOString(), sentiment: 'bullish', aiScore: 50, tickers: ['BTC'], summary: 'Traders watched $BTC closely today as volumes rose.' },
    deliveredAt: new Date().toISOString(),
  });
  const response = await agent.request({
    origin,
    path: `/u/${i % 1_000}`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-AlphaWire-Event': 'alert',
      'X-AlphaWire-Delivery': randomUUID(),
      'X-AlphaWire-Signature': `sha256=${createHmac('sha256', `whsec_bench_${i % 1_000}`).update(body).digest('hex')}`,
    },
    body,
  });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`the receiver answered ${response.statusCode}`);
}

for (let round = 0; round < 2; round++) await Promise.all(Array.from({ length: count }, (_, i) => queue.add(() => post(i))));
await agent.close();
