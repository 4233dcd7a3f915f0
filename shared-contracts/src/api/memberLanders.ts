import { z } from 'zod/mini';
import { readPersisted, removePersisted, writePersisted } from 'shared-contracts';
import { endpoint } from './endpoint';
import { idParam } from './input';
import { genderSchema, type Gender } from './profile';

/**
 * GET /api/lander_member.php?id= — the member a member lander (/members/{id}/signup, /landing, /landing2, /landing3)
 * shows. Public: only a profile logged-out search could show, with only what a search card shows (no e-mail, no exact
 * location); `profile` is null for an unknown, hidden or deleted member, so the lander falls back to a generic one.
 */
export const landerMemberQuerySchema = z.strictObject({ id: idParam });
export const landerMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.nullable(z.int()),
  city: z.string(),
  /** The main photo's full-size file under settings.cdn_prefix, or null without a photo. */
  photo: z.nullable(z.string()),
});
export type LanderMember = z.infer<typeof landerMemberSchema>;
export const landerMemberResponseSchema = z.object({ profile: z.nullable(landerMemberSchema) });
export const landerMemberEndpoint = endpoint({
  method: 'GET',
  path: '/api/lander_member.php',
  query: landerMemberQuerySchema,
  response: landerMemberResponseSchema,
});

const ageParam = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/)),
  z.coerce.number<string>().check(z.minimum(18), z.maximum(100)),
);
const ageValue = z.int().check(z.minimum(18), z.maximum(100));
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
const minNotAboveMax = <T extends { min_age: number; max_age: number }>() =>
  z.refine<T>((range) => range.min_age <= range.max_age, { error: 'min_age_above_max_age', path: ['min_age'] });

/**
 * GET /api/match_count.php — how many members the match finder's answers so far match, with the visibility of
 * logged-out search. No `gender` means both; no `country` the visitor's (geoip) country; `countryregion` 0 or none
 * means the whole country.
 */
export const matchCountQuerySchema = z
  .strictObject({
    gender: z.optional(genderSchema),
    min_age: ageParam,
    max_age: ageParam,
    country: z.optional(countryCode),
    countryregion: z.optional(
      z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.coerce.number<string>().check(z.minimum(0), z.maximum(100_000))),
    ),
  })
  .check(minNotAboveMax());
export const matchCountResponseSchema = z.object({ count: z.int().check(z.minimum(0)) });
export const matchCountEndpoint = endpoint({
  method: 'GET',
  path: '/api/match_count.php',
  query: matchCountQuerySchema,
  response: matchCountResponseSchema,
});

/** Who a visitor may look for, by the site's niche (settings.niche): the gay niche men, the women's niches women. */
export type Seeking = Gender | 'both';
export function seekingOptions(niche: number): readonly Seeking[] {
  if (niche === 7) return ['male'];
  if ([2, 4, 5, 6].includes(niche)) return ['female'];
  return ['female', 'male', 'both'];
}

/**
 * The new member's first search (signup payload `search`): what the match finder asked. No gender means both,
 * which a search cannot hold: the search then starts from its own default gender.
 */
export const initialSearchSchema = z
  .strictObject({
    gender: z.optional(genderSchema),
    min_age: ageValue,
    max_age: ageValue,
    country: z.optional(countryCode),
    countryregion: z.optional(z.int().check(z.minimum(0), z.maximum(100_000))),
  })
  .check(minNotAboveMax());
export type InitialSearch = z.infer<typeof initialSearchSchema>;

/**
 * The match finder's answers, kept (cookie + localStorage, docs/product.md §3 Persisted values) for the signup that
 * follows it: the signup sends them as the member's country and first search and prefills the region step.
 */
export const MATCH_FINDER_ANSWERS_KEY = 'matchFinderAnswers';
/** Answers older than this are forgotten: a signup weeks later is not the one the questions led to. */
export const MATCH_FINDER_ANSWERS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const matchFinderAnswersSchema = z
  .object({
    seeking: z.enum(['female', 'male', 'both']),
    min_age: ageValue,
    max_age: ageValue,
    country: countryCode,
    /** 0: anywhere in the country. */
    countryregion: z.int().check(z.minimum(0), z.maximum(100_000)),
    /** When they were given (ms since 1970). */
    saved_at: z.int().check(z.minimum(0)),
  })
  .check(minNotAboveMax());
export type MatchFinderAnswers = z.infer<typeof matchFinderAnswersSchema>;

export function writeMatchFinderAnswers(answers: Omit<MatchFinderAnswers, 'saved_at'>, now = Date.now()): void {
  writePersisted(MATCH_FINDER_ANSWERS_KEY, matchFinderAnswersSchema.parse({ ...answers, saved_at: now }));
}

/** The answers kept by the match finder, unless there are none, they are malformed or they are too old. */
export function readMatchFinderAnswers(now = Date.now()): MatchFinderAnswers | undefined {
  const answers = readPersisted(MATCH_FINDER_ANSWERS_KEY, matchFinderAnswersSchema);
  if (!answers || answers.saved_at > now || now - answers.saved_at > MATCH_FINDER_ANSWERS_MAX_AGE_MS) return undefined;
  return answers;
}

export function clearMatchFinderAnswers(): void {
  removePersisted(MATCH_FINDER_ANSWERS_KEY);
}

/** The answers as the signup payload's `search`. */
export function initialSearchFromAnswers(answers: MatchFinderAnswers): InitialSearch {
  return {
    ...(answers.seeking === 'both' ? {} : { gender: answers.seeking }),
    min_age: answers.min_age,
    max_age: answers.max_age,
    country: answers.country,
    countryregion: answers.countryregion,
  };
}

/** The match count's query for answers given so far. */
export function matchCountQuery(
  answers: Pick<MatchFinderAnswers, 'seeking' | 'min_age' | 'max_age' | 'country'> & {
    countryregion: number;
  },
) {
  return {
    ...(answers.seeking === 'both' ? {} : { gender: answers.seeking }),
    min_age: String(answers.min_age),
    max_age: String(answers.max_age),
    country: answers.country,
    ...(answers.countryregion ? { countryregion: String(answers.countryregion) } : {}),
  };
}
