import type { B2bTranslation } from './fi';
import { startup } from './startup';

export const sv: B2bTranslation = {
  ...startup.sv,
  page: {
    title: 'Företagets förbrukningsställen',
    intro: 'Sök, sortera och filtrera företagets förbrukningsställen. Siffrorna gäller hela den filtrerade listan.',
    loading: 'Förbrukningsställena hämtas',
    error: 'Det gick inte att hämta förbrukningsställena.',
    empty: 'Företaget har inga förbrukningsställen som du ser.',
    noMatches: 'Sökningen eller etiketten gav inga förbrukningsställen.',
    noCompany: 'Du är inte användare för någon företagskund.',
  },
  list: {
    caption: 'Förbrukningsställen',
    company: 'Företag',
    search: 'Sök förbrukningsställen',
    searchHint: 'Adress, namn, kod eller etikett',
    suggestions: 'Sökförslag',
    matchedOn: { address: 'adress', name: 'namn', identifier: 'kod', label: 'etikett' },
    labelFilter: 'Etikett',
    allLabels: 'Alla etiketter',
    contentOrder: 'Egen ordning',
    csv: 'Ladda ner listan som CSV-fil',
    csvFailed: 'Det gick inte att skapa CSV-filen. Försök igen.',
    pager: 'Sidor',
    previous: 'Föregående sida',
    next: 'Nästa sida',
    pageOf: 'Sida {{page}}/{{pages}}',
    none: 'saknas',
    labelsOf: 'Etiketter för {{place}}',
    column: {
      address: 'Adress',
      name: 'Namn',
      company: 'Företagets kod',
      labels: 'Etiketter',
      alertsEnabled: 'Larm på',
      alertsTriggered: 'Utlösta larm',
      consumption: 'Förbrukning {{month}}',
    },
  },
  totals: {
    places: 'Förbrukningsställen',
    consumption: 'Förbrukning {{month}}',
    cost: 'Uppskattad energikostnad {{month}}',
  },
};
