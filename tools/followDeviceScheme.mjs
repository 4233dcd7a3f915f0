// A PostCSS plugin for every app's style sheets (tools/rspack-config.mjs): the dark design follows the device when the
// visitor has not chosen one (shared-contracts/src/colorScheme.ts). Bootstrap 5.3 and our own sheets write the dark
// design as `[data-bs-theme=dark] …`, which the server puts on <html> for an explicit choice; for "system" it puts no
// data-bs-theme at all, and this plugin repeats each such rule right after itself inside
// `@media (prefers-color-scheme: dark)`, for a root without the attribute. No script runs before the first paint,
// and the order of the rules, so what wins, stays as it was.

/** The root of a page whose visitor follows the device (also in shared-contracts/src/brand.ts). */
const SYSTEM_ROOT = ':root:not([data-bs-theme])';

/** `[data-bs-theme=dark]` in any quoting, as the start of a selector: the page's (or a section's) design. */
const DARK_START = /^\[data-bs-theme=(?:dark|'dark'|"dark")\](?=$|[\s>+~])/;

const DEVICE_DARK = '(prefers-color-scheme: dark)';

/** The selectors of a rule that style the dark design from the root, rewritten for the device's; others left out. */
function deviceSelectors(selectors) {
  return selectors
    .map((selector) => selector.trim())
    .filter((selector) => DARK_START.test(selector))
    .map((selector) => selector.replace(DARK_START, SYSTEM_ROOT));
}

/** @type {import('postcss').PluginCreator<void>} */
export function followDeviceScheme() {
  return {
    postcssPlugin: 'follow-device-scheme',
    Once(root, { AtRule }) {
      root.walkRules((rule) => {
        // Keyframe steps are not selectors, and a copy already in its media query is not copied again.
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
        if (rule.parent?.type === 'atrule' && rule.parent.params === DEVICE_DARK) return;
        const selectors = deviceSelectors(rule.selectors);
        if (!selectors.length) return;
        const media = new AtRule({ name: 'media', params: DEVICE_DARK });
        media.append(rule.clone({ selectors }));
        rule.after(media);
      });
    },
  };
}
followDeviceScheme.postcss = true;
