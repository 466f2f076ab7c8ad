import { defineNotificationKind, type NotificationLanguage, type RenderedNotification } from '@portal/core/server';
import { formatDay, formatInstant, formatNumber } from './format';
import { renderPriceReport, type PriceReportPayload } from './priceReportText';

export type { PriceReportPayload, PriceReportRow, PriceReportWindow } from './priceReportText';

/**
 * The alerts plugin's notification kinds (docs/notifications.md), each with fi/sv/en texts. The
 * in-portal message is always written; the channels are the subscription's own (request.channels) or
 * the person's preferences, else `defaultChannels`.
 */

type Texts<P> = Record<NotificationLanguage, (payload: P) => RenderedNotification>;

function kindTexts<P>(texts: Texts<P>) {
  return (payload: P, language: NotificationLanguage) => texts[language](payload);
}

/** Joins several alerts of one kind into one message (released together at 7:00). */
function digest<P>(texts: Texts<P>, title: Record<NotificationLanguage, string>) {
  return (payloads: readonly P[], language: NotificationLanguage): RenderedNotification => {
    const rendered = payloads.map((payload) => texts[language](payload));
    return {
      title: title[language],
      body: rendered.map((item) => `${item.title}\n${item.body}`).join('\n\n'),
      ...(rendered[0]?.link ? { link: rendered[0].link } : {}),
    };
  };
}

// --- consumption -------------------------------------------------------------------------------

export interface ConsumptionAlertPayload {
  readonly locationIdentifier: string;
  readonly placeName: string;
  readonly day: string;
  readonly kwh: number;
  readonly direction: 'top' | 'bottom';
  readonly thresholdKwh: number;
}

