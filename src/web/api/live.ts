import { useEffect, useEffectEvent, useState } from 'react';
import type { NotificationEvent } from '../../contracts/alerts';
import type { ArticlesEvent, MarketEvent } from '../../contracts/live';

/** open: events arrive; connecting: (re)connecting; down: unavailable, so callers poll instead. */
export type LiveStatus = 'connecting' | 'open' | 'down';

// Each handler is optional: the header's bell listens for the member's notifications only.
export interface LiveHandlers {
  onArticles?: (event: ArticlesEvent) => void;
  onMarket?: (event: MarketEvent) => void;
  /** A new alert or a changed unread count; only a member's own streams carry these. */
  onNotification?: (event: NotificationEvent) => void;
}

const LIVE_PATH = '/api/live';
// A stream the server refused (404, wrong type) is closed for good by the browser; we try a new
// one later, backing off, so a server that gains the route or comes back is picked up.
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 300_000;

// Events come from our own server (shape pinned by its tests), so they are read, not validated.
// Data that is not JSON is dropped: the next event, or the polling safety net, brings the data.
function parseData<T>(raw: string): T | null {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * Subscribes to GET /api/live (Server-Sent Events, with the session cookie) for as long as the
 * caller is mounted, and reports whether the stream is up so the caller can poll when it is not.
 */
export function useLiveStream(handlers: LiveHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onArticles = useEffectEvent((event: ArticlesEvent) => handlers.onArticles?.(event));
  const onMarket = useEffectEvent((event: MarketEvent) => handlers.onMarket?.(event));
  const onNotification = useEffectEvent((event: NotificationEvent) => handlers.onNotification?.(event));

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let retryMs = FIRST_RETRY_MS;

    const connect = () => {
      source = new EventSource(LIVE_PATH, { withCredentials: true });
      source.addEventListener('open', () => {
        retryMs = FIRST_RETRY_MS;
        setStatus('open');
      });
      source.addEventListener('error', () => {
        setStatus('down');
        // CONNECTING means the browser retries by itself; CLOSED means it gave up.
        if (source?.readyState !== EventSource.CLOSED) return;
        retryTimer = window.setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
      source.addEventListener('articles', (message) => {
        const event = parseData<ArticlesEvent>(message.data);
        if (event) onArticles(event);
      });
      source.addEventListener('market', (message) => {
        const event = parseData<MarketEvent>(message.data);
        if (event) onMarket(event);
      });
      source.addEventListener('notification', (message) => {
        const event = parseData<NotificationEvent>(message.data);
        if (event) onNotification(event);
      });
    };

    connect();
    return () => {
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, []);

  return status;
}
