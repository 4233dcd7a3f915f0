import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type User } from 'shared-contracts/api';
import { personalFormSchema, type PersonalForm } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { DateOfBirthField, GenderField, ProfileSelectFields } from 'shared-ui';
import { StepActions, StepFrame } from '../StepFrame';
import { useStepSave } from '../useStepSave';

/** Step 4: gender, date of birth and the select fields settings list (docs/product.md §2, §5). */
export function PersonalStep({
  user,
  onUser,
  onDone,
}: {
  user: User;
  onUser: (user: User) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const selectFields = settings.visible_profile_fields.filter(
    (name) => (settings.allowed_values[name] ?? []).length > 0,
  );
  const form = useForm({
    resolver: zodResolver(personalFormSchema(settings.minimum_age)),
    defaultValues: {
      gender: user.profile.gender ?? '',
      date_of_birth: user.profile.date_of_birth ?? '',
      fields: Object.fromEntries(selectFields.map((name) => [name, user.profile.fields[name] ?? ''])),
    },
  });
  const { busy, save } = useStepSave(onUser, onDone);

  const onValid = ({ gender, date_of_birth, fields }: PersonalForm) =>
    save({
      gender: gender === 'male' || gender === 'female' ? gender : null,
      date_of_birth: date_of_birth || null,
      fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value)),
      personal: true,
    });

  // "Continue without" clears the date of birth (docs/product.md §2 step 4).
  const skip = () => void save({ date_of_birth: null });

  return (
    <StepFrame step={4} title={t('personal.title')} intro={t('personal.intro')}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
          noValidate
          className="card card-body shadow-sm"
        >
          <GenderField t={t} textPrefix="personal" />
          <DateOfBirthField name="date_of_birth" t={t} textPrefix="personal" />
          <ProfileSelectFields t={t} emptyLabel={t('choose')} />
          <StepActions primary={t('personal.save')} busy={busy} onSkip={skip} skipLabel={t('personal.skip')} />
        </form>
      </FormProvider>
    </StepFrame>
  );
}
