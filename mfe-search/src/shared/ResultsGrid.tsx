import type { SearchProfile, Cam } from 'shared-contracts/api/search';
import { ProfileCard } from './cards/ProfileCard';
import { AdCard, CamCard } from './resell/ResellCards';
import { interleaveResellCards } from './resell/resellSlots';

interface Props {
  profiles: readonly SearchProfile[];
  actions: 'member' | 'likes-page' | 'visitor';
  likedIds: ReadonlySet<number>;
  /** Received likes not seen yet get a 'new' badge. */
  newIds?: ReadonlySet<number>;
  /** null: the cams are on their way, and their cards' places are kept. */
  cams?: readonly Cam[] | null;
  ads?: boolean;
  label: string;
}

/** A card's place, as tall as the cards beside it, while what goes there is on its way. */
const CardPlaceholder = () => (
  <div className="card h-100 shadow-sm placeholder-glow" aria-hidden="true" data-testid="card-placeholder">
    <span className="ratio ratio-1x1 placeholder bg-body-secondary rounded-top" />
  </div>
);

/** The first cards are in view on every screen (two rows on a phone, one on a desktop): their photos load at once. */
const EAGER_PHOTOS = 4;

/** Cards as a list, so assistive technology announces each as a list item and the count of them. */
export function ResultsGrid({ profiles, actions, likedIds, newIds, cams = [], ads = false, label }: Props) {
  const items = interleaveResellCards(profiles, cams === null || cams.length > 0, ads);
  return (
    <ul
      className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 g-md-3 list-unstyled mb-0"
      aria-label={label}
      data-testid="results-grid"
    >
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
            {item.kind === 'ad' ? <AdCard /> : cam ? <CamCard cam={cam} /> : <CardPlaceholder />}
          </li>
        );
      })}
    </ul>
  );
}
