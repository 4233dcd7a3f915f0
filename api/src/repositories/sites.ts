import {
  brandColorPattern,
  type ModerationSettings,
  type ProfileField,
  type PublicSettings,
  type TemplateConfig,
} from 'shared-contracts/api';
import type { LocaleCode } from 'shared-contracts';
import { DEFAULT_BRAND_COLOR } from 'shared-contracts/brand';
import { messageCreditsOf } from 'shared-contracts/api/payments';
import type { Database, Queryable, SqlValue } from '../db/database';
import { regionName } from '../lib/regionNames';
import { publishedMessageCosts } from '../lib/messageCosts';
import type { CatalogRepository } from './catalog';
import type { SiteChanges } from './siteChanges';

/**
 * What a site stores; region_data, allowed_values, the geo-IP fields and push_pub are derived. dmca_tradename and
 * brand_color may be missing from sites stored before they existed: no DMCA section, the default colour. The stored
 * minimum_message_costs only seed the demo catalog (seed/demoCatalog.ts): the published ones are derived from the live
 * catalog (lib/messageCosts.ts).
 */
export type StoredSettings = Omit<
  PublicSettings,
  | 'region_data'
  | 'allowed_values'
  | 'geoip_country'
  | 'geoip_selected_country'
  | 'template'
  | 'push_pub'
  | 'dmca_tradename'
  | 'brand_color'
> & { dmca_tradename?: string | null; brand_color?: string };

/** What a site stored before a setting existed has instead of it. */
const settingDefaults = { dmca_tradename: null, brand_color: DEFAULT_BRAND_COLOR };

/** A site's stored settings, with what a site stored before a setting existed has instead. */
export const completeSettings = (settings: StoredSettings) => ({ ...settingDefaults, ...settings });

/**
 * The site's brand colour: its pages' accents, app icon and mail buttons. Checked when it was saved; checked again here,
 * the one place every use reads it from, because it is written into HTML and CSS unescaped.
 */
export const siteBrandColor = (site: Pick<Site, 'settings'>): string => {
  const color = completeSettings(site.settings).brand_color;
  return brandColorPattern.test(color) ? color : DEFAULT_BRAND_COLOR;
};

export interface Site {
  id: number;
  key: string;
  hosts: string[];
  /** Where members reach this site (https://www.example.com): links in mail point here. */
  origin: string | null;
  isDefault: boolean;
  settings: StoredSettings;
  template: TemplateConfig;
  /** Offers beyond the prices (payments/offers.ts); validated where they are used. */
  offers: unknown;
  /** How photos are moderated (docs/operators.md "Photo review"); not public. */
  moderation: ModerationSettings;
  /** Counts the console's changes (migration 022): a change names the version it was made on. */
  version: number;
  updatedAt: Date;
}

/** What the console writes of a site (the key only when it is made). */
export interface SiteWrite {
  hosts: string[];
  origin: string | null;
  isDefault: boolean;
  settings: StoredSettings;
  template: TemplateConfig;
  moderation: ModerationSettings;
}

const CACHE_MS = 30_000;
const SITE_COLUMNS =
  'id, key, hosts, origin, is_default as "isDefault", settings, template, offers, moderation, version, updated_at as "updatedAt"';

/**
 * Sites change rarely and are read on every request: a short in-memory cache keeps them off the hot path. A change in
 * the console empties it in every process at once (SiteChanges); the time limit is the fallback should a notice be
 * lost with a database connection.
 */
export class SiteRepository {
  /** Counts invalidations: a read that started before one does not fill the cache with what it read. */
  private generation = 0;
  private byHost = new Map<string, { site: Site | null; at: number }>();
  /** Per site and locale: region names are in the member's language. */
  private derived = new Map<
    string,
    { value: Pick<PublicSettings, 'region_data' | 'allowed_values' | 'minimum_message_costs'>; at: number }
  >();

  constructor(
    private readonly db: Database,
    /** The server's VAPID public key: settings.push_pub of every site. */
    private readonly pushPublicKey: string,
    /** What the site sells: the published price of a message comes from it. */
    private readonly catalog: CatalogRepository,
  ) {}

  /** The site whose hosts include `host`, else the default site. */
  async forHost(host: string): Promise<Site | null> {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    const cached = this.byHost.get(name);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.site;
    const generation = this.generation;
    const [row] = await this.db.query<Site>(
      `select ${SITE_COLUMNS} from sites
        where $1 = any(hosts) or is_default
        order by ($1 = any(hosts)) desc limit 1`,
      [name],
    );
    const site = row ?? null;
    if (generation === this.generation) this.byHost.set(name, { site, at: Date.now() });
    return site;
  }

