import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts/api';
import { useUser } from 'shared-contracts/store';
import { HomeBlock } from 'shared-ui/home-block';
import { CreditsOrPremium } from './CreditsOrPremium';
import { ProfileProgress } from './ProfileProgress';
import { RunningOffer } from './RunningOffer';
import { useAccountOffers } from './useAccountOffers';

function StatusParts({ user }: { user: User }) {
  const { premiumSold, timeBonus, welcome } = useAccountOffers(user);
  return (
    // Stacked on a phone, side by side from md (768 px).
    <div className="row g-3">
      <div className="col-12 col-md">
        <ProfileProgress profile={user.profile} />
      </div>
      <div className="col-12 col-md">
        <CreditsOrPremium user={user} premiumSold={premiumSold} />
      </div>
      {/* Most members have no offer: nothing holds its place, so the usual page does not move when none comes. */}
      {(timeBonus || welcome) && (
        <div className="col-12 col-md">
          <RunningOffer timeBonus={timeBonus} welcome={welcome} />
        </div>
      )}
    </div>
  );
}

/**
 * `./home-status`, the member home's first block (memberHomeBlocks in shared-contracts routes): how complete the
 * profile is and what to add next, the credits or premium, and an offer while one runs. The profile and the balance
 * are the user in the store (no call of their own); the offers come from the calls /credits makes.
 */
export default function HomeStatus() {
  const { t } = useTranslation('account', { keyPrefix: 'home' });
  const user = useUser();
  // The shell shows the member home to members only; a logout elsewhere may clear the user before it moves on.
  if (!user) return null;
  return (
    <HomeBlock title={t('title')} testId="home-status">
      <StatusParts user={user} />
    </HomeBlock>
  );
}
