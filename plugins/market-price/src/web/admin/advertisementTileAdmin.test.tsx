import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, type FakeApiRoutes } from '@portal/core/testing';
import { describe, expect, it } from 'vitest';
import type { AdminAdvertisementTile } from '../../contract/advertisementTile';
import { MARKET_PRICE_API } from '../../contract/paths';
import { marketPricePlugin } from '../../index';
import AdvertisementTileAdminPage from './AdvertisementTileAdminPage';

const stored: AdminAdvertisementTile = {
  id: 'tile-1',
  company: 'VARE',
  title: { fi: 'Pörssisähkö kannattaa' },
  body: { fi: 'Vaihda pörssisopimukseen.' },
  linkUrl: '/porssisahko',
  linkText: { fi: 'Katso hinnat' },
  startsAt: '2026-01-15T10:00:00.000Z',
  endsAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
};

const LIST = `GET ${MARKET_PRICE_API.adminAdvertisementTiles}`;

function renderPage(api: FakeApiRoutes = {}) {
  return renderWithPortal(<AdvertisementTileAdminPage />, {
    plugins: [marketPricePlugin],
    flags: { marketPrice: true },
    groups: ['advertisementTile'],
    api: { [LIST]: { tiles: [stored] }, ...api },
  });
}

describe('advertisement tile admin (market-price, section admin)', () => {
  it('is an admin menu step for the tile group only', () => {
    const admin = testPlugin(marketPricePlugin, { flags: { marketPrice: true }, groups: ['advertisementTile'] });
    expect(admin.menu.find((step) => step.id === 'market-price.adminTiles')?.section).toBe('admin');
    const customer = testPlugin(marketPricePlugin, { flags: { marketPrice: true }, groups: [] });
    expect(customer.menu.map((step) => step.id)).not.toContain('market-price.adminTiles');
    expect(customer.routes.map((route) => route.ref.defaultPath)).not.toContain('/admin/mainostiilet');
  });

  it('lists the tiles and removes one after the confirm, axe clean', async () => {
    const { api } = renderPage({ [`DELETE ${MARKET_PRICE_API.adminAdvertisementTile('tile-1')}`]: null });
    expect(await screen.findByRole('rowheader', { name: 'Pörssisähkö kannattaa' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Poista mainostiili Pörssisähkö kannattaa' }));
    expect(screen.getByRole('dialog', { name: 'Poistetaanko mainostiili?' })).toHaveTextContent('”Pörssisähkö kannattaa” poistuu');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('publishes a tile with only the filled languages, and names missing fields first', async () => {
    const { api } = renderPage({ [`POST ${MARKET_PRICE_API.adminAdvertisementTiles}`]: stored });
    await screen.findByRole('rowheader', { name: 'Pörssisähkö kannattaa' });
    await userEvent.type(screen.getByRole('textbox', { name: /Linkin osoite/ }), 'http://x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise mainostiili' }));
    expect(await screen.findByRole('link', { name: 'Anna https-osoite tai /-alkuinen portaalin polku.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Täytä tämä kenttä.' })).toHaveLength(2);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: /Linkin osoite/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Otsikko suomeksi' }), 'Talvitarjous');
    await userEvent.type(screen.getByRole('textbox', { name: 'Otsikko ruotsiksi (vapaaehtoinen)' }), 'Vintererbjudande');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teksti suomeksi' }), 'Kiinteä hinta talveksi.');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise mainostiili' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: { fi: 'Talvitarjous', sv: 'Vintererbjudande' },
        body: { fi: 'Kiinteä hinta talveksi.' },
      }),
    );
    // The tile list reloads after the save, with a loading status of its own: find the outcome by its words.
    expect((await screen.findByText(/Mainostiili julkaistu\./)).closest('[role="status"]')).not.toBeNull();
  });

  it('shows an empty list and a failed load', async () => {
    const { unmount } = renderPage({ [LIST]: { tiles: [] } });
    expect(await screen.findByText('Ei mainostiiliä.')).toBeInTheDocument();
    unmount();
    renderPage({
      [LIST]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByText('Mainostiiliä ei saatu.')).toBeInTheDocument();
  });
});
