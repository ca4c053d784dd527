import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { UserProfile } from '../../../contracts/x';
import { readableMessage } from '../../api/api-error';
import { apiGet } from '../../api/client';
import { requestAuthorization, xKeys } from '../../api/x';
import { showToast } from '../../lib/toast';

/** docs/product.md#x-integration: the popup flow's numbers and names. */
export const X_AUTH = {
  popupWidth: 600,
  popupHeight: 800,
  pollMs: 2000,
  closedCheckMs: 1000,
  /** Session-storage marker of an authorization in progress in a popup. */
  marker: 'x_auth_in_progress',
  event: 'x_auth_completed',
} as const;

/**
 * Local-storage note, per member, that an authorization was started and has not succeeded
 * since. It outlives the tab on purpose: after a try failed or was cancelled (wrong credentials,
 * X's error page, a closed popup) opening the X Integration tab must not send the member to X
 * again; only the Authorize button (or saving credentials) does.
 */
const triedKey = (userId: number) => `x_auth_tried:${userId}`;

/** Notes that a try starts now (the automatic one, the Authorize button, or saving credentials). */
function noteAuthorizationTry(userId: number): void {
  localStorage.setItem(triedKey(userId), '1');
}

export interface XAuthCompleted {
  success: boolean;
  username?: string;
}

export const POPUP_BLOCKED = 'Failed to open the authorization window. Please ensure pop-ups are allowed for this site.';

function emitCompleted(detail: XAuthCompleted): void {
  window.dispatchEvent(new CustomEvent<XAuthCompleted>(X_AUTH.event, { detail }));
}

/** Automatic mode: the whole page goes to X (a popup opened without a click would be blocked). */
function startAutomaticAuthorization(userId: number): void {
  noteAuthorizationTry(userId);
  window.location.assign('/api/auth/x/authorize?redirect=true&auto=true');
}

/**
 * The automatic starts: 0.5 s after a client id without write authorization shows, unless a try
 * already failed or was cancelled (then the member fixes the credentials and presses Authorize),
 * and 1.5 s after credentials are saved (startAfterSave). Write access forgets the tries, so a
 * later loss of it starts again by itself.
 */
export function useAutomaticAuthorization(profile: UserProfile | undefined) {
  const onOpen = useRef<number | undefined>(undefined);
  const userId = profile?.id;
  const hasCredentials = profile?.hasXCredentials ?? false;
  const canWrite = profile?.hasXAuthorizationWithWriteAccess ?? false;

  useEffect(() => {
    if (userId === undefined || !hasCredentials) return;
    if (canWrite) {
      localStorage.removeItem(triedKey(userId));
      return;
    }
    if (localStorage.getItem(triedKey(userId)) !== null || sessionStorage.getItem(X_AUTH.marker)) return;
    onOpen.current = window.setTimeout(() => startAutomaticAuthorization(userId), 500);
    return () => window.clearTimeout(onOpen.current);
  }, [userId, hasCredentials, canWrite]);

  const startAfterSave = useCallback(() => {
    if (userId === undefined) return;
    // The save's own try replaces the 0.5 s one, and the note keeps a new one from being planned.
    window.clearTimeout(onOpen.current);
    noteAuthorizationTry(userId);
    window.setTimeout(() => startAutomaticAuthorization(userId), 1500);
  }, [userId]);

  return { startAfterSave };
}

/**
 * The Authorize button's flow: the server answers already authorized (x_auth_completed with the
 * username) or with X's address, opened in a 600×800 popup; the profile is polled every 2 s
 * until it reports write access, then the popup closes, the marker clears and x_auth_completed
 * is emitted. Closing the popup (checked every second) clears the marker and stops the polling.
 */
export function useXAuthorization(userId: number | undefined) {
  const queryClient = useQueryClient();
  const timers = useRef<number[]>([]);

  const stop = useCallback(() => {
    for (const id of timers.current) window.clearInterval(id);
    timers.current = [];
  }, []);
  useEffect(() => stop, [stop]);

  const authorize = useCallback(async () => {
    const noteTry = () => {
      if (userId !== undefined) noteAuthorizationTry(userId);
    };
    let answer;
    try {
      answer = await requestAuthorization();
    } catch (error) {
      if (error instanceof Error && error.message === 'Invalid JSON response from server') {
        noteTry();
        window.location.assign('/api/auth/x/authorize?redirect=true');
        return;
      }
      showToast({ title: 'Authorization Failed', message: readableMessage(error, 'Failed to initiate X authorization'), variant: 'destructive' });
      return;
    }
    if (answer.isAuthorized) {
      emitCompleted({ success: true, username: answer.username });
      return;
    }
    if (!answer.url) {
      showToast({ title: 'Authorization Failed', message: answer.message || 'Failed to initiate X authorization', variant: 'destructive' });
      return;
    }
    noteTry();
    const left = Math.max(0, window.screenX + (window.outerWidth - X_AUTH.popupWidth) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - X_AUTH.popupHeight) / 2);
    const popup = window.open(answer.url, 'x_authorization', `width=${X_AUTH.popupWidth},height=${X_AUTH.popupHeight},left=${left},top=${top}`);
    if (!popup) {
      showToast({ title: 'Authorization Failed', message: POPUP_BLOCKED, variant: 'destructive' });
      return;
    }
    sessionStorage.setItem(X_AUTH.marker, '1');
    stop();
    const poll = window.setInterval(() => {
      void apiGet<UserProfile>('/api/user/profile').then((profile) => {
        if (!profile.hasXAuthorizationWithWriteAccess) return;
        stop();
        popup.close();
        sessionStorage.removeItem(X_AUTH.marker);
        queryClient.setQueryData(xKeys.profile, profile);
        emitCompleted({ success: true, username: profile.x_username ?? undefined });
      }, () => undefined);
    }, X_AUTH.pollMs);
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      stop();
      sessionStorage.removeItem(X_AUTH.marker);
      void queryClient.invalidateQueries({ queryKey: xKeys.profile });
    }, X_AUTH.closedCheckMs);
    timers.current = [poll, watch];
  }, [queryClient, stop, userId]);

  return { authorize };
}

/** Calls back on every x_auth_completed event. */
export function useXAuthCompleted(onCompleted: (detail: XAuthCompleted) => void): void {
  useEffect(() => {
    const listener = (event: Event) => onCompleted((event as CustomEvent<XAuthCompleted>).detail);
    window.addEventListener(X_AUTH.event, listener);
    return () => window.removeEventListener(X_AUTH.event, listener);
  }, [onCompleted]);
}
