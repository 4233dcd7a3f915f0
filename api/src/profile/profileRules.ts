import { validationMessages, type ProfileField, type PublicSettings } from 'shared-contracts/api';
import { dateOfBirthField, type UserUpdate } from 'shared-contracts/api/signup';

/** The site-dependent rules of docs/product.md §5 the schema alone cannot know; returns message keys per field. */
export function siteRuleViolations(
  update: UserUpdate,
  settings: PublicSettings,
  fieldRules: ProfileField[],
  currentCountry: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const country = update.country ?? currentCountry;
  if (update.country !== undefined && !settings.countries.includes(update.country))
    problems.country = validationMessages.notAllowed;
  if (update.countryregion !== undefined && update.countryregion !== 0) {
    const regions = settings.region_data[country] ?? [];
    if (!regions.some((region) => region.id === update.countryregion))
      problems.countryregion = validationMessages.notAllowed;
  }
  if (update.date_of_birth && !dateOfBirthField(settings.minimum_age).safeParse(update.date_of_birth).success) {
    problems.date_of_birth = validationMessages.dateOfBirth;
  }
  for (const [name, value] of Object.entries(update.fields ?? {})) {
    const rule = fieldRules.find((candidate) => candidate.name === name);
    if (!rule || (rule.type === 'select' && value !== '' && !rule.allowed_values.includes(value)))
      problems[name] = validationMessages.notAllowed;
  }
  return problems;
}

/** The profile columns an update changes: a new country without a region resets the region; an empty field is cleared. */
export function profileChanges(update: UserUpdate, current: { country: string; fields: Record<string, string> }) {
  // docs/product.md §4: picking a country resets the region to none.
  const region =
    update.countryregion ?? (update.country !== undefined && update.country !== current.country ? 0 : undefined);
  const fields = update.fields
    ? Object.fromEntries(Object.entries({ ...current.fields, ...update.fields }).filter(([, value]) => value !== ''))
    : undefined;
  return {
    name: update.name,
    country: update.country,
    region,
    city: update.city,
    gender: update.gender,
    birthdate: update.date_of_birth,
    fields,
    personal: update.personal,
    lastSignupStep: update.lastSignupStep,
  };
}
