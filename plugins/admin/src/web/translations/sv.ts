import type { AdminTranslation } from './fi';
import { startup } from './startup';
import { shellSv } from './shell/sv';

export const sv: AdminTranslation = {
  ...startup.sv,
  shell: shellSv,
  page: {
    title: 'Administration',
    intro: 'Portalens administration: kundsökning, användare, driftmeddelanden och utvecklarverktyg.',
    toolsTitle: 'Verktyg',
    tools: 'Välj ett verktyg i administrationsmenyn. Du ser bara de verktyg som dina grupper ger rätt till.',
    noTools: 'Dina grupper ger ännu inte rätt till något verktyg.',
  },
};
