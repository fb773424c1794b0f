// The rules of where the importer may fetch from (security issue, item 9): which addresses count
// as inside (loopback, private, link-local and their IPv6 and IPv4-mapped forms) and how the
// command line gives extra hosts.
import { describe, expect, it } from 'vitest';
import { parseImportArguments } from '../../server/src/import/import-arguments.js';
import { isInsideAddress } from '../../server/src/import/old-site-access.js';

describe('addresses the importer treats as inside', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254', '100.100.100.200',
    '0.0.0.0', '::', '::1', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe',
  ])('refuses %s', (address) => {
    expect(isInsideAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('lets %s through', (address) => {
    expect(isInsideAddress(address)).toBe(false);
  });
});

describe('the command line of npm run import', () => {
  it('takes --allow-host repeated or comma-separated, host or host:port', () => {
    expect(parseImportArguments(['--from', 'https://old.example/backend', '--allow-host', 'cdn.example', '--allow-host=img.example:8443,media.example'])).toEqual({
      from: 'https://old.example/backend',
      dryRun: false,
      allowHosts: ['cdn.example', 'img.example:8443', 'media.example'],
    });
  });

  it('refuses an --allow-host that is not a host', () => {
    expect(parseImportArguments(['--from', 'https://old.example/backend', '--allow-host', 'https://cdn.example/x'])).toBe(
      '--allow-host takes a host name or host:port such as cdn.old-site.example, not https://cdn.example/x.',
    );
  });
});
