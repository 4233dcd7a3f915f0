import { useEffect } from 'react';
import { setDocumentTitle } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';

/**
 * The member's name names the tab (the shell's generic title is set before the profile arrives). A title is plain
 * text: no isolates or marks go in (setDocumentTitle); on the page the name stays in its <bdi>.
 */
export function useProfileTabTitle(name: string | undefined): void {
  const settings = useSettings();
  const title = name !== undefined ? `${name} · ${settings.name}` : null;
  useEffect(() => {
    if (title) setDocumentTitle(title);
  }, [title]);
}
