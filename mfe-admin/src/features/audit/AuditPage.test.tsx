import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntryView } from 'shared-contracts/api/admin';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage } from '../../testing/console';
import AuditPage from './AuditPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const entry = (id: number, changes: Partial<AuditEntryView>): AuditEntryView => ({
  id,
  at: '2026-11-28T10:00:00.000Z',
  actor: 'operator',
  operator_id: 3,
  operator_email: 'mod@operators.example',
  action: 'site.updated',
  object_type: 'site',
  object_id: '1',
  site_id: null,
  before: null,
  after: null,
  reason: '',
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
  ...changes,
});

const entries = [
  entry(4, {
    actor: 'anonymous',
    operator_id: null,
    operator_email: null,
    action: 'operator.sign_in_failed',
    object_type: 'operator',
    object_id: '5',
    after: { email: 'owner@operators.example', outcome: 'invalid_credentials' },
  }),
  entry(3, { action: 'conversation.read', object_type: 'conversation', object_id: '12' }),
  entry(2, { action: 'photo.read', object_type: 'photo', object_id: '90' }),
  entry(1, { action: 'site.updated' }),
  entry(0, { action: 'legacy.renamed', object_type: 'widget', object_id: '7', reason: '' }),
];

function answer(call: Call) {
  if (call.path === '/api/admin/sites.php') return json({ sites: [] });
  const reads = call.search.get('kind') === 'private_reads';
  return json({
    entries: reads ? entries.filter((one) => one.action.endsWith('.read')) : entries,
    next: null,
    actions: [...new Set(entries.map((one) => one.action))].sort(),
  });
}

describe('the audit log page', () => {
  test('names failed sign-ins and reads of private content in words, and who tried', async () => {
    mockApi(answer);
    renderConsolePage(<AuditPage />, '/admin/audit');
    const table = await screen.findByRole('table');
    const failed = within(table).getByText('Failed sign-in').closest('tr') as HTMLElement;
    expect(within(failed).getByText('Someone not signed in')).toBeTruthy();
    expect(within(failed).getByText('operator.sign_in_failed')).toBeTruthy();
    expect(within(table).getByText("Read a case's conversation")).toBeTruthy();
    expect(within(table).getByText('Viewed a photo that is not public')).toBeTruthy();
    // Every action the server writes has words, the object too; one no longer on the list shows its key.
    const objectOf = (row: HTMLElement) => within(row).getAllByRole('cell')[3]?.textContent;
    const site = within(table).getByText('Site settings changed').closest('tr') as HTMLElement;
    expect(within(site).getByText('site.updated')).toBeTruthy();
    expect(objectOf(site)).toBe('Site 1');
    const photo = within(table).getByText('Viewed a photo that is not public').closest('tr') as HTMLElement;
    expect(objectOf(photo)).toBe('Photo 90');
    const legacy = within(table).getByText('legacy.renamed').closest('tr') as HTMLElement;
    expect(objectOf(legacy)).toBe('widget 7');
    // No reason given: a dash, and words for a screen reader.
    expect(within(legacy).getByText('not given')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Failed sign-in (operator.sign_in_failed)' })).toBeTruthy();
  });

  test('lists only the reads of private content when asked', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<AuditPage />, '/admin/audit');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Entries'), { target: { value: 'private_reads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(calls.at(-1)?.search.get('kind')).toBe('private_reads'));
    await waitFor(() => expect(screen.queryByText('Failed sign-in')).toBeNull());
    expect(screen.getByText("Read a case's conversation")).toBeTruthy();
  });
});
