import { isIP } from 'node:net';

/** Checked in this order: Edge and Opera also name Chrome, and Chrome also names Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';

/**
 * What a member recognises a session by (docs/product.md "Privacy rights"): the browser and system, not the raw
 * user agent.
 */
export function deviceOf(userAgent: string): { browser: string; os: string } {
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}

/**
 * The client address with its host part hidden: enough to tell "at home" from "somewhere else", not enough to point
 * at a household. IPv4 keeps two octets, IPv6 its first two groups.
 */
export function maskedAddress(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) return `${address.split('.').slice(0, 2).join('.')}.x.x`;
  if (isIP(address) === 6) {
    const groups = address.split(':').filter(Boolean).slice(0, 2);
    return groups.length ? `${groups.join(':')}:…` : '';
  }
  return '';
}
