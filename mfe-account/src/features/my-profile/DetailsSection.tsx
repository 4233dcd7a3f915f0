import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileDetailsForm } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { AboutTextFields, DateOfBirthField, GenderField, messageText, ProfileSelectFields } from 'shared-ui';
import { InputField } from 'shared-ui/fields';

/** "My details" of /profile: name, gender, date of birth, the select fields and the about-me texts. */
export function DetailsSection() {
  const { t } = useTranslation('account', { keyPrefix: 'myProfile' });
  const settings = useSettings();
  const headingId = useId();
  const { register, formState } = useFormContext<ProfileDetailsForm>();
  const nameError = formState.errors.name?.message;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title mb-3" id={headingId}>
          {t('details.title')}
        </h2>
        <InputField
          label={t('details.name')}
          autoComplete="nickname"
          maxLength={150}
          error={nameError ? messageText(t, nameError, settings.minimum_age) : null}
          {...register('name')}
        />
        <GenderField t={t} textPrefix="details" />
        <DateOfBirthField name="date_of_birth" t={t} textPrefix="details" clearable />
        <ProfileSelectFields t={t} emptyLabel={t('notSaid')} clearable />
        <AboutTextFields t={t} rows={4} />
      </div>
    </section>
  );
}
