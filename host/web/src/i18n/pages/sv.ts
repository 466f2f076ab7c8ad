import type { TranslationResources } from '@portal/core';

/** The host pages' texts in Swedish: loaded when a user picks Swedish (hostPageTranslations.ts). */
export const sv = {
  notFound: { title: 'Sidan hittades inte', body: 'Sidan du söker finns inte eller har flyttats.', home: 'Till startsidan' },
  mode: { label: 'Läge', B2C: 'Konsument', B2B: 'Företag' },
  menu: {
    label: 'Huvudmeny',
    open: 'Meny',
    close: 'Stäng menyn',
    frontPage: 'Startsida',
    sections: {
      services: 'Tjänster',
      account: 'Mina uppgifter',
      readRights: 'Läsrättigheter',
      userManagement: 'Användarhantering',
      admin: 'Administration',
    },
  },
  adminMenu: {
    label: 'Administrationsmeny',
    open: 'Öppna administrationsmenyn',
    close: 'Stäng administrationsmenyn',
    empty: 'Inga administrationsfunktioner.',
  },
  frontPage: {
    title: 'Startsida',
    cardFailed: 'Kortets uppgifter kunde inte visas.',
    emptyTitle: 'Du har inga förbrukningsställen ännu.',
    emptyBody: 'När ditt avtal börjar visas förbrukningsstället, förbrukningen och fakturorna här.',
  },
  sessionWarning: {
    title: 'Din session håller på att gå ut',
    body: 'Din session går ut om cirka {{minutes}} minuter. Vill du fortsätta?',
    continue: 'Fortsätt sessionen',
    continuing: 'Fortsätter…',
    failed: 'Sessionen kunde inte förlängas. Spara ditt arbete; du ombeds logga in igen.',
    close: 'Stäng',
  },
  unsubscribe: {
    title: 'Prenumeration på aviseringar',
    working: 'Behandlas…',
    off: 'Du får inte längre de här aviseringarna via den här kanalen ({{channel}}). De syns fortfarande bland meddelandena i portalen.',
    on: 'Prenumerationen gäller igen: du får de här aviseringarna på nytt ({{channel}}).',
    undo: 'Ångra',
    failed: 'Länken är ogiltig. Du kan ändra aviseringsinställningarna i portalen.',
    channel: { email: 'e-post', push: 'pushavisering', sms: 'sms' },
  },
} satisfies TranslationResources;
