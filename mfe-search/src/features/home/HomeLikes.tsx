import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { LikesResponse } from 'shared-contracts/api/search';
import { HomeBlock } from 'shared-ui/home-block';
import { FictionalLegend } from '../../shared/cards/FictionalMark';
import { useGetLikesQuery, useLikedIds } from '../../shared/likesApi';
import { ResultsGrid, ResultsSkeleton } from '../../shared/ResultsGrid';
import { EmptyState, LoadFailed } from './BlockStates';

/** Two by two in half a row, or one row of four on a wide screen. */
export const LIKES_SHOWN = 4;

/**
 * Unseen likes first. The server sends them so, but opening a profile marks its like seen where it stands in the
 * cached list, which may leave it above an unseen one.
 */
const newFirst = (likes: LikesResponse['liked_by']) =>
  [...likes].sort((a, b) => Number(b.like_new) - Number(a.like_new));

/** The server renders the block with the member's likes (docs/architecture.md, "First paint"). */
export { loadLikes as loadFirstView } from '../../shared/likesApi';

/**
 * The member home's "Who liked you" (`memberHomeBlocks`, shared-contracts/src/routes.ts): the latest likes as small
 * tiles, unseen ones first with their badge, from the likes the watcher keeps current. The tiles keep the like toggle,
 * to like back, and open the profile as the likes page does; the chat is one step further, on the profile.
 */
export default function HomeLikes() {
  const { t } = useTranslation('search');
  const { data, isError, refetch } = useGetLikesQuery(undefined);
  const likedIds = useLikedIds();
  const shown = useMemo(() => newFirst(data?.liked_by ?? []).slice(0, LIKES_SHOWN), [data]);
  const newIds = new Set(shown.filter((like) => like.like_new).map((like) => like.profile.id));
  const newCount = data?.liked_by.filter((like) => like.like_new).length ?? 0;
  const profiles = shown.map((like) => like.profile);
  const title = t('home.likes.title');

  return (
    <HomeBlock title={title} link={<Link to={routePath('likes')}>{t('home.likes.all')}</Link>} testId="home-likes">
      {/* A poll that fails later keeps the likes shown; only a block with none says it failed. */}
      {data ? (
        profiles.length === 0 ? (
          <EmptyState text={t('home.likes.empty')} to={routePath('profile')} action={t('home.likes.completeProfile')} />
        ) : (
          <>
            {newCount > 0 && <p className="mb-0 fw-semibold">{t('home.likes.newCount', { count: newCount })}</p>}
            <div>
              <FictionalLegend profiles={profiles} />
              <ResultsGrid
                profiles={profiles}
                actions="likes-page"
                likedIds={likedIds}
                newIds={newIds}
                label={title}
                layout="home-half"
              />
            </div>
          </>
        )
      ) : isError ? (
        <LoadFailed text={t('home.likes.failed')} onRetry={() => void refetch()} />
      ) : (
        <ResultsSkeleton actions="likes-page" count={LIKES_SHOWN} layout="home-half" />
      )}
    </HomeBlock>
  );
}