  /** The id of the site whose hosts include `host` exactly (no default site): null for a host no site has. */
  async idOfHost(host: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>('select id from sites where $1 = any(hosts)', [
      host.toLowerCase(),
    ]);
    return row?.id ?? null;
  }

  /**
   * A site by id (a provider's report names an order, and the order its site); inside a transaction, read through
   * it (`tx`): on PGlite's one connection a read beside the transaction would wait for it to end.
   */
  async byId(id: number, tx: Queryable = this.db): Promise<Site | null> {
    const [row] = await tx.query<Site>(`select ${SITE_COLUMNS} from sites where id = $1`, [id]);
    return row ?? null;
  }

  private async derivedSettings(site: Site, locale: LocaleCode) {
    const key = `${site.id}:${locale}`;
    const cached = this.derived.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const generation = this.generation;
    const regions = await this.regionsIn(site.settings.countries);
    const fields = (await this.profileFields(site.id)).filter((field) => field.type === 'select');
    const region_data: PublicSettings['region_data'] = Object.fromEntries(
      site.settings.countries.map((country) => [country, []]),
    );
    for (const region of regions)
      region_data[region.country]?.push({
        id: region.id,
        name: regionName(region.country, region.code, locale, region.name),
      });
    const collator = new Intl.Collator(locale);
    for (const list of Object.values(region_data)) list.sort((a, b) => collator.compare(a.name, b.name));
    const value = {
      region_data,
      allowed_values: Object.fromEntries(fields.map((field) => [field.name, field.allowed_values])),
      minimum_message_costs: publishedMessageCosts(
        await this.catalog.activePackages(site.id),
        await this.catalog.countries(site.id, site.settings.countries),
        messageCreditsOf(site.settings),
      ),
    };
    if (generation === this.generation) this.derived.set(key, { value, at: Date.now() });
    return value;
  }

  /**
   * The settings a browser may see (docs/product.md §3), region names in `locale`. `geoipCountry` comes from the edge proxy's
   * header, if any.
   */
  async publicSettings(site: Site, geoipCountry: string, locale: LocaleCode = 'en'): Promise<PublicSettings> {
    const derived = await this.derivedSettings(site, locale);
    const offered = site.settings.countries.includes(geoipCountry);
    return {
      ...completeSettings(site.settings),
      ...derived,
      geoip_country: geoipCountry,
      geoip_selected_country: offered ? geoipCountry : (site.settings.countries[0] ?? ''),
      push_pub: this.pushPublicKey,
      template: site.template,
    };
  }

  /** The site's profile fields with their allowed values, in the order forms show them. */
  async profileFields(siteId: number, tx: Queryable = this.db): Promise<ProfileField[]> {
    return tx.query<ProfileField>(
      'select name, type, allowed_values, visible, searchable from profile_fields where site_id = $1 order by position, name',
      [siteId],
    );
  }

  /** Interests members can pick, by name. */
  async interests(siteId: number): Promise<{ id: number; name: string }[]> {
    return this.db.query<{ id: number; name: string }>(
      'select id, name from interests where site_id = $1 order by name',
      [siteId],
    );
  }

  /** The regions of these countries with their ISO codes (the geocoder picks one by code) and stored names. */
  async regionsIn(countries: string[]): Promise<{ country: string; id: number; code: string; name: string }[]> {
    return this.db.query<{ country: string; id: number; code: string; name: string }>(
      'select country, id, code, name from regions where country = any($1::text[]) order by country, id',
      [countries],
    );
  }

  /** Drops cached rows: a site, its prices or its offers changed (SiteChanges tells every process). */
  invalidate(): void {
    this.generation += 1;
    this.byHost.clear();
    this.derived.clear();
  }

  /** Empties the cache whenever any process announces a change; answers how to stop. */
  followChanges(changes: SiteChanges): Promise<() => Promise<void>> {
    return changes.subscribe(() => this.invalidate());
  }

  // The console's side (docs/operators.md "Sites and settings"); never cached.

  /** Every site, the default first: the console's site picker and list. */
  list(): Promise<Site[]> {
    return this.db.query<Site>(`select ${SITE_COLUMNS} from sites order by is_default desc, key`);
  }

