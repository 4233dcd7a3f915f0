import type { Profile, PublicSettings } from 'shared-contracts/api';

/** The parts of a profile the member home nudges towards, the most valuable first. */
export const profileSteps = ['photo', 'about', 'details'] as const;
export type ProfileStep = (typeof profileSteps)[number];

/**
 * What each part weighs in the percentage: a photo decides most about replies, the about-me texts about starting a
 * conversation, the details about being found by search filters. A part the site does not ask for drops out.
 */
const weights: Record<ProfileStep, number> = { photo: 40, about: 30, details: 30 };

export type CompletenessSettings = Pick<
  PublicSettings,
  'visible_profile_fields' | 'visible_profile_notes' | 'allowed_values' | 'region_data'
>;

export interface ProfileCompleteness {
  /** 0 to 100; 100 only when nothing is missing. */
  percent: number;
  /** The most valuable part still missing something; null when the profile is complete. */
  next: ProfileStep | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** A photo that others see, or will once it is checked; a rejected or removed one does not count. */
const hasPhoto = (profile: Profile) =>
  profile.images.some((image) => image.visibility === 'public' || image.visibility === 'pending');

/** The values /profile's details and location sections edit, as far as the site shows them. */
function detailValues(profile: Profile, settings: CompletenessSettings): (string | null)[] {
  const hasRegions = (settings.region_data[profile.country] ?? []).length > 0;
  const selects = settings.visible_profile_fields.filter((field) => (settings.allowed_values[field] ?? []).length);
  return [
    profile.gender,
    profile.date_of_birth,
    profile.country,
    ...(hasRegions ? [profile.countryregion > 0 ? String(profile.countryregion) : null] : []),
    ...(settings.visible_profile_fields.includes('city') ? [profile.city] : []),
    ...selects.map((field) => profile.fields[field] ?? null),
  ];
}

/** The share of `values` filled in; null when the site asks for none of them. */
const shareFilled = (values: (string | null)[]) =>
  values.length === 0 ? null : values.filter(filled).length / values.length;

/** How complete the member's own profile is, and the one step that would help it most. */
export function profileCompleteness(profile: Profile, settings: CompletenessSettings): ProfileCompleteness {
  const shares: Record<ProfileStep, number | null> = {
    photo: hasPhoto(profile) ? 1 : 0,
    about: shareFilled(settings.visible_profile_notes.map((note) => profile.fields[note] ?? null)),
    details: shareFilled(detailValues(profile, settings)),
  };
  const parts = profileSteps.flatMap((step) => {
    const share = shares[step];
    return share === null ? [] : [{ step, share }];
  });
  const weight = parts.reduce((sum, { step }) => sum + weights[step], 0);
  const score = parts.reduce((sum, { step, share }) => sum + weights[step] * share, 0);
  const next = parts.find(({ share }) => share < 1)?.step ?? null;
  // Rounding up to 100 would read as done while a step is still offered.
  return { percent: next === null ? 100 : Math.min(Math.round((100 * score) / weight), 99), next };
}
