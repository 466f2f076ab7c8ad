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
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual([
      '/yritys/kayttopaikat',
      '/yritys/yhdistelmat',
      '/yritys/raportit',
      '/yritys/kayttopaikka/:companyReferenceId/:compositeLocationIdentifier',
    ]);
    expect(on.menu.map((step) => step.id)).toEqual(['b2b.menu', 'b2b.composites', 'b2b.reports']);
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

  it('offers listSearch suggestions as the user types, and a company selector with several companies', async () => {
    const two = { companies: [...COMPANIES.companies, { customerCode: '1500002', name: 'Toinen Oy' }] };
    const searched: string[] = [];
    renderWithPortal(<CompanyPlacesPage />, {
      plugins: [b2bPlugin],
      flags: { locations: true },
      mode: 'B2B',
      userId: USER,
      api: {
        [`GET ${B2B_API.companies(USER)}`]: two,
        [listUrl]: summary({ companies: two.companies }),
        [`GET ${B2B_API.listSearch(CODE, USER)}`]: (call) => {
          searched.push(String((call.query as Record<string, string>).q));
          return { matches: [{ locationIdentifier: 'VARE-B-7', name: 'Kohde 7', streetAddress: 'Katu 7', city: 'Vaasa', matchedOn: 'name' }] };
        },
      },
    });
    expect(await screen.findByRole('combobox', { name: 'Yritys' })).toHaveValue(CODE);
    await userEvent.type(screen.getByRole('searchbox', { name: /Hae käyttöpaikkoja/ }), 'Kohde');
    const suggestion = await screen.findByRole('button', { name: /Kohde 7, Katu 7 Vaasa \(nimi\)/ });
    // Debounced: one request for the word, not one per key.
    expect(searched).toEqual(['Kohde']);
    await userEvent.click(suggestion);
    expect(screen.getByRole('searchbox', { name: /Hae käyttöpaikkoja/ })).toHaveValue('VARE-B-7');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('label editing on the list', () => {
  it('adds and removes a label of a row from a dialog, with the keyboard and no accessibility violations', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const placeId = place(1).locationIdentifier;
    renderPage({
      [listUrl]: summary(),
      [`PUT ${B2B_API.addLabels(CODE, USER, placeId)}`]: (call) => (
        calls.push({ method: 'add', path: call.path, body: call.body }),
        { labels: ['Koulut', 'Uusi'] }
      ),
      [`PUT ${B2B_API.removeLabels(CODE, USER, placeId)}`]: (call) => (
        calls.push({ method: 'remove', path: call.path, body: call.body }),
        { labels: ['Uusi'] }
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tunnisteet: Kohde 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tunnisteet: Kohde 1' });
    await userEvent.type(within(dialog).getByLabelText('Uusi tunniste'), 'Uusi{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Poista tunniste Uusi' })).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista tunniste Koulut' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Poista tunniste Koulut' })).not.toBeInTheDocument());
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['add', { labels: ['Uusi'] }],
      ['remove', { labels: ['Koulut'] }],
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
