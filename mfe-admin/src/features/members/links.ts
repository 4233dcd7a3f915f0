import { useSelectedSite } from '../../shared/sites';

/** Console links keep the chosen site, as the menu's do. */
export function useConsoleLink(): (path: string) => string {
  const { siteId } = useSelectedSite();
  return (path) => (siteId ? `${path}?site=${siteId}` : path);
}

/**
 * A report's case in the moderation queue. The moderation part owns that page; its path is named here once, for
 * the member page's reports.
 */
export const casePath = (caseId: number) => `/admin/reports/${caseId}`;
