import { describe, expect, it } from 'vitest';
import { publicAddressKey } from './sightings';

describe('publicAddressKey', () => {
  it('keeps public IPv4 addresses, IPv4-mapped ones as IPv4', () => {
    expect(publicAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(publicAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reduces public IPv6 addresses to their /64', () => {
    expect(publicAddressKey('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(publicAddressKey('2001:0DB8:00aa:00bb:ffff:0:0:9')).toBe('2001:db8:aa:bb::/64');
    expect(publicAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(publicAddressKey('fe80::1%eth0')).toBeNull();
  });

  it('ignores addresses that name no single client', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      'fd00::1',
      'fe80::1',
      '0.0.0.0',
      '::',
    ]) {
      expect(publicAddressKey(ip), ip).toBeNull();
    }
    expect(publicAddressKey('172.32.0.1')).toBe('172.32.0.1');
    expect(publicAddressKey(undefined)).toBeNull();
    expect(publicAddressKey('not an address')).toBeNull();
  });
});
