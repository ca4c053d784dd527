import { describe, expect, it } from 'vitest';
import { guidKeyed, type StoredKey } from '../../../src/server/ingestion/item-keys.js';
import { itemKey } from '../../../src/server/ingestion/normalise.js';

const SOURCE = 7;
const PAGE = 'https://press.example.org/releases';
const release = (guid?: string) => ({ guid, url: `${PAGE}?utm_source=rss`, title: `Release ${guid ?? 'without guid'}` });
const none = new Map<string, StoredKey>();

describe('guidKeyed', () => {
  it('keys items that share a link by guid when their guids differ, and no others', () => {
    const items = [release('pr-1'), release('pr-2'), release(), { guid: 'x-1', url: 'https://other.example/a' }];
    const keyed = guidKeyed(items, SOURCE, none);
    expect([...keyed]).toEqual(['pr-1', 'pr-2']);
    const keys = items.map((item) => itemKey(item, { sourceId: SOURCE, guidKeyed: keyed }));
    expect(keys.map((key) => key?.replace(/:[0-9a-f]{32}$/, ':…'))).toEqual(['urn:alphawire:7:…', 'urn:alphawire:7:…', PAGE, 'https://other.example/a']);
    expect(new Set(keys).size).toBe(4);
  });

  it('leaves items that agree on the guid on their link', () => {
    expect(guidKeyed([release('pr-1'), release('pr-1')], SOURCE, none).size).toBe(0);
  });

  it('leaves a lone item on a link another source stored, so the same story is stored once', () => {
    expect(guidKeyed([release('pr-2')], SOURCE, new Map([[PAGE, { sourceId: 8, guid: 'elsewhere', title: 'Release elsewhere' }]])).size).toBe(0);
  });

  it('keys a lone item by guid when this source stored the link for another guid and title', () => {
    expect([...guidKeyed([release('pr-2')], SOURCE, new Map([[PAGE, { sourceId: SOURCE, guid: 'pr-1', title: 'Release pr-1' }]]))]).toEqual(['pr-2']);
  });

  // A feed that renews its guids, or lists one story twice: the same story, stored once.
  it('leaves items of another guid but the same title on their link', () => {
    const again = (guid: string) => ({ guid, url: PAGE, title: 'Fed holds  rates ' });
    expect(guidKeyed([again('a-1'), again('a-2')], SOURCE, none).size).toBe(0);
    expect(guidKeyed([again('a-2')], SOURCE, new Map([[PAGE, { sourceId: SOURCE, guid: 'a-1', title: 'Fed holds rates' }]])).size).toBe(0);
  });
});
