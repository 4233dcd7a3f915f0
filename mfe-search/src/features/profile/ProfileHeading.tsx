import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from 'shared-contracts/api/search';
import { useSettings } from 'shared-contracts/store';
import { ActivityHint } from '../../shared/cards/ActivityHint';
import { FictionalLegend, FictionalMark } from '../../shared/cards/FictionalMark';
import { countryName, languageName } from '../../shared/cards/names';
import { NameAndAge, Place } from '../../shared/cards/UserText';

/**
 * Name and age (the page's heading) with the fictional mark, the place, how recently the member was here, the language
 * spoken and the mark's legend.
 */
export function ProfileHeading({ profile }: { profile: ProfileDetail }) {
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const locale = i18n.language;
  const region = (settings.region_data[profile.country] ?? []).find(
    (candidate) => candidate.id === profile.countryregion,
  )?.name;
  return (
    <>
      <h1 className="h2 mb-1" id="profile-name">
        <NameAndAge name={profile.name} age={profile.age} />
        {profile.fictional && <FictionalMark />}
      </h1>
      <p className="text-body-secondary mb-1" data-testid="profile-place">
        <Place parts={[profile.city, region, countryName(profile.country, locale)]} />
      </p>
      {profile.active && (
        <p className="small text-body-secondary mb-1">
          <ActivityHint active={profile.active} />
        </p>
      )}
      {profile.language && (
        <p className="small text-body-secondary">
          {t('profile.speaks', { language: languageName(profile.language, locale) })}
        </p>
      )}
      <FictionalLegend profiles={[profile]} />
    </>
  );
}
