import type { Database, Queryable, SqlValue } from '../db/database';

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

// The console's side (docs/payments.md "Prices"): retired rows too, and what orders name them.

export type CatalogKind = 'credits' | 'premium';

/** What a package or plan is beyond where it is sold and its price. */
interface KindFields {
  credits: { credits: number; bonus_credits: number };
  premium: { days: number };
}

/** A package or plan as the console edits it. */
export type CatalogItemFields<K extends CatalogKind> = KindFields[K] & {
  price: number;
  best_value: boolean;
  position: number;
  active: boolean;
};

export type CatalogItem<K extends CatalogKind> = CatalogItemFields<K> & {
  id: number;
  site_id: number;
  country: string;
  currency: string;
  /** Whether an order names it, whatever its state: such a row is retired, never deleted. */
  in_use: boolean;
};

/** The table of each kind; every name here is fixed text, never a client's. */
const KINDS = {
  credits: { table: 'credit_packages', orderColumn: 'package_id', columns: ['credits', 'bonus_credits'] },
  premium: { table: 'premium_plans', orderColumn: 'plan_id', columns: ['days'] },
} as const satisfies Record<CatalogKind, { table: string; orderColumn: string; columns: readonly string[] }>;

const EDITED = ['price', 'best_value', 'position', 'active'] as const;

/** The columns of a package or plan (`c`), and whether an order names it (orders_package / orders_plan). */
function itemColumns(kind: CatalogKind) {
  const { orderColumn, columns } = KINDS[kind];
  const names = ['id', 'site_id', 'country', 'currency', ...columns, ...EDITED];
  return `${names.map((name) => `c.${name}`).join(', ')},
    exists (select 1 from orders o where o.${orderColumn} = c.id) as in_use`;
}

/** Packages and plans as operators edit them (payments/priceAdmin.ts). */
export class CatalogAdminRepository {
  constructor(private readonly db: Database) {}

  /** Every package or plan of the site, retired ones too, by country and place on the page. */
  list<K extends CatalogKind>(kind: K, siteId: number): Promise<CatalogItem<K>[]> {
    return this.db.query<CatalogItem<K>>(
      `select ${itemColumns(kind)} from ${KINDS[kind].table} c
        where c.site_id = $1 order by c.country, c.position, c.id`,
      [siteId],
    );
  }

  async lock<K extends CatalogKind>(tx: Queryable, kind: K, id: number): Promise<CatalogItem<K> | null> {
    await tx.query(`select 1 from ${KINDS[kind].table} where id = $1 for update`, [id]);
    return this.byId(tx, kind, id);
  }

  private async byId<K extends CatalogKind>(tx: Queryable, kind: K, id: number): Promise<CatalogItem<K> | null> {
    const [row] = await tx.query<CatalogItem<K>>(
      `select ${itemColumns(kind)} from ${KINDS[kind].table} c where c.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The currency of a payment country's prices on a site, from its packages and plans on sale; null for none. */
  async currencyOf(tx: Queryable, siteId: number, country: string, exceptId?: { kind: CatalogKind; id: number }) {
    const [row] = await tx.query<{ currency: string }>(
      `select currency from credit_packages
        where site_id = $1 and country = $2 and active and not ($3 = 'credits' and id = $4)
       union
       select currency from premium_plans
        where site_id = $1 and country = $2 and active and not ($3 = 'premium' and id = $4)
       limit 1`,
      [siteId, country, exceptId?.kind ?? '', exceptId?.id ?? 0],
    );
    return row?.currency ?? null;
  }

  async insert<K extends CatalogKind>(
    tx: Queryable,
    kind: K,
    place: { site_id: number; country: string; currency: string },
    fields: CatalogItemFields<K>,
  ): Promise<CatalogItem<K>> {
    const names = ['site_id', 'country', 'currency', ...KINDS[kind].columns, ...EDITED];
    const values = { ...place, ...fields } as Record<string, SqlValue>;
    const [row] = await tx.query<{ id: number }>(
      `insert into ${KINDS[kind].table} (${names.join(', ')})
       values (${names.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
      names.map((name) => values[name] ?? null),
    );
    return (await this.byId(tx, kind, (row as { id: number }).id)) as CatalogItem<K>;
  }

  async update<K extends CatalogKind>(
    tx: Queryable,
    kind: K,
    id: number,
    fields: CatalogItemFields<K>,
  ): Promise<CatalogItem<K>> {
    const names = [...KINDS[kind].columns, ...EDITED];
    const values = fields as unknown as Record<string, SqlValue>;
    await tx.query(
      `update ${KINDS[kind].table} set ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')}
        where id = $1`,
      [id, ...names.map((name) => values[name] ?? null)],
    );
    return (await this.byId(tx, kind, id)) as CatalogItem<K>;
  }

  async delete(tx: Queryable, kind: CatalogKind, id: number): Promise<void> {
    await tx.query(`delete from ${KINDS[kind].table} where id = $1`, [id]);
  }

  /** A new site sells what another does, at the same prices. */
  async copy(tx: Queryable, fromSiteId: number, toSiteId: number): Promise<void> {
    for (const kind of ['credits', 'premium'] as const) {
      const names = ['country', 'currency', ...KINDS[kind].columns, ...EDITED].join(', ');
      await tx.query(
        `insert into ${KINDS[kind].table} (site_id, ${names})
         select $2, ${names} from ${KINDS[kind].table} where site_id = $1 and active`,
        [fromSiteId, toSiteId],
      );
    }
  }
}
