import { screen } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import type { UsageReportList } from '../contract/reports';
import { REPORTS_API } from '../contract/paths';
import { reportsPlugin } from '../index';
import ReportsPage from './pages/ReportsPage';

const USER = 'u-1';
const REPORT = {
  reportId: '7b0c8b8e-3c4e-4a44-9d3e-1a2b3c4d5e6f',
  name: 'Kulutusraportti 2024 – Koti',
  date: '2025-02-10',
  companyName: 'Vare Energia Oy',
  locationIdentifier: 'VARE-1',
  year: 2024,
  status: 'ready' as const,
};
const LIST: UsageReportList = { reports: [REPORT], places: [{ locationIdentifier: 'VARE-1', name: 'Koti', years: [2025, 2024] }] };

const renderPage = (routes: Partial<FakeApiRoutes> = {}) =>
  renderWithPortal(<ReportsPage />, {
    plugins: [reportsPlugin],
    flags: { reports: true },
    userId: USER,
    api: { [`GET ${REPORTS_API.list(USER)}`]: LIST, ...routes } as FakeApiRoutes,
  });

describe('reports manifest', () => {
  it('contributes its page and menu step only with the reports flag', () => {
    expect(testPlugin(reportsPlugin, { flags: { reports: true } }).routes.map((r) => r.ref.defaultPath)).toEqual(['/raportit']);
    const off = testPlugin(reportsPlugin, { flags: { reports: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(reportsPlugin)).toEqual([]);
  });
});

describe('reports page', () => {
  it('lists the reports with their status and downloads, with no accessibility violations', async () => {
    renderPage();
    expect(await screen.findByRole('rowheader', { name: REPORT.name })).toBeInTheDocument();
    expect(screen.getByText('Valmis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `PDF: ${REPORT.name}` })).toHaveAttribute('href', REPORTS_API.pdf(USER, REPORT.reportId));
    expect(screen.getByRole('link', { name: `CSV: ${REPORT.name}` })).toHaveAttribute('href', REPORTS_API.csv(USER, REPORT.reportId));
    expect(screen.getByText('10.2.2025')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('orders a report of the chosen year', async () => {
    const { api } = renderPage({
      [`POST ${REPORTS_API.create(USER, 'VARE-1')}`]: { ...REPORT, reportId: '8b0c8b8e-3c4e-4a44-9d3e-1a2b3c4d5e6f', status: 'pending' },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '2024' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tilaa raportti' }));
    expect(await screen.findByText(/Raportti on tilattu/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ year: 2024 });
  });

  it('says so when there are no reports, and offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage({
      [`GET ${REPORTS_API.list(USER)}`]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return { reports: [], places: LIST.places };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Raporttien hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Et ole vielä tilannut raportteja.')).toBeInTheDocument();
  });
});

describe('reports demo answers', () => {
  it('answer in the contract shape', async () => {
    const { reportListSchema } = await import('../contract/reports');
    const { reportsDemoAnswers } = await import('./demoAnswers');
    expect(reportListSchema.parse(reportsDemoAnswers.reports.answer()).reports).toHaveLength(1);
  });
});
