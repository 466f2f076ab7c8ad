import type { ReportsTranslation } from './fi';
import { startup } from './startup';

export const sv: ReportsTranslation = {
  ...startup.sv,
  page: {
    title: 'Rapporter',
    intro:
      'Beställ en årsrapport över förbrukningsställets förbrukning som PDF och CSV. Rapporten görs i bakgrunden och du kan ladda ner den på den här sidan.',
    loading: 'Rapporterna hämtas',
    error: 'Det gick inte att hämta rapporterna.',
    empty: 'Du har inte beställt några rapporter ännu.',
    noPlaces: 'Du har inget förbrukningsställe som en rapport kan beställas för.',
  },
  create: {
    title: 'Ny förbrukningsrapport',
    place: 'Förbrukningsställe',
    year: 'År',
    submit: 'Beställ rapport',
    noYears: 'Det finns ännu inga mätdata för förbrukningsstället.',
    done: 'Rapporten är beställd. Den syns i listan när den är klar.',
  },
  list: {
    caption: 'Beställda rapporter',
    name: 'Namn',
    date: 'Datum',
    company: 'Bolag',
    status: 'Status',
    download: 'Ladda ner',
    pdf: 'PDF: {{name}}',
    csv: 'CSV: {{name}}',
    pending: 'Görs',
    ready: 'Klar',
    failed: 'Misslyckades',
  },
};
