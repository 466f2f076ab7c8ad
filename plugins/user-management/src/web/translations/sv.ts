import type { UserManagementTranslation } from './fi';
import { startup } from './startup';

export const sv: UserManagementTranslation = {
  ...startup.sv,
  page: {
    title: 'Käyttäjähallinta',
    intro: 'Redigera den här texten: berätta för kunden vad sidan innehåller.',
    loading: 'Hämtar uppgifter',
    error: 'Det gick inte att hämta uppgifterna.',
    empty: 'Ännu inget att visa.',
    created: 'Tillagd',
  },
};
