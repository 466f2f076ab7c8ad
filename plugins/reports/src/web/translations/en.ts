import type { ReportsTranslation } from './fi';
import { startup } from './startup';

export const en: ReportsTranslation = {
  ...startup.en,
  page: {
    title: 'Reports',
    intro: "Order a place's yearly usage report as PDF and CSV. The report is made in the background and you can download it on this page.",
    loading: 'Loading reports',
    error: 'Loading the reports failed.',
    empty: 'You have not ordered any reports yet.',
    noPlaces: 'You have no place a report could be ordered for.',
  },
  create: {
    title: 'New usage report',
    place: 'Place',
    year: 'Year',
    submit: 'Order report',
    noYears: 'The place has no metering data yet.',
    done: 'The report is ordered. It shows in the list when it is ready.',
  },
  list: {
    caption: 'Ordered reports',
    name: 'Name',
    date: 'Date',
    company: 'Company',
    status: 'Status',
    download: 'Download',
    pdf: 'PDF: {{name}}',
    csv: 'CSV: {{name}}',
    pending: 'Being made',
    ready: 'Ready',
    failed: 'Failed',
  },
};
