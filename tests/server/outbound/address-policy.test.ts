import { describe, expect, it } from 'vitest';
import { createAddressPolicy, refusalReason, resolvedHostReason } from '../../../src/server/outbound/index.js';

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback address'],
    ['127.255.255.254', 'loopback address'],
    ['2130706433', 'loopback address'],
    ['0x7f000001', 'loopback address'],
    ['0x7f.0.0.1', 'loopback address'],
    ['0177.0.0.1', 'loopback address'],
    ['127.1', 'loopback address'],
    ['::1', 'loopback address'],
    ['::ffff:127.0.0.1', 'loopback address (IPv4-mapped IPv6)'],
    ['::ffff:7f00:1', 'loopback address (IPv4-mapped IPv6)'],
    ['::ffff:0:7f00:1', 'loopback address (IPv4-mapped IPv6)'],
    ['64:ff9b::7f00:1', 'loopback address (NAT64)'],
    ['64:ff9b::10.0.0.1', 'private address (NAT64)'],
    ['2002:7f00:1::1', 'loopback address (6to4)'],
    ['2002:c0a8:101::1', 'private address (6to4)'],
    ['10.0.0.1', 'private address'],
    ['172.16.5.4', 'private address'],
    ['192.168.1.1', 'private address'],
    ['fc00::1', 'private address'],
    ['fd12:3456::1', 'private address'],
    ['64:ff9b:1::a00:1', 'private address'],
    ['169.254.169.254', 'cloud metadata address'],
    ['::ffff:169.254.169.254', 'cloud metadata address (IPv4-mapped IPv6)'],
    ['fd00:ec2::254', 'cloud metadata address'],
    ['169.254.1.1', 'link-local address'],
    ['fe80::1', 'link-local address'],
    ['100.64.0.1', 'shared (CGNAT) address'],
    ['224.0.0.1', 'multicast address'],
    ['ff02::1', 'multicast address'],
    ['0.0.0.0', 'unspecified address'],
    ['::', 'unspecified address'],
    ['255.255.255.255', 'broadcast address'],
    ['240.0.0.1', 'reserved address'],
    ['192.0.2.10', 'reserved address'],
    ['::7f00:1', 'reserved address'],
    ['2001::1', 'reserved address'],
    ['2001:db8::1', 'reserved address'],
    ['not-an-ip', 'not an IP address'],
  ])('refuses %s as a %s', (address, reason) => {
    expect(refusalReason(address)).toBe(reason);
  });

  it.each([['8.8.8.8'], ['93.184.215.14'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8'], ['64:ff9b::808:808'], ['2002:808:808::1']])(
    'allows the public address %s',
    (address) => {
      expect(refusalReason(address)).toBeNull();
    },
  );

  it('refuses private addresses by default and allows them when FETCH_ALLOW_PRIVATE is set', () => {
    expect(createAddressPolicy({ allowPrivate: false })('10.0.0.1', 80)).toBe('private address');
    expect(createAddressPolicy({ allowPrivate: false })('8.8.8.8', 443)).toBeNull();
    expect(createAddressPolicy({ allowPrivate: true })('10.0.0.1', 80)).toBeNull();
    expect(createAddressPolicy({ allowPrivate: true })('127.0.0.1', 8080)).toBeNull();
  });

  it('judges every address a name resolves to, and leaves literal addresses and failed lookups alone', async () => {
    const asked: string[] = [];
    const dns = (answers: string[]) => async (hostname: string) => (asked.push(hostname), answers);
    expect(await resolvedHostReason(new URL('https://hooks.test/x'), dns(['93.184.215.14', '::ffff:10.0.0.1']), 100)).toBe('private address (IPv4-mapped IPv6)');
    expect(await resolvedHostReason(new URL('https://hooks.test/x'), dns(['93.184.215.14']), 100)).toBeNull();
    expect(await resolvedHostReason(new URL('https://hooks.test/x'), () => Promise.reject(new Error('ENOTFOUND')), 100)).toBeNull();
    expect(await resolvedHostReason(new URL('https://hooks.test/x'), () => new Promise(() => undefined), 50)).toBeNull();
    expect(await resolvedHostReason(new URL('http://[::1]/x'), dns(['10.0.0.1']), 100)).toBeNull();
    expect(await resolvedHostReason(new URL('http://8.8.8.8/x'), dns(['10.0.0.1']), 100)).toBeNull();
    expect(asked).toEqual(['hooks.test', 'hooks.test']);
  });
});
