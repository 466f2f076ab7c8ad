import { screen } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { MONTHLY_INSIGHTS_API } from '../contract/paths';
import { monthlyInsightsPlugin } from '../index';
import MonthlyInsightsPage from './pages/MonthlyInsightsPage';

/** Component tests run in jsdom: `npx vitest run plugins/monthly-insights/src/web`. */
const USER = 'u-1';
const ITEMS = { items: [{ id: 'a', title: 'First', createdAt: '2026-01-10T08:00:00.000Z' }] };

const renderPage = (answer: FakeApiRoutes[string]) =>
  renderWithPortal(<MonthlyInsightsPage />, {
    plugins: [monthlyInsightsPlugin],
    flags: { monthlyInsights: true },
    userId: USER,
    api: { [`GET ${MONTHLY_INSIGHTS_API.items(USER)}`]: answer },
  });

describe('monthly-insights manifest', () => {
  it('contributes its page and menu step only with the monthlyInsights flag', () => {
    const on = testPlugin(monthlyInsightsPlugin, { flags: { monthlyInsights: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/kuukausikatsaus']);
    expect(on.menu.map((step) => step.id)).toEqual(['monthly-insights.menu']);
    const off = testPlugin(monthlyInsightsPlugin, { flags: { monthlyInsights: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(monthlyInsightsPlugin)).toEqual([]);
  });
});

describe('monthly-insights page', () => {
  it("shows the user's items under the page heading, with no accessibility violations", async () => {
    renderPage(ITEMS);
    expect(screen.getByRole('heading', { level: 1, name: 'Kuukausikatsaus' })).toBeInTheDocument();
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
