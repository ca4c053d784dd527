// Many /api/live clients for bench/load.ts --sse: each a plain HTTP connection reading the event
// stream, noting when each `articles` event of kind `new` reached it.
import http from 'node:http';

interface Received {
  /** Distinct `new` events seen (by the first id they carry). */
  events: number;
  /** Events times clients that got them. */
  deliveries: number;
  /** Clients whose stream ended or failed before the close. */
  dropped: number;
  firstIds(): number[];
  /** For each delivery whose article has a storing time, the milliseconds from it to the client. */
  delays(storedAt: Map<number, number>): number[];
}

const OPEN_PARALLEL = 100;

function openOne(url: string, onEvent: (firstId: number) => void, onDrop: () => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`/api/live answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: articles\ndata: (.*)$/m.exec(frame) ? /^data: (.*)$/m.exec(frame)?.[1] : undefined;
          if (data) {
            const event = JSON.parse(data) as { kind: string; ids: number[] };
            if (event.kind === 'new' && event.ids.length > 0) onEvent(event.ids[0]!);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      response.on('end', onDrop);
      resolve(request);
    });
    request.on('error', (error) => (request.destroyed ? onDrop() : reject(error)));
  });
}

/** Opens `count` streams on `origin`, OPEN_PARALLEL at a time; close() ends them and tells what came. */
export async function openSseClients(origin: string, count: number): Promise<{ close(): Received }> {
  const arrivals = new Map<number, number[]>();
  let dropped = 0;
  let closing = false;
  const onEvent = (firstId: number) => {
    const times = arrivals.get(firstId) ?? [];
    times.push(Date.now());
    arrivals.set(firstId, times);
  };
  const onDrop = () => {
    if (!closing) dropped += 1;
  };
  const requests: http.ClientRequest[] = [];
  for (let opened = 0; opened < count; opened += OPEN_PARALLEL) {
    const batch = Array.from({ length: Math.min(OPEN_PARALLEL, count - opened) }, () => openOne(`${origin}/api/live`, onEvent, onDrop));
    requests.push(...(await Promise.all(batch)));
  }
  return {
    close() {
      closing = true;
      for (const request of requests) request.destroy();
      let deliveries = 0;
      for (const times of arrivals.values()) deliveries += times.length;
      return {
        events: arrivals.size,
        deliveries,
        dropped,
        firstIds: () => [...arrivals.keys()],
        delays: (storedAt) => [...arrivals].flatMap(([id, times]) => {
          const stored = storedAt.get(id);
          return stored === undefined ? [] : times.map((t) => t - stored);
        }),
      };
    },
  };
}
