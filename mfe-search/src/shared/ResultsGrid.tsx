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
  layout?: GridLayout;
}

/** Where a grid sits: a page of its own, or a block of the member home that takes half its row or all of it. */
export type GridLayout = 'page' | 'home-half' | 'home-full';

interface LayoutStyle {
  columns: string;
  /** Cards whose photos load at once, as they are in view when the page opens. */
  eagerPhotos: number;
  compact: boolean;
  /** Under a page's h1 the cards' names are h2; under a home block's own h2, h3. */
  cardHeading: 2 | 3;
}

const layouts: Record<GridLayout, LayoutStyle> = {
  // Two columns on a phone, three on a tablet, four on a desktop; the first four are in view on every screen.
  page: {
    columns: 'row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 g-sm-3',
    eagerPhotos: 4,
    compact: false,
    cardHeading: 2,
  },
  // Half the row from a tablet on: two by two until the screen is wide enough for four small tiles in a row. The
  // home's blocks come below the member's own state, so their photos wait their turn.
  'home-half': { columns: 'row-cols-2 row-cols-xl-4 g-2', eagerPhotos: 0, compact: true, cardHeading: 3 },
  // Whole rows of four from a tablet on, of two on a phone.
  'home-full': { columns: 'row-cols-2 row-cols-md-4 g-2 g-sm-3', eagerPhotos: 0, compact: false, cardHeading: 3 },
};

/** The skeleton below takes the same columns as the grid it stands in for. */
const gridClassName = (layout: GridLayout) => `row ${layouts[layout].columns} list-unstyled mb-0`;

/** Cards as a list, so assistive technology announces each as a list item and the count of them. */
export function ResultsGrid({
  profiles,
  actions,
  likedIds,
  newIds,
  cams = [],
  ads = false,
  label,
  layout = 'page',
}: Props) {
  const items = interleaveResellCards(profiles, cams === null || cams.length > 0, ads);
  const { eagerPhotos, compact, cardHeading } = layouts[layout];
  return (
    <ul className={gridClassName(layout)} aria-label={label} data-testid="results-grid">
      {items.map((item, position) => {
        if (item.kind === 'profile') {
          return (
            <li className="col" key={item.profile.id}>
              <ProfileCard
                profile={item.profile}
                actions={actions}
                liked={likedIds.has(item.profile.id)}
                isNew={newIds?.has(item.profile.id) ?? false}
                eager={position < eagerPhotos}
                compact={compact}
                headingLevel={cardHeading}
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
              <CamCard cam={cam} eager={position < eagerPhotos} />
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
  layout?: GridLayout;
}

/**
 * The grid while its first cards are on their way: card-shaped placeholders where the cards will be, so the page does
 * not jump when they come, announced once as loading.
 */
export function ResultsSkeleton({ actions, count = SKELETON_CARDS, layout = 'page' }: SkeletonProps) {
  const { t } = useTranslation('search');
  return (
    <div role="status" data-testid="results-skeleton">
      <span className="visually-hidden">{t('search.loading')}</span>
      <ul className={gridClassName(layout)} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li className="col" key={index}>
            <CardPlaceholder withButton={actions === 'member'} />
          </li>
        ))}
      </ul>
    </div>
  );
}
