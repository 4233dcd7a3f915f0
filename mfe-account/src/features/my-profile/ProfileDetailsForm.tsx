import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts/api';
import { profileDetailsFormSchema, type ProfileDetailsForm as Values } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { initialCountry, showServerErrors } from 'shared-ui';
import { DetailsSection } from './DetailsSection';
import { LocationSection } from './LocationSection';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { useUpdateUserMutation } from './myProfileApi';

/**
 * What signup collected, editable (docs/product.md §2 My profile): the details and the location sections, saved
 * together. Checked with signup's rules and messages before sending; the server's field errors show at their fields.
 */
export function ProfileDetailsForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const [updateUser] = useUpdateUserMutation();
  const { profile } = user;
  const editable = [
    ...settings.visible_profile_fields.filter((field) => (settings.allowed_values[field] ?? []).length),
    ...settings.visible_profile_notes,
  ];
  const form = useForm({
    resolver: zodResolver(profileDetailsFormSchema(user.email, settings.minimum_age)),
    defaultValues: {
      name: profile.name,
      gender: profile.gender ?? '',
      date_of_birth: profile.date_of_birth ?? '',
      fields: Object.fromEntries(editable.map((field) => [field, profile.fields[field] ?? ''])),
      country: initialCountry(profile.country, settings.countries),
      countryregion: profile.countryregion,
      city: profile.city,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const showCity = settings.visible_profile_fields.includes('city');

  const onValid = async ({ name, gender, date_of_birth, fields, country, countryregion, city }: Values) => {
    setOutcome(null);
    try {
      const { user: saved } = await updateUser({
        name,
        gender: gender === 'male' || gender === 'female' ? gender : null,
        date_of_birth: date_of_birth || null,
        // An empty value clears a field (docs/product.md §7 PUT /api/user.php).
        fields,
        ...(country ? { country, countryregion } : {}),
        ...(showCity ? { city } : {}),
      }).unwrap();
      setOutcome('saved');
      onSaved(saved);
    } catch (error) {
      if (!showServerErrors(form, callFailure(error).fields)) setOutcome('failed');
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onValid, () => setOutcome(null))(event)} noValidate>
        <DetailsSection />
        <LocationSection />
        <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-2 mb-4">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('myProfile.saving') : t('myProfile.save')}
          </button>
          <div aria-live="polite" className="flex-grow-1">
            {outcome === 'saved' && (
              <span className="text-success" role="status" data-testid="profile-saved">
                {t('myProfile.saved')}
              </span>
            )}
          </div>
        </div>
        <FormAlert tone="warning">{Object.keys(errors).length > 0 && t('myProfile.invalid')}</FormAlert>
        <FormAlert>{outcome === 'failed' && t('myProfile.failed')}</FormAlert>
      </form>
    </FormProvider>
  );
}
