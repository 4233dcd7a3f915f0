import { useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from 'shared-contracts';
import { datePartOrder, type DatePart } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { FieldError, invalidProps } from './FieldError';
import type { Translate } from './text';

const pad = (value: number) => String(value).padStart(2, '0');

/** The form's value (YYYY-MM-DD, '' for none) as its three parts; a part not chosen yet is empty. */
export function splitDate(value: string): Record<DatePart, string> {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

/** The parts back as the form's value: '' when none is chosen, else YYYY-MM-DD with any missing part left empty. */
export function joinDate({ year, month, day }: Record<DatePart, string>): string {
  return year || month || day ? `${year}-${month}-${day}` : '';
}

interface Props {
  /** The react-hook-form field holding the date (YYYY-MM-DD, or '' for none); the form's schema checks it. */
  name: string;
  t: Translate;
  /** Where `t` finds `birthdate`, `day`, `month` and `year` (e.g. `personal`). */
  textPrefix: string;
  /** Whether a part can be chosen back to empty (the profile page may clear the date; signup's "continue without" does). */
  clearable?: boolean;
}

/**
 * The date of birth as day, month and year selects in the language's order (docs/product.md §5), years from the
 * site's minimum age up to 100. The first select takes the focus when the form points at an error.
 */
export function DateOfBirthField({ name, t, textPrefix, clearable = false }: Props) {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const errorId = useId();
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  const parts = splitDate(String(field.value ?? ''));

  const thisYear = new Date().getUTCFullYear();
  const options: Record<DatePart, { value: string; label: string }[]> = useMemo(() => {
    const monthName = dateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return {
      day: Array.from({ length: 31 }, (_, index) => ({ value: pad(index + 1), label: String(index + 1) })),
      month: Array.from({ length: 12 }, (_, index) => ({
        value: pad(index + 1),
        label: monthName.format(new Date(Date.UTC(2001, index, 1))),
      })),
      year: Array.from({ length: 100 - settings.minimum_age + 1 }, (_, index) =>
        String(thisYear - settings.minimum_age - index),
      ).map((value) => ({ value, label: value })),
    };
  }, [i18n.language, settings.minimum_age, thisYear]);

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t(`${textPrefix}.birthdate`)}</legend>
      <div className="d-flex gap-2">
        {datePartOrder(i18n.language).map((part, index) => (
          <select
            key={part}
            ref={index === 0 ? field.ref : undefined}
            aria-label={t(`${textPrefix}.${part}`)}
            className={`form-select${message ? ' is-invalid' : ''}`}
            value={parts[part]}
            {...invalidProps(errorId, message)}
            onChange={(event) => field.onChange(joinDate({ ...parts, [part]: event.target.value }))}
            onBlur={field.onBlur}
          >
            <option value="" disabled={!clearable}>
              {t(`${textPrefix}.${part}`)}
            </option>
            {options[part].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ))}
      </div>
      <FieldError id={errorId} message={message} t={t} />
    </fieldset>
  );
}
