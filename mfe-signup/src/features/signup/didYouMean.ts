import { run } from '@zootools/email-spell-checker';

/** Popular mail domains our members use, many Dutch and Belgian (docs/product.md §5). */
const domains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'hotmail.be',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'outlook.com',
  'outlook.nl',
  'outlook.be',
  'live.nl',
  'live.be',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.nl',
  'icloud.com',
  'me.com',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'ziggo.nl',
  'home.nl',
  'hetnet.nl',
  'upcmail.nl',
  'chello.nl',
  'xs4all.nl',
  'casema.nl',
  'quicknet.nl',
  'zeelandnet.nl',
  'online.nl',
  'telfort.nl',
  'tele2.nl',
  'caiway.nl',
  'solcon.nl',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'scarlet.be',
  'pandora.be',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'orange.fr',
  'libero.it',
  'wp.pl',
  'onet.pl',
  'o2.pl',
];
const topLevelDomains = [
  'com',
  'nl',
  'be',
  'de',
  'net',
  'org',
  'fr',
  'it',
  'es',
  'pl',
  'at',
  'ch',
  'co.uk',
  'eu',
  'info',
];

/**
 * A suggestion for a mistyped mail domain ("jan@hotmial.com" → "jan@hotmail.com"), within distance 2 of a known
 * domain, second-level domain (just hotmail) or top-level domain; null when there is none or it changes nothing.
 * It never blocks the form.
 */
export function didYouMean(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed.includes('@')) return null;
  const suggestion = run({
    email: trimmed,
    domains,
    topLevelDomains,
    secondLevelDomains: ['hotmail'],
    domainThreshold: 2,
    secondLevelThreshold: 2,
    topLevelThreshold: 2,
  });
  return suggestion && suggestion.full.toLowerCase() !== trimmed.toLowerCase() ? suggestion.full : null;
}
