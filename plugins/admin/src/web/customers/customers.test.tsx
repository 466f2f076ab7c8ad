import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ClientStateRef, createRouteRef, definePlugin, Slot, TOP_BAR_SLOT } from '@portal/core';
import { apiFailure, axeViolations, renderWithPortal } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import CustomerSearchPage from './CustomerSearchPage';
import ViewAsPage from './ViewAsPage';

const CUSTOMER = {
  priwattiUserId: 'u-vare',
  name: 'Matti Virtanen',
  email: 'asiakas@vare.example',
  userVerified: true,
  customerCodes: [{ company: 'VARE', companyName: 'Vare Energia Oy', customerCode: '1000001', customerType: 'B2C', businessName: null }],
};

beforeEach(() => sessionStorage.clear());

describe('customer search page', () => {
  it('searches by e-mail with Enter, lists the customer with a view-as link and the unregistered customers, axe clean', async () => {
    const { api } = renderWithPortal(<CustomerSearchPage />, {
      plugins: [adminPlugin],
      groups: ['users', 'superusers'],
      api: {
        'GET /api/admin/users/v1/search': { users: [CUSTOMER] },
        'GET /api/admin/users/v1/search/unauthenticated': { customers: [] },
      },
    });
    await userEvent.type(await screen.findByLabelText('Sähköpostiosoite'), 'asiakas@vare.example{Enter}');
    const link = await screen.findByRole('link', { name: 'Näytä asiakkaan näkymä: Matti Virtanen' });
    expect(link).toHaveAttribute('href', '/aspa/asiakashaku/u-vare/kayttopaikka');
    expect(screen.getByRole('link', { name: 'Asiakkaan tiedot: Matti Virtanen' })).toHaveAttribute('href', '/admin/asiakashaku/u-vare');
    expect(screen.getByRole('heading', { name: 'Hakutulokset' })).toHaveFocus();
    expect(await screen.findByText('Ei rekisteröitymättömiä asiakkaita tällä osoitteella.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/admin/users/v1/search')?.query).toEqual({ email: 'asiakas@vare.example' });
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the chosen company as origin, and the identity code only as a search criterion', async () => {
    const { api } = renderWithPortal(<CustomerSearchPage />, {
      plugins: [adminPlugin],
      groups: ['users', 'superusers'],
      api: { 'GET /api/admin/users/v1/search': { users: [] } },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'KUO' }));
    const ssn = screen.getByLabelText('Henkilötunnus');
    expect(ssn).toHaveAttribute('type', 'password');
    await userEvent.type(ssn, '150375-901x');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByText('Asiakkaita ei löytynyt')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/admin/users/v1/search')?.query).toEqual({ ssn: '150375-901X', origin: 'KUO' });
  });

  it('asks for a criterion, names a malformed one, and sends nothing', async () => {
    const { api } = renderWithPortal(<CustomerSearchPage />, { plugins: [adminPlugin], groups: ['users', 'origin-KUO'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Hae' }));
    expect(await screen.findByText('Anna vähintään yksi hakuehto.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Asiakasnumero'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByText('Asiakasnumerossa on vain numeroita (1–20).')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('says so when the search fails or the company is not the admin’s', async () => {
    renderWithPortal(<CustomerSearchPage />, {
      plugins: [adminPlugin],
      groups: ['users', 'origin-KUO'],
      api: {
        'GET /api/admin/users/v1/search': () => {
          throw apiFailure(403, 'FORBIDDEN');
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Asiakasnumero'), '1000001{Enter}');
    expect(await screen.findByText('Et saa käsitellä valitun yhtiön asiakkaita.')).toBeInTheDocument();
  });
});

// A customer page as a plugin contributes it: the view-as page finds it by the rest of its path.
const placesRoute = createRouteRef({ id: 'places.list', path: '/kayttopaikka' });
function PlacesPage() {
  return <h1>Käyttöpaikat</h1>;
}
const placesPlugin = definePlugin({
  id: 'places',
  version: '0.0.0',
  apiVersion: 1,
  enabledWhen: {},
  routes: [{ ref: placesRoute, page: async () => ({ default: PlacesPage }) }],
});

function ViewAs() {
  return (
    <>
      <Slot slot={TOP_BAR_SLOT} props={{}} />
      <Routes>
        <Route path="/aspa/asiakashaku/:customerId/*" element={<ViewAsPage />} />
        <Route path="/admin/asiakashaku" element={<p>Hakusivu</p>} />
      </Routes>
    </>
  );
}

describe('view as the customer', () => {
  it("shows the customer's page with a banner naming them, and the way back restores the admin's own id", async () => {
    const { runtime } = renderWithPortal(<ViewAs />, {
      plugins: [adminPlugin, placesPlugin],
      groups: ['users', 'superusers'],
      route: '/aspa/asiakashaku/u-vare/kayttopaikka',
      api: { 'GET /api/admin/users/v1/search/u-vare': CUSTOMER },
    });
    expect(await screen.findByRole('heading', { name: 'Käyttöpaikat' })).toBeInTheDocument();
    const banner = await screen.findByTestId('view-as-banner');
    expect(banner).toHaveTextContent('Katselet asiakkaan Matti Virtanen portaalia ylläpitäjänä (vain luku)');
    const clientState = runtime.resolve(ClientStateRef);
    expect(clientState.getSnapshot().activeUserId).toBe('u-vare');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Lopeta katselu' }));
    expect(await screen.findByText('Hakusivu')).toBeInTheDocument();
    expect(clientState.getSnapshot().activeUserId).toBeNull();
    expect(screen.queryByTestId('view-as-banner')).not.toBeInTheDocument();
  });

  it("answers another company's customer with the server's 403 and never acts for them", async () => {
    const { runtime } = renderWithPortal(<ViewAs />, {
      plugins: [adminPlugin, placesPlugin],
      groups: ['users', 'origin-KUO'],
      route: '/aspa/asiakashaku/u-vare/kayttopaikka',
      api: {
        'GET /api/admin/users/v1/search/u-vare': () => {
          throw apiFailure(403, 'FORBIDDEN');
        },
      },
    });
    expect(await screen.findByText('Asiakas kuuluu yhtiöön, jota et saa käsitellä.')).toBeInTheDocument();
    const clientState = runtime.resolve(ClientStateRef);
    await waitFor(() => expect(clientState.getSnapshot().activeUserId).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Käyttöpaikat' })).not.toBeInTheDocument();
  });
});
