import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearMatchFinderAnswers, readMatchFinderAnswers, type User } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import { currentPosition, geolocationPermission } from '../../../shared/geolocate';
import { signupApi } from '../signupApi';
import { StepActions, StepFrame } from '../StepFrame';
import { useStepSave } from '../useStepSave';

/** Step 3: where the member lives; geolocation prefills it (docs/product.md §2, §4). */
export function LocationStep({
  user,
  onUser,
  onDone,
}: {
  user: User;
  onUser: (user: User) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const ids = { country: useId(), region: useId(), city: useId() };
  const offered = settings.countries;
  const [country, setCountry] = useState(
    offered.includes(user.profile.country) ? user.profile.country : offered.length === 1 ? (offered[0] as string) : '',
  );
  // The region the match finder was told, for the country it was told about, until the member names their own.
  const [region, setRegion] = useState(() => {
    const answers = readMatchFinderAnswers();
    return (
      user.profile.countryregion || (answers && answers.country === user.profile.country ? answers.countryregion : 0)
    );
  });
  const [city, setCity] = useState(user.profile.city);
  const [mismatch, setMismatch] = useState(false);
  // Leaving the step (saved or skipped) uses up the match finder's answers: a later signup starts afresh.
  const leave = () => {
    clearMatchFinderAnswers();
    onDone();
  };
  const { busy, save: saveStep } = useStepSave(onUser, leave);
  const showCity = settings.visible_profile_fields.includes('city');
  // Alphabetical in the interface language, whatever order the settings list them in: the contract promises none.
  const regions = [...(settings.region_data[country] ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, i18n.language),
  );
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });

  // Entering the step asks the browser where the member is, unless they refused before.
  useEffect(() => {
    let current = true;
    void (async () => {
      if ((await geolocationPermission()) === 'denied') return;
      const position = await currentPosition();
      if (!position || !current) return;
      try {
        const place = await signupApi.geocode(position.coords.latitude, position.coords.longitude);
        if (!current) return;
        const known = offered.includes(place.country) && place.countryregion !== 0;
        setMismatch(!known);
        if (!offered.includes(place.country)) return;
        setCountry(place.country);
        setRegion(place.countryregion);
        if (place.city) setCity(place.city);
      } catch (error) {
        console.error('Geocoding failed', error);
      }
    })();
    return () => {
      current = false;
    };
    // Only on entering the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saveStep({ country, countryregion: region, ...(showCity ? { city } : {}) });
  };

  return (
    <StepFrame step={3} title={t('location.title')} intro={t('location.intro')}>
      <form onSubmit={save} className="card card-body shadow-sm">
        {offered.length > 1 && (
          <div className="mb-3">
            <label htmlFor={ids.country} className="form-label">
              {t('location.country')}
            </label>
            <select
              id={ids.country}
              className="form-select"
              value={country}
              onChange={(event) => {
                setCountry(event.target.value);
                setRegion(0);
              }}
            >
              <option value="" disabled>
                {t('choose')}
              </option>
              {offered.map((code) => (
                <option key={code} value={code}>
                  {countryName.of(code) ?? code}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="mb-3">
          <label htmlFor={ids.region} className="form-label">
            {t('location.region')}
          </label>
          <select
            id={ids.region}
            className="form-select"
            value={region}
            onChange={(event) => setRegion(Number(event.target.value))}
            disabled={!country}
          >
            <option value={0} disabled>
              {t('choose')}
            </option>
            {regions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {mismatch && (
            <div className="form-text text-warning-emphasis" data-testid="location-mismatch">
              {t('location.mismatch')}
            </div>
          )}
        </div>
        {showCity && (
          <div className="mb-3">
            <label htmlFor={ids.city} className="form-label">
              {t('location.city')}
            </label>
            <input
              id={ids.city}
              className="form-control"
              maxLength={255}
              value={city}
              onChange={(event) => setCity(event.target.value)}
              autoComplete="address-level2"
            />
          </div>
        )}
        <StepActions
          primary={t('location.save')}
          disabled={!country}
          busy={busy}
          onSkip={leave}
          skipLabel={t('location.skip')}
        />
      </form>
    </StepFrame>
  );
}