const consumptionTexts: Texts<ConsumptionAlertPayload> = {
  fi: (p) => ({
    title: p.direction === 'top' ? `Kulutus ylitti rajasi: ${p.placeName}` : `Kulutus alitti rajasi: ${p.placeName}`,
    body: `${formatDay(p.day)} kulutus oli ${formatNumber(p.kwh, 'fi')} kWh, ${p.direction === 'top' ? 'yläraja' : 'alaraja'} ${formatNumber(p.thresholdKwh, 'fi')} kWh.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  sv: (p) => ({
    title: p.direction === 'top' ? `Förbrukningen överskred din gräns: ${p.placeName}` : `Förbrukningen underskred din gräns: ${p.placeName}`,
    body: `Förbrukningen ${formatDay(p.day)} var ${formatNumber(p.kwh, 'sv')} kWh, ${p.direction === 'top' ? 'övre gräns' : 'nedre gräns'} ${formatNumber(p.thresholdKwh, 'sv')} kWh.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  en: (p) => ({
    title: p.direction === 'top' ? `Consumption above your limit: ${p.placeName}` : `Consumption below your limit: ${p.placeName}`,
    body: `Consumption on ${formatDay(p.day)} was ${formatNumber(p.kwh, 'en')} kWh, ${p.direction === 'top' ? 'upper limit' : 'lower limit'} ${formatNumber(p.thresholdKwh, 'en')} kWh.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
};

export const consumptionAlertKind = defineNotificationKind<ConsumptionAlertPayload>({
  kind: 'alerts.consumption',
  category: 'alert',
  defaultChannels: ['email', 'push'],
  render: kindTexts(consumptionTexts),
  renderDigest: digest(consumptionTexts, { fi: 'Kulutushälytykset', sv: 'Förbrukningslarm', en: 'Consumption alerts' }),
});

// --- district heating return temperature -------------------------------------------------------

export interface ReturnTemperaturePayload {
  readonly locationIdentifier: string;
  readonly placeName: string;
  readonly lastDay: string;
  readonly days: number;
  readonly averageCelsius: number;
  readonly limitCelsius: number;
}

const returnTexts: Texts<ReturnTemperaturePayload> = {
  fi: (p) => ({
    title: `Kaukolämmön paluuvesi liian lämmintä: ${p.placeName}`,
    body: `Paluuveden lämpötila on ollut yli ${formatNumber(p.limitCelsius, 'fi', 0)} °C ${p.days} päivää peräkkäin (viimeksi ${formatDay(p.lastDay)}: ${formatNumber(p.averageCelsius, 'fi', 1)} °C). Lämmityksen säätö kannattaa tarkistaa.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  sv: (p) => ({
    title: `Fjärrvärmens returvatten är för varmt: ${p.placeName}`,
    body: `Returvattnets temperatur har varit över ${formatNumber(p.limitCelsius, 'sv', 0)} °C ${p.days} dagar i rad (senast ${formatDay(p.lastDay)}: ${formatNumber(p.averageCelsius, 'sv', 1)} °C). Kontrollera gärna värmeregleringen.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  en: (p) => ({
    title: `District heating return water too warm: ${p.placeName}`,
    body: `The return temperature has been above ${formatNumber(p.limitCelsius, 'en', 0)} °C for ${p.days} days in a row (last ${formatDay(p.lastDay)}: ${formatNumber(p.averageCelsius, 'en', 1)} °C). It is worth checking the heating controls.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
};

export const returnTemperatureKind = defineNotificationKind<ReturnTemperaturePayload>({
  kind: 'alerts.dh-return-temperature',
  category: 'alert',
  defaultChannels: ['email'],
  render: kindTexts(returnTexts),
  renderDigest: digest(returnTexts, { fi: 'Kaukolämmön hälytykset', sv: 'Fjärrvärmelarm', en: 'District heating alerts' }),
});

// --- disruptions -------------------------------------------------------------------------------

export interface DisruptionPayload {
  readonly locationIdentifier: string;
  readonly placeName: string;
  readonly utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING';
  readonly startedAt: string;
  readonly estimatedRestorationAt: string | null;
  readonly restoredAt: string | null;
  /** The first notice, a changed estimate, or both (a first notice never says "updated"). */
  readonly update: boolean;
}

const WHAT: Record<NotificationLanguage, Record<DisruptionPayload['utilityType'], string>> = {
  fi: { ELECTRICITY: 'Sähkökatko', DISTRICT_HEATING: 'Kaukolämpökatko' },
  sv: { ELECTRICITY: 'Elavbrott', DISTRICT_HEATING: 'Avbrott i fjärrvärmen' },
  en: { ELECTRICITY: 'Power cut', DISTRICT_HEATING: 'District heating cut' },
};

const estimate = (p: DisruptionPayload, language: NotificationLanguage) => {
  if (!p.estimatedRestorationAt)
    return {
      fi: 'Arvioitu korjausaika ei ole vielä tiedossa.',
      sv: 'Beräknad tid för återställning är ännu inte känd.',
      en: 'The estimated restoration time is not known yet.',
    }[language];
  const at = formatInstant(p.estimatedRestorationAt);
  return { fi: `Arvioitu korjausaika ${at}.`, sv: `Beräknas vara åtgärdat ${at}.`, en: `Estimated restoration ${at}.` }[language];
};

const disruptionTexts: Texts<DisruptionPayload> = {
  fi: (p) => ({
    title: `${WHAT.fi[p.utilityType]}${p.update ? ' (päivitetty)' : ''}: ${p.placeName}`,
    body: `${WHAT.fi[p.utilityType]} alkoi ${formatInstant(p.startedAt)}. ${estimate(p, 'fi')}`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  sv: (p) => ({
    title: `${WHAT.sv[p.utilityType]}${p.update ? ' (uppdaterat)' : ''}: ${p.placeName}`,
    body: `${WHAT.sv[p.utilityType]} började ${formatInstant(p.startedAt)}. ${estimate(p, 'sv')}`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  en: (p) => ({
    title: `${WHAT.en[p.utilityType]}${p.update ? ' (updated)' : ''}: ${p.placeName}`,
    body: `${WHAT.en[p.utilityType]} began ${formatInstant(p.startedAt)}. ${estimate(p, 'en')}`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
};

/** A cut happening now: critical, sent at once even inside quiet hours (issue 11). */
export const disruptionKind = defineNotificationKind<DisruptionPayload>({
  kind: 'alerts.disruption',
  category: 'alert',
  critical: true,
  defaultChannels: ['email', 'sms', 'push'],
  render: kindTexts(disruptionTexts),
});

const plannedTexts: Texts<DisruptionPayload> = {
  fi: (p) => ({
    title: `Suunniteltu ${WHAT.fi[p.utilityType].toLowerCase()}${p.update ? ' (päivitetty)' : ''}: ${p.placeName}`,
    body: `Katko alkaa ${formatInstant(p.startedAt)}. ${estimate(p, 'fi')}`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  sv: (p) => ({
    title: `Planerat ${WHAT.sv[p.utilityType].toLowerCase()}${p.update ? ' (uppdaterat)' : ''}: ${p.placeName}`,
    body: `Avbrottet börjar ${formatInstant(p.startedAt)}. ${estimate(p, 'sv')}`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  en: (p) => ({
    title: `Planned ${WHAT.en[p.utilityType].toLowerCase()}${p.update ? ' (updated)' : ''}: ${p.placeName}`,
    body: `The cut begins ${formatInstant(p.startedAt)}. ${estimate(p, 'en')}`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
};

/** A cut announced ahead: not urgent, so it waits for the subscription's push window. */
export const plannedDisruptionKind = defineNotificationKind<DisruptionPayload>({
  kind: 'alerts.disruption-planned',
  category: 'alert',
  defaultChannels: ['email', 'sms', 'push'],
  render: kindTexts(plannedTexts),
});

const restoredTexts: Texts<DisruptionPayload> = {
  fi: (p) => ({
    title: `${WHAT.fi[p.utilityType]} on ohi: ${p.placeName}`,
    body: `Katko korjattiin ${formatInstant(p.restoredAt ?? p.startedAt)}.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  sv: (p) => ({
    title: `${WHAT.sv[p.utilityType]} är över: ${p.placeName}`,
    body: `Avbrottet åtgärdades ${formatInstant(p.restoredAt ?? p.startedAt)}.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
  en: (p) => ({
    title: `${WHAT.en[p.utilityType]} is over: ${p.placeName}`,
    body: `The cut was restored at ${formatInstant(p.restoredAt ?? p.startedAt)}.`,
    link: `/halytykset/${encodeURIComponent(p.locationIdentifier)}`,
  }),
};

/** "Restored": good news keeps until the window opens. */
export const restoredDisruptionKind = defineNotificationKind<DisruptionPayload>({
  kind: 'alerts.disruption-restored',
  category: 'alert',
  defaultChannels: ['email', 'sms', 'push'],
  render: kindTexts(restoredTexts),
});

// --- prices ------------------------------------------------------------------------------------

export interface PriceLimitPayload {
  readonly day: string;
  readonly direction: 'top' | 'bottom';
  readonly thresholdCents: number;
  /** The day's highest (top) or lowest (bottom) price, c/kWh with VAT. */
  readonly extremeCents: number;
  /** Local start times (HH:mm) of the periods past the limit. */
  readonly periods: readonly string[];
}

const periodList = (periods: readonly string[]) => (periods.length > 8 ? `${periods.slice(0, 8).join(', ')} …` : periods.join(', '));

const priceLimitTexts: Texts<PriceLimitPayload> = {
  fi: (p) => ({
    title: p.direction === 'top' ? `Sähkön hinta ylittää rajasi ${formatDay(p.day)}` : `Sähkön hinta alittaa rajasi ${formatDay(p.day)}`,
    body: `${p.direction === 'top' ? 'Korkein' : 'Matalin'} hinta ${formatNumber(p.extremeCents, 'fi')} c/kWh (raja ${formatNumber(p.thresholdCents, 'fi')} c/kWh). Jaksot: ${periodList(p.periods)}.`,
    link: '/porssisahko',
  }),
  sv: (p) => ({
    title: p.direction === 'top' ? `Elpriset överskrider din gräns ${formatDay(p.day)}` : `Elpriset underskrider din gräns ${formatDay(p.day)}`,
    body: `${p.direction === 'top' ? 'Högsta' : 'Lägsta'} pris ${formatNumber(p.extremeCents, 'sv')} c/kWh (gräns ${formatNumber(p.thresholdCents, 'sv')} c/kWh). Perioder: ${periodList(p.periods)}.`,
    link: '/porssisahko',
  }),
  en: (p) => ({
    title:
      p.direction === 'top'
        ? `The electricity price exceeds your limit on ${formatDay(p.day)}`
        : `The electricity price falls below your limit on ${formatDay(p.day)}`,
    body: `${p.direction === 'top' ? 'Highest' : 'Lowest'} price ${formatNumber(p.extremeCents, 'en')} c/kWh (limit ${formatNumber(p.thresholdCents, 'en')} c/kWh). Periods: ${periodList(p.periods)}.`,
    link: '/porssisahko',
  }),
};

export const priceLimitKind = defineNotificationKind<PriceLimitPayload>({
  kind: 'alerts.price-limit',
  category: 'alert',
  defaultChannels: ['email', 'push'],
  render: kindTexts(priceLimitTexts),
});

export const priceReportKind = defineNotificationKind<PriceReportPayload>({
  kind: 'alerts.price-report',
  category: 'info',
  defaultChannels: ['email'],
  render: renderPriceReport,
});

export const ALERT_NOTIFICATION_KINDS = [
  consumptionAlertKind,
  returnTemperatureKind,
  disruptionKind,
  plannedDisruptionKind,
  restoredDisruptionKind,
  priceLimitKind,
  priceReportKind,
] as const;
