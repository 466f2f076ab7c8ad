import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { B2B_API, type ListPlace, type ListSummaryResponse } from '../contract';
import { b2bPlugin } from '../index';
import CompanyPlacesPage from './pages/CompanyPlacesPage';

/** Component tests run in jsdom: `npx vitest run plugins/b2b/src/web`. */
const USER = 'u-1';
const CODE = '1500001';
const COMPANIES = { companies: [{ customerCode: CODE, name: 'Kiinteistö Pohjanmaa Oy' }] };

const place = (n: number, extra: Partial<ListPlace> = {}): ListPlace => ({
  locationIdentifier: `VARE-B-${n}`,
  name: `Kohde ${n}`,
  streetAddress: `Katu ${n}`,
  postalCode: '65100',
  city: 'Vaasa',
  companyReferenceId: `KP${n}`,
  utilityType: 'ELECTRICITY',
  labels: n % 2 ? ['Koulut'] : [],
  alertsEnabled: n % 3,
  alertsTriggered: 0,
  accessRight: 'FULL_ACCESS',
  consumptionLastMonthKwh: '1234.500',
  ...extra,
});

const summary = (over: Partial<ListSummaryResponse> = {}): ListSummaryResponse => ({
  company: COMPANIES.companies[0]!,
  companies: COMPANIES.companies,
  page: 1,
  pageSize: 20,
  sort: 'address',
  direction: 'asc',
  totals: { places: 45, month: '2025-12', consumptionKwh: '55555.000', costEur: '6543.21' },
  places: Array.from({ length: 20 }, (_, i) => place(i + 1)),
  labels: ['Koulut', 'Vaasa'],
  ...over,
});

const listUrl = `GET ${B2B_API.listSummary(CODE, USER)}`;

const renderPage = (routes: FakeApiRoutes) =>
  renderWithPortal(<CompanyPlacesPage />, {
    plugins: [b2bPlugin],
    flags: { locations: true },
    mode: 'B2B',
    userId: USER,
    api: { [`GET ${B2B_API.companies(USER)}`]: COMPANIES, ...routes },
  });

describe('b2b manifest', () => {
  it('contributes its page and menu step only in B2B mode with the locations flag', () => {
    const on = testPlugin(b2bPlugin, { flags: { locations: true }, mode: 'B2B' });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/yritys/kayttopaikat']);
    expect(on.menu.map((step) => step.id)).toEqual(['b2b.menu']);
    const off = testPlugin(b2bPlugin, { flags: { locations: false }, mode: 'B2B' });
    expect([off.routes, off.menu]).toEqual([[], []]);
    const b2c = testPlugin(b2bPlugin, { flags: { locations: true }, mode: 'B2C' });
    expect([b2c.routes, b2c.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(b2bPlugin)).toEqual([]);
  });
});

describe('company place list page', () => {
  it('shows 20 places, the totals and the pager, with no accessibility violations', async () => {
    renderPage({ [listUrl]: summary() });
    const table = await screen.findByRole('table', { name: 'Käyttöpaikat' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Sivu 1/3')).toBeInTheDocument();
    expect(screen.getByText('45')).toBeInTheDocument();
    expect(screen.getByText(/6\s543,21\s€/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Osoite' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Nimi' })).toHaveAttribute('aria-sort', 'none');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks the server for the order a header names, then the other way', async () => {
    const asked: string[] = [];
    renderPage({
      [listUrl]: (call) => {
        const q = (call.query ?? {}) as Record<string, string>;
        asked.push(`${q.sort}:${q.direction}:${q.page}`);
        return summary({ sort: (q.sort ?? 'address') as never, direction: (q.direction ?? 'asc') as never });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Nimi/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Nimi/ })).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(screen.getByRole('button', { name: /^Nimi/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Nimi/ })).toHaveAttribute('aria-sort', 'descending'));
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    await waitFor(() => expect(asked).toContain('name:desc:2'));
    expect(asked).toContain('name:asc:1');
  });

  it('says so when a filter finds nothing, and offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage({
      [listUrl]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return summary({ places: [], totals: { places: 0, month: '2025-12', consumptionKwh: '0.000', costEur: '0.00' } });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Käyttöpaikkojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Yrityksellä ei ole sinulle näkyviä käyttöpaikkoja.')).toBeInTheDocument();
  });

  it('has a labelled search box and label filter', async () => {
    renderPage({ [listUrl]: summary() });
    expect(await screen.findByRole('searchbox', { name: /Hae käyttöpaikkoja/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tunniste' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Yritys' })).not.toBeInTheDocument();
  });
});
