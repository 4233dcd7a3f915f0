import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type User } from 'shared-contracts/api';
import { dateOfBirthField, datePartOrder, type DatePart } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { StepActions, StepFrame } from '../StepFrame';
import { useStepSave } from '../useStepSave';

type Part = DatePart;
const pad = (value: number) => String(value).padStart(2, '0');

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
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const idPrefix = useId();
  const [gender, setGender] = useState(user.profile.gender ?? '');
  const [birth, setBirth] = useState(() => {
    const [year = '', month = '', day = ''] = (user.profile.date_of_birth ?? '').split('-');
    return { year, month, day };
  });
  const selectFields = settings.visible_profile_fields.filter(
    (name) => (settings.allowed_values[name] ?? []).length > 0,
  );
  const [fields, setFields] = useState<Record<string, string>>(() =>
    Object.fromEntries(selectFields.map((name) => [name, user.profile.fields[name] ?? ''])),
  );
  const [problem, setProblem] = useState(false);
  const { busy, save: saveStep } = useStepSave(onUser, onDone);

  const thisYear = new Date().getUTCFullYear();
  const options: Record<Part, { value: string; label: string }[]> = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return {
      day: Array.from({ length: 31 }, (_, index) => ({ value: pad(index + 1), label: String(index + 1) })),
      month: Array.from({ length: 12 }, (_, index) => ({
        value: pad(index + 1),
        label: monthName.format(new Date(Date.UTC(2001, index, 1))),
      })),
      // From the minimum age up to 100 (docs/product.md §5).
      year: Array.from({ length: 100 - settings.minimum_age + 1 }, (_, index) =>
        String(thisYear - settings.minimum_age - index),
      ).map((value) => ({ value, label: value })),
    };
  }, [i18n.language, settings.minimum_age, thisYear]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const anyPart = birth.day || birth.month || birth.year;
    const date = `${birth.year}-${birth.month}-${birth.day}`;
    if (anyPart && !dateOfBirthField(settings.minimum_age).safeParse(date).success) {
      setProblem(true);
      return;
    }
    const chosen = Object.fromEntries(Object.entries(fields).filter(([, value]) => value));
    void saveStep({
      gender: gender === 'male' || gender === 'female' ? gender : null,
      date_of_birth: anyPart ? date : null,
      fields: chosen,
      personal: true,
    });
  };

  // "Continue without" clears the date of birth (docs/product.md §2 step 4).
  const skip = () => void saveStep({ date_of_birth: null });

  return (
    <StepFrame step={4} title={t('personal.title')} intro={t('personal.intro')}>
      <form onSubmit={save} className="card card-body shadow-sm">
        <div className="mb-3">
          <label htmlFor={`${idPrefix}-gender`} className="form-label">
            {t('personal.gender')}
          </label>
          <select
            id={`${idPrefix}-gender`}
            className="form-select"
            value={gender}
            onChange={(event) => setGender(event.target.value)}
          >
            <option value="" disabled>
              {t('choose')}
            </option>
            <option value="female">{t('personal.female')}</option>
            <option value="male">{t('personal.male')}</option>
          </select>
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('personal.birthdate')}</legend>
          <div className="d-flex gap-2">
            {datePartOrder(i18n.language).map((part) => (
              <select
                key={part}
                aria-label={t(`personal.${part}`)}
                className={`form-select ${problem ? 'is-invalid' : ''}`}
                value={birth[part]}
                onChange={(event) => {
                  setProblem(false);
                  setBirth({ ...birth, [part]: event.target.value });
                }}
              >
                <option value="" disabled>
                  {t(`personal.${part}`)}
                </option>
                {options[part].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ))}
          </div>
          {problem && (
            <div className="invalid-feedback d-block" role="alert">
              {t('validation.date_of_birth_error', { min_age: settings.minimum_age })}
            </div>
          )}
        </fieldset>
        {selectFields.map((name) => (
          <div className="mb-3" key={name}>
            <label htmlFor={`${idPrefix}-${name}`} className="form-label">
              {t(`fields.${name}.label`, { defaultValue: name })}
            </label>
            <select
              id={`${idPrefix}-${name}`}
              className="form-select"
              value={fields[name] ?? ''}
              onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
            >
              <option value="" disabled>
                {t('choose')}
              </option>
              {(settings.allowed_values[name] ?? []).map((value) => (
                <option key={value} value={value}>
                  {t(`fields.${name}.${value}`, { defaultValue: value })}
                </option>
              ))}
            </select>
          </div>
        ))}
        <StepActions primary={t('personal.save')} busy={busy} onSkip={skip} skipLabel={t('personal.skip')} />
      </form>
    </StepFrame>
  );
}
