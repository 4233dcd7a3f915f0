import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EndpointBody } from 'shared-contracts/api';
import {
  codeAppliesTo,
  codeCreateEndpoint,
  codeCreateSchema,
  codeUpdateEndpoint,
  codeUpdateOf,
  codeUpdateSchema,
  newCodeOf,
  type AdminCode,
  type SiteSummary,
} from 'shared-contracts/api/admin';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { DataTable } from '../../shared/DataTable';
import { callFailure } from '../../shared/errors';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { errorAt, showFieldErrors } from '../../shared/formErrors';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { EditActions, MomentField, PricesFrame } from './PriceFields';
import { useCodesQuery, useCreateCodeMutation, useUpdateCodeMutation } from './pricesApi';

/** The form's values: the code's letters when it is made, its terms, and `disabled` when it is changed. */
interface CodeValues {
  site_id?: number;
  code?: string;
  id?: number;
  percent_off: number | null;
  extra_credits: number | null;
  applies_to: AdminCode['applies_to'];
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  disabled?: boolean;
}

type CreateBody = EndpointBody<typeof codeCreateEndpoint>;
type UpdateBody = EndpointBody<typeof codeUpdateEndpoint>;

/** An optional whole number: an empty field is none (null), anything else must be a number. */
const optionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) };

/** What a code is to members now. */
function stateOf(code: AdminCode, now = Date.now()): 'disabled' | 'scheduled' | 'expired' | 'full' | 'active' {
  if (code.disabled) return 'disabled';
  if (Date.parse(code.valid_from) > now) return 'scheduled';
  if (code.valid_until && Date.parse(code.valid_until) <= now) return 'expired';
  if (code.max_redemptions !== null && code.holders >= code.max_redemptions) return 'full';
  return 'active';
}

function CodeForm({ siteId, code, onDone }: { siteId: number; code?: AdminCode; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [create, creation] = useCreateCodeMutation();
  const [update, change] = useUpdateCodeMutation();
  const form = useForm<CodeValues>({
    resolver: zodResolver(code ? codeUpdateSchema : codeCreateSchema) as unknown as Resolver<CodeValues>,
    defaultValues: code ? codeUpdateOf(code) : newCodeOf(siteId),
  });
  const { errors } = form.formState;
  const error = (name: string) => errorAt(errors, name);
  const failed = (code ? change : creation).error;
  const failure = failed ? callFailure(failed) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    // The form is the update's when a code is changed, the create's when one is made (the resolver's schema).
    const result = await (code ? update(values as UpdateBody) : create(values as CreateBody));
    if ('data' in result) onDone();
    else showFieldErrors(form, callFailure(result.error).fields);
  });
  const title = code ? t('prices.codes.editTitle', { code: code.code }) : t('prices.codes.addTitle');
  return (
    <form noValidate className="card card-body mb-4" aria-label={title} onSubmit={(event) => void onSubmit(event)}>
      <h2 className="h6">{title}</h2>
      {failure && !Object.keys(failure.fields).length && (
        <p className="alert alert-danger" role="alert">
          {t(`prices.error.${failure.code ?? 'unknown'}`, { defaultValue: t('prices.error.unknown') })}
        </p>
      )}
      <div className="row">
        {!code && (
          <div className="col-12 col-md-4">
            <InputField
              label={t('prices.codes.code')}
              hint={t('prices.codes.codeHint')}
              registration={form.register('code')}
              error={fieldMessage(error('code'))}
              autoCapitalize="characters"
            />
          </div>
        )}
        <div className="col-6 col-md-4">
          <InputField
            label={t('prices.codes.percentOff')}
            type="number"
            min={1}
            max={90}
            registration={form.register('percent_off', optionalNumber)}
            error={fieldMessage(error('percent_off'))}
          />
        </div>
        <div className="col-6 col-md-4">
          <InputField
            label={t('prices.codes.extraCredits')}
            hint={t('prices.codes.valueHint')}
            type="number"
            min={1}
            registration={form.register('extra_credits', optionalNumber)}
            error={fieldMessage(error('extra_credits'))}
          />
        </div>
        <div className="col-12 col-md-4">
          <SelectField
            label={t('prices.codes.appliesTo')}
            registration={form.register('applies_to')}
            error={fieldMessage(error('applies_to'))}
            options={codeAppliesTo.map((value) => ({ value, label: t(`prices.codes.for.${value}`) }))}
          />
        </div>
        <div className="col-12 col-md-4">
          <MomentField
            control={form.control}
            name="valid_from"
            label={t('prices.codes.validFrom')}
            hint={code ? undefined : t('prices.codes.validFromHint')}
            error={error('valid_from')}
          />
        </div>
        <div className="col-12 col-md-4">
          <MomentField
            control={form.control}
            name="valid_until"
            label={t('prices.codes.validUntil')}
            hint={t('prices.codes.validUntilHint')}
            error={error('valid_until')}
          />
        </div>
        <div className="col-12 col-md-4">
          <InputField
            label={t('prices.codes.cap')}
            hint={t('prices.codes.capHint')}
            type="number"
            min={1}
            registration={form.register('max_redemptions', optionalNumber)}
            error={fieldMessage(error('max_redemptions'))}
          />
        </div>
      </div>
      <EditActions
        submit={code ? t('prices.save') : t('prices.codes.create')}
        busy={creation.isLoading || change.isLoading}
        onCancel={onDone}
      />
    </form>
  );
}

