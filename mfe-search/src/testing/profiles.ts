import type { SearchProfile } from 'shared-contracts/api/search';

/** A member as search answers it (Ann, 36, of Utrecht); a test changes what it is about. */
export const searchProfile = (changes: Partial<SearchProfile> = {}): SearchProfile => ({
  id: 7,
  name: 'Ann',
  age: 36,
  city: 'Utrecht',
  country: 'NL',
  countryregion: 0,
  language: 'en',
  gender: 'female',
  main_image: null,
  fictional: false,
  ...changes,
});
