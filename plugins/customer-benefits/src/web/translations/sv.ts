import type { CustomerBenefitsTranslation } from './fi';
import { startup } from './startup';

export const sv: CustomerBenefitsTranslation = {
  ...startup.sv,
  page: {
    title: 'Asiakasedut',
    intro: 'Redigera den här texten: berätta för kunden vad sidan innehåller.',
    loading: 'Hämtar uppgifter',
    error: 'Det gick inte att hämta uppgifterna.',
    empty: 'Ännu inget att visa.',
    created: 'Tillagd',
  },
};
