import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { offersInputSchema, type OffersInput } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { errorAt, showFieldErrors } from '../../shared/formErrors';
import { LoadState } from '../../shared/LoadState';
import { PricesFrame } from './PriceFields';
import { useOffersQuery, useUpdateOffersMutation } from './pricesApi';

/** What an offer starts with when it is switched on. */
const startingOffers = { welcome: { percent_off: 25, hours: 72 }, time_bonus: { percent: 20, hours: 48 } };

/** An offer that is on or off (null): a switch, and its numbers while it is on. */
function OptionalOffer({
  form,
  name,
  fields,
}: {
  form: UseFormReturn<OffersInput>;
  name: 'welcome' | 'time_bonus';
  fields: readonly ('percent_off' | 'percent' | 'hours')[];
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const id = useId();
  const value = useWatch({ control: form.control, name });
  const { errors } = form.formState;
  return (
    <fieldset className="card card-body mb-4">
      <legend className="h6 float-none w-auto px-1 mb-2">{t(`prices.offers.${name}.title`)}</legend>
      <p className="small text-body-secondary">{t(`prices.offers.${name}.explain`)}</p>
      <div className="form-check form-switch mb-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={value !== null}
          onChange={(event) =>
            form.setValue(name, event.target.checked ? startingOffers[name] : null, { shouldDirty: true })
          }
        />
        <label className="form-check-label" htmlFor={id}>
          {t(`prices.offers.${name}.on`)}
        </label>
      </div>
      {value !== null && (
        <div className="row">
          {fields.map((field) => (
            <div className="col-6 col-md-4" key={field}>
              <InputField
                label={t(`prices.offers.field.${field}`)}
                type="number"
                min={1}
                registration={form.register(`${name}.${field}` as 'welcome.hours', { valueAsNumber: true })}
                error={fieldMessage(errorAt(errors, `${name}.${field}`))}
              />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function OffersForm({ siteId, offers }: { siteId: number; offers: OffersInput }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [update, { isLoading, error }] = useUpdateOffersMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm<OffersInput>({ resolver: zodResolver(offersInputSchema), defaultValues: offers });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const result = await update({ site_id: siteId, ...values });
    if ('data' in result && result.data) {
      form.reset(result.data.offers);
      setSaved(true);
    } else showFieldErrors(form, callFailure(result.error).fields);
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && !Object.keys(failure.fields).length && (
        <p className="alert alert-danger" role="alert">
          {t(`prices.error.${failure.code ?? 'unknown'}`, { defaultValue: t('prices.error.unknown') })}
        </p>
      )}
      {saved && (
        <p className="alert alert-success" role="status">
          {t('prices.offers.saved')}
        </p>
      )}
      <OptionalOffer form={form} name="welcome" fields={['percent_off', 'hours']} />
      <OptionalOffer form={form} name="time_bonus" fields={['percent', 'hours']} />
      <fieldset className="card card-body mb-4">
        <legend className="h6 float-none w-auto px-1 mb-2">{t('prices.offers.deletion.title')}</legend>
        <p className="small text-body-secondary">{t('prices.offers.deletion.explain')}</p>
        <div className="row">
          <div className="col-6 col-md-4">
            <InputField
              label={t('prices.offers.field.delete_discount')}
              hint={t('prices.offers.field.delete_discount_hint')}
              type="number"
              min={0}
              max={90}
              registration={form.register('delete_discount', { valueAsNumber: true })}
              error={fieldMessage(errorAt(errors, 'delete_discount'))}
            />
          </div>
          <div className="col-6 col-md-4">
            <InputField
              label={t('prices.offers.field.delete_code_days')}
              type="number"
              min={1}
              registration={form.register('delete_code_days', { valueAsNumber: true })}
              error={fieldMessage(errorAt(errors, 'delete_code_days'))}
            />
          </div>
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary mb-5" disabled={isLoading}>
        {t('prices.save')}
      </button>
    </form>
  );
}

/** A site's welcome code, time bonus and deletion offer (docs/payments.md "Offers and discount codes"). */
export default function OffersPage() {
  const { t } = useTranslation();
  return (
    <PricesFrame intro={(site) => t('prices.offers.intro', { site: site.name })}>
      {(site) => <SiteOffers key={site.id} siteId={site.id} />}
    </PricesFrame>
  );
}

function SiteOffers({ siteId }: { siteId: number }) {
  const offers = useOffersQuery(siteId);
  return offers.data ? (
    <OffersForm siteId={siteId} offers={offers.data.offers} />
  ) : (
    <LoadState isError={offers.isError} onRetry={() => void offers.refetch()} />
  );
}
