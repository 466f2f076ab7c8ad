import { testPlugin } from '@portal/core/testing';
import { describe, expect, it } from 'vitest';
import { accountPlugin } from './index';

describe('accountPlugin', () => {
  it('contributes the account screens at Finnish paths, with no flag needed', () => {
    const { routes, menu } = testPlugin(accountPlugin, { flags: {} });
    expect(routes.map((r) => r.ref.defaultPath)).toEqual([
      '/kirjaudu',
      '/rekisteroidy',
      '/vahvista',
      '/unohtunut-salasana',
      '/uusi-salasana',
      '/vaihda-salasana',
      '/kirjaudu-ulos',
      '/asiakkaaksi',
      '/asiakkaaksi/tunnistus',
      '/lisaa-asiakkuus',
    ]);
    // The web host's hand-off: public routes render without a session; this id is the login page.
    // Registering as a customer ties customerships to a login, so those screens need a session.
    expect(routes.filter((r) => r.public === true)).toHaveLength(7);
    expect(routes.slice(7).every((r) => !r.public)).toBe(true);
    expect(routes[0]?.ref.id).toBe('account.login');
    expect(menu).toMatchObject([
      { id: 'account.addCustomership', section: 'account', route: { defaultPath: '/lisaa-asiakkuus' } },
      { id: 'account.logout', section: 'account', route: { defaultPath: '/kirjaudu-ulos' } },
    ]);
  });

  it('offers logging out in the header, and registering on the front page', () => {
    const { slots } = testPlugin(accountPlugin);
    expect(slots.map((s) => [s.id, s.slot.id])).toEqual(
      expect.arrayContaining([
        ['account.logoutAction', 'core.headerActions'],
        ['account.registerPrompt', 'core.frontPageNoPlaces'],
      ]),
    );
    expect(slots).toHaveLength(2);
  });
});
