import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_INFO_API } from '../contract/paths';
import type { Customership, UserContract } from '../contract/customerInfo';
import { customerInfoPlugin } from '../index';
import CustomerInfoPage from './pages/CustomerInfoPage';

/** Component tests run in jsdom: `npx vitest run plugins/customer-info/src/web`. */
const USER = 'u-1';
const ME = { priwattiUserId: USER, name: 'Olli Omistaja', email: 'olli@example.fi', phone: '+358401234567' };
const VARE: Customership = {
  company: 'VARE',
  companyName: 'Vare Energia Oy',
  customerCode: 'V-1',
  customerType: 'B2C',
  businessName: null,
  businessId: null,
  phone: null,
  address: { streetAddress: 'Koivukuja 7', postalCode: '65320', city: 'Vaasa' },
  invoicingAddress: { name: null, streetAddress: null, postalCode: null, city: null },
  editable: true,
};
const KUO: Customership = { ...VARE, company: 'KUO', companyName: 'Kuo Energia Oy', customerCode: 'K-1', editable: false };
const CONTRACT: UserContract = {
  contractId: 'C-1',
  contractType: 'ELECTRICITY',
  productName: 'Vare Kiinteä',
  additionalName: null,
  locationIdentifier: 'L-1',
  locationName: 'Koti',
  address: 'Koivukuja 7, 65320 Vaasa',
  startDate: '2026-02-01',
  endDate: null,
  state: 'UPCOMING',
};

function renderPage(overrides: FakeApiRoutes = {}) {
  return renderWithPortal(<CustomerInfoPage />, {
    plugins: [customerInfoPlugin],
    flags: { customerInfo: true },
    api: {
      'GET /api/v2/me': ME,
      [`GET ${CUSTOMER_INFO_API.customerships(USER)}`]: { customerships: [VARE, KUO] },
      [`GET ${CUSTOMER_INFO_API.contracts(USER)}`]: { contracts: [CONTRACT] },
      [`GET ${CUSTOMER_INFO_API.newContractInfo(USER)}`]: { hasNewContracts: true, newContracts: [CONTRACT] },
      ...overrides,
    },
  });
}

describe('customer-info manifest', () => {
  it('contributes its page and menu step only with the customerInfo flag', () => {
    const on = testPlugin(customerInfoPlugin, { flags: { customerInfo: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/asiakastiedot']);
    expect(on.menu.map((step) => step.id)).toEqual(['customer-info.menu']);
    const off = testPlugin(customerInfoPlugin, { flags: { customerInfo: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(customerInfoPlugin)).toEqual([]);
  });
});

describe('customer-info page', () => {
  it('shows contact details, customerships, new and all contracts, with no accessibility violations', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakastiedot' })).toBeInTheDocument();
    expect(await screen.findByText('olli@example.fi')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vare Energia Oy' })).toBeInTheDocument();
    expect(screen.getAllByText('Koivukuja 7, 65320 Vaasa', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('Tämän yhtiön tietoja muutetaan yhtiön omassa portaalissa.')).toBeInTheDocument();
    expect(await screen.findByText(/Vare Kiinteä, Koti, alkaa 1\.2\.2026/)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Alkamassa')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('edits a customership: a bad phone and postal code are shown on their fields and nothing is sent', async () => {
    const view = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Muokkaa tietoja (asiakkuus V-1)' }));
    const phone = screen.getByLabelText(/^Puhelinnumero/);
    await userEvent.type(phone, '12345');
    const postal = screen.getByLabelText(/^Postinumero/);
    await userEvent.clear(postal);
    await userEvent.type(postal, '6532');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Korjaa nämä tiedot')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('moves the keyboard into the form and back to its button when cancelled', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Muokkaa tietoja (asiakkuus V-1)' }));
    expect(screen.getByLabelText(/^Puhelinnumero/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(await screen.findByRole('button', { name: 'Muokkaa tietoja (asiakkuus V-1)' })).toHaveFocus();
  });

  it('saves the details and says so', async () => {
    const saved = { ...VARE, phone: '+358401234567' };
    const view = renderPage({ [`PATCH ${CUSTOMER_INFO_API.updateCustomership(USER, 'V-1')}`]: saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Muokkaa tietoja (asiakkuus V-1)' }));
    await userEvent.type(screen.getByLabelText(/^Puhelinnumero/), '040 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tiedot tallennettu.')).toBeInTheDocument();
    const patch = view.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ phone: '040 123 4567', postalCode: '65320', invoicingName: null });
  });

  it("shows the server's 400 on the field it names", async () => {
    renderPage({
      [`PATCH ${CUSTOMER_INFO_API.updateCustomership(USER, 'V-1')}`]: () => {
        throw apiFailure(400, 'BAD_REQUEST', 'body.phone');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Muokkaa tietoja (asiakkuus V-1)' }));
    await userEvent.type(screen.getByLabelText(/^Puhelinnumero/), '040 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(screen.getByLabelText(/^Puhelinnumero/)).toHaveAttribute('aria-invalid', 'true'));
  });

  it('says when there are no customerships or contracts', async () => {
    renderPage({
      [`GET ${CUSTOMER_INFO_API.customerships(USER)}`]: { customerships: [] },
      [`GET ${CUSTOMER_INFO_API.contracts(USER)}`]: { contracts: [] },
      [`GET ${CUSTOMER_INFO_API.newContractInfo(USER)}`]: { hasNewContracts: false, newContracts: [] },
    });
    expect(await screen.findByText('Sinulla ei ole asiakkuuksia.')).toBeInTheDocument();
    expect(await screen.findByText('Sinulla ei ole sopimuksia tämän yhtiön käyttöpaikoilla.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uudet sopimukset' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage({
      [`GET ${CUSTOMER_INFO_API.customerships(USER)}`]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return { customerships: [VARE] };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Vare Energia Oy' })).toBeInTheDocument();
  });
});
