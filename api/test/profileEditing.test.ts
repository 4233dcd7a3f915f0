import { existsSync } from 'node:fs';
import path from 'node:path';
import { profileImagesResponseSchema } from 'shared-contracts/api/account';
import { userResponseSchema } from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { signUpMember } from './helpers/members';
import { uploadVisiblePhoto } from './helpers/photos';
import { appWithSmtp, eventually } from './helpers/smtpServer';

const mailing = appWithSmtp();

const photosCall = (client: BrowserClient, method: 'PUT' | 'DELETE', payload: unknown) =>
  client.request({ method, url: '/api/profileimage.php', payload: payload as Record<string, unknown> });

const ownPhotos = async (client: BrowserClient) => {
  const { user } = userResponseSchema.parse((await client.request({ method: 'GET', url: '/api/user.php' })).json());
  return { ids: user.profile.images.map((image) => image.id), main: user.profile.main_image?.id ?? null };
};

const stored = (key: string) => existsSync(path.join(mailing.t.ctx.config.dataDir, 'uploads', key));

describe('photos on /profile: PUT and DELETE /api/profileimage.php', () => {
  it('makes another photo main, reorders, and deletes with the files; the next photo becomes main', async () => {
    const member = await signUpMember(mailing.t, 'Photographer');
    const first = (await uploadVisiblePhoto(mailing.t, member.client, '#111111')).image;
    const second = (await uploadVisiblePhoto(mailing.t, member.client, '#222222')).image;
    const third = (await uploadVisiblePhoto(mailing.t, member.client, '#333333')).image;
    expect(await ownPhotos(member.client)).toEqual({ ids: [first.id, second.id, third.id], main: first.id });

    const main = await photosCall(member.client, 'PUT', { main: third.id });
    expect(main.statusCode).toBe(200);
    expect(profileImagesResponseSchema.parse(main.json()).main_image?.id).toBe(third.id);

    const reordered = await photosCall(member.client, 'PUT', { order: [third.id, first.id, second.id] });
    expect(reordered.statusCode).toBe(200);
    expect(profileImagesResponseSchema.parse(reordered.json()).images.map((image) => image.id)).toEqual([
      third.id,
      first.id,
      second.id,
    ]);
    expect(await ownPhotos(member.client)).toEqual({ ids: [third.id, first.id, second.id], main: third.id });

    const [row] = await mailing.t.db.query<{ filename: string }>('select filename from profile_images where id = $1', [
      third.id,
    ]);
    const files = [row?.filename as string, third.thumb_filename];
    expect(files.map(stored)).toEqual([true, true]);

    // Deleting the main photo: the next one in the member's order (first) takes over, the files are gone.
    const deleted = await photosCall(member.client, 'DELETE', { image: third.id });
    expect(deleted.statusCode).toBe(200);
    expect(profileImagesResponseSchema.parse(deleted.json())).toMatchObject({
      images: [{ id: first.id }, { id: second.id }],
      main_image: { id: first.id },
    });
    expect(files.map(stored)).toEqual([false, false]);
    expect((await member.client.request({ method: 'GET', url: `/cdn/${third.thumb_filename}` })).statusCode).toBe(404);

    // Deleting twice: 404, nothing else changes.
    const again = await photosCall(member.client, 'DELETE', { image: third.id });
    expect([again.statusCode, again.json().error]).toEqual([404, 'no_photo']);
    expect(await ownPhotos(member.client)).toEqual({ ids: [first.id, second.id], main: first.id });

    // Deleting a photo that is not main keeps the main one; deleting the last leaves none.
    await photosCall(member.client, 'DELETE', { image: second.id });
    expect(await ownPhotos(member.client)).toEqual({ ids: [first.id], main: first.id });
    const last = await photosCall(member.client, 'DELETE', { image: first.id });
    expect(profileImagesResponseSchema.parse(last.json())).toEqual({ images: [], main_image: null });
  });

  it("answers 404 for another member's photo and changes nothing of theirs", async () => {
    const owner = await signUpMember(mailing.t, 'Owner');
    const mine = (await uploadVisiblePhoto(mailing.t, owner.client)).image;
    const theirs = (await uploadVisiblePhoto(mailing.t, owner.client)).image;
    const intruder = await signUpMember(mailing.t, 'Intruder');
    const own = (await uploadVisiblePhoto(mailing.t, intruder.client)).image;

    for (const [method, payload] of [
      ['DELETE', { image: theirs.id }],
      ['PUT', { main: theirs.id }],
    ] as const) {
      const response = await photosCall(intruder.client, method, payload);
      expect([response.statusCode, response.json().error]).toEqual([404, 'no_photo']);
    }
    // Another member's id in an order list is not an exact list of one's own photos.
    const order = await photosCall(intruder.client, 'PUT', { order: [own.id, theirs.id] });
    expect([order.statusCode, order.json().fields]).toEqual([400, { order: 'photo_order_mismatch' }]);

    expect(await ownPhotos(owner.client)).toEqual({ ids: [mine.id, theirs.id], main: mine.id });
    expect(await ownPhotos(intruder.client)).toEqual({ ids: [own.id], main: own.id });
  });

  it('a delete and a "make main" of the same photo at once: no error, and the profile stays consistent', async () => {
    const member = await signUpMember(mailing.t, 'Hasty');
    const first = (await uploadVisiblePhoto(mailing.t, member.client)).image;
    const second = (await uploadVisiblePhoto(mailing.t, member.client)).image;
    const answers = await Promise.all([
      photosCall(member.client, 'DELETE', { image: second.id }),
      photosCall(member.client, 'PUT', { main: second.id }),
      photosCall(member.client, 'PUT', { order: [second.id, first.id] }),
    ]);
    expect(answers[0]?.statusCode).toBe(200);
    for (const answer of answers.slice(1)) expect([200, 400, 404]).toContain(answer.statusCode);
    expect(await ownPhotos(member.client)).toEqual({ ids: [first.id], main: first.id });
  });

  it.each([
    ['an empty list', []],
    ['a missing photo', ['a']],
    ['a photo twice', ['a', 'a', 'b']],
    ['a photo twice instead of another', ['a', 'a']],
    ['an unknown id', ['a', 'b', 999_999]],
  ])('refuses an order list with %s (400) and keeps the order', async (_label, list) => {
    const member = await signUpMember(mailing.t, 'Orderly');
    const a = (await uploadVisiblePhoto(mailing.t, member.client)).image;
    const b = (await uploadVisiblePhoto(mailing.t, member.client)).image;
    const ids = list.map((entry) => (entry === 'a' ? a.id : entry === 'b' ? b.id : entry));
    const response = await photosCall(member.client, 'PUT', { order: ids });
    expect([response.statusCode, response.json().fields]).toEqual([400, { order: 'photo_order_mismatch' }]);
    expect(await ownPhotos(member.client)).toEqual({ ids: [a.id, b.id], main: a.id });
  });

  it.each([
    ['both main and order', 'PUT', { main: 1, order: [1] }],
    ['an unknown key', 'PUT', { main: 1, extra: true }],
    ['no key at all', 'PUT', {}],
    ['a text id', 'PUT', { main: 'one' }],
    ['an id beyond integers', 'PUT', { main: 2 ** 31 }],
    ['an order list of 101 ids', 'PUT', { order: Array.from({ length: 101 }, (_, index) => index + 1) }],
    ['a negative id', 'DELETE', { image: -1 }],
    ['no id', 'DELETE', {}],
    ['an unknown key', 'DELETE', { image: 1, also: 2 }],
  ] as const)('refuses %s (%s) with 400', async (_label, method, payload) => {
    const member = await signUpMember(mailing.t, 'Sloppy');
    const response = await photosCall(member.client, method, payload);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a visitor with 403', async () => {
    const visitor = new BrowserClient(mailing.t.app);
    expect((await photosCall(visitor, 'DELETE', { image: 1 })).statusCode).toBe(403);
    expect((await photosCall(visitor, 'PUT', { main: 1 })).statusCode).toBe(403);
  });
});

