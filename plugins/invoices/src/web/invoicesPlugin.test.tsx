import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientRef, LOCATION_CARD_SLOT, Slot } from '@portal/core';
import { apiFailure, createFakeApiClient, renderWithPortal, substitute, testPlugin, type FakeApiRoutes } from '@portal/core/testing';
import { Route, Routes } from 'react-router-dom';
import { INVOICE_API } from '../contract';
import { invoicesPlugin } from '../index';
import InvoicePage from './pages/InvoicePage';
import InvoicesPage from './pages/InvoicesPage';
import { DETAILS, INVOICES, summary, USER_ID } from './testFixtures';

const ME = { 'GET /api/v2/me': { priwattiUserId: USER_ID } };
const EINVOICING = {
  [`GET ${INVOICE_API.einvoicing(USER_ID)}`]: {
    agreements: [{ customerCode: 'C1', companyName: 'Vare Energia Oy', state: 'NONE', bankBic: null, einvoiceAddress: null, canPropose: true }],
  },
  [`GET ${INVOICE_API.banks()}`]: { banks: [{ bic: 'OKOYFIHH', name: 'OP' }] },
};

function renderPage(routes: FakeApiRoutes, page: 'list' | 'detail' = 'list') {
  const api = createFakeApiClient({ ...ME, ...EINVOICING, ...routes });
  const result = renderWithPortal(
    <Routes>
      <Route path="/laskut" element={<InvoicesPage />} />
      <Route path="/laskut/:invoiceNumber" element={<InvoicePage />} />
    </Routes>,
    {
      plugins: [invoicesPlugin],
      flags: { invoices: true },
      route: page === 'list' ? '/laskut' : '/laskut/1000000003',
      services: [substitute(ApiClientRef, api)],
    },
  );
  return { ...result, api };
}

describe('invoices plugin manifest', () => {
  it('contributes its pages, menu step, modals and location card only with the invoices flag', () => {
    const on = testPlugin(invoicesPlugin, { flags: { invoices: true } });
    expect(on.routes.map((r) => r.ref.defaultPath)).toEqual(['/laskut', '/laskut/:invoiceNumber']);
    expect(on.menu.map((m) => m.id)).toEqual(['invoices.list']);
    expect(on.modals.map((m) => m.ref.id)).toEqual(['invoices.dueDateConfirm', 'invoices.dueDateChanged']);
    expect(on.slots.map((s) => s.id)).toEqual(['invoices.frontPageLatestInvoice', 'invoices.latestInvoice']);
    const off = testPlugin(invoicesPlugin, { flags: { invoices: false } });
    expect([off.routes, off.menu, off.modals, off.slots]).toEqual([[], [], [], []]);
  });
});

