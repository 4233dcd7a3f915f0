import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useController, type FieldValues } from 'react-hook-form';
import type { SiteSummary } from 'shared-contracts/api/admin';
import { decimalAmount, minorUnits } from 'shared-contracts/api/payments';
import { describedBy, FieldFrame } from 'shared-ui/fields';
import type { ControllerFieldProps } from '../../shared/formErrors';
import { useFieldMessage } from '../../shared/fieldMessage';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';

/**
 * Prices, codes and offers belong to one site: the one picked in the top bar (or the only one). With "All sites"
 * picked, a part of prices asks which site to work on rather than quietly show one of them.
 */
export function PricesFrame({
  intro,
  children,
}: {
  /** The page's intro, naming the site. */
  intro: (site: SiteSummary) => string;
  children: (site: SiteSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const { siteId, sites, select } = useSelectedSite();
  const site = sites.find((one) => one.id === siteId) ?? (sites.length === 1 ? sites[0] : undefined);
  return (
    <>
      <PageHeader title={t('prices.title')} intro={site ? intro(site) : t('prices.chooseSite')} />
      <PricesTabs />
      {site ? (
        children(site)
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label={t('prices.sites')}>
          {sites.map((one) => (
            <li key={one.id}>
              <button type="button" className="btn btn-outline-primary" onClick={() => select(one.id)}>
                {one.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The three parts of prices, as tabs that keep the chosen site. */
function PricesTabs() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const tabs = [
    { to: '/admin/prices', label: t('prices.tab.catalog') },
    { to: '/admin/prices/codes', label: t('prices.tab.codes') },
    { to: '/admin/prices/offers', label: t('prices.tab.offers') },
  ];
  return (
    <nav aria-label={t('prices.tabs')} className="mb-4">
      <ul className="nav nav-tabs">
        {tabs.map((tab) => (
          <li className="nav-item" key={tab.to}>
            <NavLink end className="nav-link" to={`${tab.to}${search}`}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An amount typed in the currency's major unit ("198.99") and kept in the form in minor units (19899), exactly: the
 * decimal string is converted digit by digit, never through a float. Anything else is NaN, which the schema refuses.
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  currency,
}: ControllerFieldProps<T> & { currency: string }) {
  const id = useId();
  const fieldMessage = useFieldMessage();
  const { field } = useController({ control, name });
  const format = (minor: unknown) =>
    typeof minor === 'number' && Number.isInteger(minor) ? decimalAmount(minor, currency) : '';
  const [text, setText] = useState(() => format(field.value));
  const [lastValue, setLastValue] = useState<unknown>(field.value);
  // A value set from outside (a reset after saving) replaces what is typed. Object.is: NaN (nothing valid typed yet)
  // is the same value as NaN.
  if (!Object.is(field.value, lastValue)) {
    setLastValue(field.value);
    if (!Object.is(minorUnits(text.trim().replace(',', '.'), currency) ?? Number.NaN, field.value))
      setText(format(field.value));
  }
  return (
    <FieldFrame id={id} label={label} hint={hint} error={fieldMessage(error)}>
      <div className="input-group">
        <span className="input-group-text">{currency}</span>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            // A decimal comma is as good as a point.
            field.onChange(minorUnits(event.target.value.trim().replace(',', '.'), currency) ?? Number.NaN);
          }}
        />
      </div>
    </FieldFrame>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
/** An ISO moment as a `datetime-local` input shows it, in the browser's time zone. */
const localInput = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A moment picked in the browser's time zone, kept in the form as ISO 8601 (null when left empty). */
export function MomentField<T extends FieldValues>({ control, name, label, hint, error }: ControllerFieldProps<T>) {
  const id = useId();
  const fieldMessage = useFieldMessage();
  const { field } = useController({ control, name });
  const value = field.value as string | null;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={fieldMessage(error)}>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="datetime-local"
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        value={value ? localInput(value) : ''}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.value ? new Date(event.target.value).toISOString() : null)}
      />
    </FieldFrame>
  );
}

/** The end of an editing form: save (or add), and cancel, which closes it unsaved. */
export function EditActions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('console.cancel')}
      </button>
    </div>
  );
}
