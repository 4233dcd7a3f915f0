import { describe, expect, test } from '@jest/globals';
import type { OwnPhoto } from 'shared-contracts/api';
import { member, siteSettings } from 'shared-contracts/testing';
import { profileCompleteness } from './profileCompleteness';

/** A site with two about-me texts, city, regions in NL and one select field. */
const settings = siteSettings({
  visible_profile_notes: ['about_me', 'ideal_match'],
  visible_profile_fields: ['city', 'eye_color'],
  allowed_values: { eye_color: ['blue', 'brown'] },
  region_data: { NL: [{ id: 5, name: 'Utrecht' }] },
});

const photo = (visibility: OwnPhoto['visibility']): OwnPhoto => ({
  id: 1,
  thumb_filename: 'a.jpg',
  visibility,
  reason: visibility === 'rejected' || visibility === 'removed' ? 'nudity' : null,
});

/** Every detail the site above shows, filled in. */
const details = {
  gender: 'female',
  date_of_birth: '1990-05-01',
  country: 'NL',
  countryregion: 5,
  city: 'Utrecht',
} as const;
const notes = { about_me: 'I like walks.', ideal_match: 'Someone kind.' };

const profile = (changes: Partial<ReturnType<typeof member>['profile']>) => member({}, changes).profile;

describe('profileCompleteness', () => {
  test('an empty profile: the photo first, and only the country counts', () => {
    // Of the 6 details (gender, birth, country, region, city, eye colour) only the country is set: 30 × 1/6.
    expect(profileCompleteness(profile({}), settings)).toEqual({ percent: 5, next: 'photo' });
  });

  test('a photo waiting for review counts; a rejected or removed one does not', () => {
    expect(profileCompleteness(profile({ images: [photo('pending')] }), settings)).toEqual({
      percent: 45,
      next: 'about',
    });
    expect(profileCompleteness(profile({ images: [photo('public')] }), settings).next).toBe('about');
    expect(profileCompleteness(profile({ images: [photo('rejected'), photo('removed')] }), settings).next).toBe(
      'photo',
    );
  });

  test('the about-me texts come before the details, each text counting for its share', () => {
    const oneNote = profile({ images: [photo('public')], fields: { about_me: 'Hi', ideal_match: '  ' }, ...details });
    expect(profileCompleteness(oneNote, settings)).toEqual({ percent: 80, next: 'about' });
  });

  test('then the details: the select fields, city and region the site shows', () => {
    const noEyes = profile({ images: [photo('public')], fields: notes, ...details });
    expect(profileCompleteness(noEyes, settings)).toEqual({ percent: 95, next: 'details' });
  });

  test('complete: 100 and no next step', () => {
    const full = profile({ images: [photo('public')], fields: { ...notes, eye_color: 'blue' }, ...details });
    expect(profileCompleteness(full, settings)).toEqual({ percent: 100, next: null });
  });

  test('never says 100 while a step is left', () => {
    const manyFields = siteSettings({
      visible_profile_fields: Array.from({ length: 200 }, (_, index) => `f${index}`),
      allowed_values: Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`f${index}`, ['a']])),
    });
    const allButOne = Object.fromEntries(Array.from({ length: 199 }, (_, index) => [`f${index}`, 'a']));
    const almost = profile({ images: [photo('public')], fields: allButOne, ...details });
    expect(profileCompleteness(almost, manyFields)).toEqual({ percent: 99, next: 'details' });
  });

  test('a site without about-me texts or regions leaves them out of the sum', () => {
    const plain = siteSettings();
    const onlyPhoto = profile({ images: [photo('public')] });
    // Photo 40 of 70; the details are gender, birth and country (set): 30 × 1/3.
    expect(profileCompleteness(onlyPhoto, plain)).toEqual({ percent: 71, next: 'details' });
    expect(profileCompleteness(profile({ images: [photo('public')], ...details }), plain)).toEqual({
      percent: 100,
      next: null,
    });
  });
});
