import { defineNotificationKind, type NotificationLanguage } from '@portal/core/server';

export interface MonthlyStatementPayload {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly placeName: string;
  readonly totalValueEur: number;
  readonly selfUsedKwh: number;
  readonly exportedKwh: number;
}

const LOCALE: Record<NotificationLanguage, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };
const euros = (value: number, language: NotificationLanguage) =>
  value.toLocaleString(LOCALE[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kwh = (value: number, language: NotificationLanguage) => `${value.toLocaleString(LOCALE[language], { maximumFractionDigits: 0 })} kWh`;
/** `M/YYYY`, the month as Finnish formats show it (requirements §9 style). */
const monthText = (month: string) => `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;

const TEXTS: Record<NotificationLanguage, { title: (p: MonthlyStatementPayload) => string; body: (p: MonthlyStatementPayload) => string }> = {
  fi: {
    title: (p) => `Aurinkolaskelma ${monthText(p.month)}`,
    body: (p) =>
      `Paneelisi tuottivat käyttöpaikalla ${p.placeName} kuussa ${monthText(p.month)} arvoa ${euros(p.totalValueEur, 'fi')}: omaan käyttöön ${kwh(p.selfUsedKwh, 'fi')} ja verkkoon ${kwh(p.exportedKwh, 'fi')}.`,
  },
  sv: {
    title: (p) => `Solkalkyl ${monthText(p.month)}`,
    body: (p) =>
      `Dina paneler på ${p.placeName} var värda ${euros(p.totalValueEur, 'sv')} under ${monthText(p.month)}: ${kwh(p.selfUsedKwh, 'sv')} till egen användning och ${kwh(p.exportedKwh, 'sv')} till nätet.`,
  },
  en: {
    title: (p) => `Solar statement ${monthText(p.month)}`,
    body: (p) =>
      `Your panels at ${p.placeName} were worth ${euros(p.totalValueEur, 'en')} in ${monthText(p.month)}: ${kwh(p.selfUsedKwh, 'en')} used yourself and ${kwh(p.exportedKwh, 'en')} sold to the grid.`,
  },
};

/** The monthly statement notice: an info message in the inbox (no mail unless the person asks for it). */
export const monthlyStatementKind = defineNotificationKind<MonthlyStatementPayload>({
  kind: 'solar.monthly-statement',
  category: 'info',
  defaultChannels: [],
  render: (payload, language) => ({ title: TEXTS[language].title(payload), body: TEXTS[language].body(payload), link: '/aurinkopaneelit' }),
});
