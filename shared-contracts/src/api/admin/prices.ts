import { z } from 'zod/mini';
import { countryCodeSchema, idField, idParam, intField, MAX_ID, validationMessages } from '../input';
import { publicSettingsSchema } from '../settings';
import { adminEndpoint } from './endpoint';

const m = validationMessages;

/** ISO 4217, one the browsers' and Node's Intl know (it says how many minor units the currency has). */
export const currencySchema = z.string().check(
  z.regex(/^[A-Z]{3}$/, { error: m.notAllowed }),
  z.refine<string>((code) => Intl.supportedValuesOf('currency').includes(code), { error: m.notAllowed }),
);

/** An amount in the currency's minor unit (cents): a whole number, at least 1, at most a million euros. */
const price = intField(1, { error: 'invalid_price' }).check(z.maximum(100_000_000, { error: 'invalid_price' }));
const count = (min: number, max: number) =>
  intField(min, { error: 'invalid_number' }).check(z.maximum(max, { error: 'invalid_number' }));
const position = count(0, 1000);

/** A credit package as the console shows it: retired ones too, and whether an order names it. */
export const adminPackageSchema = z.object({
  id: z.int(),
  country: z.string(),
  currency: z.string(),
  credits: z.int(),
  bonus_credits: z.int(),
  price: z.int(),
  best_value: z.boolean(),
  position: z.int(),
  /** False once retired: members no longer see it; its orders keep it. */
  active: z.boolean(),
  /** An order names it: removing it retires it. */
  in_use: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPlanSchema = z.object({
  id: z.int(),
  country: z.string(),
  currency: z.string(),
  days: z.int(),
  price: z.int(),
  best_value: z.boolean(),
  position: z.int(),
  active: z.boolean(),
  /** An order names it: removing it retires it. */
  in_use: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/** GET /api/admin/prices.php?site=: a site's credit packages and premium plans in every payment country. */
export const pricesEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/prices.php',
  permission: 'prices.read',
  query: z.strictObject({ site: idParam }),
  response: z.object({
    /** The site's countries, then any other country with prices, each with its currency (null: none yet). */
    countries: z.array(z.object({ country: z.string(), currency: z.nullable(z.string()) })),
    /** Credits a message costs on the site (settings.message_credits): the price per message of each package. */
    message_credits: z.int(),
    packages: z.array(adminPackageSchema),
    plans: z.array(adminPlanSchema),
  }),
});

const packageFields = {
  credits: count(1, 1_000_000),
  bonus_credits: count(0, 1_000_000),
  price,
  best_value: z.boolean(),
  position,
};
const planFields = { days: count(1, 3650), price, best_value: z.boolean(), position };
/** Where a new package or plan is sold: all of a country's prices are in one currency. */
const placeFields = { site_id: idField, country: countryCodeSchema, currency: currencySchema };

export const packageCreateSchema = z.strictObject({ ...placeFields, ...packageFields });
export type PackageCreate = z.infer<typeof packageCreateSchema>;
/** A package's country and currency stay; retiring it (`active: false`) takes it off sale, its orders keep it. */
export const packageUpdateSchema = z.strictObject({ id: idField, ...packageFields, active: z.boolean() });
export type PackageUpdate = z.infer<typeof packageUpdateSchema>;
export const planCreateSchema = z.strictObject({ ...placeFields, ...planFields });
export type PlanCreate = z.infer<typeof planCreateSchema>;
export const planUpdateSchema = z.strictObject({ id: idField, ...planFields, active: z.boolean() });
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** What removing a package or plan did: deleted when no order ever named it, else retired. */
const removedSchema = z.object({ outcome: z.enum(['deleted', 'retired']) });
const removeSchema = z.strictObject({ id: idField });

/** 409: a country's prices are in one currency. */
export const CURRENCY_MISMATCH = 'currency_mismatch';

/**
 * The three calls that change one kind of product at its path, each answering the changed one under `key`: POST a
 * new one, PUT a change (its credits or days, price, place on the page, or retiring it; orders keep their price),
 * DELETE one (deleted when no order names it, else retired).
 */
function productWrites<
  K extends string,
  Item extends z.ZodMiniType,
  Create extends z.ZodMiniType,
  Update extends z.ZodMiniType,
>(path: `/api/admin/${string}`, key: K, schemas: { item: Item; create: Create; update: Update }) {
  const answer = z.object({ [key]: schemas.item } as Record<K, Item>);
  return {
    create: adminEndpoint({ method: 'POST', path, permission: 'prices.write', body: schemas.create, response: answer }),
    update: adminEndpoint({ method: 'PUT', path, permission: 'prices.write', body: schemas.update, response: answer }),
    remove: adminEndpoint({
      method: 'DELETE',
      path,
      permission: 'prices.write',
      body: removeSchema,
      response: removedSchema,
    }),
  };
}

/** /api/admin/packages.php: credit packages. */
export const {
  create: packageCreateEndpoint,
  update: packageUpdateEndpoint,
  remove: packageRemoveEndpoint,
} = productWrites('/api/admin/packages.php', 'package', {
  item: adminPackageSchema,
  create: packageCreateSchema,
  update: packageUpdateSchema,
});

/** /api/admin/plans.php: premium plans. */
export const {
  create: planCreateEndpoint,
  update: planUpdateEndpoint,
  remove: planRemoveEndpoint,
} = productWrites('/api/admin/plans.php', 'plan', {
  item: adminPlanSchema,
  create: planCreateSchema,
  update: planUpdateSchema,
});

// Campaign codes (docs/payments.md "Offers and discount codes").

export const codeAppliesTo = ['credits', 'premium', 'all'] as const;

/** A moment as the console sends it: ISO 8601 with its offset. */
const moment = z.iso.datetime({ offset: true, error: 'invalid_date' });

/**
 * A campaign code's terms: percent off *or* extra credits on a package (never both; extra credits buy no premium), a
 * validity window and a cap on the members who may pay with it.
 */
const codeTerms = {
  percent_off: z.nullable(count(1, 90)),
  extra_credits: z.nullable(count(1, 100_000)),
  applies_to: z.enum(codeAppliesTo, { error: m.notAllowed }),
  /** Null when made: from now. */
  valid_from: z.nullable(moment),
  valid_until: z.nullable(moment),
  max_redemptions: z.nullable(count(1, MAX_ID)),
};
type CodeTerms = {
  percent_off: number | null;
  extra_credits: number | null;
  applies_to: string;
  valid_from: string | null;
  valid_until: string | null;
};
/** The rules across a code's fields, reported at the field an operator would change. */
const codeTermsAgree = z.superRefine<CodeTerms>((terms, context) => {
  if ((terms.percent_off === null) === (terms.extra_credits === null))
    context.addIssue({ code: 'custom', path: ['percent_off'], message: 'percent_or_credits' });
  if (terms.extra_credits !== null && terms.applies_to === 'premium')
    context.addIssue({ code: 'custom', path: ['applies_to'], message: 'credits_not_for_premium' });
  if (
    terms.valid_until !== null &&
    Date.parse(terms.valid_until) <= Date.parse(terms.valid_from ?? new Date().toISOString())
  )
    context.addIssue({ code: 'custom', path: ['valid_until'], message: 'ends_before_start' });
});

export const codeCreateSchema = z
  .strictObject({
    site_id: idField,
    code: z
      .string({ error: m.required })
      .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{3,32}$/, { error: 'invalid_code' })),
    ...codeTerms,
  })
  .check(codeTermsAgree);