describe('invoice list page', () => {
  it('lists invoices with status words, amounts with and without VAT in Finnish format, and filters by place', async () => {
    renderPage({ [`GET ${INVOICE_API.list(USER_ID)}`]: { invoices: INVOICES } });
    const table = await screen.findByRole('table', { name: 'Laskut, uusin ensin' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 4);
    expect(rows[1]).toHaveTextContent('1000000003');
    expect(rows[1]).toHaveTextContent('123,45');
    expect(rows[1]).toHaveTextContent('98,37');
    expect(rows[1]).toHaveTextContent('20.1.2026');
    expect(rows[1]).toHaveTextContent('Avoin');
    expect(rows[2]).toHaveTextContent('Erääntynyt');
    expect(screen.getByRole('img', { name: 'Laskutettu summa kuukausittain (sis. alv)' })).toBeInTheDocument();

    // The filter names the places as the customer knows them, not by their ids.
    const filter = screen.getByLabelText('Käyttöpaikka');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kaikki käyttöpaikat', 'Koti, Testikatu 1, 00100 Helsinki', 'Rivitalo, Lämpökuja 2, 70100 Kuopio']);
    await userEvent.selectOptions(filter, 'Rivitalo, Lämpökuja 2, 70100 Kuopio');
    expect(within(screen.getByRole('table', { name: 'Laskut, uusin ensin' })).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the empty state and the error state with a retry', async () => {
    renderPage({ [`GET ${INVOICE_API.list(USER_ID)}`]: { invoices: [] } });
    expect(await screen.findByText('Sinulla ei ole vielä laskuja.')).toBeInTheDocument();
  });

  it('says when loading failed', async () => {
    renderPage({
      [`GET ${INVOICE_API.list(USER_ID)}`]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Laskujen lataaminen epäonnistui.');
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });
});

describe('invoice page', () => {
  const detailRoutes = (summaryOverrides = {}) => ({
    [`GET ${INVOICE_API.details(USER_ID, '1000000003')}`]: DETAILS,
    [`GET ${INVOICE_API.summary(USER_ID)}`]: summary(summaryOverrides),
  });

  it('shows lines with VAT 0, VAT rate and VAT, the barcode to copy and the year-on-year reasons', async () => {
    renderPage(detailRoutes(), 'detail');
    const lines = await screen.findByRole('table', { name: 'Laskun erittely' });
    expect(within(lines).getByRole('row', { name: /Sähköenergia/ })).toHaveTextContent('25,5 %');
    expect(screen.getByText(DETAILS.item.barcode!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' }));
    expect(await screen.findByText(/Kopioitu leikepöydälle|Kopiointi ei onnistunut/)).toBeInTheDocument();
    expect(screen.getByText(/Keskihinta 29,93 c\/kWh/)).toBeInTheDocument();
  });

  it('changes the due day through confirm → success and sends the chosen code', async () => {
    const { api } = renderPage(
      {
        ...detailRoutes(),
        [`POST ${INVOICE_API.dueDate(USER_ID)}`]: summary({
          invoiceDueDateCode: 'DAY_28',
          canChangeDueDate: false,
          dueDateChangeBlockedReason: 'RECENTLY_CHANGED',
          lastChangedDate: '2026-01-15',
          nextChangeDate: '2026-07-15',
        }),
      },
      'detail',
    );
    await userEvent.selectOptions(await screen.findByLabelText('Uusi eräpäivä'), 'DAY_28');
    await userEvent.click(screen.getByRole('button', { name: 'Vaihda eräpäivä' }));
    const confirm = await screen.findByRole('dialog', { name: 'Vaihdetaanko eräpäivä?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vaihda' }));
    expect(await screen.findByRole('dialog', { name: 'Eräpäivä vaihdettu' })).toHaveTextContent('kuukauden 28. päivänä');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ locationIdentifier: 'P-HOME', invoiceDueDateCode: 'DAY_28' });
  });

  it('says why the due day cannot be changed instead of offering the control', async () => {
    renderPage(detailRoutes({ canChangeDueDate: false, dueDateChangeBlockedReason: 'READ_ONLY' }), 'detail');
    expect(await screen.findByText(/vain lukuoikeus/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vaihda eräpäivä' })).not.toBeInTheDocument();
  });

  it('opens core’s “PDF not found” modal when the PDF is missing', async () => {
    renderPage(
      {
        ...detailRoutes(),
        [`GET ${INVOICE_API.pdf(USER_ID, '1000000003')}`]: () => {
          throw apiFailure(404, 'PDF_NOT_FOUND');
        },
      },
      'detail',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lataa lasku (PDF)' }));
    // Core frames error modals as alert dialogs.
    expect(await screen.findByRole('alertdialog', { name: 'PDF-tiedostoa ei löytynyt' })).toHaveTextContent('PDF_NOT_FOUND');
  });
});

describe('location card', () => {
  it('shows the place’s latest invoice with a link to it', async () => {
    const api = createFakeApiClient({ ...ME, [`GET ${INVOICE_API.summary(USER_ID)}`]: summary() });
    renderWithPortal(<Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: 'P-HOME' }} />, {
      plugins: [invoicesPlugin],
      flags: { invoices: true },
      services: [substitute(ApiClientRef, api)],
    });
    expect(await screen.findByRole('link', { name: 'Näytä lasku 1000000003' })).toHaveAttribute('href', '/laskut/1000000003');
    expect(screen.getByText('123,45 €')).toBeInTheDocument();
    await waitFor(() => expect(api.calls[api.calls.length - 1]?.query).toEqual({ locationIdentifier: 'P-HOME' }));
  });
});