const column = createColumnHelper<AdminCode>();

/** A site's campaign codes: what each gives, when, to how many members, and how many used it. */
export default function CodesPage() {
  const { t } = useTranslation();
  return (
    <PricesFrame intro={(site) => t('prices.codes.intro', { site: site.name })}>
      {(site) => <SiteCodes key={site.id} site={site} />}
    </PricesFrame>
  );
}

function SiteCodes({ site }: { site: SiteSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const codes = useCodesQuery(site.id);
  const [update] = useUpdateCodeMutation();
  const [editing, setEditing] = useState<AdminCode | 'new' | null>(null);
  const columns = [
    column.accessor('code', { header: t('prices.codes.code'), cell: ({ getValue }) => <code>{getValue()}</code> }),
    column.display({
      id: 'value',
      header: t('prices.codes.value'),
      cell: ({ row }) =>
        row.original.percent_off !== null
          ? t('prices.codes.percentValue', { percent: row.original.percent_off })
          : t('prices.codes.creditsValue', { credits: row.original.extra_credits }),
    }),
    column.accessor('applies_to', {
      header: t('prices.codes.appliesTo'),
      cell: ({ getValue }) => t(`prices.codes.for.${getValue()}`),
    }),
    column.display({
      id: 'window',
      header: t('prices.codes.window'),
      cell: ({ row }) =>
        `${format.dateTime(row.original.valid_from)} – ${format.dateTime(row.original.valid_until) || t('prices.codes.noEnd')}`,
    }),
    column.display({
      id: 'use',
      header: t('prices.codes.use'),
      cell: ({ row }) =>
        t('prices.codes.useValue', {
          redeemed: row.original.redeemed,
          holders: row.original.holders,
          cap: row.original.max_redemptions ?? '∞',
        }),
    }),
    column.display({
      id: 'state',
      header: t('prices.codes.state'),
      cell: ({ row }) => {
        const state = stateOf(row.original);
        return (
          <span className={`badge ${state === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(`prices.codes.stateName.${state}`)}
          </span>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: t('prices.column.actions'),
      cell: ({ row }) => {
        const code = row.original;
        return (
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t('prices.codes.editLabel', { code: code.code })}
              onClick={() => setEditing(code)}
            >
              {t('prices.edit')}
            </button>
            {code.disabled ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => void update({ ...codeUpdateOf(code), disabled: false })}
              >
                {t('prices.codes.enable')}
              </button>
            ) : (
              <ConfirmButton
                question={t('prices.codes.confirmDisable', { code: code.code })}
                onConfirm={() => void update({ ...codeUpdateOf(code), disabled: true })}
              >
                {t('prices.codes.disable')}
              </ConfirmButton>
            )}
          </div>
        );
      },
    }),
  ];
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 flex-grow-1">{t('prices.tab.codes')}</h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing('new')}>
          {t('prices.codes.new')}
        </button>
      </div>
      {editing && (
        <CodeForm
          key={editing === 'new' ? 'new' : editing.id}
          siteId={site.id}
          code={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {codes.data ? (
        <DataTable
          caption={t('prices.tab.codes')}
          columns={columns}
          data={codes.data.codes}
          getRowId={(row) => String(row.id)}
          emptyText={t('prices.codes.none')}
        />
      ) : (
        <LoadState isError={codes.isError} onRetry={() => void codes.refetch()} />
      )}
    </>
  );
}
