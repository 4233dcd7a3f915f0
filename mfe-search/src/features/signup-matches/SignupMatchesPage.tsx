import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { useSettings, useUser } from 'shared-contracts/store';
import { useLikedIds } from '../../shared/likesApi';
import { ResultsGrid, ResultsSkeleton } from '../../shared/ResultsGrid';
import { MATCHES_SHOWN, signupMatchesApi } from './signupMatchesApi';

/**
 * /signup-matches (docs/product.md §2, empty layout): right after signing up, a few members the server's default search
 * finds for the new member, with like and chat buttons and a way on to all members. The search is not saved, so the
 * member's first real search still starts from the defaults.
 */
export default function SignupMatchesPage() {
  const { t } = useTranslation('search');
  const settings = useSettings();
  const user = useUser();
  const {
    data: matches,
    isError: failed,
    isLoading,
  } = signupMatchesApi.useGetSignupMatchesQuery(undefined, { skip: !user });
  const likedIds = useLikedIds(!user);

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
          {isLoading && <ResultsSkeleton actions="member" count={MATCHES_SHOWN} />}
          {failed && <p role="alert">{t('signupMatches.failed')}</p>}
          {matches?.length === 0 && <p>{t('signupMatches.empty')}</p>}
          {matches !== undefined && matches.length > 0 && (
            <ResultsGrid profiles={matches} actions="member" likedIds={likedIds} label={t('signupMatches.listLabel')} />
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
