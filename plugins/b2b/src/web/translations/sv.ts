import type { B2bTranslation } from './fi';
import { startup } from './startup';

export const sv: B2bTranslation = {
  ...startup.sv,
  page: {
    title: 'Yrityksen käyttöpaikat',
    intro: 'Redigera den här texten: berätta för kunden vad sidan innehåller.',
    loading: 'Hämtar uppgifter',
    error: 'Det gick inte att hämta uppgifterna.',
    empty: 'Ännu inget att visa.',
    created: 'Tillagd',
  },
};
