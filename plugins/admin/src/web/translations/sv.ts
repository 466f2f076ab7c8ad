import { developerSv } from './developer/sv';
import type { AdminTranslation } from './fi';
import { startup } from './startup';
import { shellSv } from './shell/sv';
import { usersSv } from './users/sv';
import { operationsSv } from './operations/sv';
import { customersSv } from './customers/sv';
import { auditSv } from './audit/sv';

export const sv: AdminTranslation = {
  ...startup.sv,
  shell: shellSv,
  users: usersSv,
  developer: developerSv,
  operations: operationsSv,
  customers: customersSv,
  audit: auditSv,
  page: {
    title: 'Administration',
    intro: 'Portalens administration: kundsökning, användare, driftmeddelanden och utvecklarverktyg.',
    toolsTitle: 'Verktyg',
    tools: 'Välj ett verktyg i administrationsmenyn. Du ser bara de verktyg som dina grupper ger rätt till.',
    noTools: 'Dina grupper ger ännu inte rätt till något verktyg.',
  },
};
