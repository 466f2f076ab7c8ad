import { defineNotificationKind, type NotificationLanguage } from '@portal/core/server';

export interface SubUserAddedPayload {
  /** The business customer's name, or its customer code when the register has no name. */
  readonly companyName: string;
  readonly mainUserName: string;
}

const TEXTS: Record<NotificationLanguage, { title: string; body: (p: SubUserAddedPayload) => string }> = {
  fi: {
    title: 'Sinut lisättiin yrityksen käyttäjäksi',
    body: (p) =>
      `${p.mainUserName} lisäsi sinut yrityksen ${p.companyName} käyttäjäksi. Näet yrityksen käyttöpaikat, joihin sinulle annetaan oikeudet.`,
  },
  sv: {
    title: 'Du har lagts till som användare för ett företag',
    body: (p) => `${p.mainUserName} lade till dig som användare för ${p.companyName}. Du ser de förbrukningsplatser som du får rättigheter till.`,
  },
  en: {
    title: 'You were added as a user of a company',
    body: (p) => `${p.mainUserName} added you as a user of ${p.companyName}. You will see the company's use places you are given rights to.`,
  },
};

/** Tells an existing login that a main user made them a sub-user (in the inbox, and by mail by default). */
export const subUserAddedKind = defineNotificationKind<SubUserAddedPayload>({
  kind: 'user-management.sub-user-added',
  category: 'info',
  defaultChannels: ['email'],
  render: (payload, language) => ({ title: TEXTS[language].title, body: TEXTS[language].body(payload), link: '/kayttopaikka' }),
});
