// Time-based one-time codes (RFC 6238: SHA-1, 30 s, 6 digits, what every authenticator app reads),
// made and checked with otplib at the time of the app's clock, never the library's own.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TWO_FACTOR_DIGITS, TWO_FACTOR_PERIOD_SECONDS } from '../../../common/accounts.js';
import { SITE_NAME } from '../../../common/site-pages.js';

const CODE_PATTERN = new RegExp(`^\\d{${TWO_FACTOR_DIGITS}}$`);

/** Six digits: what an authenticator app shows (anything else may be a recovery code). */
export function isTotpCodeShaped(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** A new secret, base32, 20 random bytes (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads, and the same as a QR code (an SVG document). */
export async function enrolmentOf(secret: string, accountEmail: string): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = generateURI({ issuer: SITE_NAME, label: accountEmail, secret, digits: TWO_FACTOR_DIGITS, period: TWO_FACTOR_PERIOD_SECONDS });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { otpauthUrl, qrSvg };
}

/** The code of `secret` at `nowMs` (epoch ms), as an authenticator app would show it. */
export function totpCodeAt(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: epochSeconds(nowMs), digits: TWO_FACTOR_DIGITS, period: TWO_FACTOR_PERIOD_SECONDS });
}

/**
 * The time step `code` belongs to, or null when it matches none of the current step and the one
 * on either side (30 s of clock drift between phone and server each way). Replay is the caller's
 * check: it compares the step with the last one accepted.
 */
export async function stepOfCode(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!isTotpCodeShaped(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds(nowMs),
    epochTolerance: TWO_FACTOR_PERIOD_SECONDS,
    digits: TWO_FACTOR_DIGITS,
    period: TWO_FACTOR_PERIOD_SECONDS,
  });
  // The functional verify's type also covers HOTP, whose result has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

function epochSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}
