import { SessionServiceRef, type SessionService } from '@portal/core';
import { renderWithPortal, substitute } from '@portal/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountPlugin } from '../../index';
import LogoutAction from './LogoutAction';

/** A session fixed in one state; the snapshot is one object, as useSyncExternalStore requires. */
function sessionIn(status: 'loggedIn' | 'loggedOut'): SessionService {
  const snapshot = { status, hasRefreshToken: status === 'loggedIn' };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    start: async () => undefined,
    refresh: async () => true,
    logout: async () => undefined,
    dispose: () => undefined,
    ensureFresh: async () => undefined,
    expire: () => undefined,
  } as SessionService;
}

describe('LogoutAction', () => {
  it('links to the logout route when logged in', () => {
    renderWithPortal(<LogoutAction />, { plugins: [accountPlugin], services: [substitute(SessionServiceRef, sessionIn('loggedIn'))] });
    expect(screen.getByRole('link', { name: 'Kirjaudu ulos' })).toHaveAttribute('href', '/kirjaudu-ulos');
  });

  it('is not there without a session', () => {
    renderWithPortal(<LogoutAction />, { plugins: [accountPlugin], services: [substitute(SessionServiceRef, sessionIn('loggedOut'))] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
