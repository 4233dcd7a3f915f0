import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, userResponseSchema, validationMessages } from 'shared-contracts/api';
import { dateOfBirthField, userUpdateSchema, type UserUpdate } from 'shared-contracts/api/signup';
import { geoipCountry } from './site';
import { HttpError, invalidFields } from '../../plugins/errors';
import { requireMember } from '../../plugins/requestContext';
import type { PublicSettings } from 'shared-contracts/api';

interface FieldRule {
  name: string;
  type: 'select' | 'text';
  allowed_values: string[];
}

/** The site-dependent rules of docs/product.md §5 the schema alone cannot know; returns message keys per field. */
function siteRuleViolations(update: UserUpdate, settings: PublicSettings, fieldRules: FieldRule[], currentCountry: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const country = update.country ?? currentCountry;
  if (update.country !== undefined && !settings.countries.includes(update.country)) problems.country = validationMessages.notAllowed;
  if (update.countryregion !== undefined && update.countryregion !== 0) {
    const regions = settings.region_data[country] ?? [];
    if (!regions.some((region) => region.id === update.countryregion)) problems.countryregion = validationMessages.notAllowed;
  }
  if (update.date_of_birth && !dateOfBirthField(settings.minimum_age).safeParse(update.date_of_birth).success) {
    problems.date_of_birth = validationMessages.dateOfBirth;
  }
  for (const [name, value] of Object.entries(update.fields ?? {})) {
    const rule = fieldRules.find((candidate) => candidate.name === name);
    if (!rule || (rule.type === 'select' && value !== '' && !rule.allowed_values.includes(value))) problems[name] = validationMessages.notAllowed;
  }
  return problems;
}

/** PUT /api/user.php: saves the location or the profile (docs/product.md §4 signup steps 3–5, §7). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.withTypeProvider<ZodTypeProvider>().put('/api/user.php', {
    schema: {
      tags: ['profile'],
      summary: 'Save the location, or the profile with lastSignupStep',
      body: userUpdateSchema,
      response: { 200: userResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) => {
      const memberId = requireMember(request);
      const update = request.body;
      const settings = await ctx.sites.publicSettings(request.site, geoipCountry(request));
      const fieldRules = await ctx.db.query<FieldRule>('select name, type, allowed_values from profile_fields where site_id = $1', [request.site.id]);
      const [current] = await ctx.db.query<{ country: string; fields: Record<string, string> }>('select country, fields from profiles where member_id = $1', [memberId]);
      if (!current) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
      const problems = siteRuleViolations(update, settings, fieldRules, current.country);
      if (Object.keys(problems).length) throw invalidFields(problems);

      // A new country without a region resets the region (docs/product.md §4: picking a country resets the region to none).
      const region = update.countryregion ?? (update.country !== undefined && update.country !== current.country ? 0 : undefined);
      const fields = update.fields
        ? Object.fromEntries(Object.entries({ ...current.fields, ...update.fields }).filter(([, value]) => value !== ''))
        : undefined;
      await ctx.members.updateProfile(memberId, {
        name: update.name,
        country: update.country,
        region,
        city: update.city,
        gender: update.gender,
        birthdate: update.date_of_birth,
        fields,
        personal: update.personal,
        lastSignupStep: update.lastSignupStep,
      });
      const user = await ctx.members.user(memberId, request.site.settings.fictional_icon);
      if (!user) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
      return { user };
    },
  });
}
