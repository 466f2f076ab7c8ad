import { testPlugin } from '@portal/core/testing';
import { describe, expect, it } from 'vitest';
import { accountPlugin } from './index';

describe('accountPlugin', () => {
  it('contributes the public account screens at Finnish paths, with no flag needed', () => {
    const { routes, menu } = testPlugin(accountPlugin, { flags: {} });
    expect(routes.map((r) => r.ref.defaultPath)).toEqual([
      '/kirjaudu',
      '/rekisteroidy',
      '/vahvista',
      '/unohtunut-salasana',
      '/uusi-salasana',
      '/vaihda-salasana',
      '/kirjaudu-ulos',
    ]);
    // The web host's hand-off: public routes render without a session; this id is the login page.
    expect(routes.every((r) => r.public === true)).toBe(true);
    expect(routes[0]?.ref.id).toBe('account.login');
    expect(menu).toMatchObject([{ id: 'account.logout', section: 'account', route: { defaultPath: '/kirjaudu-ulos' } }]);
  });

  it('offers logging out in the header too', () => {
    const { slots } = testPlugin(accountPlugin);
    expect(slots.map((s) => [s.id, s.slot.id])).toEqual([['account.logoutAction', 'core.headerActions']]);
  });
});
