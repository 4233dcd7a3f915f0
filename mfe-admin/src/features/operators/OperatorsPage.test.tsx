import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorView } from 'shared-contracts/api/admin';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, operatorSession, renderConsolePage } from '../../testing/console';
import OperatorsPage from './OperatorsPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const operator = (id: number, email: string, changes: Partial<OperatorView>): OperatorView => ({
  id,
  email,
  name: '',
  role: 'moderator',
  status: 'active',
  has_credentials: true,
  locale: 'en',
  created_at: '2026-11-20T10:00:00.000Z',
  last_sign_in_at: null,
  ...changes,
});

/** The owner (7, the session's), an invited moderator, an invitation withdrawn and a disabled operator. */
function answer(operators: OperatorView[]) {
  return (call: Call) => {
    if (call.path === '/api/admin/session.php') return json(operatorSession('owner', ['operators.manage']));
    if (call.method === 'PUT') {
      const { id, status } = call.body as { id: number; status: 'disabled' };
      const changed = operators.find((one) => one.id === id) as OperatorView;
      Object.assign(changed, { status, has_credentials: changed.status !== 'invited' && changed.has_credentials });
      return json({ operator: changed });
    }
    return json({ operators });
  };
}
const rowOf = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;

describe('the operators page', () => {
  test('withdraws an invitation after a confirmation; a withdrawn one can only be invited again', async () => {
    const operators = [
      operator(7, 'owner@operators.example', { role: 'owner' }),
      operator(8, 'invited@operators.example', { status: 'invited', has_credentials: false }),
      operator(9, 'withdrawn@operators.example', { status: 'disabled', has_credentials: false }),
      operator(10, 'disabled@operators.example', { status: 'disabled' }),
    ];
    const { calls } = mockApi(answer(operators));
    renderConsolePage(<OperatorsPage />, '/admin/operators');

    const withdrawn = await rowOf('withdrawn@operators.example');
    expect(within(withdrawn).getByText('Invitation withdrawn')).toBeTruthy();
    expect(within(withdrawn).queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(within(withdrawn).getByRole('button', { name: 'Invite again' })).toBeTruthy();
    expect(within(await rowOf('disabled@operators.example')).getByRole('button', { name: 'Enable' })).toBeTruthy();

    const invited = await rowOf('invited@operators.example');
    fireEvent.click(within(invited).getByRole('button', { name: 'Withdraw invitation' }));
    const question = within(invited).getByRole('group', {
      name: /Withdraw the invitation of invited@operators.example\?/,
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 8, status: 'disabled' }),
    );
    await waitFor(async () =>
      expect(within(await rowOf('invited@operators.example')).getByText('Invitation withdrawn')).toBeTruthy(),
    );
  });
});
