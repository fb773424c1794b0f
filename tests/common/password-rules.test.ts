import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../common/messages.js';
import { isStrongPassword, newPasswordProblem } from '../../common/password-rules.js';

describe('new password rules (SPEC §5)', () => {
  it('accepts 8+ characters with upper, lower, digit and special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
  });

  it.each([
    ['too short', 'Abcde1!'],
    ['no upper case', 'abcdefg1!'],
    ['no lower case', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefgh1'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('checks the match before the strength, with the spec messages', () => {
    expect(newPasswordProblem('weak', 'other')).toBe(validationMessages.passwordMismatch);
    expect(newPasswordProblem('weak', 'weak')).toBe(validationMessages.passwordWeak);
    expect(newPasswordProblem('Str0ng!Pass', 'Str0ng!Pass')).toBeNull();
  });

  it('counts unicode characters, not bytes', () => {
    expect(isStrongPassword('Ünï1!ab')).toBe(false);
    expect(isStrongPassword('Ünï1!abç')).toBe(true);
  });
});
