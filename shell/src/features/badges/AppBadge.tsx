import { useEffect } from 'react';
import { selectAppBadgeCount, useAppSelector } from 'shared-contracts/store';

/** Keeps the installed app's icon badge at unread messages plus new likes (docs/product.md §9), where the browser has one. */
export function AppBadge() {
  const count = useAppSelector(selectAppBadgeCount);
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const update = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    // A browser may refuse badges outside an installed app; the count still shows in the navigation.
    update.catch(() => undefined);
  }, [count]);
  return null;
}
