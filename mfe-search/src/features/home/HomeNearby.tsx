import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { HomeBlock } from 'shared-ui/home-block';
import { FictionalLegend } from '../../shared/cards/FictionalMark';
import { useLikedIds } from '../../shared/likesApi';
import { ResultsGrid, ResultsSkeleton } from '../../shared/ResultsGrid';
import { EmptyState, LoadFailed } from './BlockStates';
import { NEARBY_SHOWN, useNearbyMembers } from './useNearbyMembers';

/** The server renders this page with the first page of results (docs/architecture.md, "First paint"). */
export { loadResultsAndLikes as loadFirstView } from '../../shared/search/firstView';

/**
 * The member home's "People near you" (`memberHomeBlocks`, shared-contracts/src/routes.ts): the first members of the
 * member's own search as full cards with like and chat, and the way on to the whole search. No cam or advert cards:
 * the home is the member's own news, and /members carries those. The search answer says nothing of when members
 * joined, so the block does not call them new.
 */
export default function HomeNearby() {
  const { t } = useTranslation('search');
  const { profiles, answered, failed, retry } = useNearbyMembers();
  const likedIds = useLikedIds();
  const title = t('home.nearby.title');

  return (
    <HomeBlock title={title} link={<Link to={routePath('members')}>{t('home.nearby.all')}</Link>} testId="home-nearby">
      {profiles.length > 0 ? (
        <div>
          <FictionalLegend profiles={profiles} />
          <ResultsGrid profiles={profiles} actions="member" likedIds={likedIds} label={title} layout="home-full" />
        </div>
      ) : failed ? (
        <LoadFailed text={t('home.nearby.failed')} onRetry={retry} />
      ) : answered ? (
        <EmptyState text={t('home.nearby.empty')} to={routePath('members')} action={t('home.nearby.widen')} />
      ) : (
        <ResultsSkeleton actions="member" count={NEARBY_SHOWN} layout="home-full" />
      )}
    </HomeBlock>
  );
}
