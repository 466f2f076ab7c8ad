import { REPORTS_ROUTES } from '../contract/paths';
import type { DemoAnswers } from '@portal/core';
import type { UsageReportList } from '../contract/reports';

/** requirements §7 demo mode "reports": one ready report of the demo house (a test parses it with the schema). */
const LIST: UsageReportList = {
  reports: [
    {
      reportId: '3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      name: 'Kulutusraportti 2025 – Koti',
      date: '2026-01-05',
      companyName: 'Vare Energia Oy',
      locationIdentifier: 'DEMO-HOME',
      year: 2025,
      status: 'ready',
    },
  ],
  places: [{ locationIdentifier: 'DEMO-HOME', name: 'Koti', years: [2026, 2025, 2024] }],
};

export const reportsDemoAnswers = {
  reports: { route: `GET /api${REPORTS_ROUTES.list}`, answer: () => LIST },
} satisfies DemoAnswers;
