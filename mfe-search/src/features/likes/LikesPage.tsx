import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useParams } from 'react-router';
import { routePath } from 'shared-contracts';
import { pageNotFound, useAppDispatch } from 'shared-contracts/store';
import { FictionalLegend } from '../../shared/cards/FictionalMark';
import { ResultsGrid, ResultsSkeleton } from '../../shared/ResultsGrid';
import { useGetLikesQuery, useLikedIds } from '../../shared/likesApi';

const likeTypes = ['received', 'given'] as const;
type LikeType = (typeof likeTypes)[number];
const isLikeType = (value: string): value is LikeType => (likeTypes as readonly string[]).includes(value);

/** The server renders the page with the member's likes (docs/architecture.md, "First paint"). */
export { loadLikes as loadFirstView } from '../../shared/likesApi';

/**
 * /likes (who likes you, new first) and /likes/given (whom you like). Cards keep the like toggle; chat and visit
 * buttons are hidden here (docs/product.md §2) and a card opens the profile under /likes/m/.
 */
export default function LikesPage() {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { type = 'received' } = useParams();
  const { data, isLoading, isError } = useGetLikesQuery(undefined);
  const likedIds = useLikedIds();
  const known = isLikeType(type);

  useEffect(() => {
    if (!known) dispatch(pageNotFound({ pathname }));
  }, [known, pathname, dispatch]);
  if (!known) return null;

  const received = data?.liked_by ?? [];
  const profiles = type === 'received' ? received.map((like) => like.profile) : (data?.profiles ?? []);
  const newIds = new Set(received.filter((like) => like.like_new).map((like) => like.profile.id));
  const newCount = newIds.size;

  return (
    <section aria-labelledby="likes-title" data-testid="likes-page">
      <h1 className="h3 mb-3" id="likes-title">
        {t('likes.title')}
      </h1>
      <nav aria-label={t('likes.tabsLabel')}>
        <ul className="nav nav-pills mb-3">
          {likeTypes.map((name) => (
            <li className="nav-item" key={name}>
              <NavLink
                end
                className="nav-link"
                to={name === 'received' ? routePath('likes') : routePath('likes-type', { type: name })}
              >
                {t(`likes.tabs.${name}`)}
                {name === 'received' && newCount > 0 && (
                  <span className="badge text-bg-danger ms-1">{t('likes.newCount', { count: newCount })}</span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isLoading && <ResultsSkeleton actions="likes-page" />}
      {isError && <p className="text-body-secondary">{t('likes.failed')}</p>}
      {data && profiles.length === 0 && (
        <p className="text-body-secondary" data-testid="likes-empty">
          {t(`likes.empty.${type}`)}
        </p>
      )}
      <FictionalLegend profiles={profiles} />
      {profiles.length > 0 && (
        <ResultsGrid
          profiles={profiles}
          actions="likes-page"
          likedIds={likedIds}
          newIds={newIds}
          label={t(`likes.tabs.${type}`)}
        />
      )}
    </section>
  );
}
