import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type FieldValues } from 'react-hook-form';
import { numberFormat } from 'shared-contracts';
import { brandColorPattern } from 'shared-contracts/api';
import { brandContrast, DEFAULT_BRAND_COLOR, MIN_BRAND_CONTRAST } from 'shared-contracts/brand';
import { useCountryName } from '../../shared/countryName';
import { describedBy, FieldFrame, FieldGroup } from 'shared-ui/fields';
import type { ControllerFieldProps } from '../../shared/formErrors';
import { useFieldMessage } from '../../shared/fieldMessage';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A list of short texts, one per line (hosts, VAT numbers). Kept as typed while editing, so an empty line does not
 * vanish under the cursor; the form's value is the lines with text.
 */
export function LinesField<T extends FieldValues>({ control, name, label, hint, error }: ControllerFieldProps<T>) {
  const id = useId();
  const fieldMessage = useFieldMessage();
  const { field } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  const joined = value.join('\n');
  const [text, setText] = useState(joined);
  const [lastValue, setLastValue] = useState(joined);
  // A value set from outside (the form reset after saving) replaces what is typed.
  if (joined !== lastValue) {
    setLastValue(joined);
    if (linesOf(text).join('\n') !== joined) setText(joined);
  }
  return (
    <FieldFrame id={id} label={label} hint={hint} error={fieldMessage(error)}>
      <textarea
        id={id}
        ref={field.ref}
        name={field.name}
        className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
        rows={Math.max(2, value.length + 1)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(linesOf(event.target.value));
        }}
      />
    </FieldFrame>
  );
}

/** Some of a fixed list of options, as checkboxes; a new choice goes to the end, so the order chosen stays. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  options,
}: ControllerFieldProps<T> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const fieldMessage = useFieldMessage();
  const { field } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  return (
    <FieldGroup id={id} legend={label} hint={hint} error={fieldMessage(error)}>
      <div className="d-flex flex-wrap column-gap-4">
        {options.map((option, index) => (
          <div className="form-check" key={option.value}>
            <input
              id={`${id}-${index}`}
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={value.includes(option.value)}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.checked ? [...value, option.value] : value.filter((chosen) => chosen !== option.value),
                )
              }
            />
            <label className="form-check-label" htmlFor={`${id}-${index}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </FieldGroup>
  );
}

/**
 * The countries a site offers, in order (the first is the default for a visitor from elsewhere): each can move up or
 * down or go, and any known country can be added.
 */
export function CountriesField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  known,
}: ControllerFieldProps<T> & { known: readonly string[] }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const id = useId();
  const countryName = useCountryName();
  const { field } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  const [adding, setAdding] = useState('');
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as string);
    field.onChange(next);
  };
  const addable = known
    .filter((code) => !value.includes(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <FieldGroup id={id} legend={label} hint={hint} error={fieldMessage(error)}>
      <ol className="list-group list-group-numbered mb-2">
        {value.map((code, index) => (
          <li key={code} className="list-group-item d-flex align-items-center gap-2 py-1">
            <span className="flex-grow-1">
              {countryName(code)} <span className="text-body-secondary small">{code}</span>
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={index === 0}
              aria-label={t('sites.countryUp', { country: countryName(code) })}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={index === value.length - 1}
              aria-label={t('sites.countryDown', { country: countryName(code) })}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('sites.countryRemove', { country: countryName(code) })}
              onClick={() => field.onChange(value.filter((other) => other !== code))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <div className="input-group">
        <label className="input-group-text" htmlFor={`${id}-add`}>
          {t('sites.countryAdd')}
        </label>
        <select
          id={`${id}-add`}
          ref={field.ref}
          className={`form-select${error ? ' is-invalid' : ''}`}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
        >
          <option value="">{t('sites.countryChoose')}</option>
          {addable.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!adding}
          onClick={() => {
            field.onChange([...value, adding]);
            setAdding('');
          }}
        >
          {t('sites.add')}
        </button>
      </div>
    </FieldGroup>
  );
}

/** The company's trade names (with their ids, which stay): rename, remove, add. */
export function TradenamesField<T extends FieldValues>({ control, name, label, hint, error }: ControllerFieldProps<T>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const id = useId();
  const { field } = useController({ control, name });
  const value = (field.value ?? []) as { id: number; name: string }[];
  return (
    <FieldGroup id={id} legend={label} hint={hint} error={fieldMessage(error)}>
      {value.map((tradename, index) => (
        <div className="input-group mb-2" key={tradename.id}>
          <input
            ref={index === 0 ? field.ref : undefined}
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-label={t('sites.tradenameNumber', { number: index + 1 })}
            value={tradename.name}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                value.map((other) => (other.id === tradename.id ? { ...other, name: event.target.value } : other)),
              )
            }
          />
          <button
            type="button"
            className="btn btn-outline-danger"
            aria-label={t('sites.tradenameRemove', { name: tradename.name || index + 1 })}
            onClick={() => field.onChange(value.filter((other) => other.id !== tradename.id))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => field.onChange([...value, { id: Math.max(0, ...value.map((one) => one.id)) + 1, name: '' }])}
      >
        {t('sites.tradenameAdd')}
      </button>
    </FieldGroup>
  );
}

/**
 * The site's brand colour: a picker and its `#rrggbb` code, kept together, with what the colour looks like on a button
 * and how readable white text is on it (the schema refuses below WCAG AA, shared-contracts/src/brand.ts).
 */
export function BrandColorField<T extends FieldValues>({ control, name, label, hint, error }: ControllerFieldProps<T>) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { field } = useController({ control, name });
  const value = String(field.value ?? '');
  const valid = brandColorPattern.test(value);
  const contrast = valid ? brandContrast(value) : null;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={fieldMessage(error)}>
      <div className="d-flex align-items-center gap-2">
        <input
          type="color"
          className="form-control form-control-color"
          aria-label={t('sites.brand_picker', { field: label })}
          value={valid ? value : DEFAULT_BRAND_COLOR}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
        />
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
          // Seven characters and the invalid mark: room for the sample beside it on a phone.
          style={{ maxWidth: '9.5rem' }}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy(id, hint, error), contrast !== null && `${id}-contrast`]
            .filter(Boolean)
            .join(' ')}
          value={value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value.trim().toLowerCase())}
        />
        {/* Only a colour that may be saved: a sample in one white text cannot be read on would be unreadable too. */}
        {contrast !== null && contrast >= MIN_BRAND_CONTRAST && (
          <span className="btn btn-sm pe-none" style={{ background: value, borderColor: value, color: '#fff' }}>
            {t('sites.brand_sample')}
          </span>
        )}
      </div>
      {contrast !== null && (
        <div
          id={`${id}-contrast`}
          className={`form-text${contrast < MIN_BRAND_CONTRAST ? ' text-danger-emphasis' : ''}`}
          aria-live="polite"
        >
          {t('sites.brand_contrast', {
            ratio: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(contrast),
            minimum: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(MIN_BRAND_CONTRAST),
          })}
        </div>
      )}
    </FieldFrame>
  );
}