export type CodeCreate = z.infer<typeof codeCreateSchema>;

/** The code's terms as they are to be; `disabled` withdraws it at once (members are told it has expired). */
export const codeUpdateSchema = z
  .strictObject({ id: idField, ...codeTerms, valid_from: moment, disabled: z.boolean() })
  .check(codeTermsAgree);
export type CodeUpdate = z.infer<typeof codeUpdateSchema>;

/** A new code's terms as the console's form starts them: 10 % off everything, valid from now, no end, no cap. */
export const newCodeOf = (siteId: number): z.input<typeof codeCreateSchema> => ({
  site_id: siteId,
  code: '',
  percent_off: 10,
  extra_credits: null,
  applies_to: 'all',
  valid_from: null,
  valid_until: null,
  max_redemptions: null,
});

/** A code as listed, as the update takes its terms back: what the console's form starts from to change it. */
export const codeUpdateOf = (code: AdminCode): z.input<typeof codeUpdateSchema> => ({
  id: code.id,
  percent_off: code.percent_off,
  extra_credits: code.extra_credits,
  applies_to: code.applies_to,
  valid_from: code.valid_from,
  valid_until: code.valid_until,
  max_redemptions: code.max_redemptions,
  disabled: code.disabled,
});

export const adminCodeSchema = z.object({
  id: z.int(),
  code: z.string(),
  percent_off: z.nullable(z.int()),
  extra_credits: z.nullable(z.int()),
  applies_to: z.enum(codeAppliesTo),
  valid_from: z.string(),
  valid_until: z.nullable(z.string()),
  max_redemptions: z.nullable(z.int()),
  disabled: z.boolean(),
  /** Members who paid an order with it. */
  redeemed: z.int(),
  /** Members holding a place under the cap: paid, or an order with it that can still be paid. */
  holders: z.int(),
  created_at: z.string(),
});
export type AdminCode = z.infer<typeof adminCodeSchema>;

