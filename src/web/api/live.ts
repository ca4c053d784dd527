import { useEffect, useEffectEvent, useState } from 'react';
import type { NotificationEvent } from '../../contracts/alerts';
import type { ArticlesEvent, MarketEvent } from '../../contracts/live';
import { useMe } from './auth';

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

interface Subscriber {
  handlers: LiveHandlers;
  setStatus: (status: LiveStatus) => void;
}

/**
 * One stream per tab, shared by every part of the page that listens (the feed, an asset page,
 * the header's bell): a browser allows only six connections to a host over HTTP/1.1, and each
 * open stream holds one. The stream belongs to whoever is signed in (`who`), since the server
 * sends a member's notifications only on their own streams: a sign-in or sign-out opens a new one.
 */
interface SharedStream {
  who: string;
  subscribers: Set<Subscriber>;
  status: LiveStatus;
  close(): void;
}

let shared: SharedStream | null = null;

function openShared(who: string): SharedStream {
  let source: EventSource | null = null;
  let retryTimer: number | undefined;
  let retryMs = FIRST_RETRY_MS;
  const stream: SharedStream = {
    who,
    subscribers: new Set(),
    status: 'connecting',
    close() {
      window.clearTimeout(retryTimer);
      source?.close();
    },
  };
  const setStatus = (status: LiveStatus) => {
    stream.status = status;
    for (const subscriber of stream.subscribers) subscriber.setStatus(status);
  };
  const on = <T,>(name: string, deliver: (handlers: LiveHandlers, event: T) => void) =>
    source!.addEventListener(name, (message) => {
      const event = parseData<T>(message.data);
      if (event) for (const subscriber of stream.subscribers) deliver(subscriber.handlers, event);
    });

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
    on<ArticlesEvent>('articles', (handlers, event) => handlers.onArticles?.(event));
    on<MarketEvent>('market', (handlers, event) => handlers.onMarket?.(event));
    on<NotificationEvent>('notification', (handlers, event) => handlers.onNotification?.(event));
  };
  connect();
  return stream;
}

function subscribe(who: string, subscriber: Subscriber): () => void {
  if (shared && shared.who !== who) {
    // Someone else is signed in now: the old stream's listeners move to a stream of theirs.
    const moving = shared.subscribers;
    shared.close();
    shared = openShared(who);
    for (const s of moving) shared.subscribers.add(s);
    for (const s of moving) s.setStatus('connecting');
  }
  shared ??= openShared(who);
  const stream = shared;
  stream.subscribers.add(subscriber);
  subscriber.setStatus(stream.status);
  return () => {
    stream.subscribers.delete(subscriber);
    if (stream.subscribers.size > 0 || shared !== stream) return;
    stream.close();
    shared = null;
  };
}

/**
 * Subscribes to GET /api/live (Server-Sent Events, with the session cookie) for as long as the
 * caller is mounted, and reports whether the stream is up so the caller can poll when it is not.
 * Waits for the session check, so the stream is opened once, as whoever is signed in.
 */
export function useLiveStream(handlers: LiveHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const me = useMe();
  // A failed check is read as signed out: the stream still carries the news.
  const who = me.isPending ? null : me.data ? `member:${me.data.id}` : 'anonymous';
  const onArticles = useEffectEvent((event: ArticlesEvent) => handlers.onArticles?.(event));
  const onMarket = useEffectEvent((event: MarketEvent) => handlers.onMarket?.(event));
  const onNotification = useEffectEvent((event: NotificationEvent) => handlers.onNotification?.(event));

  useEffect(() => {
    if (who === null) return;
    return subscribe(who, {
      handlers: { onArticles: (e) => onArticles(e), onMarket: (e) => onMarket(e), onNotification: (e) => onNotification(e) },
      setStatus,
    });
  }, [who]);

  return status;
}
