import type { AdminTranslation } from './fi';
import { startup } from './startup';

export const en: AdminTranslation = {
  ...startup.en,
  page: {
    title: 'Administration',
    intro: 'Running the portal: customer search, users, operations notices and developer tools.',
    toolsTitle: 'Tools',
    tools: 'Choose a tool from the administration menu. You see only the tools your groups allow.',
  },
};
