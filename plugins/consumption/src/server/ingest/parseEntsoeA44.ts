/**
 * Parser for the ENTSO-E transparency platform's day-ahead prices: the publication market document
 * (Publication_MarketDocument, type A44), as the platform's API and file export give it. A retailer
 * can feed the real source instead of a spreadsheet. Pure: XML text in, prices or the first error out,
 * like the CSV parser, so a bad document loads nothing.
 *
 * Only the Finnish bidding zone's series (10YFI-1--------U) are read; a document for several zones
 * may be loaded as is. Each TimeSeries has Periods (timeInterval, resolution PT15M/PT60M) of Points
 * (position, price.amount in EUR/MWH). Curve type A03 ("variable sized block") leaves out a point
 * whose price equals the one before: the gap repeats the previous price, as the platform documents.
 * The document is machine-written and flat, so a strict element reader suffices; anything it does not
 * recognise is an error that names the element and its line, never a silent skip.
 */
import { CsvLineError } from './csvLineError';
import { MAX_CLEARING_PRICE_EUR_MWH, MIN_CLEARING_PRICE_EUR_MWH, marketTimeUnitAt } from './dayAheadMarketRules';
import type { ParsedSpotPrice } from './parseSpotPriceCsv';

export const FINLAND_BIDDING_ZONE = '10YFI-1--------U';

const PRICE = /^-?\d+(\.\d{1,3})?$/;
/** ENTSO-E writes instants as YYYY-MM-DDTHH:MMZ (seconds optional). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/;

/** Whether a text looks like an A44 document rather than a CSV file. */
export function isEntsoeDocument(text: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?<([\w.-]+:)?Publication_MarketDocument[\s>]/.test(text.replace(/^\uFEFF/, ''));
}

interface Located {
  readonly text: string;
  readonly at: number;
}

