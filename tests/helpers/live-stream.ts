/** What a reader of /api/live has received so far. */
export interface LiveStream {
  events: { event: string; data: unknown }[];
  headers: Headers;
  close(): void;
}

/** Opens /api/live like a browser's EventSource (with a member's cookie, when given) and collects the events it receives. */
export async function openLiveStream(url: string, headers: Record<string, string> = {}): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/live`, { signal: controller.signal, headers });
  const stream: LiveStream = { events: [], headers: response.headers, close: () => controller.abort() };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) stream.events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}
