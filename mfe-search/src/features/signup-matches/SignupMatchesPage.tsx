import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callEndpoint, routePath } from 'shared-contracts';
import { searchEndpoint, type SearchProfile } from 'shared-contracts/api/search';
import { useSettings, useUser } from 'shared-contracts/store';
import { useGetLikesQuery } from '../../shared/likesApi';
import { ResultsGrid } from '../../shared/ResultsGrid';

/** A first look, not the search: enough to like someone before going on. */
const MATCHES_SHOWN = 6;

type Matches = { status: 'loading' } | { status: 'ready'; profiles: SearchProfile[] } | { status: 'failed' };

/**
 * /signup-matches (docs/product.md §2, empty layout): right after signing up, a few members the server's default search
 * finds for the new member, with like and chat buttons and a way on to all members. The search is not saved, so the
 * member's first real search still starts from the defaults.
 */
export default function SignupMatchesPage() {
  const { t } = useTranslation('search');
  const settings = useSettings();
  const user = useUser();
  const [matches, setMatches] = useState<Matches>({ status: 'loading' });
  const { data: likes } = useGetLikesQuery(undefined, { skip: !user });
  const likedIds = useMemo(() => new Set(likes?.profiles.map((profile) => profile.id)), [likes]);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    callEndpoint(searchEndpoint, {
      query: { source: 'signup-matches', pp: String(MATCHES_SHOWN), auto_load: '1', do_not_save: '1' },
      signal: controller.signal,
    })
      .then((answer) => setMatches({ status: 'ready', profiles: answer.profiles.slice(0, MATCHES_SHOWN) }))
      .catch(() => !controller.signal.aborted && setMatches({ status: 'failed' }));
    return () => controller.abort();
  }, [user]);

  return (
    <div className="container pt-4" data-testid="signup-matches">
      <p className="fw-bold text-primary mb-1">{settings.name}</p>
      <h1 className="h3">{t('signupMatches.title')}</h1>
      {!user ? (
        <>
          <p>{t('signupMatches.visitorIntro')}</p>
          <Link className="btn btn-primary btn-lg" to={routePath('signup')}>
            {t('signupMatches.signup')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-body-secondary">{t('signupMatches.intro')}</p>
          {matches.status === 'failed' && <p role="alert">{t('signupMatches.failed')}</p>}
          {matches.status === 'ready' && matches.profiles.length === 0 && <p>{t('signupMatches.empty')}</p>}
          {matches.status === 'ready' && matches.profiles.length > 0 && (
            <ResultsGrid
              profiles={matches.profiles}
              actions="member"
              likedIds={likedIds}
              label={t('signupMatches.listLabel')}
            />
          )}
          {/* Stays in view while scrolling the matches, so the way on is never below the fold. */}
          <div className="position-sticky bottom-0 bg-body py-3 mt-2 border-top text-center">
            <Link className="btn btn-primary btn-lg" to={routePath('members')}>
              {t('signupMatches.continue')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
