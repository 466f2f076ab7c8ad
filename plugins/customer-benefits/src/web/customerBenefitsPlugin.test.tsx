import { screen } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_BENEFITS_API } from '../contract/paths';
import { customerBenefitsPlugin } from '../index';
import CustomerBenefitsPage from './pages/CustomerBenefitsPage';

/** Component tests run in jsdom: `npx vitest run plugins/customer-benefits/src/web`. */
const USER = 'u-1';
const ITEMS = { items: [{ id: 'a', title: 'First', createdAt: '2026-01-10T08:00:00.000Z' }] };

const renderPage = (answer: FakeApiRoutes[string]) =>
  renderWithPortal(<CustomerBenefitsPage />, {
    plugins: [customerBenefitsPlugin],
    flags: { customerBenefits: true },
    userId: USER,
    api: { [`GET ${CUSTOMER_BENEFITS_API.items(USER)}`]: answer },
  });

describe('customer-benefits manifest', () => {
  it('contributes its page and menu step only with the customerBenefits flag', () => {
    const on = testPlugin(customerBenefitsPlugin, { flags: { customerBenefits: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/asiakasedut']);
    expect(on.menu.map((step) => step.id)).toEqual(['customer-benefits.menu']);
    const off = testPlugin(customerBenefitsPlugin, { flags: { customerBenefits: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(customerBenefitsPlugin)).toEqual([]);
  });
});

describe('customer-benefits page', () => {
  it("shows the user's items under the page heading, with no accessibility violations", async () => {
    renderPage(ITEMS);
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakasedut' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByText(/10\.1\.2026/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there is nothing yet', async () => {
    renderPage({ items: [] });
    expect(await screen.findByText('Ei vielä mitään näytettävää.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      if (calls === 1) throw apiFailure(500, 'INTERNAL');
      return ITEMS;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
  });
});
