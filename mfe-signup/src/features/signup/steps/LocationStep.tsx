import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clearMatchFinderAnswers, readMatchFinderAnswers, type User } from 'shared-contracts/api';
import { userUpdateSchema, type UserUpdate } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { applyPlace, geolocationPermission, initialCountry, LocationFields, placeFromPosition } from 'shared-ui';
import { signupApi } from '../signupApi';
import { StepActions, StepFrame } from '../StepFrame';
import { useStepSave } from '../useStepSave';

/** Where the step starts: the member's own place, else the region the match finder was told for their country. */
function locationDefaults(user: User, offered: readonly string[]) {
  const answers = readMatchFinderAnswers();
  const told = answers && answers.country === user.profile.country ? answers.countryregion : 0;
  return {
    country: initialCountry(user.profile.country, offered),
    countryregion: user.profile.countryregion || told,
    city: user.profile.city,
  };
}

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
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const offered = settings.countries;
  const form = useForm<UserUpdate>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: locationDefaults(user, offered),
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const [mismatch, setMismatch] = useState(false);
  // Leaving the step (saved or skipped) uses up the match finder's answers: a later signup starts afresh.
  const leave = () => {
    clearMatchFinderAnswers();
    onDone();
  };
  const { busy, save } = useStepSave(onUser, leave);
  const showCity = settings.visible_profile_fields.includes('city');

  // Entering the step asks the browser where the member is, unless they refused before.
  useEffect(() => {
    let current = true;
    void (async () => {
      if ((await geolocationPermission()) === 'denied') return;
      try {
        const place = await placeFromPosition(signupApi.geocode);
        if (!place || !current) return;
        setMismatch(!(offered.includes(place.country) && place.countryregion !== 0));
        applyPlace(place, offered, form.setValue);
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

  return (
    <StepFrame step={3} title={t('location.title')} intro={t('location.intro')}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) =>
            void form.handleSubmit(({ country: chosen, countryregion, city }) =>
              save({ country: chosen, countryregion, ...(showCity ? { city } : {}) }),
            )(event)
          }
          className="card card-body shadow-sm"
        >
          <LocationFields
            t={t}
            regionNote={
              mismatch && (
                <div className="form-text text-warning-emphasis" data-testid="location-mismatch">
                  {t('location.mismatch')}
                </div>
              )
            }
          />
          <StepActions
            primary={t('location.save')}
            disabled={!country}
            busy={busy}
            onSkip={leave}
            skipLabel={t('location.skip')}
          />
        </form>
      </FormProvider>
    </StepFrame>
  );
}
