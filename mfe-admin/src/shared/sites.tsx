import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { siteSummariesEndpoint, type SiteSummary } from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from './adminApi';

const sitesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    siteSummaries: build.query<{ sites: SiteSummary[] }, undefined>({
      query: () => adminArgs(siteSummariesEndpoint),
      transformResponse: adminResponse(siteSummariesEndpoint),
      providesTags: ['Sites'],
    }),
  }),
});

export const { useSiteSummariesQuery } = sitesApi;

const SITE_PARAM = 'site';

/**
 * The site the console works on, kept in the address (`?site=<id>`) so a link or a reload keeps it; null: all sites.
 * Pages that need one site use the default site when none is chosen.
 */
export function useSelectedSite(): {
  siteId: number | null;
  sites: SiteSummary[];
  select: (siteId: number | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const { data } = useSiteSummariesQuery(undefined);
  const sites = data?.sites ?? [];
  const raw = Number(params.get(SITE_PARAM));
  const siteId = sites.some((site) => site.id === raw) ? raw : null;
  const select = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(SITE_PARAM);
        else updated.set(SITE_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  return { siteId, sites, select };
}

/** The site picker of the console's top bar. */
export function SitePicker() {
  const { t } = useTranslation();
  const id = useId();
  const { siteId, sites, select } = useSelectedSite();
  if (sites.length < 2) return null;
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small text-body-secondary mb-0">
        {t('console.site')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={siteId ?? ''}
        onChange={(event) => select(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('console.allSites')}</option>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </div>
  );
}