  /** A site, locked for a change in `tx`. */
  async lock(tx: Queryable, id: number): Promise<Site | null> {
    const [row] = await tx.query<Site>(`select ${SITE_COLUMNS} from sites where id = $1 for update`, [id]);
    return row ?? null;
  }

  /** Which of `hosts` other sites have. */
  async hostsOfOthers(tx: Queryable, hosts: string[], exceptId: number | null): Promise<string[]> {
    const rows = await tx.query<{ host: string }>(
      `select distinct host from sites, unnest(hosts) as host
        where host = any($1::text[]) and id is distinct from $2`,
      [hosts, exceptId],
    );
    return rows.map((row) => row.host);
  }

  async keyExists(tx: Queryable, key: string): Promise<boolean> {
    const rows = await tx.query('select 1 from sites where key = $1', [key]);
    return rows.length > 0;
  }

  /** The default site stops being it (another is about to be), a new version. */
  async clearDefault(tx: Queryable): Promise<Site | null> {
    const [row] = await tx.query<Site>(
      `update sites set is_default = false, version = version + 1, updated_at = now()
        where is_default returning ${SITE_COLUMNS}`,
    );
    return row ?? null;
  }

  async insert(tx: Queryable, key: string, site: SiteWrite, offers: unknown): Promise<Site> {
    const [row] = await tx.query<Site>(
      `insert into sites (hosts, origin, is_default, settings, template, moderation, key, offers)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${SITE_COLUMNS}`,
      [...writeParams(site), key, JSON.stringify(offers)],
    );
    return row as Site;
  }

  async update(tx: Queryable, id: number, site: SiteWrite): Promise<Site> {
    const [row] = await tx.query<Site>(
      `update sites set hosts = $1, origin = $2, is_default = $3, settings = $4, template = $5, moderation = $6,
              version = version + 1, updated_at = now()
        where id = $7 returning ${SITE_COLUMNS}`,
      [...writeParams(site), id],
    );
    return row as Site;
  }

  /** The site's offers and the deletion code's percentage (a public setting), a new version. */
  async setOffers(tx: Queryable, id: number, offers: unknown, deleteDiscount: number): Promise<Site> {
    const [row] = await tx.query<Site>(
      `update sites set offers = $2, settings = jsonb_set(settings, '{delete_discount}', to_jsonb($3::int)),
              version = version + 1, updated_at = now()
        where id = $1 returning ${SITE_COLUMNS}`,
      [id, JSON.stringify(offers), deleteDiscount],
    );
    return row as Site;
  }

  /** A new site starts with the profile fields and interests of another. */
  async copyProfileFields(tx: Queryable, fromId: number, toId: number): Promise<void> {
    await tx.query(
      `insert into profile_fields (site_id, name, type, allowed_values, visible, searchable, position)
       select $2, name, type, allowed_values, visible, searchable, position from profile_fields where site_id = $1`,
      [fromId, toId],
    );
    await tx.query('insert into interests (site_id, name) select $2, name from interests where site_id = $1', [
      fromId,
      toId,
    ]);
  }

  /** Of these countries, those without regions yet (regions are shared by every site). */
  async countriesWithoutRegions(tx: Queryable, countries: string[]): Promise<string[]> {
    const rows = await tx.query<{ code: string }>(
      `select wanted.code from unnest($1::text[]) as wanted (code)
        where not exists (select 1 from regions r where r.country = wanted.code)`,
      [countries],
    );
    return rows.map((row) => row.code);
  }

  addRegions(tx: Queryable, regions: RegionRow[]): Promise<void> {
    return insertRegions(tx, regions);
  }
}

/** A site's written columns, $1 to $6: hosts, origin, is_default, settings, template, moderation. */
const writeParams = (site: SiteWrite): SqlValue[] => [
  site.hosts,
  site.origin,
  site.isDefault,
  JSON.stringify(site.settings),
  JSON.stringify(site.template),
  JSON.stringify(site.moderation),
];

export interface RegionRow {
  country: string;
  id: number;
  code: string;
  name: string;
}

/** Regions of countries (from offline data, geo/regions.ts); those there already stay as they are. */
export async function insertRegions(tx: Queryable, regions: RegionRow[]): Promise<void> {
  await tx.query(
    `insert into regions (country, id, code, name)
     select * from unnest($1::text[], $2::int[], $3::text[], $4::text[]) on conflict do nothing`,
    [regions.map((r) => r.country), regions.map((r) => r.id), regions.map((r) => r.code), regions.map((r) => r.name)],
  );
}
