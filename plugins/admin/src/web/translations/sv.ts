import type { AdminTranslation } from './fi';
import { startup } from './startup';

export const sv: AdminTranslation = {
  ...startup.sv,
  page: {
    title: 'Administration',
    intro: 'Portalens administration: kundsökning, användare, driftmeddelanden och utvecklarverktyg.',
    toolsTitle: 'Verktyg',
    tools: 'Välj ett verktyg i administrationsmenyn. Du ser bara de verktyg som dina grupper ger rätt till.',
  },
};
