import type { B2bTranslation } from './fi';
import { startup } from './startup';

export const en: B2bTranslation = {
  ...startup.en,
  page: {
    title: 'Yrityksen käyttöpaikat',
    intro: 'Edit this text: tell the customer what the page is for.',
    loading: 'Loading',
    error: 'The information could not be loaded.',
    empty: 'Nothing to show yet.',
    created: 'Added',
  },
};
