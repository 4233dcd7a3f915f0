import { geocodeResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const geocode = (lat: string | number, lon: string | number) =>
  new BrowserClient(t.app).request({ method: 'GET', url: `/api/geocode.php?lat=${lat}&lon=${lon}` });

describe('GET /api/geocode.php', () => {
  it.each([
    ['Amsterdam', 52.3728, 4.8936, 'NL', 'North Holland'],
    ['Antwerp', 51.2194, 4.4025, 'BE', 'Antwerp'],
    ['Munich', 48.1374, 11.5755, 'DE', 'Bavaria'],
    ['Vienna', 48.2082, 16.3738, 'AT', 'Vienna'],
    ['Edinburgh', 55.9533, -3.1883, 'GB', 'Scotland'],
  ])('finds the town, country and site region near %s', async (_label, lat, lon, country, regionName) => {
    const response = await geocode(lat, lon);
    expect(response.statusCode).toBe(200);
    const place = geocodeResponseSchema.parse(response.json());
    expect(place.country).toBe(country);
    expect(place.city).not.toBe('');
    const [region] = await t.db.query<{ name: string }>('select name from regions where country = $1 and id = $2', [
      country,
      place.countryregion,
    ]);
    expect(region?.name).toBe(regionName);
  });

  it('names a town of another country with region 0 when the site does not offer that region', async () => {
    const place = geocodeResponseSchema.parse((await geocode(35.6762, 139.6503)).json());
    expect(place).toMatchObject({ country: 'JP', countryregion: 0 });
  });

  it('answers 404 in the middle of the ocean', async () => {
    expect((await geocode(0, -30)).statusCode).toBe(404);
  });

  it.each([
    ['a latitude over 90', 91, 4],
    ['a longitude under -180', 52, -181],
    ['text', 'north', 4],
    ['nothing', '', ''],
  ])('refuses %s with 400', async (_label, lat, lon) => {
    expect((await geocode(lat, lon)).statusCode).toBe(400);
  });
});
