import type { NotificationLanguage, RenderedNotification } from '@portal/core/server';
import { formatDay, formatNumber } from './format';

export interface PriceReportRow {
  /** Local start of the hour, HH:mm; the row reads "02–03" (the spring night's 02–03 is followed by 04–05). */
  readonly start: string;
  /** The second 03–04 of the autumn DST day (winter time). */
  readonly repeated?: boolean;
  /** The quarters :00, :15, :30, :45 (null: no price), or one price when the market was hourly. */
  readonly prices: readonly (number | null)[];
}

export interface PriceReportWindow {
  readonly hours: number;
  readonly start: string;
  readonly end: string;
  readonly average: number;
}

export interface PriceReportPayload {
  readonly day: string;
  readonly unit: 'KWH' | 'MWH';
  readonly vat: 'VAT_0' | 'VAT_24';
  /** In the chosen unit (c/kWh or €/MWh) and VAT mode, 2 decimals. */
  readonly average: number;
  readonly min: number;
  readonly max: number;
  /** 15 or 60 minutes. Absent, like rows and windows, in a report queued before the table existed. */
  readonly resolution?: 15 | 60;
  readonly rows?: readonly PriceReportRow[];
  readonly windows?: readonly PriceReportWindow[];
}

const unitText = (unit: PriceReportPayload['unit']) => (unit === 'KWH' ? 'c/kWh' : '€/MWh');

const WORDS: Record<
  NotificationLanguage,
  {
    title: string;
    summary: (avg: string, min: string, max: string, unit: string, vat: string) => string;
    window: (hours: number) => string;
    average: string;
    table: (unit: string, vat: string) => string;
    time: string;
    price: string;
    winter: string;
    vat: Record<PriceReportPayload['vat'], string>;
  }
> = {
  fi: {
    title: 'Sähkön hinnat',
    summary: (avg, min, max, unit, vat) => `Keskihinta ${avg} ${unit}, alin ${min}, ylin ${max} (${vat}).`,
    window: (hours) => `Halvin ${hours} ${hours === 1 ? 'tunti' : 'tuntia'}`,
    average: 'keskihinta',
    table: (unit, vat) => `Hinnat Suomen aikaa (${unit}, ${vat}):`,
    time: 'klo',
    price: 'hinta',
    winter: 'talviaika',
    vat: { VAT_0: 'alv 0 %', VAT_24: 'sis. alv' },
  },
  sv: {
    title: 'Elpriser',
    summary: (avg, min, max, unit, vat) => `Medelpris ${avg} ${unit}, lägst ${min}, högst ${max} (${vat}).`,
    window: (hours) => `Billigaste ${hours} ${hours === 1 ? 'timmen' : 'timmarna'}`,
    average: 'medelpris',
    table: (unit, vat) => `Priser i finsk tid (${unit}, ${vat}):`,
    time: 'kl.',
    price: 'pris',
    winter: 'normaltid',
    vat: { VAT_0: 'moms 0 %', VAT_24: 'inkl. moms' },
  },
  en: {
    title: 'Electricity prices',
    summary: (avg, min, max, unit, vat) => `Average ${avg} ${unit}, lowest ${min}, highest ${max} (${vat}).`,
    window: (hours) => `Cheapest ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    average: 'average',
    table: (unit, vat) => `Prices in Finnish time (${unit}, ${vat}):`,
    time: 'time',
    price: 'price',
    winter: 'winter time',
    vat: { VAT_0: 'VAT 0%', VAT_24: 'incl. VAT' },
  },
};

const COLUMN = 8;

/**
 * The report as plain text (mail body, inbox, push's first lines): the summary and the cheapest
 * windows first, so a push shows what matters, then the table — one line per local hour, its four
 * quarters in columns (or one price before the 15-minute market), right-aligned for a mail client's
 * monospace or proportional font alike to stay readable.
 */
export function renderPriceReport(p: PriceReportPayload, language: NotificationLanguage): RenderedNotification {
  const w = WORDS[language];
  const n = (value: number) => formatNumber(value, language);
  const unit = unitText(p.unit);
  const vat = w.vat[p.vat];
  const lines = [w.summary(n(p.average), n(p.min), n(p.max), unit, vat)];
  for (const window of p.windows ?? []) {
    lines.push(`${w.window(window.hours)}: ${window.start}–${window.end}, ${w.average} ${n(window.average)} ${unit}`);
  }
  const rows = p.rows ?? [];
  if (rows.length > 0) {
    const cell = (text: string) => text.padStart(COLUMN);
    const header = p.resolution === 15 ? [':00', ':15', ':30', ':45'] : [w.price];
    lines.push('', w.table(unit, vat), `${w.time.padEnd(11)}${header.map(cell).join('')}`);
    for (const row of rows) {
      const hour = Number(row.start.slice(0, 2));
      const label = `${row.start.slice(0, 2)}–${String(hour + 1).padStart(2, '0')}`;
      const prices = row.prices.map((price) => cell(price === null ? '–' : n(price))).join('');
      lines.push(`${label.padEnd(11)}${prices}${row.repeated ? ` (${w.winter})` : ''}`);
    }
  }
  return { title: `${w.title} ${formatDay(p.day)}`, body: lines.join('\n'), link: '/porssisahko' };
}
