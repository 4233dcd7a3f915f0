import {
  companyInfoSchema,
  interestsResponseSchema,
  profileFieldsResponseSchema,
  regionsResponseSchema,
  settingsResponseSchema,
} from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}, host = 'localhost') =>
  new BrowserClient(t.app, host).request({ method: 'GET', url, headers });

describe('GET /api/settings.php', () => {
  it('answers the public settings in the contract shape, with regions and allowed values from the database', async () => {
    const response = await get('/api/settings.php');
    expect(response.statusCode).toBe(200);
    const { settings } = settingsResponseSchema.parse(response.json());
    expect(settings.name).toBe('Datelane');
    expect(settings.countries).toEqual(
      expect.arrayContaining(['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ']),
    );
    expect(settings.region_data.NL?.map((region) => region.name)).toContain('North Holland');
    expect(settings.region_data.NL).toHaveLength(12);
    expect(settings.allowed_values.relationship_status).toContain('single');
    expect(settings.member_resell).toEqual(expect.arrayContaining(['cams', 'camads']));
    expect(settings.template.features.chat).toBe(true);
  });

  it('never exposes operator secrets such as password hashes or private keys', async () => {
    const body = (await get('/api/settings.php')).body;
    expect(body).not.toMatch(/argon2|password|private/i);
  });

  it('takes the geo-IP country from the edge header and selects it when the site offers it', async () => {
    const offered = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'cf-ipcountry': 'be' })).json(),
    ).settings;
    expect(offered).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
    const elsewhere = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'cf-ipcountry': 'JP' })).json(),
    ).settings;
    expect(elsewhere).toMatchObject({ geoip_country: 'JP', geoip_selected_country: 'NL' });
    const bogus = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'cf-ipcountry': '<script>' })).json(),
    ).settings;
    expect(bogus.geoip_country).toBe('');
  });
});

describe('region names', () => {
  const names = (settings: { region_data: Record<string, { name: string }[]> }, country: string) =>
    settings.region_data[country]?.map((region) => region.name) ?? [];

  it('are in the language the visitor reads the site in, sorted in that language', async () => {
    const dutch = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'accept-language': 'nl-NL,nl;q=0.9' })).json(),
    ).settings;
    expect(names(dutch, 'NL')).toContain('Zuid-Holland');
    expect(names(dutch, 'NL')).not.toContain('South Holland');
    expect(names(dutch, 'NL')).toEqual([...names(dutch, 'NL')].sort((a, b) => a.localeCompare(b, 'nl')));

    const client = new BrowserClient(t.app);
    client.cookies.set('i18n_redirected', 'pl');
    const polish = settingsResponseSchema.parse(
      (await client.request({ method: 'GET', url: '/api/settings.php', headers: { 'accept-language': 'nl' } })).json(),
    ).settings;
    expect(names(polish, 'DE')).toContain('Bawaria');
    expect(names(polish, 'US')).toContain('Kalifornia');
  });

  it('keep their ids whatever the language, so a saved region means the same place', async () => {
    const idOf = (settings: { region_data: Record<string, { id: number; name: string }[]> }, name: string) =>
      settings.region_data.NL?.find((region) => region.name === name)?.id;
    const english = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'accept-language': 'en' })).json(),
    ).settings;
    const dutch = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'accept-language': 'nl' })).json(),
    ).settings;
    expect(idOf(dutch, 'Zuid-Holland')).toBe(idOf(english, 'South Holland'));
  });

  it('are localized in GET /api/regions.php and in the settings inlined into pages too', async () => {
    const { regions } = regionsResponseSchema.parse(
      (await get('/api/regions.php', { 'accept-language': 'de' })).json(),
    );
    expect(regions.DE?.map((region) => region.name)).toContain('Nordrhein-Westfalen');
    const page = await get('/members', { 'accept-language': 'fr', 'user-agent': 'Mozilla/5.0 Chrome/156' });
    expect(page.body).toContain('Rhénanie-du-Nord-Westphalie');
  });
});

