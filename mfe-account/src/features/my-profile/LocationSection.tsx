import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettings } from 'shared-contracts/store';
import { applyPlace, LocationFields, placeFromPosition, type LocationValues } from 'shared-ui';
import { geocode } from './myProfileApi';

/** "Where I live" of /profile: country, region and city, which "Use my location" fills from the browser's position. */
export function LocationSection() {
  const { t } = useTranslation('account', { keyPrefix: 'myProfile' });
  const settings = useSettings();
  const headingId = useId();
  const { setValue } = useFormContext<LocationValues>();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'found' | 'notFound'>('idle');

  const locate = async () => {
    setLocating('busy');
    try {
      const place = await placeFromPosition(geocode);
      const filled = place !== null && applyPlace(place, settings.countries, setValue);
      setLocating(filled && place.countryregion ? 'found' : 'notFound');
    } catch {
      setLocating('notFound');
    }
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title mb-3" id={headingId}>
          {t('location.title')}
        </h2>
        <LocationFields t={t} clearable />
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void locate()}
          disabled={locating === 'busy'}
        >
          {locating === 'busy' ? t('location.locating') : t('location.useMine')}
        </button>
        <div aria-live="polite">
          {locating === 'found' && <p className="form-text mb-0">{t('location.found')}</p>}
          {locating === 'notFound' && <p className="form-text text-warning-emphasis mb-0">{t('location.notFound')}</p>}
        </div>
      </div>
    </section>
  );
}
