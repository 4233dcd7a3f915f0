import { useTranslation } from 'react-i18next';
import type { SearchProfile, Cam } from 'shared-contracts/api/search';
import { CardPlaceholder } from './cards/CardPlaceholder';
import { ProfileCard, type CardActions } from './cards/ProfileCard';
import { AdCard, CamCard } from './resell/ResellCards';
import { interleaveResellCards } from './resell/resellSlots';

interface Props {
  profiles: readonly SearchProfile[];
  actions: CardActions;
  likedIds: ReadonlySet<number>;
  /** Received likes not seen yet get a 'new' badge. */
  newIds?: ReadonlySet<number>;
  /** null: the cams are on their way, and their cards' places are kept. */
  cams?: readonly Cam[] | null;
  ads?: boolean;
  label: string;
}

/** Two columns on a phone, three on a tablet, four on a desktop; the skeleton below takes the same. */
const gridClassName = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 g-sm-3 list-unstyled mb-0';

/** The first cards are in view on every screen (two rows on a phone, one on a desktop): their photos load at once. */
const EAGER_PHOTOS = 4;

/** Cards as a list, so assistive technology announces each as a list item and the count of them. */
export function ResultsGrid({ profiles, actions, likedIds, newIds, cams = [], ads = false, label }: Props) {
  const items = interleaveResellCards(profiles, cams === null || cams.length > 0, ads);
  return (
    <ul className={gridClassName} aria-label={label} data-testid="results-grid">
      {items.map((item, position) => {
        if (item.kind === 'profile') {
          return (
            <li className="col" key={item.profile.id}>
              <ProfileCard
                profile={item.profile}
                actions={actions}
                liked={likedIds.has(item.profile.id)}
                isNew={newIds?.has(item.profile.id) ?? false}
                eager={position < EAGER_PHOTOS}
              />
            </li>
          );
        }
        const cam = cams?.[item.block % cams.length];
        return (
          <li className="col" key={`${item.kind}-${item.block}`}>
            {item.kind === 'ad' ? (
              <AdCard />
            ) : cam ? (
              <CamCard cam={cam} />
            ) : (
              <CardPlaceholder withButton={actions === 'member'} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Two rows of the widest grid, four of a phone's: the first screen, wherever it is looked at. */
const SKELETON_CARDS = 8;

interface SkeletonProps {
  actions: CardActions;
  /** As many as will come, where that is known (a page of at most six matches). */
  count?: number;
}

/**
 * The grid while its first cards are on their way: card-shaped placeholders where the cards will be, so the page does
 * not jump when they come, announced once as loading.
 */
export function ResultsSkeleton({ actions, count = SKELETON_CARDS }: SkeletonProps) {
  const { t } = useTranslation('search');
  return (
    <div role="status" data-testid="results-skeleton">
      <span className="visually-hidden">{t('search.loading')}</span>
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li className="col" key={index}>
            <CardPlaceholder withButton={actions === 'member'} />
          </li>
        ))}
      </ul>
    </div>
  );
}
