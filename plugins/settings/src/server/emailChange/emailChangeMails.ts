import type { NotificationLanguage, OutgoingMail } from '@portal/core/server';

/**
 * The e-mail change's mails (docs/settings.md), in the person's own language (users.language, the same
 * one notifications use). Each body says what to do if the person did not ask for it.
 */
type Texts = Record<NotificationLanguage, { subject: string; body: string }>;

const pick = (texts: Texts, language: NotificationLanguage) => texts[language] ?? texts.fi;

export function emailChangeCodeMail(recipient: string, code: string, language: NotificationLanguage): OutgoingMail {
  const texts: Texts = {
    fi: {
      subject: 'Vahvista uusi sähköpostiosoitteesi',
      body: `Vahvistuskoodisi on ${code}. Syötä se asiakasportaalin asetuksiin 30 minuutin kuluessa. Kirjautumisosoitteesi vaihtuu vasta, kun koodi on vahvistettu.\n\nJos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta.\n`,
    },
    sv: {
      subject: 'Bekräfta din nya e-postadress',
      body: `Din bekräftelsekod är ${code}. Ange den i kundportalens inställningar inom 30 minuter. Din inloggningsadress ändras först när koden har bekräftats.\n\nOm du inte bad om ändringen kan du bortse från det här meddelandet.\n`,
    },
    en: {
      subject: 'Confirm your new email address',
      body: `Your confirmation code is ${code}. Enter it in the customer portal's settings within 30 minutes. Your login address changes only once the code is confirmed.\n\nIf you did not ask for this change, you can ignore this message.\n`,
    },
  };
  return { recipient, kind: 'email-change-code', ...pick(texts, language) };
}

export function emailChangeNoticeMail(recipient: string, newEmail: string, language: NotificationLanguage): OutgoingMail {
  const texts: Texts = {
    fi: {
      subject: 'Sähköpostiosoitteen vaihtoa pyydettiin',
      body: `Asiakasportaalin tilillesi pyydettiin uutta sähköpostiosoitetta ${newEmail}. Osoite vaihtuu vasta, kun uuteen osoitteeseen lähetetty koodi vahvistetaan.\n\nJos et itse pyytänyt vaihtoa, vaihda salasanasi ja ota yhteyttä asiakaspalveluun.\n`,
    },
    sv: {
      subject: 'Byte av e-postadress begärdes',
      body: `En ny e-postadress ${newEmail} begärdes för ditt konto i kundportalen. Adressen ändras först när koden som skickats till den nya adressen har bekräftats.\n\nOm du inte själv bad om bytet, byt ditt lösenord och kontakta kundtjänst.\n`,
    },
    en: {
      subject: 'A change of email address was requested',
      body: `A new email address ${newEmail} was requested for your customer portal account. The address changes only once the code sent to the new address is confirmed.\n\nIf you did not ask for this, change your password and contact customer service.\n`,
    },
  };
  return { recipient, kind: 'email-change-notice', ...pick(texts, language) };
}

export function emailChangedMail(recipient: string, newEmail: string, language: NotificationLanguage): OutgoingMail {
  const texts: Texts = {
    fi: {
      subject: 'Sähköpostiosoitteesi vaihtui',
      body: `Asiakasportaalin kirjautumisosoitteesi on nyt ${newEmail}. Tähän osoitteeseen ei enää lähetetä viestejä.\n\nJos et itse vaihtanut osoitetta, ota heti yhteyttä asiakaspalveluun.\n`,
    },
    sv: {
      subject: 'Din e-postadress har ändrats',
      body: `Din inloggningsadress i kundportalen är nu ${newEmail}. Inga fler meddelanden skickas till den här adressen.\n\nOm du inte själv ändrade adressen, kontakta genast kundtjänst.\n`,
    },
    en: {
      subject: 'Your email address was changed',
      body: `Your customer portal login address is now ${newEmail}. No more messages are sent to this address.\n\nIf you did not change it yourself, contact customer service at once.\n`,
    },
  };
  return { recipient, kind: 'email-changed', ...pick(texts, language) };
}