const changePassword = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'PUT', url: '/api/password.php', payload });

const status = async (client: BrowserClient) =>
  (await client.request({ method: 'GET', url: '/api/user.php' })).statusCode;

describe('PUT /api/password.php', () => {
  it('sets the new password with the current one, ends every other session and mails a notice', async () => {
    const member = await signUpMember(mailing.t, 'Changer');
    const otherDevice = new BrowserClient(mailing.t.app);
    expect((await otherDevice.login(member.email, 'pass phrase')).statusCode).toBe(200);

    const done = await changePassword(member.client, { current: 'pass phrase', password: 'a fresh phrase' });
    expect([done.statusCode, done.json()]).toEqual([200, { done: true }]);
    expect(await status(member.client)).toBe(200);
    expect(await status(otherDevice)).toBe(403);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'pass phrase')).statusCode).toBe(401);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'a fresh phrase')).statusCode).toBe(200);

    // The notice reaches the member's address over SMTP, with a way to reset in case it was not them.
    await eventually(() =>
      mailing.smtp.received.some((mail) => mail.to.includes(member.email) && mail.raw.includes('was changed')),
    );
    const notice = mailing.smtp.received.find(
      (mail) => mail.to.includes(member.email) && mail.raw.includes('was changed'),
    );
    expect(notice?.raw).toMatch(/^Subject: Your password for Datelane was changed/m);
    expect(notice?.raw).toContain('http://localhost:8080/reset-password');
    expect(notice?.raw).not.toContain('a fresh phrase');
  });

  it('refuses a wrong current password at the field `current` and changes nothing', async () => {
    const member = await signUpMember(mailing.t, 'Guesser');
    const otherDevice = new BrowserClient(mailing.t.app);
    await otherDevice.login(member.email, 'pass phrase');
    const wrong = await changePassword(member.client, { current: 'not it', password: 'a fresh phrase' });
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { current: 'wrong_password' }]);
    expect(await status(otherDevice)).toBe(200);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'pass phrase')).statusCode).toBe(200);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'a fresh phrase')).statusCode).toBe(401);
  });

  it.each([
    ['an empty new password', { current: 'pass phrase', password: '' }, { password: 'required' }],
    [
      'a new password of 1025 characters',
      { current: 'pass phrase', password: 'x'.repeat(1025) },
      { password: 'max_length' },
    ],
    ['no current password', { password: 'a fresh phrase' }, { current: 'required' }],
    ['an empty current password', { current: '', password: 'a fresh phrase' }, { current: 'required' }],
    ['a current password of 1025 characters', { current: 'x'.repeat(1025), password: 'ok' }, { current: 'max_length' }],
  ])('refuses %s with the message key the form shows', async (_label, payload, fields) => {
    const member = await signUpMember(mailing.t, 'Careless');
    const response = await changePassword(member.client, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields });
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'pass phrase')).statusCode).toBe(200);
  });

  it('refuses an unknown key and a visitor', async () => {
    const member = await signUpMember(mailing.t, 'Extra');
    expect(
      (await changePassword(member.client, { current: 'pass phrase', password: 'x', email: 'a@b.c' })).statusCode,
    ).toBe(400);
    expect((await changePassword(new BrowserClient(mailing.t.app), { current: 'a', password: 'b' })).statusCode).toBe(
      403,
    );
  });

  it('limits tries per client like login: the 11th within a minute gets 429', async () => {
    const member = await signUpMember(mailing.t, 'Hammer');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await changePassword(member.client, { current: `guess ${i}`, password: 'new' })).statusCode);
    expect(statuses.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('editing the profile on /profile: PUT /api/user.php', () => {
  it('saves name, about text and date of birth, and the public profile shows them', async () => {
    const member = await signUpMember(mailing.t, 'Editor');
    const saved = await member.client.request({
      method: 'PUT',
      url: '/api/user.php',
      payload: { name: 'Edited Name', date_of_birth: '1990-04-05', fields: {} },
    });
    expect(saved.statusCode).toBe(200);
    const own = await member.client.request({ method: 'GET', url: `/api/profile.php?profile=${member.profileId}` });
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).toContain('Edited Name');
  });

  it.each([
    ['a name of 151 characters', { name: 'x'.repeat(151) }, { name: 'max_length' }],
    ['an empty name', { name: '  ' }, { name: 'required' }],
    ['a name starting with @', { name: '@me' }, { name: 'name_starts_with_at' }],
    [
      'a date of birth under the minimum age',
      { date_of_birth: `${new Date().getUTCFullYear() - 5}-01-01` },
      { date_of_birth: 'date_of_birth_error' },
    ],
    ['31 February', { date_of_birth: '1990-02-31' }, { date_of_birth: 'date_of_birth_error' }],
    ['a city of 256 characters', { city: 'c'.repeat(256) }, { city: 'max_length' }],
    ['an about text of 2001 characters', { fields: { about: 'a'.repeat(2001) } }, { fields: 'max_length' }],
  ])('refuses %s with the message key signup shows', async (_label, payload, fields) => {
    const member = await signUpMember(mailing.t, 'Overdoer');
    const response = await member.client.request({ method: 'PUT', url: '/api/user.php', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields });
  });

  it('refuses a name equal to the e-mail address', async () => {
    const member = await signUpMember(mailing.t, 'Mirror');
    const response = await member.client.request({
      method: 'PUT',
      url: '/api/user.php',
      payload: { name: member.email.toUpperCase() },
    });
    expect(response.json().fields).toEqual({ name: 'name_equal_to_email' });
  });
});
