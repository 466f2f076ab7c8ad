import type { ReportsTranslation } from './fi';
import { startup } from './startup';

export const en: ReportsTranslation = {
  ...startup.en,
  page: {
    title: 'Raportit',
    intro: 'Edit this text: tell the customer what the page is for.',
    loading: 'Loading',
    error: 'The information could not be loaded.',
    empty: 'Nothing to show yet.',
    created: 'Added',
  },
};
