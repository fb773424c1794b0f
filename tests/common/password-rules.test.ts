import { describe, expect, it } from 'vitest';
import { siteWords } from '../../common/guessable-passwords.js';
import { authMessages, validationMessages } from '../../common/messages.js';
import { guessablePasswordProblem, isStrongPassword, newPasswordProblem } from '../../common/password-rules.js';
import { generatePasswordFor } from '../../server/src/auth/admin-accounts.service.js';
import { commonPasswordWords } from '../../server/src/auth/common-passwords.js';
import { newPasswordProblemFor } from '../../server/src/auth/new-password.js';

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

describe('passwords built from guessable words (NIST SP 800-63B)', () => {
  const guessable = authMessages.passwordGuessable;
  const serverContext = (account: string) => ({ account, commonWords: commonPasswordWords() });

  it.each([
    ['the site’s name and a year', 'Sjg@2026'],
    ['the group’s name run together', 'SjgGroup@2026'],
    ['the group’s name with spaces and symbols', 'SJG group #2026'],
    ['the head office’s city', 'Mumbai@2026'],
    ['the site’s name in leet', '$JG-Gr0up!9'],
    ['the site’s name twice', 'SjgSjg#1'],
  ])('refuses %s (%s) with no other context', (_case, password) => {
    expect(isStrongPassword(password)).toBe(true);
    expect(guessablePasswordProblem(password)).toBe(guessable);
  });

  it('refuses the account’s e-mail name, whole or in parts, decorated', () => {
    expect(guessablePasswordProblem('Admin@1234', { account: 'admin@example.com' })).toBe(guessable);
    expect(guessablePasswordProblem('Adm1n-Sjg!', { account: 'admin@example.com' })).toBe(guessable);
    expect(guessablePasswordProblem('Priya.Nair#88', { account: 'priya.nair@sjg.example' })).toBe(guessable);
    expect(guessablePasswordProblem('Nair_2026!', { account: 'priya.nair@sjg.example' })).toBe(guessable);
    expect(guessablePasswordProblem('PriyaN@1987', { account: 'priyan-87@sjg.example' })).toBe(guessable);
    // The SPA knows only the username, the e-mail's local part.
    expect(guessablePasswordProblem('Priya.Nair#88', { account: 'priya.nair' })).toBe(guessable);
    // Someone else's name is not this account's context.
    expect(guessablePasswordProblem('Priya.Nair#88', { account: 'admin@example.com' })).toBeNull();
  });

  it.each([
    ['a leet common word and a year', 'P@ssw0rd2026'],
    ['a capitalised common word', 'Welcome#2026'],
    ['a common word with accents', 'Pässwörd#2026'],
    ['two common words', 'Admin-Password1!'],
    ['a common word and the site’s name', 'AdminSjg@1'],
    ['a keyboard walk', 'Qwerty@2026!'],
  ])('refuses %s (%s) with the server’s common words', (_case, password) => {
    expect(guessablePasswordProblem(password, serverContext('someone@example.com'))).toBe(guessable);
  });

  it.each(['Sjg-river-lantern-42!', 'Mumbai monsoon teacups 7#', 'Fresh!Horse-42', 'E2e-Test-Passw0rd!Kite', 'Kx7#vQ2!mPz9', 'Summer-Moon-Golden-7!'])(
    'accepts %s, which has words of its own or is a passphrase of three or more common words',
    (password) => {
      expect(guessablePasswordProblem(password, serverContext('admin@example.com'))).toBeNull();
    },
  );

  it('takes the site’s words from the site’s name', () => {
    expect(siteWords).toEqual(['SJG', 'Group', 'Mumbai']);
  });

  it('derives the common words from the server’s list of common passwords', () => {
    const words = commonPasswordWords();
    expect(words).toEqual(expect.arrayContaining(['password', 'welcome', 'admin', 'qwerty', 'india', 'letmein']));
    expect(words.every((word) => /^\p{Ll}{3,}$/u.test(word))).toBe(true);
  });

  it('always passes the first admin’s generated password', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePasswordFor('admin@example.com');
      expect(newPasswordProblemFor('admin@example.com', password)).toBeNull();
    }
  });
});
