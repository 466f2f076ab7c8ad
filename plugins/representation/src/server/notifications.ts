import { defineNotificationKind, type NotificationLanguage, type RenderedNotification } from '@portal/core/server';
import { ACTIVATION_PAGE_PATH } from '../contract/paths';

/** What happened to a grant, as the person told about it sees it. */
export const REPRESENTATION_EVENTS = ['invited', 'granted', 'activated', 'revoked', 'expiring', 'expired'] as const;
export type RepresentationEvent = (typeof REPRESENTATION_EVENTS)[number];

export interface RepresentationPayload {
  /** The other side: the customer's name for the representative, the representative's for the customer. */
  readonly other: string;
  /** The places' names, as the grant lists them. */
  readonly places: readonly string[];
  /** Last day of the right, YYYY-MM-DD (Helsinki). */
  readonly lastDay: string;
  /** Only in the invitation: the activation link's token. */
  readonly token?: string;
}

const fiDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${Number(d)}.${Number(m)}.${y}`;
};

type Texts = Record<NotificationLanguage, (p: RepresentationPayload) => { title: string; body: string }>;

const TEXTS: Record<RepresentationEvent, Texts> = {
  invited: {
    fi: (p) => ({
      title: `${p.other} antoi sinulle lukuoikeuden`,
      body: `${p.other} antoi sinulle lukuoikeuden käyttöpaikkojen tietoihin (${p.places.join(', ')}) ${fiDate(p.lastDay)} asti. Ota oikeus käyttöön alla olevasta linkistä. Kirjaudu tai luo tunnus samalla sähköpostiosoitteella, johon tämä viesti tuli.`,
    }),
    sv: (p) => ({
      title: `${p.other} gav dig läsrätt`,
      body: `${p.other} gav dig läsrätt till uppgifterna om förbrukningsplatserna (${p.places.join(', ')}) till och med ${fiDate(p.lastDay)}. Ta rätten i bruk via länken nedan. Logga in eller skapa ett konto med samma e-postadress som detta meddelande skickades till.`,
    }),
    en: (p) => ({
      title: `${p.other} gave you read rights`,
      body: `${p.other} gave you read rights to the data of the use places (${p.places.join(', ')}) until ${fiDate(p.lastDay)}. Activate them with the link below. Log in or sign up with the e-mail address this message was sent to.`,
    }),
  },
  granted: {
    fi: (p) => ({
      title: 'Lukuoikeus annettu',
      body: `Annoit lukuoikeuden (${p.other}) käyttöpaikkoihin ${p.places.join(', ')} ${fiDate(p.lastDay)} asti. Oikeus tulee voimaan, kun vastaanottaja ottaa sen käyttöön.`,
    }),
    sv: (p) => ({
      title: 'Läsrätt given',
      body: `Du gav läsrätt (${p.other}) till förbrukningsplatserna ${p.places.join(', ')} till och med ${fiDate(p.lastDay)}. Rätten gäller när mottagaren tar den i bruk.`,
    }),
    en: (p) => ({
      title: 'Read rights given',
      body: `You gave read rights (${p.other}) to the use places ${p.places.join(', ')} until ${fiDate(p.lastDay)}. They take effect when the recipient activates them.`,
    }),
  },
  activated: {
    fi: (p) => ({
      title: 'Lukuoikeus otettu käyttöön',
      body: `Lukuoikeus käyttöpaikkoihin ${p.places.join(', ')} on nyt voimassa (${p.other}) ${fiDate(p.lastDay)} asti.`,
    }),
    sv: (p) => ({
      title: 'Läsrätten har tagits i bruk',
      body: `Läsrätten till förbrukningsplatserna ${p.places.join(', ')} gäller nu (${p.other}) till och med ${fiDate(p.lastDay)}.`,
    }),
    en: (p) => ({
      title: 'Read rights activated',
      body: `The read rights to the use places ${p.places.join(', ')} are now in force (${p.other}) until ${fiDate(p.lastDay)}.`,
    }),
  },
  revoked: {
    fi: (p) => ({ title: 'Lukuoikeus peruttu', body: `Lukuoikeus käyttöpaikkoihin ${p.places.join(', ')} (${p.other}) on peruttu.` }),
    sv: (p) => ({
      title: 'Läsrätten har återkallats',
      body: `Läsrätten till förbrukningsplatserna ${p.places.join(', ')} (${p.other}) har återkallats.`,
    }),
    en: (p) => ({ title: 'Read rights revoked', body: `The read rights to the use places ${p.places.join(', ')} (${p.other}) have been revoked.` }),
  },
  expiring: {
    fi: (p) => ({
      title: 'Lukuoikeus päättymässä',
      body: `Antamasi lukuoikeus (${p.other}) käyttöpaikkoihin ${p.places.join(', ')} päättyy ${fiDate(p.lastDay)}. Voit jatkaa sitä vuodella Lukuoikeudet-sivulla.`,
    }),
    sv: (p) => ({
      title: 'Läsrätten upphör snart',
      body: `Läsrätten du gav (${p.other}) till förbrukningsplatserna ${p.places.join(', ')} upphör ${fiDate(p.lastDay)}. Du kan förlänga den med ett år på sidan Läsrätter.`,
    }),
    en: (p) => ({
      title: 'Read rights ending soon',
      body: `The read rights you gave (${p.other}) to the use places ${p.places.join(', ')} end on ${fiDate(p.lastDay)}. You can extend them by a year on the Read rights page.`,
    }),
  },
  expired: {
    fi: (p) => ({
      title: 'Lukuoikeus päättyi',
      body: `Lukuoikeus käyttöpaikkoihin ${p.places.join(', ')} (${p.other}) päättyi ${fiDate(p.lastDay)}.`,
    }),
    sv: (p) => ({
      title: 'Läsrätten har upphört',
      body: `Läsrätten till förbrukningsplatserna ${p.places.join(', ')} (${p.other}) upphörde ${fiDate(p.lastDay)}.`,
    }),
    en: (p) => ({
      title: 'Read rights ended',
      body: `The read rights to the use places ${p.places.join(', ')} (${p.other}) ended on ${fiDate(p.lastDay)}.`,
    }),
  },
};

export const notificationKindOf = (event: RepresentationEvent) => `representation.${event}`;

function render(event: RepresentationEvent, payload: RepresentationPayload, language: NotificationLanguage): RenderedNotification {
  const link = event === 'invited' && payload.token ? `${ACTIVATION_PAGE_PATH}?token=${encodeURIComponent(payload.token)}` : '/lukuoikeudet';
  return { ...TEXTS[event][language](payload), link };
}

/** One kind per event, so a person can choose channels per event; in-portal message and mail by default. */
export const representationNotificationKinds = REPRESENTATION_EVENTS.map((event) =>
  defineNotificationKind<RepresentationPayload>({
    kind: notificationKindOf(event),
    category: 'info',
    // The invitation is the only way to the activation link: it always goes by mail.
    defaultChannels: ['email'],
    render: (payload, language) => render(event, payload, language),
  }),
);
