import type { RawItem } from '../../plugins/sdk/index.js';
import { articleGuid, itemKey, linkKey, sourceKey } from './normalise.js';

/** Who an article stored under a key came from: its source and its guid. */
export interface StoredKey {
  sourceId: number | null;
  guid: string | null;
}

interface LinkedItem {
  guid: string;
  link: string;
  own: string;
}

function linkedItems(items: RawItem[], sourceId: number): LinkedItem[] {
  return items.flatMap((item) => {
    const guid = articleGuid(item);
    const link = linkKey(item);
    return guid && link ? [{ guid, link, own: sourceKey(item, sourceId, '') }] : [];
  });
}

/** Every key one fetch's items may be stored under: the one each would get by default, and by guid. */
export function possibleKeys(items: RawItem[], sourceId: number): string[] {
  const keys = items.flatMap((item) => itemKey(item, { sourceId }) ?? []);
  return [...keys, ...linkedItems(items, sourceId).map(({ own }) => own)];
}

/**
 * The guids of one fetch's items to key by guid although they have a link: items with different
 * guids that share one link (a press-release page every release points to) are different articles,
 * and keyed by the link all but the first would be dropped. Links whose items agree on the guid, or
 * carry none, stay keys, so the same story from two sources is still stored once. An item stored
 * before keeps the key it was stored under, so a later fetch finds it whatever else the feed holds.
 */
export function guidKeyed(items: RawItem[], sourceId: number, stored: ReadonlyMap<string, StoredKey>): Set<string> {
  const linked = linkedItems(items, sourceId);
  const guidsByLink = new Map<string, Set<string>>();
  for (const { guid, link } of linked) guidsByLink.set(link, (guidsByLink.get(link) ?? new Set()).add(guid));
  const keyed = new Set<string>();
  for (const { guid, link, own } of linked) {
    const atLink = stored.get(link);
    // Stored under the link before (alone on it then, or before this rule): it stays there.
    if (atLink?.sourceId === sourceId && atLink.guid === guid) continue;
    const linkHeldByOtherGuid = atLink?.sourceId === sourceId && atLink.guid !== null;
    if (stored.has(own) || linkHeldByOtherGuid || guidsByLink.get(link)!.size > 1) keyed.add(guid);
  }
  return keyed;
}
