/**
 * Parser for day-ahead price files as Finnish tools export them: `;`-separated, decimal comma, columns
 * found by header name (DOMAIN): the delivery start in UTC, the period's resolution or its end, and the
 * price in €/MWh VAT 0. Pure: text in, prices or the first error out, so a file is checked whole before
 * anything is written.
 */
import { CsvLineError } from './csvLineError';
import { cellText, findColumns, readCsvTable } from './csvTable';
import { MAX_CLEARING_PRICE_EUR_MWH, MIN_CLEARING_PRICE_EUR_MWH, marketTimeUnitAt } from './dayAheadMarketRules';
import { parseResolution } from './parseResolution';
import { parseUtcInstant } from './parseUtcInstant';

export interface ParsedSpotPrice {
  readonly startUtc: Date;
  readonly minutes: 15 | 60;
  /** Exact decimal text with a dot, as numeric(10,3) stores it. */
  readonly eurMwh: string;
  readonly line: number;
}

type Column = 'start' | 'end' | 'resolution' | 'price';

/** Header names in English and Finnish, compared case- and space-insensitively. */
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  start: [
    'delivery start (utc)',
    'delivery start',
    'delivery start utc',
    'deliverystart',
    'start time (utc)',
    'start time',
    'start (utc)',
    'start',
    'toimitusjakson alku (utc)',
    'toimitusjakson alku',
    'alkuaika (utc)',
    'alkuaika',
    'alku (utc)',
    'alku',
  ],
  end: [
    'delivery end (utc)',
    'delivery end',
    'delivery end utc',
    'deliveryend',
    'end time (utc)',
    'end time',
    'end (utc)',
    'end',
    'toimitusjakson loppu (utc)',
    'toimitusjakson loppu',
    'loppuaika (utc)',
    'loppuaika',
    'loppu (utc)',
    'loppu',
  ],
  resolution: ['resolution', 'resoluutio', 'market time unit', 'mtu'],
  price: [
    'price (eur/mwh)',
    'price',
    'price eur/mwh',
    'price (€/mwh)',
    'price €/mwh',
    'eur/mwh',
    '€/mwh',
    'fi (eur/mwh)',
    'fi',
    'hinta (eur/mwh)',
    'hinta',
    'hinta eur/mwh',
    'hinta (€/mwh)',
    'hinta €/mwh',
  ],
};
const REQUIRED: readonly Column[] = ['start', 'price'];

/**
 * A price with a decimal comma (a dot is accepted too), at most 3 decimals, optionally grouped by
 * spaces or no-break spaces as Finnish spreadsheets write thousands ("1 234,56").
 */
const PRICE = /^[-−]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,3})?$/;

function parsePrice(text: string, line: number): string {
  if (!PRICE.test(text)) throw new CsvLineError(line, 'price', `"${text}" is not a price in €/MWh (e.g. -1,25 or 1 234,56; at most 3 decimals)`);
  const decimal = text
    .replace(/[ \u00a0\u202f]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  const value = Number(decimal);
  if (value < MIN_CLEARING_PRICE_EUR_MWH || value > MAX_CLEARING_PRICE_EUR_MWH) {
    throw new CsvLineError(
      line,
      'price',
      `${text} €/MWh is outside the market's limits ${MIN_CLEARING_PRICE_EUR_MWH} … ${MAX_CLEARING_PRICE_EUR_MWH} €/MWh (is the unit €/MWh?)`,
    );
  }
  return decimal;
}

/** The period's length from the resolution column, the end column, or both (then they must agree). */
function periodMinutes(cells: readonly string[], index: Record<Column, number>, startUtc: Date, line: number): { minutes: 15 | 60; field: string } {
  const fromResolution = index.resolution >= 0 ? parseResolution(cellText(cells[index.resolution]), line) : undefined;
  if (index.end < 0) return { minutes: fromResolution as 15 | 60, field: 'resolution' };
  const endUtc = parseUtcInstant(cellText(cells[index.end]), line, 'delivery end');
  const fromEnd = (endUtc.getTime() - startUtc.getTime()) / 60_000;
  if (fromEnd !== 15 && fromEnd !== 60) throw new CsvLineError(line, 'delivery end', `a period of ${fromEnd} minutes: expected 15 or 60`);
  if (fromResolution !== undefined && fromResolution !== fromEnd) {
    throw new CsvLineError(line, 'resolution', `${fromResolution} minutes, but the delivery end makes the period ${fromEnd} minutes`);
  }
  return { minutes: fromEnd, field: index.resolution >= 0 ? 'resolution' : 'delivery end' };
}

/** Parses a whole file; throws CsvLineError at the first bad line. */
export function parseSpotPriceCsv(text: string): ParsedSpotPrice[] {
  const { header, rows } = readCsvTable(text);
  const index = findColumns(header, HEADER_ALIASES, REQUIRED);
  if (index.end < 0 && index.resolution < 0) {
    throw new CsvLineError(1, 'resolution', 'neither a resolution nor a delivery end column in the header');
  }
  const prices: ParsedSpotPrice[] = [];
  const seen = new Map<number, number>();
  for (const { line, cells } of rows) {
    const startUtc = parseUtcInstant(cellText(cells[index.start]), line, 'delivery start');
    const { minutes, field } = periodMinutes(cells, index, startUtc, line);
    const expected = marketTimeUnitAt(startUtc);
    if (minutes !== expected) {
      throw new CsvLineError(
        line,
        field,
        `a ${minutes}-minute period at ${startUtc.toISOString()}: the market priced ${expected === 60 ? 'hours before' : '15-minute periods from'} delivery day 1.10.2025`,
      );
    }
    if (startUtc.getTime() % (minutes * 60_000) !== 0) throw new CsvLineError(line, 'delivery start', 'an hourly period must start on the hour');
    const earlier = seen.get(startUtc.getTime());
    if (earlier !== undefined) throw new CsvLineError(line, 'delivery start', `the same period is already on line ${earlier}`);
    seen.set(startUtc.getTime(), line);
    prices.push({ startUtc, minutes, eurMwh: parsePrice(cellText(cells[index.price]), line), line });
  }
  return prices;
}
