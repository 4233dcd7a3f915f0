import { userResponseSchema } from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let client: BrowserClient;
beforeAll(async () => {
  t = await createTestApp();
  client = new BrowserClient(t.app);
  await client.login();
});
afterAll(async () => {
  await t.close();
});

const put = (payload: object, as = client) => as.request({ method: 'PUT', url: '/api/user.php', payload });
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('PUT /api/user.php', () => {
  it('saves the location, and a new country without a region resets the region', async () => {
    const saved = userResponseSchema.parse((await put({ country: 'BE', countryregion: 3, city: ' Gent ' })).json());
    expect(saved.user.profile).toMatchObject({ country: 'BE', countryregion: 3, city: 'Gent' });
    const moved = userResponseSchema.parse((await put({ country: 'DE' })).json());
    expect(moved.user.profile).toMatchObject({ country: 'DE', countryregion: 0 });
  });

  it.each([
    ['a country the site does not offer', { country: 'JP' }, { country: 'not_allowed' }],
    ['a region of another country', { country: 'NL', countryregion: 40 }, { countryregion: 'not_allowed' }],
    ['a city over 255 characters', { city: 'x'.repeat(256) }, { city: 'max_length' }],
  ])('refuses %s', async (_label, payload, fields) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it('saves the whole profile the client sends back, ignoring read-only keys', async () => {
    const { user } = userResponseSchema.parse((await client.request({ method: 'GET', url: '/api/user.php' })).json());
    const response = await put({
      ...user.profile,
      id: 999_999,
      age: 3,
      gender: 'female',
      date_of_birth: yearsAgo(30),
      fields: { ...user.profile.fields, eye_color: 'green', about_me: 'I like long walks.' },
      personal: true,
      lastSignupStep: true,
    });
    expect(response.statusCode).toBe(200);
    const { profile } = userResponseSchema.parse(response.json()).user;
    expect(profile).toMatchObject({
      id: user.profile.id,
      gender: 'female',
      age: 30,
      personal: true,
      lastSignupStep: true,
    });
    expect(profile.fields).toMatchObject({ eye_color: 'green', about_me: 'I like long walks.' });
  });

  it('clears the date of birth with null and a field with an empty string', async () => {
    await put({ date_of_birth: yearsAgo(40), fields: { smoking: 'no' } });
    const { profile } = userResponseSchema.parse(
      (await put({ date_of_birth: null, fields: { smoking: '' } })).json(),
    ).user;
    expect(profile.date_of_birth).toBeNull();
    expect(profile.age).toBeNull();
    expect(profile.fields.smoking).toBeUndefined();
  });

  it.each([
    ['a date that does not exist', '1990-02-30'],
    ['a 00 placeholder', '1990-00-12'],
    ['someone under the minimum age of 18', yearsAgo(18, 1)],
    ['someone over 100', yearsAgo(101)],
    ['not a date', 'yesterday'],
  ])('refuses %s as date of birth with date_of_birth_error', async (_label, date) => {
    const response = await put({ date_of_birth: date });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ date_of_birth: 'date_of_birth_error' });
  });

  it('accepts someone who turns 18 today', async () => {
    expect((await put({ date_of_birth: yearsAgo(18) })).statusCode).toBe(200);
  });

  it('refuses a select value outside the allowed values and an unknown field', async () => {
    expect((await put({ fields: { eye_color: 'purple' } })).json().fields).toEqual({ eye_color: 'not_allowed' });
    expect((await put({ fields: { salary: 'high' } })).json().fields).toEqual({ salary: 'not_allowed' });
  });

  it('refuses an unknown gender and wrong types with 400', async () => {
    expect((await put({ gender: 'other' })).statusCode).toBe(400);
    expect((await put({ countryregion: 'two' })).statusCode).toBe(400);
  });

  it('needs a logged-in member, who can only change their own profile', async () => {
    expect((await put({ city: 'Nowhere' }, new BrowserClient(t.app))).statusCode).toBe(403);
  });
});
