import { ApiClientRef, CORE_API_VERSION, definePlugin, LOCATION_CARD_SLOT, type LocationCardProps } from '@portal/core';
import { apiFailure, createFakeApiClient, renderWithPortal, substitute } from '@portal/core/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LocationDetail } from '../../contract/locations';
import { locationsPlugin } from '../../index';
import { locationDetailRoute } from '../routes';
import { contentItem, locationDetail } from '../testing/contentFixtures';
import LocationPage from './LocationPage';

const USER = 'u-1';
const base = `/api/v2/servicelocation/user/${USER}`;

/** Another plugin filling the location card slot, as consumption or invoices would. */
const cardPlugin = definePlugin({
  id: 'cards',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  slots: [
    {
      id: 'cards.hello',
      slot: LOCATION_CARD_SLOT,
      order: 1,
      component: async () => ({
        default: ({ locationIdentifier }: LocationCardProps) => <section aria-label="Testikortti">Kortti paikalle {locationIdentifier}</section>,
      }),
    },
  ],
});

function renderDetail(detail: LocationDetail | (() => never)) {
  const api = createFakeApiClient({
    'GET /api/v2/me': { priwattiUserId: USER },
    [`GET ${base}/content`]: { content: [contentItem('L1', 0, {}, { displayName: 'Koti' })] },
    [`GET ${base}/location/L1/details`]: detail,
  });
  return renderWithPortal(
    <Routes>
      <Route path={locationDetailRoute.defaultPath} element={<LocationPage />} />
    </Routes>,
    {
      plugins: [locationsPlugin, cardPlugin],
      flags: { locations: true },
      route: '/kayttopaikka/L1',
      services: [substitute(ApiClientRef, api)],
    },
  );
}

describe('LocationPage', () => {
  it("says so when the place is not the user's (404)", async () => {
    renderDetail(() => {
      throw apiFailure(404, 'NOT_FOUND');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Käyttöpaikkaa ei löytynyt.' })).toBeInTheDocument();
  });

  it('shows the place, its contract in Finnish formats with VAT, and the cards other plugins add', async () => {
    renderDetail(locationDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Koti' })).toBeInTheDocument();
    const contract = await screen.findByRole('region', { name: 'Sopimus' });
    expect(within(contract).getByText('Kiinteä Sähkö')).toBeInTheDocument();
    expect(within(contract).getByText('10,04 c/kWh (sis. alv)')).toBeInTheDocument();
    expect(within(contract).getByText('Omakotitalo')).toBeInTheDocument();
    expect(within(contract).getByText('Käytössä: Tuulisähkö')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Käyttöpaikan palvelut' });
    expect(await within(cards).findByRole('region', { name: 'Testikortti' })).toHaveTextContent('Kortti paikalle L1');
    expect(screen.getByRole('link', { name: 'Takaisin käyttöpaikkoihin' })).toHaveAttribute('href', '/kayttopaikka');
  });

  it('shows VAT 0 prices when the place says so (a company place)', async () => {
    renderDetail(
      locationDetail({ vat: false, price: 8, energyMargin: 0.5, energyMarginVat: 0.63, energyMarginVat0: 0.5, energyMarginUnit: 'c/kWh' }),
    );
    const contract = await screen.findByRole('region', { name: 'Sopimus' });
    expect(within(contract).getByText('8,00 c/kWh (alv 0 %)')).toBeInTheDocument();
    expect(within(contract).getByText('0,50 c/kWh (alv 0 %)')).toBeInTheDocument();
  });
});
