import type { LocalizedText } from '../../contract/localizedText';

/** One inbox message of the demo set: how many days before "today", its tab, and whether it is read. */
export interface DemoMessage {
  readonly key: string;
  readonly daysAgo: number;
  readonly category: 'info' | 'alert';
  readonly kind: string;
  readonly seen: boolean;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
}

/**
 * Finnish, as delivery would have rendered them for the demo users (their language is fi). Three of
 * five are unread, so the badge shows something to read on the first visit.
 */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    key: 'welcome',
    daysAgo: 30,
    category: 'info',
    kind: 'messages.company-message',
    seen: true,
    title: 'Tervetuloa Oma-palveluun',
    body: 'Täällä näet käyttöpaikkojesi kulutuksen, laskut ja sopimukset. Viestit yhtiöltä ja hälytykset tulevat tähän viestilaatikkoon.',
    link: null,
  },
  {
    key: 'alert-consumption',
    daysAgo: 10,
    category: 'alert',
    kind: 'alerts.consumption',
    seen: true,
    title: 'Kulutuksesi ylitti hälytysrajan',
    body: 'Eilinen sähkönkulutuksesi ylitti asettamasi ylärajan. Katso kulutuksen tiedot ja vertaa edellisiin päiviin.',
    link: '/kulutus',
  },
  {
    key: 'price-change',
    daysAgo: 3,
    category: 'info',
    kind: 'messages.company-message',
    seen: false,
    title: 'Siirtohinnat muuttuvat 1.3.',
    body: 'Sähkön siirtohinnat muuttuvat 1.3. alkaen. Uudet hinnat näet sopimuksesi tiedoista. Muutos ei vaadi sinulta toimenpiteitä.',
    link: null,
  },
  {
    key: 'alert-price',
    daysAgo: 1,
    category: 'alert',
    kind: 'alerts.price-limit',
    seen: false,
    title: 'Sähkön hinta ylittää rajasi huomenna',
    body: 'Huomenna pörssisähkön hinta ylittää asettamasi rajan klo 17–20. Voit siirtää kulutusta edullisemmille tunneille.',
    link: null,
  },
  {
    key: 'invoice',
    daysAgo: 0,
    category: 'info',
    kind: 'messages.company-message',
    seen: false,
    title: 'Uusi lasku on saatavilla',
    body: 'Uusin laskusi on nyt nähtävissä Oma-palvelussa. Voit maksaa sen verkkopankissa tai ottaa e-laskun käyttöön.',
    link: '/laskut',
  },
];

const text = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });

/** A company-wide timed notice (a service break) shown on the front page while it lasts. */
export const DEMO_TIMED_NOTICE = {
  title: text('Huoltokatko palvelussa', 'Serviceavbrott i tjänsten', 'Service break'),
  body: text(
    'Oma-palvelu on huollon vuoksi poissa käytöstä sunnuntaiyönä klo 1–3.',
    'Tjänsten är inte tillgänglig natten mot måndag kl. 1–3 på grund av underhåll.',
    'The portal is unavailable for maintenance on Sunday night from 1 to 3 am.',
  ),
};

/** A planned disruption at one of the demo customer's places (shown on that place's page). */
export const DEMO_DISRUPTION_NOTICE = {
  title: text('Suunniteltu sähkökatko', 'Planerat elavbrott', 'Planned power cut'),
  body: text(
    'Sähkönjakelu keskeytyy verkon huoltotöiden vuoksi noin kahden tunnin ajaksi. Katko ajoittuu arkipäivälle klo 9–11.',
    'Elleveransen avbryts i cirka två timmar på grund av underhåll av nätet. Avbrottet sker en vardag kl. 9–11.',
    'Electricity is cut for about two hours for network maintenance, on a weekday from 9 to 11 am.',
  ),
};

/** A popup asking for e-invoicing, dismissed for good with accept or close. */
export const DEMO_POPUP = {
  type: 'einvoice',
  dismissProperty: 'popup.einvoice-2026',
  link: '/laskut',
  texts: {
    title: text('Ota e-lasku käyttöön', 'Ta i bruk e-faktura', 'Start using e-invoicing'),
    description: text(
      'E-lasku tulee suoraan verkkopankkiisi, eikä paperilaskusta peritä maksua.',
      'E-fakturan kommer direkt till din nätbank, och ingen pappersfaktura behövs.',
      'An e-invoice arrives straight in your online bank, with no paper invoice.',
    ),
    accept: text('Siirry laskuihin', 'Gå till fakturorna', 'Go to invoices'),
    close: text('Ei nyt', 'Inte nu', 'Not now'),
    dismissDescription: text('Emme näytä tätä ilmoitusta uudelleen.', 'Vi visar inte detta meddelande igen.', 'We will not show this again.'),
  },
};
