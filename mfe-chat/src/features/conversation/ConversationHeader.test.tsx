import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ChatProfile } from 'shared-contracts/api/chat';
import { initCatalogI18n } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { ConversationHeader } from './ConversationHeader';

beforeAll(async () => {
  await initCatalogI18n({ namespace: 'chat', catalogs: new URL('../../locales/', import.meta.url), lng: 'en' });
});
afterEach(cleanup);

const profile = (changes: Partial<ChatProfile> = {}): ChatProfile => ({
  id: 12,
  name: 'Rex',
  age: 40,
  main_image: null,
  fictional: false,
  ...changes,
});

describe('the conversation header', () => {
  test('links the profile and offers to report the member from this chat', () => {
    const onReport = jest.fn();
    renderWithSite(<ConversationHeader profile={profile()} typingAt={null} onReport={onReport} />, { path: '/' });
    expect(screen.getByRole('link', { name: /Rex/ }).getAttribute('href')).toBe('/members/12');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalled();
  });

  test('a suspended or banned member: the name without a link, nothing to report', () => {
    renderWithSite(
      <ConversationHeader
        profile={profile({ unavailable: true, age: null })}
        typingAt={null}
        onReport={() => undefined}
      />,
      { path: '/' },
    );
    expect(screen.getByTestId('conversation-name').textContent).toBe('Rex');
    expect(screen.queryByRole('link', { name: /Rex/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
