import { useEffect } from 'react';
import { isolate } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';

/**
 * The member's name names the tab (the shell's generic title is set before the profile arrives); isolated, as a
 * title is one line of text where no <bdi> can go.
 */
export function useProfileTabTitle(name: string | undefined): void {
  const settings = useSettings();
  const title = name !== undefined ? `${isolate(name)} · ${settings.name}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
