import { useTranslation } from 'react-i18next';
import type { FilterOptions, SearchProfile, Cam } from 'shared-contracts/api/search';
import { ResultsGrid } from '../../shared/ResultsGrid';

interface Props {
  profiles: SearchProfile[];
  /** The widened filters they were found with; the explanation names their ages. */
  widened: FilterOptions;
  actions: 'member' | 'visitor';
  likedIds: ReadonlySet<number>;
  cams: readonly Cam[] | null;
  ads: boolean;
}

/** After the last page: members found with wider filters, with a word on how they were found. */
export function SimilarResults({ profiles, widened, actions, likedIds, cams, ads }: Props) {
  const { t } = useTranslation('search');
  return (
    <section className="mt-4" aria-labelledby="similar-title" data-testid="similar-results">
      <h2 className="h5 mb-1" id="similar-title">
        {t('search.similarTitle')}
      </h2>
      <p className="small text-body-secondary">
        {t('search.similarExplained', { min: widened.min_age, max: widened.max_age })}
      </p>
      <ResultsGrid
        profiles={profiles}
        actions={actions}
        likedIds={likedIds}
        cams={cams}
        ads={ads}
        label={t('search.similarTitle')}
      />
    </section>
  );
}
