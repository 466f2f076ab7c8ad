import type { NotificationLanguage } from '@portal/core/server';
import type { Insight, ReasonKey } from '../../contract';

/** What the mail needs of an insight: small, stored with the delivery as JSON. */
export interface MonthlyMailPayload {
  readonly placeName: string;
  readonly month: string;
  readonly euros: number;
  readonly kwh: number;
  readonly previous: {
    readonly month: string;
    readonly changeEuros: number;
    readonly reasons: readonly { readonly key: ReasonKey; readonly euros: number }[];
  } | null;
  readonly topHourUtc: string | null;
  readonly tip: Insight['tip']['key'];
}

export function mailPayloadOf(insight: Insight): MonthlyMailPayload {
  const previous = insight.comparisons.find((c) => c.against === 'previousMonth');
  return {
    placeName: insight.name,
    month: insight.month,
    euros: insight.summary.euros,
    kwh: insight.summary.kwh,
    previous:
      previous && previous.available && previous.changeEuros !== null
        ? { month: previous.month, changeEuros: previous.changeEuros, reasons: previous.reasons.map((r) => ({ key: r.key, euros: r.euros })) }
        : null,
    topHourUtc: insight.topHours.mostExpensive[0]?.startUtc ?? null,
    tip: insight.tip.key,
  };
}

const TEXTS = {
  fi: {
    title: 'Kuukausikatsaus {month}: {place}',
    cost: 'Kuukauden kustannus {euros} ({kwh} kWh).',
    change: 'Muutos edelliseen kuukauteen ({month}): {euros}. Syyt:',
    noChange: 'Edelliseltä kuukaudelta ei ole vertailutietoja.',
    top: 'Kallein tunti: {time}.',
    tip: 'Kuukauden vinkki: {tip}',
    reasons: {
      temperature: 'Lämpötila',
      days: 'Päivien määrä',
      usage: 'Muu kulutuksen muutos',
      price: 'Hinta ja perusmaksut',
      timing: 'Kulutuksen ajoitus',
    },
    tips: {
      shiftToCheapHours: 'siirrä kulutusta halvemmille tunneille.',
      heatingSeason: 'yhden asteen pudotus sisälämpötilassa säästää noin 5 % lämmitysenergiasta.',
      standbyUse: 'tarkista, mitkä laitteet ovat yöllä turhaan päällä.',
      keepGoing: 'kulutuksesi on tasaista, jatka samaan malliin.',
    },
  },
  sv: {
    title: 'Månadsöversikt {month}: {place}',
    cost: 'Månadens kostnad {euros} ({kwh} kWh).',
    change: 'Ändring jämfört med föregående månad ({month}): {euros}. Orsaker:',
    noChange: 'Det finns inga jämförelsedata för föregående månad.',
    top: 'Dyraste timmen: {time}.',
    tip: 'Månadens tips: {tip}',
    reasons: {
      temperature: 'Temperatur',
      days: 'Antal dagar',
      usage: 'Övrig ändring i förbrukningen',
      price: 'Pris och grundavgifter',
      timing: 'Förbrukningens tidpunkt',
    },
    tips: {
      shiftToCheapHours: 'flytta förbrukning till billigare timmar.',
      heatingSeason: 'en grad lägre inomhustemperatur sparar cirka 5 % av uppvärmningsenergin.',
      standbyUse: 'kontrollera vilka apparater som är påslagna i onödan på natten.',
      keepGoing: 'din förbrukning är jämn, fortsätt så.',
    },
  },
  en: {
    title: 'Monthly insight {month}: {place}',
    cost: "The month's cost {euros} ({kwh} kWh).",
    change: 'Change from the previous month ({month}): {euros}. Reasons:',
    noChange: 'The previous month has no data to compare with.',
    top: 'Most expensive hour: {time}.',
    tip: 'Tip of the month: {tip}',
    reasons: {
      temperature: 'Temperature',
      days: 'Number of days',
      usage: 'Other change in use',
      price: 'Price and basic fees',
      timing: 'Timing of use',
    },
    tips: {
      shiftToCheapHours: 'move use to cheaper hours.',
      heatingSeason: 'one degree less indoors saves about 5 % of the heating energy.',
      standbyUse: 'check which devices are on for nothing at night.',
      keepGoing: 'your use is steady, keep it up.',
    },
  },
} as const;

/** Finnish number format (comma decimal, no-break space between thousands), used in every language. */
function number(value: number, decimals = 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${value < 0 ? '\u2212' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
const euros = (value: number) => `${number(value)}\u00a0€`;
const signedEuros = (value: number) => `${value > 0 ? '+' : ''}${euros(value)}`;
const monthText = (month: string) => `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;

/** DD.MM.YYYY HH:mm in Helsinki time. */
function helsinkiTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The monthly mail: the same content as the story's first pages, as plain text. */
export function renderMonthlyMail(payload: MonthlyMailPayload, language: NotificationLanguage): { title: string; body: string; link: string } {
  const t = TEXTS[language];
  const lines = [fill(t.cost, { euros: euros(payload.euros), kwh: number(payload.kwh) })];
  if (payload.previous) {
    lines.push(fill(t.change, { month: monthText(payload.previous.month), euros: signedEuros(payload.previous.changeEuros) }));
    for (const reason of payload.previous.reasons) lines.push(`- ${t.reasons[reason.key]}: ${signedEuros(reason.euros)}`);
  } else lines.push(t.noChange);
  if (payload.topHourUtc) lines.push(fill(t.top, { time: helsinkiTime(payload.topHourUtc) }));
  lines.push(fill(t.tip, { tip: t.tips[payload.tip] }));
  return { title: fill(t.title, { month: monthText(payload.month), place: payload.placeName }), body: lines.join('\n'), link: '/kuukausikatsaus' };
}
