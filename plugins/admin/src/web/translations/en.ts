import { developerEn } from './developer/en';
import type { AdminTranslation } from './fi';
import { startup } from './startup';
import { shellEn } from './shell/en';
import { usersEn } from './users/en';
import { operationsEn } from './operations/en';
import { customersEn } from './customers/en';
import { auditEn } from './audit/en';

export const en: AdminTranslation = {
  ...startup.en,
  shell: shellEn,
  users: usersEn,
  developer: developerEn,
  operations: operationsEn,
  customers: customersEn,
  audit: auditEn,
  page: {
    title: 'Administration',
    intro: 'Running the portal: customer search, users, operations notices and developer tools.',
    toolsTitle: 'Tools',
    tools: 'Choose a tool from the administration menu. You see only the tools your groups allow.',
    noTools: 'Your groups do not yet give you any tool.',
  },
};
