import type { shellFi } from './fi';

export const shellEn: typeof shellFi = {
  company: 'Company',
  all: 'All',
  onlyCompany: 'Company: {{company}}',
  noCompanies: 'Your groups give no right to any company’s customers.',
};
