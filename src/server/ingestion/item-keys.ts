import type { RawItem } from '../../plugins/sdk/index.js';
import { articleGuid, itemKey, itemTitle, linkKey, sourceKey } from './normalise.js';

/** Who an article stored under a key came from: its source, its guid and its title. */
export interface StoredKey {
  sourceId: number | null;
  guid: string | null;
  title: string | null;
}

interface LinkedItem {
  guid: string;
  link: string;
  own: string;
  title: string;
}

/** A title as compared here: case and spacing aside. */
const comparable = (title: string | null) => (title ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

function linkedItems(items: RawItem[], sourceId: number): LinkedItem[] {
  return items.flatMap((item) => {
    const guid = articleGuid(item);
    const link = linkKey(item);
    return guid && link ? [{ guid, link, own: sourceKey(item, sourceId, ''), title: comparable(itemTitle(item)) }] : [];
  });
}

/** Another article than `item`: another guid and another title. The same title under a new guid is the same story again (a feed that renews its guids, or lists a story twice). */
const another = (item: LinkedItem, other: { guid: string | null; title: string }) => other.guid !== null && other.guid !== item.guid && other.title !== item.title;

/** Every key one fetch's items may be stored under: the one each would get by default, and by guid. */
export function possibleKeys(items: RawItem[], sourceId: number): string[] {
  const keys = items.flatMap((item) => itemKey(item, { sourceId }) ?? []);
  return [...keys, ...linkedItems(items, sourceId).map(({ own }) => own)];
}

/**
 * The guids of one fetch's items to key by guid although they have a link: items of different
 * guids and titles that share one link (a press-release page every release points to) are different
 * articles, and keyed by the link all but the first would be dropped. Links whose items agree on the
 * guid or the title, or carry no guid, stay keys, so the same story from two sources, or listed
 * again under a new guid, is still stored once. An item stored before keeps the key it was stored
 * under, so a later fetch finds it whatever else the feed holds.
 */
export function guidKeyed(items: RawItem[], sourceId: number, stored: ReadonlyMap<string, StoredKey>): Set<string> {
  const linked = linkedItems(items, sourceId);
  const byLink = new Map<string, LinkedItem[]>();
  for (const item of linked) byLink.set(item.link, [...(byLink.get(item.link) ?? []), item]);
  const keyed = new Set<string>();
  for (const item of linked) {
    const atLink = stored.get(item.link);
    // Stored under the link before (alone on it then, or before this rule): it stays there.
    if (atLink?.sourceId === sourceId && atLink.guid === item.guid) continue;
    const linkHeldByAnother = atLink?.sourceId === sourceId && another(item, { guid: atLink.guid, title: comparable(atLink.title) });
    if (stored.has(item.own) || linkHeldByAnother || byLink.get(item.link)!.some((other) => another(item, other))) keyed.add(item.guid);
  }
  return keyed;
}
