import { baseSearchFields, type ProfileField } from 'shared-contracts/api';
import {
  SITE_CHANGED,
  type AdminSite,
  type SiteChoices,
  type SiteCreate,
  type SiteSummary,
  type SiteUpdate,
} from 'shared-contracts/api/admin';
import { knownCountries, regionsOf } from '../geo/regions';
import { uniqueViolation } from '../lib/dbErrors';
import { HttpError, invalidFields } from '../lib/httpErrors';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { CatalogAdminRepository } from '../repositories/catalog';
import type { SiteChanges } from '../repositories/siteChanges';
import {
  completeSettings,
  type Site,
  type SiteRepository,
  type SiteWrite,
  type StoredSettings,
} from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';
import type { Queryable } from '../db/database';
import { changesBetween } from '../lib/changes';

const noSuchSite = () => new HttpError(404, 'no_site', 'No such site');
const hostTaken = (hosts: string) =>
  new HttpError(409, 'host_taken', `Another site answers on ${hosts}`, { hosts: 'host_taken' });
const keyTaken = () => new HttpError(409, 'site_key_taken', 'Another site has this key', { key: 'taken' });

/** A writer that raced this one to a host or key (the checks below passed for both): the loser is told which. */
async function raceChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    throw violation.constraint === 'sites_hosts_unique' ? hostTaken('one of these hosts') : keyTaken();
  }
}

/** The console's view of a site: stored settings as the console edits them, none missing. */
export function adminSiteView(site: Site): AdminSite {
  return {
    id: site.id,
    key: site.key,
    hosts: site.hosts,
    origin: site.origin,
    is_default: site.isDefault,
    settings: completeSettings(site.settings),
    template: site.template,
    moderation: site.moderation,
    version: site.version,
    updated_at: site.updatedAt.toISOString(),
  };
}

/** What the list fields of a site's settings may name, from its profile fields. */
export function siteChoices(fields: ProfileField[]): SiteChoices {
  const selects = fields.filter((field) => field.type === 'select');
  return {
    visible_profile_fields: ['city', ...selects.map((field) => field.name)],
    visible_profile_notes: fields.filter((field) => field.type === 'text').map((field) => field.name),
    search_fields: [...baseSearchFields, ...selects.filter((field) => field.searchable).map((field) => field.name)],
    countries: knownCountries(),
  };
}

/** The form's site as stored: the settings the console does not edit (the deletion discount, seed prices) stay. */
const siteWrite = (input: SiteCreate | SiteUpdate, kept: Partial<StoredSettings>): SiteWrite => ({
  hosts: input.hosts,
  origin: input.origin,
  isDefault: input.is_default,
  settings: { ...kept, ...input.settings } as StoredSettings,
  template: input.template,
  moderation: input.moderation,
});

/** The parts of a site an operator changes, by name, for the audit log's before → after. */
const auditedParts = (site: Pick<SiteWrite, keyof SiteWrite>) => ({
  hosts: site.hosts,
  origin: site.origin,
  is_default: site.isDefault,
  ...Object.fromEntries(
    Object.entries(completeSettings(site.settings)).map(([key, value]) => [`settings.${key}`, value]),
  ),
  template: site.template,
  moderation: site.moderation,
});

/**
 * Sites and their settings in the console (docs/operators.md "Sites and settings"): validated by the public
 * settings' own schema (shared-contracts), and here by what only the database knows (hosts of other sites, the
 * site's profile fields). Every change is audited and announced to every server process in its transaction.
 */
