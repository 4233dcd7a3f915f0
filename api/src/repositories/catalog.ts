import type { Database } from '../db/database';

export interface PackageRow {
  id: number;
  credits: number;
  bonus_credits: number;
  price: number;
  currency: string;
  best_value: boolean;
}

export interface PlanRow {
  id: number;
  days: number;
  price: number;
  currency: string;
  best_value: boolean;
}

/** What the member buys: a credit package or a premium plan, at its list price (the quote rules price it). */
export type Product =
  | {
      kind: 'credits';
      id: number;
      credits: number;
      bonusCredits: number;
      price: number;
      currency: string;
      country: string;
    }
  | { kind: 'premium'; id: number; days: number; price: number; currency: string; country: string };

/** A package of `country` as the quote rules take it. */
export const packageProduct = (row: Omit<PackageRow, 'best_value'>, country: string): Product => ({
  kind: 'credits',
  id: row.id,
  credits: row.credits,
  bonusCredits: row.bonus_credits,
  price: row.price,
  currency: row.currency,
  country,
});

/** A plan of `country` as the quote rules take it. */
export const planProduct = (row: Omit<PlanRow, 'best_value'>, country: string): Product => ({
  kind: 'premium',
  id: row.id,
  days: row.days,
  price: row.price,
  currency: row.currency,
  country,
});

/** What a site sells (docs/payments.md "Prices"): credit packages and premium plans per payment country. */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  packages(siteId: number, country: string): Promise<PackageRow[]> {
    return this.db.query<PackageRow>(
      `select id, credits, bonus_credits, price, currency, best_value from credit_packages
        where site_id = $1 and country = $2 and active order by position, id`,
      [siteId, country],
    );
  }

  /** Every active package of the site with its country (for each country's "from" price of a message). */
  activePackages(siteId: number): Promise<(PackageRow & { country: string })[]> {
    return this.db.query<PackageRow & { country: string }>(
      `select id, credits, bonus_credits, price, currency, best_value, country from credit_packages
        where site_id = $1 and active`,
      [siteId],
    );
  }

  plans(siteId: number, country: string): Promise<PlanRow[]> {
    return this.db.query<PlanRow>(
      `select id, days, price, currency, best_value from premium_plans
        where site_id = $1 and country = $2 and active order by position, id`,
      [siteId, country],
    );
  }

  /** The countries the site sells in, in the site's order of countries. */
  async countries(siteId: number, siteCountries: string[]): Promise<string[]> {
    const rows = await this.db.query<{ country: string }>(
      `select country from credit_packages where site_id = $1 and active
        union select country from premium_plans where site_id = $1 and active`,
      [siteId],
    );
    const selling = new Set(rows.map((row) => row.country));
    return [
      ...siteCountries.filter((country) => selling.has(country)),
      ...[...selling].filter((country) => !siteCountries.includes(country)).sort(),
    ];
  }

  /** An active package or plan of the site; null for any other id. */
  async product(siteId: number, choice: { creditId?: number; planId?: number }): Promise<Product | null> {
    if (choice.creditId !== undefined) {
      const [row] = await this.db.query<PackageRow & { country: string }>(
        `select id, credits, bonus_credits, price, currency, best_value, country from credit_packages
          where id = $1 and site_id = $2 and active`,
        [choice.creditId, siteId],
      );
      return row ? packageProduct(row, row.country) : null;
    }
    const [row] = await this.db.query<PlanRow & { country: string }>(
      'select id, days, price, currency, country from premium_plans where id = $1 and site_id = $2 and active',
      [choice.planId ?? 0, siteId],
    );
    return row ? planProduct(row, row.country) : null;
  }
}
