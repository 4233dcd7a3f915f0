import { afterEach, describe, expect, test } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router';
import {
  accountDeleted,
  accountDeletionFailed,
  accountDeletionStarted,
  accountRestricted,
  userCleared,
  userLoaded,
} from 'shared-contracts/store';
import { member } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { RequireLogin } from './RequireLogin';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** /profile (members only) behind the guard, and the pages a leaving member may be sent to. */
function Pages() {
  const pages = useRoutes([
    {
      path: '/profile',
      element: (
        <RequireLogin route={{ name: 'profile', auth: 'default' }} notFound={<p>Not found</p>}>
          <p>Profile page</p>
        </RequireLogin>
      ),
    },
    {
      path: '/',
      element: (
        <RequireLogin route={{ name: 'index', auth: 'optional' }} notFound={<p>Not found</p>}>
          <p>Home page</p>
        </RequireLogin>
      ),
    },
    ...['ban', 'terms'].map((page) => ({
      path: `/pages/${page}`,
      element: (
        <RequireLogin route={{ name: `pages-${page}`, auth: 'optional' }} notFound={<p>Not found</p>}>
          <p>{page} page</p>
        </RequireLogin>
      ),
    })),
    { path: '/login', element: <p>Login page</p> },
    { path: '/account-deleted', element: <p>Goodbye page</p> },
  ]);
  return (
    <>
      {pages}
      <Where />
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;
const onProfile = () => renderWithSite(<Pages />, { path: '/profile', user: member() }).store;

describe('the login guard', () => {
  test('sends a member whose session ended to the login, to come back afterwards', () => {
    const store = onProfile();
    expect(screen.getByText('Profile page')).toBeTruthy();
    act(() => {
      store.dispatch(userCleared({ forced: true }));
    });
    expect(where()).toBe('/login?redirect=%2Fprofile');
  });

  test('while the account is being deleted, a session that ends first (a poll’s 403) sends the page nowhere yet; the answer sends it to /account-deleted', () => {
    const store = onProfile();
    act(() => {
      store.dispatch(accountDeletionStarted());
      store.dispatch(userCleared({ forced: true }));
    });
    expect(where()).toBe('/profile');
    expect(screen.queryByText('Profile page')).toBeNull();
    act(() => {
      store.dispatch(accountDeleted());
    });
    expect(where()).toBe('/account-deleted');
    expect(screen.getByText('Goodbye page')).toBeTruthy();
  });

  test('once the account is deleted, a session that ends before the page has left sends it to /account-deleted', () => {
    const store = onProfile();
    act(() => {
      store.dispatch(accountDeletionStarted());
      store.dispatch(accountDeleted());
      store.dispatch(userCleared({ forced: true }));
    });
    expect(where()).toBe('/account-deleted');
  });

  test('a refused deletion leaves the guard as it was: a session that ended goes to the login', () => {
    const store = onProfile();
    act(() => {
      store.dispatch(accountDeletionStarted());
      store.dispatch(userCleared({ forced: true }));
    });
    act(() => {
      store.dispatch(accountDeletionFailed());
    });
    expect(where()).toBe('/login?redirect=%2Fprofile');
  });

  test('a login after a deletion ends it: that member’s logout leads to the login again', () => {
    const store = onProfile();
    act(() => {
      store.dispatch(accountDeletionStarted());
      store.dispatch(accountDeleted());
      store.dispatch(userCleared({ forced: false }));
      store.dispatch(userLoaded(member({ id: 99 })));
    });
    expect(screen.getByText('Profile page')).toBeTruthy();
    act(() => {
      store.dispatch(userCleared({ forced: true }));
    });
    expect(where()).toBe('/login?redirect=%2Fprofile');
  });

  test('a poll answered while the deletion is under way does not end it', () => {
    const store = onProfile();
    act(() => {
      store.dispatch(accountDeletionStarted());
      store.dispatch(userLoaded(member()));
      store.dispatch(userCleared({ forced: true }));
    });
    expect(where()).toBe('/profile');
  });
});

describe('a suspended or banned member', () => {
  test('goes to /pages/ban from a member page and from a public one, and may read the legal pages', () => {
    const { store } = renderWithSite(<Pages />, { path: '/profile', user: member() });
    act(() => {
      store.dispatch(accountRestricted('suspended'));
    });
    expect(where()).toBe('/pages/ban');
    expect(screen.getByText('ban page')).toBeTruthy();
    cleanup();
    const visitor = renderWithSite(<Pages />, { path: '/pages/terms' }).store;
    act(() => {
      visitor.dispatch(accountRestricted('banned'));
    });
    expect(screen.getByText('terms page')).toBeTruthy();
    cleanup();
    const home = renderWithSite(<Pages />, { path: '/' }).store;
    act(() => {
      home.dispatch(accountRestricted('banned'));
    });
    expect(where()).toBe('/pages/ban');
  });

  test('logging out of the ban page ends the restriction in this browser', () => {
    const { store } = renderWithSite(<Pages />, { path: '/' });
    act(() => {
      store.dispatch(accountRestricted('banned'));
    });
    expect(where()).toBe('/pages/ban');
    act(() => {
      store.dispatch(userCleared({ forced: false }));
    });
    expect(store.getState().session.restriction).toBeNull();
    expect(screen.getByText('ban page')).toBeTruthy();
  });

  test('a user call that answers a member (a lifted suspension) ends it too', () => {
    const { store } = renderWithSite(<Pages />, { path: '/pages/ban' });
    act(() => {
      store.dispatch(accountRestricted('suspended'));
      store.dispatch(userLoaded(member()));
    });
    expect(store.getState().session.restriction).toBeNull();
  });
});
