import { describe, expect, test } from '@jest/globals';
import { endpointPath } from '../http';
import * as root from './index';
import * as search from './search';
import * as signup from './signup';
import { emailStatusMessage, emailStatusSchema } from './signup';
import type { Endpoint } from './endpoint';

const endpoints = Object.entries({ ...root, ...signup, ...search }).filter(([name]) => name.endsWith('Endpoint')) as [
  string,
  Endpoint,
][];

describe('endpoint objects', () => {
  test('every call has one object per method, path and shape', () => {
    expect(endpoints.length).toBeGreaterThan(25);
    const shapes = endpoints.map(([, endpoint]) => `${endpoint.method} ${endpointPath(endpoint)}`);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  test('every query refuses a key it does not know, such as a misspelt one', () => {
    for (const [name, endpoint] of endpoints) {
      if (!endpoint.query) continue;
      expect([name, endpoint.query.safeParse({ ...endpoint.fixedQuery, min_ages: '30' }).success]).toEqual([
        name,
        false,
      ]);
    }
  });

  test('a path is built from the fixed keys and the given ones, undefined ones left out, values encoded', () => {
    expect(endpointPath(signup.signupEndpoint)).toBe('/api/user.php?new=1');
    expect(endpointPath(search.resellPartnerEndpoint)).toBe('/api/resellpartner.php?flow=profile-search&redirect=1');
    expect(endpointPath(signup.validateEmailEndpoint, { email: 'a b+c@x.nl' })).toBe(
      '/api/validate_email.php?email=a%20b%2Bc%40x.nl',
    );
    expect(endpointPath(search.searchEndpoint, { auto_load: '1', trafficsource: undefined })).toBe(
      '/api/search.php?auto_load=1',
    );
    expect(endpointPath(root.userEndpoint)).toBe('/api/user.php');
  });
});

describe('emailStatusMessage', () => {
  test('names the form message of every status that cannot sign up, and none for a new address', () => {
    expect(Object.fromEntries(emailStatusSchema.options.map((status) => [status, emailStatusMessage(status)]))).toEqual(
      {
        new: null,
        active: 'email_exists',
        not_confirmed: 'email_exists',
        deleted: 'email_deleted',
        invalid: 'invalid_email',
      },
    );
  });
});
