import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPackage, AdminPlan, SiteSummary } from 'shared-contracts/api/admin';
import { listPricePerMessage } from 'shared-contracts/api/payments';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { Blank } from '../../shared/Blank';
import { DataTable } from '../../shared/DataTable';
import { callFailure } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { useCountryName } from '../../shared/countryName';
import { CatalogItemForm, type CatalogKind } from './CatalogItemForm';
import { PricesFrame } from './PriceFields';
import { usePricesQuery, useRemovePackageMutation, useRemovePlanMutation } from './pricesApi';

/** Currencies a country without prices yet may be given, the usual ones first. */
const COMMON_CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'CAD', 'AUD', 'NZD'];

type Editing = { kind: CatalogKind; item?: AdminPackage | AdminPlan } | null;

/** One kind of product of one country: the table, and the form to add one or change one. */
function CatalogTable({
  kind,
  items,
  siteId,
  country,
  currency,
  messageCredits,
  editing,
  onEdit,
}: {
  kind: CatalogKind;
  items: (AdminPackage | AdminPlan)[];
  siteId: number;
  country: string;
  currency: string;
  messageCredits: number;
  editing: Editing;
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [removePackage, packageRemoval] = useRemovePackageMutation();
  const [removePlan, planRemoval] = useRemovePlanMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const removal = kind === 'credits' ? packageRemoval : planRemoval;
  const failure = removal.error ? callFailure(removal.error) : null;
  const column = createColumnHelper<AdminPackage | AdminPlan>();
  const noun = t(kind === 'credits' ? 'prices.package' : 'prices.plan');
  const title = t(kind === 'credits' ? 'prices.packages' : 'prices.plans');
  const remove = async (item: AdminPackage | AdminPlan) => {
    const result = await (kind === 'credits' ? removePackage({ id: item.id }) : removePlan({ id: item.id }));
    if ('data' in result && result.data) setOutcome(t(`prices.removed.${result.data.outcome}`, { noun, id: item.id }));
  };
  const describe = (item: AdminPackage | AdminPlan) =>
    'days' in item
      ? t('prices.planName', { count: item.days })
      : t(item.bonus_credits ? 'prices.packageNameBonus' : 'prices.packageName', {
          credits: item.credits,
          bonus: item.bonus_credits,
        });

  const columns = [
    column.display({ id: 'what', header: t('prices.column.what'), cell: ({ row }) => describe(row.original) }),
    column.accessor('price', {
      header: t('prices.column.price'),
      cell: ({ getValue }) => format.money(getValue(), currency),
    }),
    ...(kind === 'credits'
      ? [
          column.display({
            id: 'perMessage',
            header: t('prices.column.perMessage'),
            cell: ({ row }) =>
              'credits' in row.original && messageCredits > 0 ? (
                format.money(listPricePerMessage(row.original, messageCredits), currency)
              ) : (
                <Blank />
              ),
          }),
        ]
      : []),
    column.accessor('best_value', {
      header: t('prices.column.bestValue'),
      cell: ({ getValue }) => (getValue() ? t('prices.yes') : ''),
    }),
    column.accessor('position', { header: t('prices.column.position') }),
    column.accessor('active', {
      header: t('prices.column.state'),
      cell: ({ getValue }) => (
        <span className={`badge ${getValue() ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(getValue() ? 'prices.onSale' : 'prices.retired')}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('prices.column.actions'),
      cell: ({ row }) => {
        const item = row.original;
        return (
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t('prices.editLabel', { what: describe(item) })}
              onClick={() => onEdit({ kind, item })}
            >
              {t('prices.edit')}
            </button>
            {item.active && (
              <ConfirmButton
                question={t(item.in_use ? 'prices.confirmRetire' : 'prices.confirmDelete', { what: describe(item) })}
                onConfirm={() => void remove(item)}
              >
                {t(item.in_use ? 'prices.retire' : 'prices.delete')}
              </ConfirmButton>
            )}
          </div>
        );
      },
    }),
  ];

  return (
    <section className="mb-4" aria-labelledby={`${kind}-heading`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0 flex-grow-1" id={`${kind}-heading`}>
          {title}
        </h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => onEdit({ kind })}>
          {t('prices.addButton', { noun })}
        </button>
      </div>
      {outcome && (
        <p className="alert alert-success py-2" role="status">
          {outcome}
        </p>
      )}
      {failure && (
        <p className="alert alert-danger py-2" role="alert">
          {t(`prices.error.${failure.code ?? 'unknown'}`, { defaultValue: t('prices.error.unknown') })}
        </p>
      )}
      {editing?.kind === kind && (
        <CatalogItemForm
          key={editing.item?.id ?? 'new'}
          kind={kind}
          siteId={siteId}
          country={country}
          currency={currency}
          messageCredits={messageCredits}
          item={editing.item}
          nextPosition={Math.max(-1, ...items.map((item) => item.position)) + 1}
          onDone={() => onEdit(null)}
        />
      )}
      <DataTable
        caption={t('prices.tableCaption', { what: title, country })}
        columns={columns}
        data={items}
        getRowId={(row) => String(row.id)}
        emptyText={t(kind === 'credits' ? 'prices.noPackages' : 'prices.noPlans')}
      />
    </section>
  );
}

/**
 * A site's credit packages and premium plans per payment country (docs/payments.md "Prices"). A change shows on
 * members' pages at once; an order keeps the price it was charged.
 */
export default function PricesPage() {
  const { t } = useTranslation();
  return (
    <PricesFrame intro={(site) => t('prices.intro', { site: site.name })}>
      {(site) => <SitePrices key={site.id} site={site} />}
    </PricesFrame>
  );
}

function SitePrices({ site }: { site: SiteSummary }) {
  const { t } = useTranslation();
  const countryId = useId();
  const currencyId = useId();
  const countryName = useCountryName();
  const prices = usePricesQuery(site.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [newCurrency, setNewCurrency] = useState('EUR');
  const [editing, setEditing] = useState<Editing>(null);
  const data = prices.data;
  const country =
    chosen && data?.countries.some((one) => one.country === chosen) ? chosen : data?.countries[0]?.country;
  const currency = data?.countries.find((one) => one.country === country)?.currency ?? null;
  const inCountry = <T extends { country: string }>(items: T[]) => items.filter((item) => item.country === country);

  return (
    <>
      {data && country ? (
        <>
          <div className="row g-3 align-items-end mb-4">
            <div className="col-12 col-md-6 col-lg-4">
              <label className="form-label" htmlFor={countryId}>
                {t('prices.country')}
              </label>
              <select
                id={countryId}
                className="form-select"
                value={country}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setEditing(null);
                }}
              >
                {data.countries.map((one) => (
                  <option key={one.country} value={one.country}>
                    {countryName(one.country)} ({one.currency ?? t('prices.noPrices')})
                  </option>
                ))}
              </select>
            </div>
            {currency === null && (
              <div className="col-12 col-md-6 col-lg-4">
                <label className="form-label" htmlFor={currencyId}>
                  {t('prices.currencyForNew')}
                </label>
                <select
                  id={currencyId}
                  className="form-select"
                  value={newCurrency}
                  onChange={(event) => setNewCurrency(event.target.value)}
                >
                  {COMMON_CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          {(['credits', 'premium'] as const).map((kind) => (
            <CatalogTable
              key={`${kind}-${country}`}
              kind={kind}
              items={kind === 'credits' ? inCountry(data.packages) : inCountry(data.plans)}
              siteId={site.id}
              country={country}
              currency={currency ?? newCurrency}
              messageCredits={data.message_credits}
              editing={editing}
              onEdit={setEditing}
            />
          ))}
        </>
      ) : (
        <LoadState isError={prices.isError} onRetry={() => void prices.refetch()} />
      )}
    </>
  );
}