/** 409: the site has a code with these letters already. */
export const CODE_EXISTS = 'code_exists';

/** GET /api/admin/codes.php?site=: the site's campaign codes, newest first (personal codes are the members'). */
export const codeListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/codes.php',
  permission: 'prices.read',
  query: z.strictObject({ site: idParam }),
  response: z.object({ codes: z.array(adminCodeSchema) }),
});
/** POST /api/admin/codes.php: a new campaign code. */
export const codeCreateEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/codes.php',
  permission: 'prices.write',
  body: codeCreateSchema,
  response: z.object({ code: adminCodeSchema }),
});
/** PUT /api/admin/codes.php: a code's terms, or disabling it. Orders already made with it keep their price. */
export const codeUpdateEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/codes.php',
  permission: 'prices.write',
  body: codeUpdateSchema,
  response: z.object({ code: adminCodeSchema }),
});

// Offers (sites.offers; docs/payments.md "Offers and discount codes").

const welcomeOffer = { percent_off: count(1, 90), hours: count(1, 24 * 365) };
const timeBonusOffer = { percent: count(1, 500), hours: count(1, 24 * 365) };
const deleteCodeDays = count(1, 365);

/**
 * What a site offers its members beyond its prices, as stored in sites.offers:
 * - `welcome`: a personal code, `percent_off` off the first purchase, valid `hours` after signup, for members who
 *   have not paid before;
 * - `time_bonus`: `percent` extra credits on a credit package bought within `hours` after signup (with a countdown);
 * - `delete_code_days`: how long the code offered to a member who starts deleting the account stays valid (its
 *   percentage is settings.delete_discount).
 * A site without offers stores `{}`: none, and deletion codes valid 14 days.
 */
export const siteOffersSchema = z.object({
  welcome: z._default(z.nullable(z.object(welcomeOffer)), null),
  time_bonus: z._default(z.nullable(z.object(timeBonusOffer)), null),
  delete_code_days: z._default(deleteCodeDays, 14),
});
export type SiteOffers = z.infer<typeof siteOffersSchema>;

/** The offers form: the stored offers and the deletion code's percentage (a public setting). */
export const offersInputSchema = z.strictObject({
  welcome: z.nullable(z.strictObject(welcomeOffer)),
  time_bonus: z.nullable(z.strictObject(timeBonusOffer)),
  delete_code_days: deleteCodeDays,
  delete_discount: publicSettingsSchema.shape.delete_discount,
});
export type OffersInput = z.infer<typeof offersInputSchema>;

const offersViewSchema = z.object({ ...offersInputSchema.shape });

/** GET /api/admin/offers.php?site=: the site's welcome code, time bonus and deletion offer. */
export const offersEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/offers.php',
  permission: 'prices.read',
  query: z.strictObject({ site: idParam }),
  response: z.object({ offers: offersViewSchema }),
});
/** PUT /api/admin/offers.php: changes them; members see the change on their next page. */
export const offersUpdateEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/offers.php',
  permission: 'prices.write',
  body: z.strictObject({ site_id: idField, ...offersInputSchema.shape }),
  response: z.object({ offers: offersViewSchema }),
});
