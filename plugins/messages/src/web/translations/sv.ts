import type { MessagesTranslation } from './fi';
import { startup } from './startup';
import { adminStartup } from './adminStartup';
import { adminSv } from './admin/sv';

export const sv: MessagesTranslation = {
  ...startup.sv,
  menu: { ...startup.sv.menu, ...adminStartup.sv.menu },
  admin: adminSv,
  inbox: {
    title: 'Meddelanden',
    intro: 'Meddelanden och larm från bolaget, de nyaste först.',
    tabs: 'Visa',
    info: 'Meddelanden',
    alert: 'Larm',
    tabWithCount: '{{label}} ({{count}} nya)',
    loading: 'Hämtar meddelanden',
    error: 'Det gick inte att hämta meddelandena.',
    emptyInfo: 'Inga meddelanden.',
    emptyAlert: 'Inga larm.',
    emptyHint: 'När bolaget skickar ett meddelande till dig eller ett larm du ställt in utlöses, syns det här.',
    unseen: 'Ny',
    markAllInfo: 'Markera meddelandena som lästa',
    markAllAlert: 'Markera larmen som lästa',
    markAll: 'Markera alla som lästa',
    more: 'Visa fler',
    shown: 'Visar {{shown}} / {{total}}',
    sent: 'Skickat',
  },
  message: {
    back: 'Tillbaka till meddelandena',
    loading: 'Hämtar meddelandet',
    error: 'Det gick inte att hämta meddelandet.',
    notFound: 'Meddelandet hittades inte.',
    open: 'Öppna sidan det gäller',
    sent: 'Skickat {{date}}',
    info: 'Meddelande',
    alert: 'Larm',
  },
  notices: {
    title: 'Meddelanden',
    error: 'Det gick inte att hämta meddelandena.',
    loading: 'Hämtar meddelanden',
    timed: 'Meddelande',
    representative: 'Läsrätt',
    disruption: 'Störning',
    until: 'Gäller till {{date}}',
  },
  popup: {
    region: 'Meddelande',
  },
  header: {
    link: 'Meddelanden',
  },
};
