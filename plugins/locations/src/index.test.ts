import { testPlugin } from '@portal/core/testing';
import { describe, expect, it } from 'vitest';
import { locationsPlugin } from './index';

describe('locationsPlugin', () => {
  it('contributes the pages and the "Käyttöpaikat" step under services when the locations flag is on', () => {
    const { routes, menu } = testPlugin(locationsPlugin, { flags: { locations: true } });
    expect(routes.map((r) => r.ref.defaultPath)).toEqual(['/kayttopaikka', '/kayttopaikka/:locationIdentifier']);
    expect(menu).toMatchObject([{ labelKey: 'menu.locations', section: 'services' }]);
    expect(locationsPlugin.translations?.startup?.fi).toMatchObject({ menu: { locations: 'Käyttöpaikat' } });
  });

  it('contributes nothing when the flag is off', () => {
    const { routes, menu } = testPlugin(locationsPlugin, { flags: { locations: false } });
    expect(routes).toEqual([]);
    expect(menu).toEqual([]);
  });
});
