import type { SettingsTranslation } from './fi';
import { startup } from './startup';

export const sv: SettingsTranslation = {
  ...startup.sv,
  page: {
    title: 'Asetukset',
    intro: 'Redigera den här texten: berätta för kunden vad sidan innehåller.',
    loading: 'Hämtar uppgifter',
    error: 'Det gick inte att hämta uppgifterna.',
    empty: 'Ännu inget att visa.',
    created: 'Tillagd',
  },
};
