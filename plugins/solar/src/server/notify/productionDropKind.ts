import { defineNotificationKind, type NotificationLanguage } from '@portal/core/server';

export interface ProductionDropPayload {
  readonly plantName: string;
  /** The best daily export of the last 7 days, kWh. */
  readonly recentKwh: number;
  /** The plant's own sunny-day level before that, kWh. */
  readonly referenceKwh: number;
}

const kwh = (value: number, language: NotificationLanguage) =>
  `${value.toLocaleString(language === 'en' ? 'en-GB' : language === 'sv' ? 'sv-FI' : 'fi-FI', { maximumFractionDigits: 1 })} kWh`;

const TEXTS: Record<NotificationLanguage, { title: string; body: (p: ProductionDropPayload) => string }> = {
  fi: {
    title: 'Aurinkopaneelien tuotto on laskenut',
    body: (p) =>
      `Voimalan ${p.plantName} verkkoon syöttämä sähkö on viime päivinä jäänyt selvästi tavallisesta: paras päivä ${kwh(p.recentKwh, 'fi')}, kun aurinkoisina päivinä aiemmin ${kwh(p.referenceKwh, 'fi')}. Tarkista invertterin tila tai paneelien puhtaus.`,
  },
  sv: {
    title: 'Solpanelernas produktion har sjunkit',
    body: (p) =>
      `Elen som anläggningen ${p.plantName} matat ut i nätet har de senaste dagarna varit klart lägre än vanligt: bästa dagen ${kwh(p.recentKwh, 'sv')}, mot ${kwh(p.referenceKwh, 'sv')} på soliga dagar tidigare. Kontrollera växelriktaren eller om panelerna är smutsiga.`,
  },
  en: {
    title: 'Your solar production has dropped',
    body: (p) =>
      `The electricity ${p.plantName} fed into the grid has lately been well below its usual level: the best day gave ${kwh(p.recentKwh, 'en')}, against ${kwh(p.referenceKwh, 'en')} on earlier sunny days. Check the inverter, or whether the panels need cleaning.`,
  },
};

/** The production-drop notice (issue 13 item 6): an alert in the inbox and by e-mail. */
export const productionDropKind = defineNotificationKind<ProductionDropPayload>({
  kind: 'solar.production-drop',
  category: 'alert',
  defaultChannels: ['email'],
  render: (payload, language) => ({ title: TEXTS[language].title, body: TEXTS[language].body(payload), link: '/aurinkopaneelit' }),
});
