import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
/** One step either way: a phone whose clock is a little off, or a code typed as it changed. */
const WINDOW = 1;

const totpFor = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret of 160 bits (RFC 4226's recommendation), base32: 32 letters and digits. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

export async function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step a code belongs to, or null when it is not valid now (within one step either way). The caller keeps
 * the last step used, so each code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code of a secret at a moment: for the command line's tests and the demo operators, never for checking. */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
