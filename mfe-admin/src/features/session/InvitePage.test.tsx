import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { apiError, json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage } from '../../testing/console';
import InvitePage from './InvitePage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const invitation = (name: string) => ({
  email: 'mo@operators.example',
  name,
  role: 'moderator',
  totp: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr_svg: '<svg></svg>' },
});

describe('an invitation link', () => {
  test('starts the form with the name the owner typed when inviting', async () => {
    mockApi((call) => (call.path === '/api/admin/invite.php' ? json(invitation('Mo Moderator')) : apiError(404, 'x')));
    renderConsolePage(<InvitePage />, '/admin/invite?token=abc');
    const name = (await screen.findByLabelText('Your name')) as HTMLInputElement;
    expect(name.value).toBe('Mo Moderator');
  });

  test('leaves the name empty when the owner gave none', async () => {
    mockApi((call) => (call.path === '/api/admin/invite.php' ? json(invitation('')) : apiError(404, 'x')));
    renderConsolePage(<InvitePage />, '/admin/invite?token=abc');
    expect(((await screen.findByLabelText('Your name')) as HTMLInputElement).value).toBe('');
  });
});
