import type { SolarTranslation } from './fi';
import { startup } from './startup';

export const en: SolarTranslation = {
  ...startup.en,
  page: {
    title: 'Aurinkopaneelit',
    intro: 'Edit this text: tell the customer what the page is for.',
    loading: 'Loading',
    error: 'The information could not be loaded.',
    empty: 'Nothing to show yet.',
    created: 'Added',
  },
};
