import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiFailure, axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import CustomerCardPage from './CustomerCardPage';

const CUSTOMER = {
  priwattiUserId: 'u-vare',
  name: 'Matti Virtanen',
  email: 'asiakas@vare.example',
  userVerified: true,
  customerCodes: [],
};
const COMPANIES = {
  companies: [
    { company: 'VARE', companyName: 'Vare Energia Oy', customerCode: '1000001', customerType: 'B2C', businessName: null },
    { company: 'VARE', companyName: 'Vare Energia Oy', customerCode: '2000002', customerType: 'B2B', businessName: 'Virtasen Paja Oy' },
  ],
};
const place = (locationIdentifier: string, name: string, displayName: string | null, utilityType = 'ELECTRICITY') => ({
  utilityType,
  contentOwnerId: 'u-vare',
  contentType: 'CONTRACTS',
  contractType: 'ELECTRICITY',
  location: { locationIdentifier, displayName, name, address: 'Kuusitie 1, 00100 Helsinki' },
  order: 0,
  features: [],
  meteringPointId: null,
  accessRight: 'READ_ONLY',
  companyName: null,
  labels: [],
  marketPrice: null,
});
const CONTENT = {
  content: [place('LP-1', 'Kuusitie 1', 'Koti'), place('LP-1', 'Kuusitie 1', 'Koti', 'MICROGENERATION'), place('LP-2', 'Mökki', null)],
};
const CONTRACTS = {
  contracts: [
    {
      contractId: 'c-2',
      contractType: 'ELECTRICITY',
      productName: 'Vare Pörssi',
      additionalName: null,
      startDate: '2025-03-05',
      endDate: null,
      active: true,
    },
    {
      contractId: 'c-1',
      contractType: 'NETWORK',
      productName: 'Vare Kiinteä',
      additionalName: '24 kk',
      startDate: '2023-01-01',
      endDate: '2024-12-31',
      active: false,
    },
  ],
};
const SERVICES = {
  serviceContracts: [{ contractId: 'c-2', service: 'GREEN_POWER', name: 'Tuulivoima', available: true, active: true }],
};

function Card() {
  return (
    <Routes>
      <Route path="/admin/asiakashaku/:customerId" element={<CustomerCardPage />} />
    </Routes>
  );
}

const render = (api: FakeApiRoutes) =>
  renderWithPortal(<Card />, { plugins: [adminPlugin], groups: ['users', 'superusers'], route: '/admin/asiakashaku/u-vare', api });

beforeEach(() => sessionStorage.clear());

