import type { MonthlyInsightsTranslation } from './fi';
import { startup } from './startup';

export const sv: MonthlyInsightsTranslation = {
  ...startup.sv,
  page: {
    title: 'Kuukausikatsaus',
    intro: 'Redigera den här texten: berätta för kunden vad sidan innehåller.',
    loading: 'Hämtar uppgifter',
    error: 'Det gick inte att hämta uppgifterna.',
    empty: 'Ännu inget att visa.',
    created: 'Tillagd',
  },
};