function lineAt(source: string, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** Every `<name>…</name>` inside `within` (namespace prefixes allowed), with its offset in the source. */
function elements(within: Located, name: string): Located[] {
  const pattern = new RegExp(
    `<(?:[\\w.-]+:)?${name.replace(/\./g, '\\.')}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name.replace(/\./g, '\\.')}>`,
    'g',
  );
  const found: Located[] = [];
  for (const match of within.text.matchAll(pattern)) {
    const inner = match[1] ?? '';
    found.push({ text: inner, at: within.at + (match.index ?? 0) + match[0].indexOf(inner) });
  }
  return found;
}

function one(source: string, within: Located, name: string): Located {
  const found = elements(within, name)[0];
  if (!found) throw new CsvLineError(lineAt(source, within.at), name, `the <${name}> element is missing`);
  return { text: found.text.trim(), at: found.at };
}

function instant(source: string, value: Located, field: string): number {
  if (!INSTANT.test(value.text)) throw new CsvLineError(lineAt(source, value.at), field, `"${value.text}" is not a UTC instant (YYYY-MM-DDTHH:MMZ)`);
  return Date.parse(value.text);
}

export function parseEntsoeA44(raw: string): ParsedSpotPrice[] {
  const source = raw.replace(/^\uFEFF/, '');
  const document: Located = { text: source, at: 0 };
  const type = one(source, document, 'type');
  if (type.text !== 'A44') throw new CsvLineError(lineAt(source, type.at), 'type', `document type ${type.text}: expected A44 (day-ahead prices)`);

  const byStart = new Map<number, ParsedSpotPrice>();
  let finnishSeries = 0;
  for (const series of elements(document, 'TimeSeries')) {
    const zone = elements(series, 'in_Domain.mRID')[0] ?? elements(series, 'out_Domain.mRID')[0];
    if (!zone || zone.text.trim() !== FINLAND_BIDDING_ZONE) continue;
    finnishSeries++;
    const currency = one(source, series, 'currency_Unit.name');
    if (currency.text !== 'EUR') throw new CsvLineError(lineAt(source, currency.at), 'currency_Unit.name', `${currency.text}: expected EUR`);
    const unit = one(source, series, 'price_Measure_Unit.name');
    if (unit.text !== 'MWH') throw new CsvLineError(lineAt(source, unit.at), 'price_Measure_Unit.name', `${unit.text}: expected MWH`);
    const curve = elements(series, 'curveType')[0]?.text.trim() ?? 'A01';
    if (curve !== 'A01' && curve !== 'A03')
      throw new CsvLineError(lineAt(source, series.at), 'curveType', `curve type ${curve}: expected A01 or A03`);

    for (const period of elements(series, 'Period')) {
      const interval = one(source, period, 'timeInterval');
      const start = instant(source, one(source, interval, 'start'), 'timeInterval.start');
      const end = instant(source, one(source, interval, 'end'), 'timeInterval.end');
      const resolution = one(source, period, 'resolution');
      const minutes = resolution.text === 'PT15M' ? 15 : resolution.text === 'PT60M' ? 60 : null;
      if (minutes === null) throw new CsvLineError(lineAt(source, resolution.at), 'resolution', `${resolution.text}: expected PT15M or PT60M`);
      const count = (end - start) / (minutes * 60_000);
      if (!Number.isInteger(count) || count <= 0 || start % (minutes * 60_000) !== 0) {
        throw new CsvLineError(lineAt(source, interval.at), 'timeInterval', `the interval is not a whole number of ${minutes}-minute periods`);
      }
      const prices = new Array<{ price: string; line: number } | undefined>(count);
      for (const point of elements(period, 'Point')) {
        const position = one(source, point, 'position');
        const index = Number(position.text) - 1;
        if (!Number.isInteger(index) || index < 0 || index >= count) {
          throw new CsvLineError(lineAt(source, position.at), 'position', `position ${position.text} is outside 1…${count}`);
        }
        const amount = one(source, point, 'price.amount');
        const line = lineAt(source, amount.at);
        if (!PRICE.test(amount.text)) throw new CsvLineError(line, 'price.amount', `"${amount.text}" is not a price in €/MWh`);
        const value = Number(amount.text);
        if (value < MIN_CLEARING_PRICE_EUR_MWH || value > MAX_CLEARING_PRICE_EUR_MWH) {
          throw new CsvLineError(
            line,
            'price.amount',
            `${amount.text} €/MWh is outside the market's limits ${MIN_CLEARING_PRICE_EUR_MWH} … ${MAX_CLEARING_PRICE_EUR_MWH} €/MWh`,
          );
        }
        prices[index] = { price: amount.text, line };
      }
      let previous: { price: string; line: number } | undefined;
      for (let i = 0; i < count; i++) {
        const own = prices[i];
        if (!own && (curve === 'A01' || !previous)) {
          throw new CsvLineError(lineAt(source, period.at), 'position', `position ${i + 1} has no price`);
        }
        const current = own ?? previous!;
        previous = current;
        const startUtc = new Date(start + i * minutes * 60_000);
        const expected = marketTimeUnitAt(startUtc);
        if (minutes !== expected) {
          throw new CsvLineError(
            lineAt(source, resolution.at),
            'resolution',
            `${minutes}-minute prices at ${startUtc.toISOString()}: the market priced ${expected === 60 ? 'hours before' : '15-minute periods from'} delivery day 1.10.2025`,
          );
        }
        const earlier = byStart.get(startUtc.getTime());
        if (earlier && earlier.eurMwh !== current.price) {
          throw new CsvLineError(current.line, 'price.amount', `${startUtc.toISOString()} has two different prices (also line ${earlier.line})`);
        }
        byStart.set(startUtc.getTime(), { startUtc, minutes, eurMwh: current.price, line: current.line });
      }
    }
  }
  if (finnishSeries === 0) throw new CsvLineError(1, 'in_Domain.mRID', `no TimeSeries for the Finnish bidding zone ${FINLAND_BIDDING_ZONE}`);
  return [...byStart.values()].sort((a, b) => a.startUtc.getTime() - b.startUtc.getTime());
}
