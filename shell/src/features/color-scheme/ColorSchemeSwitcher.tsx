import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseColorScheme, colorSchemes, isColorScheme, storedColorScheme, type ColorScheme } from 'shared-contracts';

const noSubscription = () => () => undefined;

/**
 * Light, dark or as the device says (docs/product.md §3 "Kept by the browser"): in the footer, for visitors and
 * members alike. The choice shows at once and is kept for the next page, which the server sends in it.
 */
export function ColorSchemeSwitcher() {
  const { t } = useTranslation('shell');
  const id = useId();
  // The choice is kept in this browser: the server's render (and the hydrating one) show the device's until it is read.
  const stored = useSyncExternalStore(noSubscription, storedColorScheme, () => 'system' as const);
  const [chosen, setScheme] = useState<ColorScheme | null>(null);
  const scheme = chosen ?? stored;
  return (
    <div className="color-scheme-switcher d-flex align-items-center gap-2">
      <label className="text-nowrap" htmlFor={id}>
        {t('colorScheme.label')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={scheme}
        onChange={(event) => {
          if (!isColorScheme(event.target.value)) return;
          chooseColorScheme(event.target.value);
          setScheme(event.target.value);
        }}
      >
        {colorSchemes.map((option) => (
          <option key={option} value={option}>
            {t(`colorScheme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
