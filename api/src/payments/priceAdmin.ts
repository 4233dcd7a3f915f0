import {
  CODE_EXISTS,
  CURRENCY_MISMATCH,
  siteOffersSchema,
  type AdminCode,
  type CodeCreate,
  type CodeUpdate,
  type OffersInput,
} from 'shared-contracts/api/admin';
import type { Queryable } from '../db/database';
import { changesBetween } from '../lib/changes';
import { uniqueViolation } from '../lib/dbErrors';
import { HttpError } from '../lib/httpErrors';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { CatalogAdminRepository, CatalogItem, CatalogItemFields, CatalogKind } from '../repositories/catalog';
import type { CampaignCode, DiscountCodeRepository } from '../repositories/discountCodes';
import type { SiteChanges } from '../repositories/siteChanges';
import type { SiteRepository } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

const noSuchSite = () => new HttpError(404, 'no_site', 'No such site');
const OBJECT = { credits: 'credit_package', premium: 'premium_plan' } as const;
const NOUN = { credits: 'package', premium: 'plan' } as const;

/** A country's prices are in one currency: the cards, the "from" price and the provider all assume it. */
const currencyMismatch = (currency: string) =>
  new HttpError(409, CURRENCY_MISMATCH, `This country's prices are in ${currency}`, { currency: CURRENCY_MISMATCH });

export function adminCodeView(code: CampaignCode): AdminCode {
  return {
    id: code.id,
    code: code.code,
    percent_off: code.percent_off,
    extra_credits: code.extra_credits,
    applies_to: code.applies_to,
    valid_from: code.valid_from.toISOString(),
    valid_until: code.valid_until?.toISOString() ?? null,
    max_redemptions: code.max_redemptions,
    disabled: code.disabled_at !== null,
    redeemed: code.redeemed,
    holders: code.holders,
    created_at: code.created_at.toISOString(),
  };
}

/** A code's terms as the audit log records them: its view less the counts. */
const codeTerms = (code: CampaignCode) => {
  const {
    id: _id,
    code: _letters,
    redeemed: _redeemed,
    holders: _holders,
    created_at: _created,
    ...terms
  } = adminCodeView(code);
  return terms;
};

/**
 * Prices and offers in the console (docs/payments.md "Prices", "Offers and discount codes"): credit packages and
 * premium plans per site and payment country, campaign codes, and the welcome, time-bonus and deletion offers.
 * Amounts are whole minor units; an order keeps what it was charged and credited, so no change here touches one.
 * Every change is audited in its transaction, and one that members' pages show (a price, an offer: the settings'
 * price of a message is worked out from the catalog) is announced to every server process.
 */
