import { screen, within } from '@testing-library/react';
import { ApiClientRef, FRONT_PAGE_CARD_SLOT, Slot } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute, type FakeApiRoutes } from '@portal/core/testing';
import { INVOICE_API } from '../../contract';
import { invoicesPlugin } from '../../index';
import { listItem, USER_ID } from '../testFixtures';
import { latestInvoice } from './FrontPageLatestInvoiceCard';

function renderCard(routes: FakeApiRoutes) {
  renderWithPortal(<Slot slot={FRONT_PAGE_CARD_SLOT} props={{}} />, {
    plugins: [invoicesPlugin],
    flags: { invoices: true },
    services: [substitute(ApiClientRef, createFakeApiClient({ 'GET /api/v2/me': { priwattiUserId: USER_ID }, ...routes }))],
  });
}

describe('front page: latest invoice', () => {
  it('picks the newest invoice by date, then by number', () => {
    const older = listItem({ invoiceNumber: '1000000001', invoiceDate: '2025-01-05' });
    const sameDayLow = listItem({ invoiceNumber: '1000000002', invoiceDate: '2025-02-05' });
    const sameDayHigh = listItem({ invoiceNumber: '1000000003', invoiceDate: '2025-02-05' });
    expect(latestInvoice([older, sameDayHigh, sameDayLow])?.invoiceNumber).toBe('1000000003');
    expect(latestInvoice([])).toBeUndefined();
  });

  it('of two invoices on one day, picks the one still to be paid', () => {
    const paid = listItem({ invoiceNumber: '1000000046', invoiceDate: '2026-11-06', status: 'paid' });
    const open = listItem({ invoiceNumber: '1000000023', invoiceDate: '2026-11-06', status: 'open' });
    const olderOverdue = listItem({ invoiceNumber: '1000000010', invoiceDate: '2026-10-06', status: 'overdue' });
    expect(latestInvoice([paid, open, olderOverdue])?.invoiceNumber).toBe('1000000023');
  });

  it('shows its amount, due date and status in words, and links to it', async () => {
    renderCard({
      [`GET ${INVOICE_API.list(USER_ID)}`]: {
        invoices: [
          listItem({ invoiceNumber: '1000000001', invoiceDate: '2025-01-05', amount: 10 }),
          listItem({ invoiceNumber: '1000000002', invoiceDate: '2025-02-05', dueDate: '2025-02-19', amount: 123.45, status: 'overdue' }),
        ],
      },
    });
    const card = (await screen.findByText('Erääntynyt')).closest('section') as HTMLElement;
    expect(card).toHaveAccessibleName('Viimeisin lasku');
    expect(card).toHaveTextContent('123,45 €');
    expect(card).toHaveTextContent('Eräpäivä 19.2.2025');
    expect(within(card).getByRole('link', { name: 'Näytä lasku 1000000002' })).toHaveAttribute('href', '/laskut/1000000002');
  });

  it('says so when there are no invoices yet', async () => {
    renderCard({ [`GET ${INVOICE_API.list(USER_ID)}`]: { invoices: [] } });
    expect(await screen.findByText('Sinulla ei ole vielä laskuja.')).toBeInTheDocument();
  });
});
