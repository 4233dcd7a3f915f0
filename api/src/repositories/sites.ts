import type { ModerationSettings, ProfileField, PublicSettings, TemplateConfig } from 'shared-contracts/api';
import type { LocaleCode } from 'shared-contracts';
import { messageCreditsOf } from 'shared-contracts/api/payments';
import type { Database, Queryable } from '../db/database';
import { regionName } from '../lib/regionNames';
import { publishedMessageCosts } from '../lib/messageCosts';
import type { CatalogRepository } from './catalog';

/**
 * What a site stores; region_data, allowed_values, the geo-IP fields and push_pub are derived. dmca_tradename may be
 * missing from sites stored before it existed: that means none. The stored minimum_message_costs only seed the demo
 * catalog (seed/demoCatalog.ts): the published ones are derived from the live catalog (lib/messageCosts.ts).
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
> & { dmca_tradename?: string | null };

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
}

const CACHE_MS = 30_000;
const SITE_COLUMNS = 'id, key, hosts, origin, is_default as "isDefault", settings, template, offers, moderation';

/** Sites change rarely and are read on every request: a short in-memory cache keeps them off the hot path. */
export class SiteRepository {
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
    const [row] = await this.db.query<Site>(
      `select ${SITE_COLUMNS} from sites
        where $1 = any(hosts) or is_default
        order by ($1 = any(hosts)) desc limit 1`,
      [name],
    );
    const site = row ?? null;
    this.byHost.set(name, { site, at: Date.now() });
    return site;
  }

  /** The id of the site whose hosts include `host` exactly (no default site): null for a host no site has. */
  async idOfHost(host: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>('select id from sites where $1 = any(hosts)', [
      host.toLowerCase(),
    ]);
    return row?.id ?? null;
  }

  /** Every site, the default first: the console's site picker. */
  async list(): Promise<Site[]> {
    return this.db.query<Site>(`select ${SITE_COLUMNS} from sites order by is_default desc, key`);
  }

  /**
   * A site by id (a provider's report names an order, and the order its site); inside a transaction, read through
   * it (`db`): on PGlite's one connection a read beside the transaction would wait for it to end.
   */
  async byId(id: number, db: Queryable = this.db): Promise<Site | null> {
    const [row] = await db.query<Site>(`select ${SITE_COLUMNS} from sites where id = $1`, [id]);
    return row ?? null;
  }

  private async derivedSettings(site: Site, locale: LocaleCode) {
    const key = `${site.id}:${locale}`;
    const cached = this.derived.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
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
    this.derived.set(key, { value, at: Date.now() });
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
      ...site.settings,
      dmca_tradename: site.settings.dmca_tradename ?? null,
      ...derived,
      geoip_country: geoipCountry,
      geoip_selected_country: offered ? geoipCountry : (site.settings.countries[0] ?? ''),
      push_pub: this.pushPublicKey,
      template: site.template,
    };
  }

  /** The site's profile fields with their allowed values, in the order forms show them. */
  async profileFields(siteId: number): Promise<ProfileField[]> {
    return this.db.query<ProfileField>(
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

  /** Drops cached rows, after an operator edits a site. */
  invalidate(): void {
    this.byHost.clear();
    this.derived.clear();
  }
}
