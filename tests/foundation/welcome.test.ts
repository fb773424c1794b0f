// The welcome `npm start` prints, as the harnesses that start the server read it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printWelcome, siteAddressIn } from '../../server/src/welcome.js';

function printed(publicBaseUrl: string | null, port: number): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  printWelcome({ publicBaseUrl } as Parameters<typeof printWelcome>[0], port, { created: false } as Parameters<typeof printWelcome>[2], true);
  return log.mock.calls.map((call) => String(call[0])).join('\n');
}

describe('the printed welcome', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the site at the port the server bound, and its reader finds that address', () => {
    const output = printed(null, 43_210);
    expect(output).toContain('  Site:   http://localhost:43210/sjg/');
    expect(output).toContain('  Admin:  http://localhost:43210/sjg/login');
    expect(siteAddressIn(`starting…\n${output}\nmore log`)).toBe('http://localhost:43210');
  });

  it('names the public address when one is configured', () => {
    expect(siteAddressIn(printed('https://www.sjg.example', 4100))).toBe('https://www.sjg.example');
  });

  it('finds nothing before the welcome is printed', () => {
    expect(siteAddressIn('{"level":30,"msg":"migrations applied"}\n')).toBeNull();
    expect(siteAddressIn('  Site:   http://localhost:4')).toBeNull();
  });
});
