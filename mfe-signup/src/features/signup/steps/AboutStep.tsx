import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts/api';
import { userUpdateSchema, type UserUpdate } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { AboutTextFields } from 'shared-ui';
import { StepActions, StepFrame } from '../StepFrame';
import { useStepSave } from '../useStepSave';

/** Step 5: the free-text about-me fields settings list, 150 px tall (docs/product.md §2, §9). */
export function AboutStep({ user, onUser, onDone }: { user: User; onUser: (user: User) => void; onDone: () => void }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const form = useForm({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: {
      fields: Object.fromEntries(settings.visible_profile_notes.map((name) => [name, user.profile.fields[name] ?? ''])),
    },
  });
  const { busy, save } = useStepSave(onUser, onDone);

  const onValid = ({ fields = {} }: UserUpdate) =>
    save({ fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, text.trim()])) });

  return (
    <StepFrame step={5} title={t('about.title')} intro={t('about.intro')}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
          noValidate
          className="card card-body shadow-sm"
        >
          <AboutTextFields t={t} rows={2} style={{ height: 150 }} />
          <StepActions primary={t('about.save')} busy={busy} onSkip={onDone} skipLabel={t('about.skip')} />
        </form>
      </FormProvider>
    </StepFrame>
  );
}
