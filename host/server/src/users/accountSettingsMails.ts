import type { NotificationLanguage } from '@portal/core/server';
import type { OutgoingMail } from '../mail/outbox';

/**
 * The "account deleted" mail (docs/settings.md), in the person's own language. The host sends it for
 * both deletions (the person's own through the settings plugin, and an administrator's) through
 * userAccountsServiceRef's delete; the e-mail change's mails are the settings plugin's.
 */
type Texts = Record<NotificationLanguage, { subject: string; body: string }>;

const pick = (texts: Texts, language: NotificationLanguage) => texts[language] ?? texts.fi;

export function accountDeletedMail(recipient: string, language: NotificationLanguage): OutgoingMail {
  const texts: Texts = {
    fi: {
      subject: 'Asiakasportaalin tilisi on poistettu',
      body: 'Tilisi ja sen henkilötiedot on poistettu asiakasportaalista. Sähkö- ja lämpösopimuksesi eivät päättyneet tilin mukana, ja laskusi säilytetään kirjanpitolain vaatiman ajan.\n',
    },
    sv: {
      subject: 'Ditt konto i kundportalen har raderats',
      body: 'Ditt konto och dess personuppgifter har raderats från kundportalen. Dina el- och värmeavtal upphörde inte med kontot, och dina fakturor bevaras så länge bokföringslagen kräver.\n',
    },
    en: {
      subject: 'Your customer portal account was deleted',
      body: 'Your account and its personal data were deleted from the customer portal. Your electricity and heating contracts did not end with the account, and your invoices are kept for the time the Accounting Act requires.\n',
    },
  };
  return { recipient, kind: 'account-deleted', ...pick(texts, language) };
}
