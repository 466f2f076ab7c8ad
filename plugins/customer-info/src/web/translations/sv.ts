import type { CustomerInfoTranslation } from './fi';
import { startup } from './startup';

export const sv: CustomerInfoTranslation = {
  ...startup.sv,
  page: {
    title: 'Asiakastiedot',
    intro: 'Redigera den här texten: berätta för kunden vad sidan innehåller.',
    loading: 'Hämtar uppgifter',
    error: 'Det gick inte att hämta uppgifterna.',
    empty: 'Ännu inget att visa.',
    created: 'Tillagd',
  },
};
