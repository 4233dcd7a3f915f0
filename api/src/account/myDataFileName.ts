/** Latin letters Unicode does not decompose into a base letter and a mark, spelled in ASCII. */
const ASCII_SPELLING: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/** `name` as part of a file name: lower case, letters and digits kept, every other run one dash. */
function slug(name: string, { ascii }: { ascii: boolean }): string {
  const lower = name.normalize('NFC').toLowerCase();
  const letters = ascii
    ? lower
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[ßæœøłđðþ]/g, (letter) => ASCII_SPELLING[letter] ?? '')
        .replace(/[^a-z0-9]+/g, '-')
    : lower.replace(/[^\p{L}\p{N}]+/gu, '-');
  return letters.replace(/^-+|-+$/g, '');
}

/**
 * The Content-Disposition of a member's data export (GET /api/my_data.php), named after the site:
 * `datelane-my-data-2026-11-25.json`. Browsers that read RFC 6266's `filename*` get the site's name in its own letters
 * ("liebesglück-…"); `filename` is the ASCII spelling for the others, and only ever holds [a-z0-9.-], so no quoting
 * or header injection can come from an operator's site name.
 */
export function myDataDisposition(siteName: string, day: string): string {
  const name = (site: string) => `${site ? `${site}-` : ''}my-data-${day}.json`;
  const ascii = name(slug(siteName, { ascii: true }));
  const unicode = name(slug(siteName, { ascii: false }));
  const fallback = `attachment; filename="${ascii}"`;
  return unicode === ascii ? fallback : `${fallback}; filename*=UTF-8''${encodeURIComponent(unicode)}`;
}
