import { screen, within } from '@testing-library/react';
import { axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { B2B_PLACE_API } from '../../contract/places';
import { b2bPlugin } from '../../index';
import ReportsPage from './ReportsPage';

const USER = 'u-1';
const CODE = '1500001';
const ME = {
  priwattiUserId: USER,
  customerCodes: [{ companyName: 'Kiinteistö Pohjanmaa Oy', company: 'VARE', customerCode: CODE, customerType: 'B2B' }],
};
const row = (id: string, kwhPerM2: number, deviation: number, outlier: boolean) => ({
  locationIdentifier: id,
  name: `Talo ${id}`,
  totalKwh: kwhPerM2 * 1000,
  floorAreaM2: 1000,
  kwhPerM2,
  months: Array.from({ length: 12 }, () => kwhPerM2 * 80),
  deviation,
  outlier,
});
const at = (op: string) => B2B_PLACE_API.company(CODE, USER, op);
const EXPORT_ID = '6f1e2c1a-1111-4222-8333-444455556666';

function routes(extra: FakeApiRoutes = {}): FakeApiRoutes {
  let polls = 0;
  return {
    'GET /api/v2/me': ME,
    [`GET ${at('listComparisons')}`]: { rows: [row('X', 400, 12.5, true), row('A', 100, 0, false), row('B', 104, 0.4, false)] },
    [`GET ${at('invoiceCheck')}`]: {
      rows: [
        {
          locationIdentifier: 'A',
          month: '2025-03',
          invoiceNumber: '100001',
          invoicedKwh: '10.0000',
          meteredKwh: '10.0000',
          invoicedAmount: '12.50',
          expectedAmount: '12.40',
          difference: '0.10',
          status: 'difference',
        },
        {
          locationIdentifier: 'B',
          month: '2025-03',
          invoiceNumber: '100002',
          invoicedKwh: '5.0000',
          meteredKwh: '5.0000',
          invoicedAmount: '6.20',
          expectedAmount: '6.20',
          difference: '0.00',
          status: 'ok',
        },
      ],
    },
    [`POST ${at('massExport')}`]: { exportId: EXPORT_ID, state: 'queued', done: 0, total: 3, year: 2025, createdAt: '2026-01-10T10:00:00.000Z' },
    [`GET ${at(`massExport/${EXPORT_ID}`)}`]: () => {
      polls += 1;
      return polls < 2
        ? { exportId: EXPORT_ID, state: 'running', done: 1, total: 3, year: 2025, createdAt: '2026-01-10T10:00:00.000Z' }
        : { exportId: EXPORT_ID, state: 'ready', done: 3, total: 3, year: 2025, createdAt: '2026-01-10T10:00:00.000Z' };
    },
    ...extra,
  };
}

const render = (extra?: FakeApiRoutes) =>
  renderWithPortal(<ReportsPage />, { plugins: [b2bPlugin], flags: { locations: true }, mode: 'B2B', userId: USER, api: routes(extra) });

describe('ReportsPage', () => {
  it('lists the outlier first, the invoice differences first, with no accessibility violations', async () => {
    render();
    const comparisons = await screen.findByRole('table', { name: 'Käyttöpaikkojen vertailu' });
    const rows = within(comparisons).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Talo X');
    expect(rows[0]).toHaveTextContent('Poikkeava');
    const invoices = await screen.findByRole('table', { name: 'Laskujen tarkistus' });
    const invoiceRows = within(invoices).getAllByRole('row').slice(1);
    expect(invoiceRows[0]).toHaveTextContent('0,10');
    expect(invoiceRows[0]).toHaveTextContent('Ero');
    expect(await axeViolations()).toEqual([]);
  });

  it('starts the export and follows its progress until the file is ready', async () => {
    const { api } = render();
    await screen.findByRole('table', { name: 'Käyttöpaikkojen vertailu' });
    await userEvent.click(screen.getByRole('button', { name: 'Aloita vienti' }));
    expect(await screen.findByRole('progressbar', { name: 'Viennin eteneminen' })).toBeInTheDocument();
    expect(await screen.findByText('Tiedosto on valmis.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('3 / 3 käyttöpaikkaa valmiina')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ locationIdentifiers: ['X', 'A', 'B'], year: new Date().getFullYear() - 1 });
  });

  it('shows the first 20 invoices of a long year, differences first, and all of them on request', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      locationIdentifier: `P${index}`,
      month: '2025-03',
      invoiceNumber: String(200000 + index),
      invoicedKwh: '1.0000',
      meteredKwh: '1.0000',
      invoicedAmount: '1.00',
      expectedAmount: index === 0 ? '0.99' : '1.00',
      difference: index === 0 ? '0.01' : '0.00',
      status: index === 0 ? 'difference' : 'ok',
    }));
    render({ [`GET ${at('invoiceCheck')}`]: { rows: many } });
    const invoices = await screen.findByRole('table', { name: 'Laskujen tarkistus' });
    expect(within(invoices).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('45 laskua, joista 1 poikkeaa laskelmasta. Poikkeavat ovat ensin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Näytä kaikki 45 laskua' }));
    expect(within(invoices).getAllByRole('row')).toHaveLength(46);
    await userEvent.click(screen.getByRole('button', { name: 'Näytä vain ensimmäiset 20' }));
    expect(within(invoices).getAllByRole('row')).toHaveLength(21);
  });

  it('says so when the year has no invoices', async () => {
    render({ [`GET ${at('invoiceCheck')}`]: { rows: [] } });
    expect(await screen.findByText('Vuodelta ei ole laskuja.')).toBeInTheDocument();
  });
});