describe('customer card', () => {
  it("shows the customer, their customerships and places, and a place's contracts and services only once it is opened", async () => {
    const { api } = render({
      'GET /api/admin/users/v1/search/u-vare': CUSTOMER,
      'GET /api/admin/users/v1/u-vare/companies': COMPANIES,
      'GET /api/v2/servicelocation/user/u-vare/content': CONTENT,
      'GET /api/admin/users/v1/user/u-vare/location/LP-1/contracts': CONTRACTS,
      'GET /api/admin/users/v1/user/u-vare/location/LP-1/service-contracts': SERVICES,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asiakkaan tiedot' })).toBeInTheDocument();
    expect(await screen.findByText('asiakas@vare.example')).toBeInTheDocument();
    expect(screen.getByText('Tunnistettu vahvasti')).toBeInTheDocument();
    // The id other admin tools ask for (per-user flag override, user tools).
    expect(screen.getByText('u-vare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Näytä asiakkaan portaali' })).toHaveAttribute('href', '/aspa/asiakashaku/u-vare/kayttopaikka');

    const customerships = await screen.findByRole('table', { name: 'Asiakkuudet yhtiöittäin' });
    const business = within(customerships).getByRole('row', { name: /2000002/ });
    expect(within(business).getByText('Yritys (B2B)')).toBeInTheDocument();
    expect(within(business).getByText('Virtasen Paja Oy')).toBeInTheDocument();
    expect(within(customerships).getByRole('row', { name: /1000001/ })).toHaveTextContent('Kuluttaja (B2C)');

    // One disclosure per place (the two utilities of LP-1 are one place), all closed, nothing loaded.
    const home = await screen.findByRole('button', { name: 'Koti' });
    expect(screen.getAllByRole('button', { name: /Koti|Mökki/ })).toHaveLength(2);
    expect(home).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Sähkö, Pientuotanto · käyttöpaikkatunnus LP-1/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('/location/'))).toEqual([]);

    await userEvent.click(home);
    expect(home).toHaveAttribute('aria-expanded', 'true');
    const contracts = await screen.findByRole('table', { name: 'Käyttöpaikan Koti sopimukset' });
    const spot = within(contracts).getByRole('row', { name: /Vare Pörssi/ });
    expect(spot).toHaveTextContent('Sähkönmyynti');
    expect(spot).toHaveTextContent('5.3.2025');
    expect(spot).toHaveTextContent('Toistaiseksi');
    expect(spot).toHaveTextContent('Kyllä');
    const ended = within(contracts).getByRole('row', { name: /Vare Kiinteä – 24 kk/ });
    expect(ended).toHaveTextContent('31.12.2024');
    expect(ended).toHaveTextContent('Ei');
    const services = await screen.findByRole('table', { name: 'Käyttöpaikan Koti lisäpalvelut' });
    expect(within(services).getByRole('row', { name: /Vihreä sähkö/ })).toHaveTextContent('Tuulivoima');
    // Only the opened place was asked for.
    expect(api.calls.filter((call) => call.path.includes('/location/')).map((call) => call.path)).toEqual(
      expect.not.arrayContaining([expect.stringContaining('LP-2')]),
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(home);
    expect(home).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Käyttöpaikan Koti sopimukset' })).not.toBeInTheDocument();
  });

  it("says once that another company's customer is not the admin's, with no retry and no other section", async () => {
    const forbidden = () => {
      throw apiFailure(403, 'FORBIDDEN');
    };
    render({
      'GET /api/admin/users/v1/search/u-vare': forbidden,
      'GET /api/admin/users/v1/u-vare/companies': forbidden,
      'GET /api/v2/servicelocation/user/u-vare/content': forbidden,
    });
    expect(await screen.findByText('Asiakas kuuluu yhtiöön, jota et saa käsitellä.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /yritä uudelleen/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Asiakkuudet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Näytä asiakkaan portaali' })).not.toBeInTheDocument();
  });

  it('names a customer that does not exist', async () => {
    render({
      'GET /api/admin/users/v1/search/u-vare': () => {
        throw apiFailure(404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByText('Asiakasta ei löytynyt.')).toBeInTheDocument();
  });

  it('fails one section at a time, each with its own retry', async () => {
    let failures = 1;
    render({
      'GET /api/admin/users/v1/search/u-vare': CUSTOMER,
      'GET /api/admin/users/v1/u-vare/companies': COMPANIES,
      'GET /api/v2/servicelocation/user/u-vare/content': () => {
        if (failures-- > 0) throw apiFailure(500, 'INTERNAL');
        return CONTENT;
      },
      'GET /api/admin/users/v1/user/u-vare/location/LP-2/contracts': { contracts: [] },
      'GET /api/admin/users/v1/user/u-vare/location/LP-2/service-contracts': () => {
        throw apiFailure(403, 'FORBIDDEN');
      },
    });
    expect(await screen.findByText('Käyttöpaikkojen lataus epäonnistui.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Asiakkuudet yhtiöittäin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /yritä uudelleen/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mökki' }));
    expect(await screen.findByText('Käyttöpaikalla ei ole sopimuksia.')).toBeInTheDocument();
    expect(await screen.findByText('Käyttöpaikka kuuluu yhtiöön, jota et saa käsitellä.')).toBeInTheDocument();
  });
});
