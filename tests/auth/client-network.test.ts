import { describe, expect, it } from 'vitest';
import { networkOfAddress } from '../../server/src/http/client-network.js';

describe('the network a sign-in is counted by', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(networkOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    expect(networkOfAddress('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(networkOfAddress('2001:0DB8:0005:0006:ffff:ffff:ffff:ffff')).toBe('2001:db8:5:6::/64');
    expect(networkOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(networkOfAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOfAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(networkOfAddress('unknown')).toBe('unknown');
  });
});
