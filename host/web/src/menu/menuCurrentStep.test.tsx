import { screen, within } from '@testing-library/react';
import { demoPlugin, loginPlugin } from '../testing/demoPlugin';
import { renderHost } from '../testing/renderHost';

/** The menu marks the step of the page shown (aria-current="page"), also on pages the step declares with `currentOn`. */
describe('the current menu step', () => {
  it.each([
    ['its own page', '/kulutus', 'Kulutussivu'],
    ['a page it declares with currentOn', '/kaukolampo/643000000000000001', 'Lämpösivu'],
  ])('is marked on %s', async (_case, route, heading) => {
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route });
    await screen.findByRole('heading', { name: heading });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Kulutus' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Asetukset' })).not.toHaveAttribute('aria-current');
  });

  it('is not marked elsewhere', async () => {
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route: '/asetukset' });
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Kulutus' })).not.toHaveAttribute('aria-current');
  });
});
