import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { initConsoleI18n } from '../../testing/console';
import { ChangeSummary, changedFields } from './ChangeSummary';

beforeAll(() => initConsoleI18n());
afterEach(cleanup);

describe('an audit entry’s change', () => {
  test('names only the fields that changed, with their values before and after', () => {
    expect(
      changedFields(
        { visibility: 'pending', needs_review: false, score: null },
        { visibility: 'public', needs_review: false, score: 0.12, classifier: 'mobilenet_v2_mid/wasm' },
      ),
    ).toEqual([
      { field: 'visibility', before: 'pending', after: 'public' },
      { field: 'score', before: null, after: 0.12 },
      { field: 'classifier', after: 'mobilenet_v2_mid/wasm' },
    ]);
  });

  test('a creation lists every field it set, a removal every field it had', () => {
    expect(changedFields(null, { role: 'moderator' })).toEqual([{ field: 'role', after: 'moderator' }]);
    expect(changedFields({ role: 'moderator' }, null)).toEqual([{ field: 'role', before: 'moderator' }]);
  });

  test('reads one line per field, nested values as JSON', () => {
    render(<ChangeSummary before={{ name: 'Olivia', hosts: ['a.example'] }} after={{ name: 'Olivia', hosts: [] }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hosts: ["a.example"] → []']);
  });

  test("a classifier's score reads as a percentage, not with 16 decimals; ids and counts as they are", () => {
    render(
      <ChangeSummary
        before={{ visibility: 'pending', nudity_score: null, credits: 239 }}
        after={{ visibility: 'public', nudity_score: 0.07312345678901234, credits: 1234, ratio: 1.23456 }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'visibility: pending → public',
      'nudity_score: null → 7%',
      'credits: 239 → 1234',
      'ratio: 1.235',
    ]);
  });

  test('values that are not records are shown whole', () => {
    render(<ChangeSummary before={3} after={5} />);
    expect(screen.getByText('3 → 5')).toBeTruthy();
  });
});
