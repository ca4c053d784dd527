import { useDocumentVisibility, useIdle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useSendHeartbeat } from '../api/auth';

const HEARTBEAT_INTERVAL_MS = 30_000;
const IDLE_AFTER_MS = 60_000;
const ACTIVITY_EVENTS: (keyof DocumentEventMap)[] = [
  'mousedown',
  'mousemove',
  'keypress',
  'keydown',
  'scroll',
  'touchstart',
  'click',
];

/**
 * docs/product.md#client-timings: while a signed-in member is active and the tab visible, tell the server every 30 s.
 * It pauses after 60 s without activity or when the tab is hidden, and beats again at once when
 * the member comes back, so last-seen times stay honest.
 */
export function useActivityHeartbeat(signedIn: boolean): void {
  const idle = useIdle(IDLE_AFTER_MS, { events: ACTIVITY_EVENTS, initialState: false });
  const visibility = useDocumentVisibility();
  const { mutate: beat } = useSendHeartbeat();
  const active = signedIn && !idle && visibility === 'visible';

  useEffect(() => {
    if (!active) return undefined;
    beat();
    const timer = window.setInterval(() => beat(), HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [active, beat]);
}
