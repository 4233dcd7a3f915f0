import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts/api';
import { dateOfBirthField, datePartOrder, nameRulesSchema, type DatePart } from 'shared-contracts/api/signup';
import { useSettings } from 'shared-contracts/store';
import { TextField } from '../../shared/TextField';
import { fieldErrors, myProfileApi } from './myProfileApi';

const pad = (value: number) => String(value).padStart(2, '0');

type Status = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

/** A position from the browser, at most an hour old; null when unsupported, refused or unavailable. */
function currentPosition(): Promise<GeolocationPosition | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { maximumAge: 3_600_000, timeout: 10_000 });
  });
}

/**
 * What signup collected, editable (docs/product.md §2 My profile): name, gender, date of birth, the select fields and
 * about-me texts settings list, and the location. Checked with signup's rules and messages before sending; the
 * server's field errors show at their fields.
 */
export function ProfileDetailsForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t, i18n } = useTranslation('account');
  const settings = useSettings();
  const ids = { gender: useId(), country: useId(), region: useId(), city: useId(), field: useId() };
  const { profile } = user;
  const [name, setName] = useState(profile.name);
  const [gender, setGender] = useState(profile.gender ?? '');
  const [birth, setBirth] = useState(() => {
    const [year = '', month = '', day = ''] = (profile.date_of_birth ?? '').split('-');
    return { year, month, day };
  });
  const selectFields = settings.visible_profile_fields.filter((field) => (settings.allowed_values[field] ?? []).length);
  const notes = settings.visible_profile_notes;
  const [fields, setFields] = useState<Record<string, string>>(() =>
    Object.fromEntries([...selectFields, ...notes].map((field) => [field, profile.fields[field] ?? ''])),
  );
  const offered = settings.countries;
  const [country, setCountry] = useState(
    offered.includes(profile.country) ? profile.country : offered.length === 1 ? (offered[0] as string) : '',
  );
  const [region, setRegion] = useState(profile.countryregion);
  const [city, setCity] = useState(profile.city);
  const showCity = settings.visible_profile_fields.includes('city');
  const [locating, setLocating] = useState<'idle' | 'busy' | 'found' | 'notFound'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');

  const regions = [...(settings.region_data[country] ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, i18n.language),
  );
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const thisYear = new Date().getUTCFullYear();
  const dateOptions: Record<DatePart, { value: string; label: string }[]> = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return {
      day: Array.from({ length: 31 }, (_, index) => ({ value: pad(index + 1), label: String(index + 1) })),
      month: Array.from({ length: 12 }, (_, index) => ({
        value: pad(index + 1),
        label: monthName.format(new Date(Date.UTC(2001, index, 1))),
      })),
      // From the minimum age up to 100 (docs/product.md §5), as at signup.
      year: Array.from({ length: 100 - settings.minimum_age + 1 }, (_, index) =>
        String(thisYear - settings.minimum_age - index),
      ).map((value) => ({ value, label: value })),
    };
  }, [i18n.language, settings.minimum_age, thisYear]);

  /** A message key of signup's rules in words; an unknown key reads as "not allowed". */
  const message = (key: string | undefined) =>
    key
      ? t(`myProfile.validation.${key}`, {
          min_age: settings.minimum_age,
          defaultValue: t('myProfile.validation.not_allowed'),
        })
      : null;

  const locate = async () => {
    setLocating('busy');
    const position = await currentPosition();
    try {
      if (!position) throw new Error('no position');
      const place = await myProfileApi.geocode(position.coords.latitude, position.coords.longitude);
      if (!offered.includes(place.country)) throw new Error('not a country of the site');
      setCountry(place.country);
      setRegion(place.countryregion);
      if (place.city) setCity(place.city);
      setLocating(place.countryregion ? 'found' : 'notFound');
    } catch {
      setLocating('notFound');
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const named = nameRulesSchema.safeParse({ email: user.email, name: name.trim() });
    if (!name.trim()) problems.name = 'required';
    else if (!named.success) problems.name = named.error.issues[0]?.message ?? 'not_allowed';
    const anyPart = birth.day || birth.month || birth.year;
    const date = `${birth.year}-${birth.month}-${birth.day}`;
    if (anyPart && !dateOfBirthField(settings.minimum_age).safeParse(date).success)
      problems.date_of_birth = 'date_of_birth_error';
    setErrors(problems);
    if (Object.keys(problems).length) {
      setStatus('invalid');
      return;
    }
    setStatus('saving');
    try {
      const { user: saved } = await myProfileApi.updateUser({
        name: name.trim(),
        gender: gender === 'male' || gender === 'female' ? gender : null,
        date_of_birth: anyPart ? date : null,
        // An empty value clears a field (docs/product.md §7 PUT /api/user.php).
        fields: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value.trim()])),
        ...(country ? { country, countryregion: region } : {}),
        ...(showCity ? { city } : {}),
      });
      setStatus('saved');
      onSaved(saved);
    } catch (error) {
      const fromServer = fieldErrors(error);
      setErrors(fromServer);
      setStatus(Object.keys(fromServer).length ? 'invalid' : 'failed');
    }
  };

  const selectProps = (field: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${ids.field}-${field}-error` : undefined,
  });
  const errorFor = (field: string) =>
    errors[field] ? (
      <div className="invalid-feedback d-block" id={`${ids.field}-${field}-error`}>
        {message(errors[field])}
      </div>
    ) : null;

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <section className="card shadow-sm mb-4">
        <div className="card-body">
          <h2 className="h5 card-title mb-3" id={`${ids.field}-title`}>
            {t('myProfile.details.title')}
          </h2>
          <TextField
            label={t('myProfile.details.name')}
            name="name"
            autoComplete="nickname"
            maxLength={150}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={message(errors.name)}
          />
          <div className="mb-3">
            <label htmlFor={ids.gender} className="form-label">
              {t('myProfile.details.gender')}
            </label>
            <select
              id={ids.gender}
              className="form-select"
              value={gender}
              onChange={(event) => setGender(event.target.value)}
            >
              <option value="" disabled>
                {t('myProfile.choose')}
              </option>
              <option value="female">{t('myProfile.details.female')}</option>
              <option value="male">{t('myProfile.details.male')}</option>
            </select>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('myProfile.details.birthdate')}</legend>
            <div className="d-flex gap-2">
              {datePartOrder(i18n.language).map((part) => (
                <select
                  key={part}
                  aria-label={t(`myProfile.details.${part}`)}
                  className={`form-select${errors.date_of_birth ? ' is-invalid' : ''}`}
                  value={birth[part]}
                  {...selectProps('date_of_birth')}
                  onChange={(event) => setBirth({ ...birth, [part]: event.target.value })}
                >
                  <option value="">{t(`myProfile.details.${part}`)}</option>
                  {dateOptions[part].map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ))}
            </div>
            {errorFor('date_of_birth')}
          </fieldset>
          {selectFields.map((field) => (
            <div className="mb-3" key={field}>
              <label htmlFor={`${ids.field}-${field}`} className="form-label">
                {t(`myProfile.fields.${field}.label`, { defaultValue: field })}
              </label>
              <select
                id={`${ids.field}-${field}`}
                className={`form-select${errors[field] ? ' is-invalid' : ''}`}
                value={fields[field] ?? ''}
                {...selectProps(field)}
                onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
              >
                <option value="">{t('myProfile.notSaid')}</option>
                {(settings.allowed_values[field] ?? []).map((value) => (
                  <option key={value} value={value}>
                    {t(`myProfile.fields.${field}.${value}`, { defaultValue: value })}
                  </option>
                ))}
              </select>
              {errorFor(field)}
            </div>
          ))}
          {notes.map((field) => (
            <div className="mb-3" key={field}>
              <label htmlFor={`${ids.field}-${field}`} className="form-label">
                {t(`myProfile.notes.${field}`, { defaultValue: field })}
              </label>
              <textarea
                id={`${ids.field}-${field}`}
                className={`form-control${errors[field] || errors.fields ? ' is-invalid' : ''}`}
                rows={4}
                maxLength={2000}
                value={fields[field] ?? ''}
                {...selectProps(field)}
                onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
              />
              {errorFor(field)}
            </div>
          ))}
          {errorFor('fields')}
        </div>
      </section>

      <section className="card shadow-sm mb-4" aria-labelledby={`${ids.field}-location`}>
        <div className="card-body">
          <h2 className="h5 card-title mb-3" id={`${ids.field}-location`}>
            {t('myProfile.location.title')}
          </h2>
          {offered.length > 1 && (
            <div className="mb-3">
              <label htmlFor={ids.country} className="form-label">
                {t('myProfile.location.country')}
              </label>
              <select
                id={ids.country}
                className={`form-select${errors.country ? ' is-invalid' : ''}`}
                value={country}
                {...selectProps('country')}
                onChange={(event) => {
                  setCountry(event.target.value);
                  setRegion(0);
                }}
              >
                <option value="" disabled>
                  {t('myProfile.choose')}
                </option>
                {offered.map((code) => (
                  <option key={code} value={code}>
                    {countryName.of(code) ?? code}
                  </option>
                ))}
              </select>
              {errorFor('country')}
            </div>
          )}
          <div className="mb-3">
            <label htmlFor={ids.region} className="form-label">
              {t('myProfile.location.region')}
            </label>
            <select
              id={ids.region}
              className={`form-select${errors.countryregion ? ' is-invalid' : ''}`}
              value={region}
              disabled={!country}
              {...selectProps('countryregion')}
              onChange={(event) => setRegion(Number(event.target.value))}
            >
              <option value={0}>{t('myProfile.choose')}</option>
              {regions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            {errorFor('countryregion')}
          </div>
          {showCity && (
            <TextField
              label={t('myProfile.location.city')}
              name="city"
              autoComplete="address-level2"
              maxLength={255}
              value={city}
              onChange={(event) => setCity(event.target.value)}
              error={message(errors.city)}
            />
          )}
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => void locate()}
            disabled={locating === 'busy'}
          >
            {locating === 'busy' ? t('myProfile.location.locating') : t('myProfile.location.useMine')}
          </button>
          <div aria-live="polite">
            {locating === 'found' && <p className="form-text mb-0">{t('myProfile.location.found')}</p>}
            {locating === 'notFound' && (
              <p className="form-text text-warning-emphasis mb-0">{t('myProfile.location.notFound')}</p>
            )}
          </div>
        </div>
      </section>

      <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-2 mb-4">
        <button type="submit" className="btn btn-primary" disabled={status === 'saving'}>
          {status === 'saving' ? t('myProfile.saving') : t('myProfile.save')}
        </button>
        <div aria-live="polite" className="flex-grow-1">
          {status === 'saved' && (
            <span className="text-success" role="status" data-testid="profile-saved">
              {t('myProfile.saved')}
            </span>
          )}
        </div>
      </div>
      {status === 'invalid' && (
        <div className="alert alert-warning" role="alert">
          {t('myProfile.invalid')}
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {t('myProfile.failed')}
        </div>
      )}
    </form>
  );
}