export class PriceAdminService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      sites: SiteRepository;
      catalog: CatalogAdminRepository;
      codes: DiscountCodeRepository;
      changes: SiteChanges;
      audit: AuditRepository;
    },
  ) {}

  private async site(id: number) {
    const site = await this.deps.sites.byId(id);
    if (!site) throw noSuchSite();
    return site;
  }

  /** Packages and plans of a site, retired ones too, and its payment countries with their currency. */
  async prices(siteId: number) {
    const { catalog } = this.deps;
    const site = await this.site(siteId);
    const [packages, plans] = await Promise.all([catalog.list('credits', siteId), catalog.list('premium', siteId)]);
    const currencies = new Map<string, string>();
    for (const item of [...packages, ...plans].filter((one) => one.active)) currencies.set(item.country, item.currency);
    const sold = [...packages, ...plans].map((item) => item.country);
    const countries = [...new Set([...site.settings.countries, ...sold.sort()])];
    return {
      countries: countries.map((country) => ({ country, currency: currencies.get(country) ?? null })),
      message_credits: site.settings.message_credits,
      packages,
      plans,
    };
  }

  async createItem<K extends CatalogKind>(
    act: OperatorAct,
    kind: K,
    input: { site_id: number; country: string; currency: string } & Omit<CatalogItemFields<K>, 'active'>,
  ): Promise<CatalogItem<K>> {
    const { site_id: siteId, country, currency, ...fields } = input;
    await this.site(siteId);
    return this.changeCatalog(async (tx) => {
      const sold = await this.deps.catalog.currencyOf(tx, siteId, country);
      if (sold && sold !== currency) throw currencyMismatch(sold);
      const created = await this.deps.catalog.insert(tx, kind, { site_id: siteId, country, currency }, {
        ...fields,
        active: true,
      } as unknown as CatalogItemFields<K>);
      await this.auditItem(tx, act, kind, 'created', created, { after: itemState(created) });
      return { siteId, result: created };
    });
  }

  /** New credits, days, price, place or state; an order keeps what it was charged and credited. */
  async updateItem<K extends CatalogKind>(
    act: OperatorAct,
    kind: K,
    input: { id: number } & CatalogItemFields<K>,
  ): Promise<CatalogItem<K>> {
    const { id, ...fields } = input;
    const { catalog } = this.deps;
    return this.changeCatalog(async (tx) => {
      const current = await this.lockItem(tx, kind, id);
      const { changed, before, after } = changesBetween(itemState(current), { ...itemState(current), ...fields });
      if (!changed.length) return { siteId: current.site_id, result: current };
      if (fields.active && !current.active) {
        const sold = await catalog.currencyOf(tx, current.site_id, current.country, { kind, id });
        if (sold && sold !== current.currency) throw currencyMismatch(sold);
      }
      const updated = await catalog.update(tx, kind, id, fields as unknown as CatalogItemFields<K>);
      const verb = current.active && !updated.active ? 'retired' : 'updated';
      await this.auditItem(tx, act, kind, verb, updated, { before, after });
      return { siteId: updated.site_id, result: updated };
    });
  }

  /** Deletes a package or plan no order names; one that an order names is retired (its orders keep it). */
  async removeItem(act: OperatorAct, kind: CatalogKind, id: number): Promise<'deleted' | 'retired'> {
    const { catalog } = this.deps;
    return this.changeCatalog(async (tx) => {
      const current = await this.lockItem(tx, kind, id);
      if (!current.in_use) {
        await catalog.delete(tx, kind, id);
        await this.auditItem(tx, act, kind, 'deleted', current, { before: itemState(current) });
        return { siteId: current.site_id, result: 'deleted' as const };
      }
      if (current.active) {
        const retired = await catalog.update(tx, kind, id, { ...itemFields(current), active: false });
        await this.auditItem(tx, act, kind, 'retired', retired, { before: { active: true }, after: { active: false } });
      }
      return { siteId: current.site_id, result: 'retired' as const };
    });
  }

  private async lockItem<K extends CatalogKind>(tx: Queryable, kind: K, id: number): Promise<CatalogItem<K>> {
    const item = await this.deps.catalog.lock(tx, kind, id);
    if (!item) throw new HttpError(404, `no_${NOUN[kind]}`, `No such ${NOUN[kind]}`);
    return item;
  }

  /** A change to a site's catalog, announced in its transaction and out of this process's cache once it commits. */
  private async changeCatalog<T>(work: (tx: Queryable) => Promise<{ siteId: number; result: T }>): Promise<T> {
    const { result } = await this.deps.inTransaction(async (tx) => {
      const done = await work(tx);
      await this.deps.changes.announce(tx, done.siteId);
      return done;
    });
    this.deps.sites.invalidate();
    return result;
  }

  private auditItem<K extends CatalogKind>(
    tx: Queryable,
    act: OperatorAct,
    kind: K,
    verb: 'created' | 'updated' | 'retired' | 'deleted',
    item: CatalogItem<K>,
    states: { before?: unknown; after?: unknown },
  ) {
    return this.deps.audit.append(tx, {
      ...act,
      action: `${OBJECT[kind]}.${verb}`,
      objectType: OBJECT[kind],
      objectId: item.id,
      siteId: item.site_id,
      ...states,
    });
  }

  async codes(siteId: number): Promise<AdminCode[]> {
    await this.site(siteId);
    return (await this.deps.codes.campaigns(siteId)).map(adminCodeView);
  }

  async createCode(act: OperatorAct, input: CodeCreate): Promise<AdminCode> {
    const { site_id: siteId, valid_from, valid_until, ...terms } = input;
    await this.site(siteId);
    const { inTransaction, codes, audit } = this.deps;
    try {
      return await inTransaction(async (tx) => {
        const id = await codes.createCampaign(
          siteId,
          { ...terms, valid_from: dateOf(valid_from), valid_until: dateOf(valid_until) },
          tx,
        );
        const created = (await codes.campaign(tx, id)) as CampaignCode;
        await audit.append(tx, {
          ...act,
          action: 'discount_code.created',
          objectType: 'discount_code',
          objectId: id,
          siteId,
          after: { code: created.code, ...codeTerms(created) },
        });
        return adminCodeView(created);
      });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      throw new HttpError(409, CODE_EXISTS, 'The site has a code with these letters already', { code: CODE_EXISTS });
    }
  }

  /** New terms, or withdrawn: orders already made with the code keep their price and their place under the cap. */
  async updateCode(act: OperatorAct, input: CodeUpdate): Promise<AdminCode> {
    const { id, valid_from, valid_until, ...terms } = input;
    const { inTransaction, codes, audit } = this.deps;
    return inTransaction(async (tx) => {
      const current = await codes.lockCampaign(tx, id);
      if (!current) throw new HttpError(404, 'no_code', 'No such code');
      await codes.updateCampaign(tx, id, {
        ...terms,
        valid_from: dateOf(valid_from),
        valid_until: dateOf(valid_until),
      });
      const updated = (await codes.campaign(tx, id)) as CampaignCode;
      const { changed, before, after } = changesBetween(codeTerms(current), codeTerms(updated));
      if (changed.length)
        await audit.append(tx, {
          ...act,
          action: !current.disabled_at && updated.disabled_at ? 'discount_code.disabled' : 'discount_code.updated',
          objectType: 'discount_code',
          objectId: id,
          siteId: updated.site_id,
          before,
          after,
        });
      return adminCodeView(updated);
    });
  }

  async offers(siteId: number): Promise<OffersInput> {
    const site = await this.site(siteId);
    return { ...siteOffersSchema.parse(site.offers), delete_discount: site.settings.delete_discount };
  }

  async updateOffers(act: OperatorAct, siteId: number, input: OffersInput): Promise<OffersInput> {
    const { inTransaction, sites, audit, changes } = this.deps;
    const { delete_discount: deleteDiscount, ...offers } = input;
    const result = await inTransaction(async (tx) => {
      const site = await sites.lock(tx, siteId);
      if (!site) throw noSuchSite();
      const current = { ...siteOffersSchema.parse(site.offers), delete_discount: site.settings.delete_discount };
      const { changed, before, after } = changesBetween<Record<string, unknown>>(current, input);
      if (!changed.length) return { offers: current, changed: false };
      await sites.setOffers(tx, siteId, offers, deleteDiscount);
      await audit.append(tx, {
        ...act,
        action: 'site.offers_changed',
        objectType: 'site',
        objectId: siteId,
        siteId,
        before,
        after,
      });
      await changes.announce(tx, siteId);
      return { offers: input, changed: true };
    });
    if (result.changed) sites.invalidate();
    return result.offers;
  }
}

const dateOf = (moment: string | null) => (moment === null ? null : new Date(moment));

/** What a package or plan is, less where it is sold and its bookkeeping. */
function itemFields<K extends CatalogKind>(item: CatalogItem<K>): CatalogItemFields<K> {
  const { id: _id, site_id: _site, country: _country, currency: _currency, in_use: _inUse, ...fields } = item;
  return fields as unknown as CatalogItemFields<K>;
}

/** A package or plan as the audit log records it. */
function itemState<K extends CatalogKind>(item: CatalogItem<K>): Record<string, unknown> {
  return {
    country: item.country,
    currency: item.currency,
    ...(itemFields(item) as unknown as Record<string, unknown>),
  };
}