describe('multi-site', () => {
  beforeAll(async () => {
    const [demo] = await t.db.query<{ settings: Record<string, unknown>; template: object }>(
      'select settings, template from sites where is_default',
    );
    await t.db.query(`insert into sites (key, hosts, settings, template) values ('second', $1, $2, $3)`, [
      ['second.example'],
      JSON.stringify({
        ...demo?.settings,
        name: 'Second Site',
        countries: ['DE', 'AT'],
        dmca_tradename: 'Second Media',
      }),
      JSON.stringify(demo?.template),
    ]);
    // A site stored before dmca_tradename existed.
    const { dmca_tradename: _, ...older } = demo?.settings ?? {};
    await t.db.query(`insert into sites (key, hosts, settings, template) values ('older', $1, $2, $3)`, [
      ['older.example'],
      JSON.stringify({ ...older, name: 'Older Site' }),
      JSON.stringify(demo?.template),
    ]);
    t.ctx.sites.invalidate();
  });

  it('picks the site by the request host', async () => {
    const { settings } = settingsResponseSchema.parse((await get('/api/settings.php', {}, 'second.example')).json());
    expect(settings.name).toBe('Second Site');
    expect(Object.keys(settings.region_data).sort()).toEqual(['AT', 'DE']);
  });

  it("answers each site's DMCA trade name, null for none or for a site stored without one", async () => {
    const settingsOf = async (host: string) =>
      settingsResponseSchema.parse((await get('/api/settings.php', {}, host)).json()).settings;
    expect((await settingsOf('second.example')).dmca_tradename).toBe('Second Media');
    expect((await settingsOf('localhost')).dmca_tradename).toBeNull();
    const older = await settingsOf('older.example');
    expect(older.name).toBe('Older Site');
    expect(older.dmca_tradename).toBeNull();
  });

  it('falls back to the default site for an unknown host, with or without a port', async () => {
    for (const host of ['unknown.example', 'localhost:8080']) {
      const { settings } = settingsResponseSchema.parse((await get('/api/settings.php', {}, host)).json());
      expect(settings.name).toBe('Datelane');
    }
  });

  it('does not carry a session over to another site', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    const other = new BrowserClient(t.app, 'second.example');
    other.cookies.set('sid', client.cookies.get('sid') as string);
    expect((await other.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(403);
  });
});

describe('lists and company info', () => {
  it('GET /api/companyinfo.php answers the company from the settings', async () => {
    const info = companyInfoSchema.parse((await get('/api/companyinfo.php')).json());
    expect(info).toMatchObject({ name: 'Datelane Media B.V.', city: 'Amsterdam', kvk: '12345678' });
    expect(info.tradenames).toEqual([{ id: 1, name: 'Datelane' }]);
  });

  it('GET /api/regions.php answers regions for every offered country, ids unique per country', async () => {
    const { regions } = regionsResponseSchema.parse((await get('/api/regions.php')).json());
    expect(Object.keys(regions)).toHaveLength(10);
    for (const list of Object.values(regions)) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((region) => region.id)).size).toBe(list.length);
    }
    expect(regions.GB?.map((region) => region.name).sort()).toEqual([
      'England',
      'Northern Ireland',
      'Scotland',
      'Wales',
    ]);
  });

  it('GET /api/profile_fields.php answers select fields with allowed values and free-text fields', async () => {
    const { fields } = profileFieldsResponseSchema.parse((await get('/api/profile_fields.php')).json());
    expect(fields.find((field) => field.name === 'eye_color')).toMatchObject({
      type: 'select',
      allowed_values: expect.arrayContaining(['blue']),
    });
    expect(fields.find((field) => field.name === 'about_me')).toMatchObject({ type: 'text', allowed_values: [] });
  });

  it('GET /api/interests.php answers the interests sorted by name', async () => {
    const { interests } = interestsResponseSchema.parse((await get('/api/interests.php')).json());
    const names = interests.map((interest) => interest.name);
    expect(names).toContain('travel');
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every /api call with its schemas', async () => {
    const document = (await get('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/user.php',
      '/api/login.php',
      '/api/logout.php',
      '/api/settings.php',
      '/api/companyinfo.php',
      '/api/regions.php',
      '/api/profile_fields.php',
      '/api/interests.php',
      '/api/page-hidden.php',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths['/api/login.php'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('unknown API paths and methods', () => {
  it('answers 404 JSON for an unknown call, never the HTML page', async () => {
    const response = await get('/api/nope.php');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('sets security headers on every answer', async () => {
    const response = await get('/api/settings.php');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('compression', () => {
  it('compresses larger answers with brotli or gzip, as the client accepts', async () => {
    const brotli = await get('/api/regions.php', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await get('/api/regions.php', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/regions.php');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().regions.NL).toHaveLength(12);
  });
});
