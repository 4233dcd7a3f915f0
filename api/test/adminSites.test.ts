import { settingsResponseSchema } from 'shared-contracts/api';
import { adminSiteSchema, siteEndpoint, siteUpdateOf, type AdminSite } from 'shared-contracts/api/admin';
import { BrowserClient } from './helpers/browserClient';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

// Sites and settings in the console (docs/operators.md "Sites and settings").

let t: TestApp;
let admin: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 4, secondSite: true });
  ({ client: admin } = await signedInOperator(t, 'admin'));
});
afterAll(async () => t.close());

const getSite = async (id: number, client = admin) => {
  const response = await client.request({ method: 'GET', url: `${siteEndpoint.path}?id=${id}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { site: AdminSite; choices: { visible_profile_fields: string[]; countries: string[] } };
};
const save = (body: object, client = admin) =>
  client.request({ method: 'PUT', url: '/api/admin/sites.php', payload: body });
const publicSettings = async (host = 'localhost') =>
  settingsResponseSchema.parse(
    (await new BrowserClient(t.app, host).request({ method: 'GET', url: '/api/settings.php' })).json(),
  ).settings;
const auditOf = (siteId: number) =>
  t.db.query<{ action: string; before: unknown; after: unknown; operator_id: number | null; site_id: number }>(
    `select action, before, after, operator_id, site_id from audit_log where object_type = 'site' and object_id = $1 order by id`,
    [String(siteId)],
  );

describe('reading sites', () => {
  it('lists every site, the default first, and opens one with what its settings may name', async () => {
    const list = await admin.request({ method: 'GET', url: '/api/admin/sites.php' });
    expect(list.statusCode).toBe(200);
    const { sites } = list.json() as { sites: { key: string; is_default: boolean; name: string }[] };
    expect(sites.map((site) => [site.key, site.is_default, site.name])).toEqual([
      ['demo', true, 'Datelane'],
      ['nightlane', false, 'Nightlane'],
    ]);
    const { site, choices } = await getSite(1);
    expect(adminSiteSchema.parse(site).settings.countries).toContain('NL');
    // What is worked out per request or edited elsewhere is not part of the form.
    expect(site.settings).not.toHaveProperty('minimum_message_costs');
    expect(site.settings).not.toHaveProperty('delete_discount');
    expect(choices.visible_profile_fields).toEqual(expect.arrayContaining(['city', 'relationship_status']));
    expect(choices.countries).toEqual(expect.arrayContaining(['NL', 'FR', 'JP']));
  });

  it("refuses analysts and moderators a site's settings, reading and writing", async () => {
    const { site } = await getSite(1);
    for (const role of ['analyst', 'moderator'] as const) {
      const { client } = await signedInOperator(t, role);
      // Every role picks a site to work on; a site's settings are for those who may change them.
      expect((await client.request({ method: 'GET', url: '/api/admin/sites.php' })).statusCode).toBe(200);
      const read = await client.request({ method: 'GET', url: '/api/admin/site.php?id=1' });
      expect([read.statusCode, read.json().error]).toEqual([403, 'operator_forbidden']);
      const write = await save({ ...siteUpdateOf(site), settings: { ...site.settings, name: 'Taken over' } }, client);
      expect([write.statusCode, write.json().error]).toEqual([403, 'operator_forbidden']);
    }
    expect((await getSite(1)).site.settings.name).toBe('Datelane');
  });
});

describe('changing a site', () => {
  it('saves a change, bumps the version, audits only what changed, and members see it on their next call', async () => {
    const before = await publicSettings();
    const { site } = await getSite(1);
    const response = await save({
      ...siteUpdateOf(site),
      settings: { ...site.settings, name: 'Datelane Plus', countries: [...site.settings.countries, 'FR'] },
      moderation: { mode: 'pre', threshold: 0.6 },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { site: AdminSite; changed: string[] };
    expect(answer.changed.sort()).toEqual(['moderation', 'settings.countries', 'settings.name']);
    expect(answer.site.version).toBe(site.version + 1);
    const after = await publicSettings();
    expect(after.name).toBe('Datelane Plus');
    // A country new to the platform gets its regions from the offline data, so members can pick one.
    expect(after.region_data.FR?.length).toBeGreaterThan(5);
    expect(after.minimum_message_costs).toEqual(before.minimum_message_costs);
    const [entry] = (await auditOf(1)).filter((one) => one.action === 'site.updated').slice(-1);
    expect(entry).toMatchObject({
      site_id: 1,
      before: { 'settings.name': 'Datelane', moderation: { mode: 'post', threshold: 0.8 } },
      after: { 'settings.name': 'Datelane Plus', moderation: { mode: 'pre', threshold: 0.6 } },
    });
    expect(Object.keys(entry?.after as object).sort()).toEqual(['moderation', 'settings.countries', 'settings.name']);
    expect(entry?.operator_id).not.toBeNull();

    // Sending the same form again changes nothing and writes nothing.
    const again = await save({
      ...siteUpdateOf(answer.site),
      settings: answer.site.settings,
      moderation: answer.site.moderation,
    });
    expect(again.json()).toMatchObject({ changed: [], site: { version: answer.site.version } });
    expect((await auditOf(1)).filter((one) => one.action === 'site.updated')).toHaveLength(1);

    const restored = await save({
      ...siteUpdateOf(answer.site),
      settings: site.settings,
      moderation: site.moderation,
    });
    expect(restored.statusCode).toBe(200);
  });

  it('answers bad input with 400 and the fields, by their path in the form, and changes nothing', async () => {
    const { site } = await getSite(1);
    const audited = (await auditOf(1)).length;
    const wrongs: [object, Record<string, string>][] = [
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, countries: ['nl'] } },
        { 'settings.countries.0': 'not_allowed' },
      ],
      [{ ...siteUpdateOf(site), settings: { ...site.settings, countries: [] } }, { 'settings.countries': 'required' }],
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, signups: 'sometimes' } },
        { 'settings.signups': 'not_allowed' },
      ],
      [{ ...siteUpdateOf(site), settings: { ...site.settings, name: '' } }, { 'settings.name': 'required' }],
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, support_email: 'nope' } },
        { 'settings.support_email': 'invalid_email' },
      ],
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, minimum_age: 16 } },
        { 'settings.minimum_age': expect.any(String) },
      ],
      [{ ...siteUpdateOf(site), settings: { ...site.settings, colour: 'red' } }, { 'settings.colour': 'unknown_key' }],
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, name: 'Bad\u0000name' } },
        { 'settings.name': 'invalid_characters' },
      ],
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, brand_color: 'red' } },
        { 'settings.brand_color': 'invalid_color' },
      ],
      // Yellow: white labels on its buttons would be unreadable (contrast 1.3 : 1).
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, brand_color: '#ffeb3b' } },
        { 'settings.brand_color': 'low_contrast' },
      ],
      [{ ...siteUpdateOf(site), hosts: ['Bad Host'] }, { 'hosts.0': 'invalid_host' }],
      [{ ...siteUpdateOf(site), hosts: ['localhost', 'localhost'] }, { hosts: 'repeated' }],
      [{ ...siteUpdateOf(site), origin: 'javascript:alert(1)' }, { origin: 'invalid_origin' }],
      [
        { ...siteUpdateOf(site), moderation: { mode: 'pre', threshold: 2 } },
        { 'moderation.threshold': expect.any(String) },
      ],
      // Rules only the database knows: the site's own profile fields, the countries there are, one default site.
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, visible_profile_fields: ['shoe_size'] } },
        { 'settings.visible_profile_fields': 'not_allowed' },
      ],
      [
        { ...siteUpdateOf(site), settings: { ...site.settings, countries: ['NL', 'XX'] } },
        { 'settings.countries': 'not_allowed' },
      ],
      [{ ...siteUpdateOf(site), is_default: false }, { is_default: 'default_needed' }],
    ];
    for (const [body, fields] of wrongs) {
      const response = await save(body);
      expect([response.statusCode, response.json().error, response.json().fields]).toEqual([400, 'validation', fields]);
    }
    expect((await getSite(1)).site).toEqual(site);
    expect(await auditOf(1)).toHaveLength(audited);
  });

  it("recolours the site's pages with its brand colour: the head's tokens, the theme colour and the app icon", async () => {
    const pageHead = async (host: string) => {
      const response = await new BrowserClient(t.app, host).request({ method: 'GET', url: '/login' });
      expect(response.statusCode).toBe(200);
      return response.body.slice(0, response.body.indexOf('</head>'));
    };
    const manifest = async (host: string) =>
      (await new BrowserClient(t.app, host).request({ method: 'GET', url: '/manifest.webmanifest' })).json() as {
        theme_color: string;
        icons: { src: string }[];
      };
    const icon = async (src: string) => {
      const response = await new BrowserClient(t.app).request({ method: 'GET', url: src });
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/png']);
      return response.rawPayload;
    };
    const defaultIcon = await icon((await manifest('localhost')).icons[0]?.src ?? '');

    const { site } = await getSite(2);
    const saved = await save({ ...siteUpdateOf(site), settings: { ...site.settings, brand_color: '#00695c' } });
    expect(saved.json().changed).toEqual(['settings.brand_color']);

    const head = await pageHead('nightlane.localhost');
    expect(head).toContain('<meta name="theme-color" content="#00695c">');
    expect(head).toMatch(/<style id="brand-tokens">html:root\{--bs-primary:#00695c;--bs-primary-rgb:0, 105, 92;/);
    // The dark design's links are a tint light enough to read on its dark page.
    expect(head).toMatch(/html\[data-bs-theme=dark\]\{[^}]*--bs-link-color:#[0-9a-f]{6}/);
    expect((await publicSettings('nightlane.localhost')).brand_color).toBe('#00695c');
    // The other site keeps its own colour.
    expect(await pageHead('localhost')).toContain('<meta name="theme-color" content="#c2185b">');

    const installed = await manifest('nightlane.localhost');
    expect(installed.theme_color).toBe('#00695c');
    expect(installed.icons[0]?.src).toBe('/icons/icon-192.png?color=00695c');
    expect((await icon(installed.icons[0]?.src ?? '')).equals(defaultIcon)).toBe(false);
    // A colour no site has is not drawn: anyone could otherwise fill the server's memory with icons.
    expect((await icon('/icons/icon-192.png?color=123456')).equals(defaultIcon)).toBe(true);

    expect((await save({ ...siteUpdateOf(saved.json().site as AdminSite), settings: site.settings })).statusCode).toBe(
      200,
    );
  });

  it('writes nothing but a colour into pages, whatever a site row holds', async () => {
    // A row written past the console (by hand, by an old tool): the page gets the default rather than the text.
    await t.db.query(
      `update sites set settings = jsonb_set(settings, '{brand_color}', to_jsonb($1::text)) where key = 'nightlane'`,
      ['red"><script>alert(1)</script>'],
    );
    t.app.ctx.sites.invalidate();
    try {
      const page = await new BrowserClient(t.app, 'nightlane.localhost').request({ method: 'GET', url: '/login' });
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).toContain('<meta name="theme-color" content="#c2185b">');
    } finally {
      await t.db.query(`update sites set settings = settings - 'brand_color' where key = 'nightlane'`);
      t.app.ctx.sites.invalidate();
    }
  });

  it('keeps every host to one site, and refuses a change made on a version someone else changed since', async () => {
    const { site: second } = await getSite(2);
    const taken = await save({ ...siteUpdateOf(second), hosts: [...second.hosts, 'localhost'] });
    expect([taken.statusCode, taken.json().fields]).toEqual([409, { hosts: 'host_taken' }]);
    const moved = await save({ ...siteUpdateOf(second), hosts: [...second.hosts, 'www.nightlane.localhost'] });
    expect(moved.statusCode).toBe(200);
    const stale = await save({ ...siteUpdateOf(second), settings: { ...second.settings, name: 'Late' } });
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'site_changed']);
    expect((await publicSettings('www.nightlane.localhost')).name).toBe('Nightlane');
  });

  it('moves the default: the other site stops being it, both audited', async () => {
    const { site: second } = await getSite(2);
    const made = await save({ ...siteUpdateOf(second), is_default: true });
    expect(made.statusCode).toBe(200);
    expect((await getSite(1)).site.is_default).toBe(false);
    // A host no site has now gets the second site.
    expect((await publicSettings('unknown.example')).name).toBe('Nightlane');
    expect((await auditOf(1)).at(-1)).toMatchObject({ before: { is_default: true }, after: { is_default: false } });
    const { site: first } = await getSite(1);
    expect((await save({ ...siteUpdateOf(first), is_default: true })).statusCode).toBe(200);
    expect((await publicSettings('unknown.example')).name).toBe('Datelane');
  });
});

describe('a new site', () => {
  it("starts with another site's profile fields, and its prices when asked; its host serves it at once", async () => {
    const { site: source } = await getSite(1);
    const body = {
      key: 'third',
      copy_from: 1,
      copy_prices: true,
      hosts: ['third.localhost'],
      origin: 'https://third.example',
      is_default: false,
      settings: { ...source.settings, name: 'Thirdlane', countries: ['NL', 'PT'] },
      template: source.template,
      moderation: { mode: 'post', threshold: 0.7 },
    };
    const response = await admin.request({ method: 'POST', url: '/api/admin/sites.php', payload: body });
    expect(response.statusCode).toBe(200);
    const created = adminSiteSchema.parse(response.json().site);
    expect(created).toMatchObject({ key: 'third', version: 1, hosts: ['third.localhost'] });
    const settings = await publicSettings('third.localhost');
    expect(settings.name).toBe('Thirdlane');
    expect(settings.allowed_values.relationship_status).toContain('single');
    expect(settings.region_data.PT?.length).toBeGreaterThan(3);
    expect(settings.minimum_message_costs.NL).toEqual((await publicSettings()).minimum_message_costs.NL);
    const credits = await new BrowserClient(t.app, 'third.localhost').request({
      method: 'GET',
      url: '/api/credits.php?country=NL',
    });
    expect(credits.json().packages.length).toBeGreaterThan(0);
    expect((await auditOf(created.id)).map((one) => one.action)).toEqual(['site.created']);

    const twice = await admin.request({
      method: 'POST',
      url: '/api/admin/sites.php',
      payload: { ...body, hosts: ['fourth.localhost'] },
    });
    expect([twice.statusCode, twice.json().fields]).toEqual([409, { key: 'taken' }]);
    const hostTwice = await admin.request({
      method: 'POST',
      url: '/api/admin/sites.php',
      payload: { ...body, key: 'fourth' },
    });
    expect([hostTwice.statusCode, hostTwice.json().fields]).toEqual([409, { hosts: 'host_taken' }]);
  });
});