export class SiteAdminService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      sites: SiteRepository;
      catalog: CatalogAdminRepository;
      changes: SiteChanges;
      audit: AuditRepository;
    },
  ) {}

  async list(): Promise<SiteSummary[]> {
    return (await this.deps.sites.list()).map((site) => ({
      id: site.id,
      key: site.key,
      name: site.settings.name,
      hosts: site.hosts,
      is_default: site.isDefault,
      countries: site.settings.countries,
      signups: site.settings.signups,
      moderation: site.moderation,
      updated_at: site.updatedAt.toISOString(),
    }));
  }

  async get(id: number): Promise<{ site: AdminSite; profileFields: ProfileField[]; choices: SiteChoices }> {
    const site = await this.deps.sites.byId(id);
    if (!site) throw noSuchSite();
    const profileFields = await this.deps.sites.profileFields(id);
    return { site: adminSiteView(site), profileFields, choices: siteChoices(profileFields) };
  }

  async create(act: OperatorAct, input: SiteCreate): Promise<AdminSite> {
    const { inTransaction, sites, catalog, changes, audit } = this.deps;
    const site = await raceChecked(
      inTransaction(async (tx) => {
        const source = await sites.byId(input.copy_from, tx);
        if (!source) throw invalidFields({ copy_from: 'no_site' });
        await this.check(tx, input, null, await sites.profileFields(source.id, tx));
        if (await sites.keyExists(tx, input.key)) throw keyTaken();
        // The new site sells what the source does, with its offers and deletion discount, or nothing yet.
        const kept = {
          minimum_message_costs: {},
          delete_discount: input.copy_prices ? source.settings.delete_discount : 0,
        };
        const formerDefault = input.is_default ? await sites.clearDefault(tx) : null;
        const created = await sites.insert(
          tx,
          input.key,
          siteWrite(input, kept),
          input.copy_prices ? source.offers : {},
        );
        await sites.copyProfileFields(tx, source.id, created.id);
        if (input.copy_prices) await catalog.copy(tx, source.id, created.id);
        await this.addRegions(tx, created.settings.countries);
        if (formerDefault) await this.auditDefaultMoved(tx, act, formerDefault);
        await audit.append(tx, {
          ...act,
          action: 'site.created',
          objectType: 'site',
          objectId: created.id,
          siteId: created.id,
          after: { key: created.key, copy_from: source.id, copy_prices: input.copy_prices, ...auditedParts(created) },
        });
        await changes.announce(tx, created.id);
        return created;
      }),
    );
    sites.invalidate();
    return adminSiteView(site);
  }

  /** Saves the form; answers the site and the names of what changed (none: nothing was written). */
  async update(act: OperatorAct, input: SiteUpdate): Promise<{ site: AdminSite; changed: string[] }> {
    const { inTransaction, sites, changes, audit } = this.deps;
    const result = await raceChecked(
      inTransaction(async (tx) => {
        const current = await sites.lock(tx, input.id);
        if (!current) throw noSuchSite();
        if (current.version !== input.version)
          throw new HttpError(409, SITE_CHANGED, 'Someone changed this site meanwhile; load it again');
        await this.check(tx, input, current, await sites.profileFields(current.id, tx));
        const wanted = siteWrite(input, current.settings);
        const { changed, before, after } = changesBetween(auditedParts(current), auditedParts(wanted));
        if (!changed.length) return { site: current, changed };
        const formerDefault = wanted.isDefault && !current.isDefault ? await sites.clearDefault(tx) : null;
        const updated = await sites.update(tx, current.id, wanted);
        await this.addRegions(tx, updated.settings.countries);
        if (formerDefault) await this.auditDefaultMoved(tx, act, formerDefault);
        await audit.append(tx, {
          ...act,
          action: 'site.updated',
          objectType: 'site',
          objectId: updated.id,
          siteId: updated.id,
          before,
          after,
        });
        await changes.announce(tx, updated.id);
        return { site: updated, changed };
      }),
    );
    if (result.changed.length) sites.invalidate();
    return { site: adminSiteView(result.site), changed: result.changed };
  }

  /**
   * What the schema cannot know, all reported at once at the fields: the profile fields the settings name, the
   * countries there are, hosts of other sites, and that one site stays the default.
   */
  private async check(tx: Queryable, input: SiteCreate | SiteUpdate, current: Site | null, fields: ProfileField[]) {
    const choices = siteChoices(fields);
    const fieldErrors: Record<string, string> = {};
    const outside = (values: string[], allowed: string[]) => values.some((value) => !allowed.includes(value));
    for (const name of ['visible_profile_fields', 'visible_profile_notes', 'search_fields', 'countries'] as const)
      if (outside(input.settings[name], choices[name])) fieldErrors[`settings.${name}`] = 'not_allowed';
    if (current?.isDefault && !input.is_default) fieldErrors.is_default = 'default_needed';
    if (Object.keys(fieldErrors).length) throw invalidFields(fieldErrors);
    const taken = await this.deps.sites.hostsOfOthers(tx, input.hosts, current?.id ?? null);
    if (taken.length) throw hostTaken(taken.join(', '));
  }

  /** Countries new to the platform get their regions from the offline data, so members can pick one. */
  private async addRegions(tx: Queryable, countries: string[]) {
    const missing = await this.deps.sites.countriesWithoutRegions(tx, countries);
    if (missing.length) await this.deps.sites.addRegions(tx, missing.flatMap(regionsOf));
  }

  private async auditDefaultMoved(tx: Queryable, act: OperatorAct, former: Site) {
    await this.deps.audit.append(tx, {
      ...act,
      action: 'site.updated',
      objectType: 'site',
      objectId: former.id,
      siteId: former.id,
      before: { is_default: true },
      after: { is_default: false },
    });
    await this.deps.changes.announce(tx, former.id);
  }
}
