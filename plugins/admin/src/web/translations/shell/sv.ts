import type { shellFi } from './fi';

export const shellSv: typeof shellFi = {
  company: 'Bolag',
  all: 'Alla',
  onlyCompany: 'Bolag: {{company}}',
  noCompanies: 'Dina grupper ger inte rätt till något bolags kunder.',
};
