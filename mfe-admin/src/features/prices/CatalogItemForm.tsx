import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  packageCreateSchema,
  packageUpdateSchema,
  planCreateSchema,
  planUpdateSchema,
  type AdminPackage,
  type AdminPlan,
  type PackageCreate,
  type PackageUpdate,
  type PlanCreate,
  type PlanUpdate,
} from 'shared-contracts/api/admin';
import { listPricePerMessage } from 'shared-contracts/api/payments';
import { callFailure } from '../../shared/errors';
import { CheckField, InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { errorAt, showFieldErrors } from '../../shared/formErrors';
import { useFormat } from '../../shared/format';
import { EditActions, MoneyField } from './PriceFields';
import {
  useCreatePackageMutation,
  useCreatePlanMutation,
  useUpdatePackageMutation,
  useUpdatePlanMutation,
} from './pricesApi';

export type CatalogKind = 'credits' | 'premium';

/** The form's values: where it is sold (new ones), what it is, its price and place; `id` and `active` when editing. */
interface ItemValues {
  id?: number;
  site_id?: number;
  country?: string;
  currency?: string;
  credits?: number;
  bonus_credits?: number;
  days?: number;
  price: number;
  best_value: boolean;
  position: number;
  active?: boolean;
}

const schemas = {
  credits: { create: packageCreateSchema, update: packageUpdateSchema },
  premium: { create: planCreateSchema, update: planUpdateSchema },
};

/** The values of an existing package or plan, as its form edits them. */
function editedValues(item: AdminPackage | AdminPlan): ItemValues {
  const base = {
    id: item.id,
    price: item.price,
    best_value: item.best_value,
    position: item.position,
    active: item.active,
  };
  return 'days' in item
    ? { ...base, days: item.days }
    : { ...base, credits: item.credits, bonus_credits: item.bonus_credits };
}

/**
 * A new package or plan for a country, or a change to one: the price typed in the currency, kept in minor units; a
 * package shows what a message works out at, as members will see it.
 */
export function CatalogItemForm({
  kind,
  siteId,
  country,
  currency,
  messageCredits,
  item,
  nextPosition,
  onDone,
}: {
  kind: CatalogKind;
  siteId: number;
  country: string;
  currency: string;
  messageCredits: number;
  /** The package or plan to change; none: a new one. */
  item?: AdminPackage | AdminPlan;
  nextPosition: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const format = useFormat();
  const [createPackage, packageCreation] = useCreatePackageMutation();
  const [updatePackage, packageUpdate] = useUpdatePackageMutation();
  const [createPlan, planCreation] = useCreatePlanMutation();
  const [updatePlan, planUpdate] = useUpdatePlanMutation();
  const schema = schemas[kind][item ? 'update' : 'create'];
  const form = useForm<ItemValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ItemValues>,
    defaultValues: item
      ? editedValues(item)
      : {
          site_id: siteId,
          country,
          currency,
          ...(kind === 'credits' ? { credits: 100, bonus_credits: 0 } : { days: 30 }),
          price: Number.NaN,
          best_value: false,
          position: nextPosition,
        },
  });
  const { errors } = form.formState;
  const error = (name: string) => errorAt(errors, name);
  const [credits = 0, bonus = 0, price] = useWatch({
    control: form.control,
    name: ['credits', 'bonus_credits', 'price'],
  });
  const perMessage =
    kind === 'credits' && Number.isInteger(price) && credits + bonus > 0 && messageCredits > 0
      ? listPricePerMessage({ price, credits, bonus_credits: bonus }, messageCredits)
      : null;
  const saving = [packageCreation, packageUpdate, planCreation, planUpdate].some((call) => call.isLoading);
  const failed = [packageCreation, packageUpdate, planCreation, planUpdate].find((call) => call.error)?.error;
  const failure = failed ? callFailure(failed) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    // The form holds the body of the call its resolver's schema is for: a new or changed package or plan.
    const call =
      kind === 'credits'
        ? item
          ? updatePackage(values as PackageUpdate)
          : createPackage(values as PackageCreate)
        : item
          ? updatePlan(values as PlanUpdate)
          : createPlan(values as PlanCreate);
    const result = await call;
    if ('data' in result) onDone();
    else showFieldErrors(form, callFailure(result.error).fields);
  });

  const noun = t(kind === 'credits' ? 'prices.package' : 'prices.plan');
  const number = (name: 'credits' | 'bonus_credits' | 'days' | 'position', min: number) => (
    <div className="col-6 col-lg-3">
      <InputField
        label={t(`prices.field.${name}`)}
        type="number"
        min={min}
        registration={form.register(name, { valueAsNumber: true })}
        error={fieldMessage(error(name))}
      />
    </div>
  );

  return (
    <form
      noValidate
      className="card card-body mb-4"
      aria-label={item ? t('prices.editTitle', { noun, id: item.id }) : t('prices.addTitle', { noun, country })}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 className="h6">
        {item ? t('prices.editTitle', { noun, id: item.id }) : t('prices.addTitle', { noun, country })}
      </h3>
      {failure && !Object.keys(failure.fields).length && (
        <p className="alert alert-danger" role="alert">
          {t(`prices.error.${failure.code ?? 'unknown'}`, { defaultValue: t('prices.error.unknown') })}
        </p>
      )}
      <div className="row">
        {kind === 'credits' ? (
          <>
            {number('credits', 1)}
            {number('bonus_credits', 0)}
          </>
        ) : (
          number('days', 1)
        )}
        <div className="col-12 col-sm-6 col-lg-3">
          <MoneyField
            control={form.control}
            name="price"
            label={t('prices.field.price')}
            currency={currency}
            error={error('price') ?? error('currency')}
            hint={
              perMessage === null
                ? undefined
                : t('prices.perMessageHint', { price: format.money(perMessage, currency) })
            }
          />
        </div>
        {number('position', 0)}
        <div className="col-12 col-md-6">
          <CheckField
            label={t('prices.field.best_value')}
            registration={form.register('best_value')}
            error={fieldMessage(error('best_value'))}
          />
          {item && (
            <CheckField
              label={t('prices.field.active')}
              hint={t('prices.hint.active')}
              registration={form.register('active')}
              error={fieldMessage(error('active'))}
            />
          )}
        </div>
      </div>
      {item?.in_use && <p className="small text-body-secondary">{t('prices.ordersKeepPrice')}</p>}
      <EditActions submit={item ? t('prices.save') : t('prices.add')} busy={saving} onCancel={onDone} />
    </form>
  );
}
