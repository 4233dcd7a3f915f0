import type { ReactNode } from 'react';
import { useController, useFormContext, useWatch, type SetValueConfig } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { displayName, sortByName } from 'shared-contracts';
import type { GeocodeResponse } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { useFieldError } from './FieldError';
import { InputField, SelectField } from './Field';
import type { Translate } from './text';

/** The location part of a form: the fields PUT /api/user.php takes under these names. */
export interface LocationValues {
  country: string;
  /** 0 is "no region". */
  countryregion: number;
  city: string;
}

/** The country a member starts from: their own if the site offers it, the only one if it offers one, else none. */
export function initialCountry(country: string, offered: readonly string[]): string {
  return offered.includes(country) ? country : offered.length === 1 ? (offered[0] as string) : '';
}

/**
 * Puts a geocoded place into a form's location fields when the site offers its country; answers whether it did.
 * The city is kept when the place names none.
 */
export function applyPlace(
  place: GeocodeResponse,
  offered: readonly string[],
  setValue: (name: keyof LocationValues, value: string | number, options: SetValueConfig) => void,
): boolean {
  if (!offered.includes(place.country)) return false;
  setValue('country', place.country, { shouldDirty: true });
  setValue('countryregion', place.countryregion, { shouldDirty: true });
  if (place.city) setValue('city', place.city, { shouldDirty: true });
  return true;
}

interface Props {
  t: Translate;
  /** Whether "no region" can be chosen again (the profile page); at signup it is a placeholder. */
  clearable?: boolean;
  /** Shown under the region (signup's note when the browser's place matched no region). */
  regionNote?: ReactNode;
}

/**
 * Country (when the site offers more than one), region (alphabetical in the interface language, whatever order the
 * settings list them in: the contract promises none) and city (when the settings show it), as `country`,
 * `countryregion` and `city` of the form. Choosing another country clears the region.
 */
export function LocationFields({ t, clearable = false, regionNote }: Props) {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const { register } = useFormContext<LocationValues>();
  const errors = {
    country: useFieldError('country'),
    countryregion: useFieldError('countryregion'),
    city: useFieldError('city'),
  };
  const country = useWatch<LocationValues, 'country'>({ name: 'country' });
  // Held by React, not only the DOM: a place that changes the country names a region whose option is not there yet.
  const { field: region } = useController<LocationValues, 'countryregion'>({ name: 'countryregion' });
  const offered = settings.countries;
  const regions = sortByName(settings.region_data[country] ?? [], (one) => one.name, i18n.language);

  return (
    <>
      {offered.length > 1 && (
        <SelectField
          label={t('location.country')}
          message={errors.country}
          t={t}
          announceError
          {...register('country', { onChange: () => region.onChange(0) })}
        >
          <option value="" disabled>
            {t('choose')}
          </option>
          {offered.map((code) => (
            <option key={code} value={code}>
              {displayName('region', code, i18n.language)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t('location.region')}
        message={errors.countryregion}
        t={t}
        announceError
        note={regionNote}
        disabled={!country}
        ref={region.ref}
        name={region.name}
        value={region.value}
        onChange={(event) => region.onChange(Number(event.target.value))}
        onBlur={region.onBlur}
      >
        <option value={0} disabled={!clearable}>
          {t('choose')}
        </option>
        {regions.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {settings.visible_profile_fields.includes('city') && (
        <InputField
          label={t('location.city')}
          maxLength={255}
          autoComplete="address-level2"
          message={errors.city}
          t={t}
          announceError
          {...register('city')}
        />
      )}
    </>
  );
}
