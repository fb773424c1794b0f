import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../server/src/auth/secret-box.js';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    const second = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, first)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, second)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses to open with another key, a changed text or an unknown version', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSecret(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret(key, ['v2', iv, tag, ciphertext].join('.'))).toThrow(/version/);
  });
});
