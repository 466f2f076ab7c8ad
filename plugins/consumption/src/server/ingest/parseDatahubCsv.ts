/**
 * Parser for Datahub's customer export (DOMAIN): `;`-separated, decimal comma, columns found by their
 * header names, not by position. Pure: text in, readings or the first error out, so a file is checked
 * whole before anything is loaded.
 */
export type ParsedQuality = 'measured' | 'estimated' | 'missing';

export interface ParsedReading {
  readonly meteringPointId: string;
  readonly startUtc: Date;
  /** Interval length; from a resolution column, else the smallest step between the point's starts. */
  minutes: 15 | 60 | null;
  /** Exact decimal text with a dot (numeric(14,4)); null for a missing interval. */
  readonly kwh: string | null;
  readonly quality: ParsedQuality;
  readonly line: number;
}

/** The first problem in a file: its 1-based line (the header is line 1) and the column it concerns. */
export class CsvLineError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    message: string,
  ) {
    super(`Line ${line}, ${field}: ${message}`);
    this.name = 'CsvLineError';
  }
}

type Column = 'meteringPoint' | 'startTime' | 'quantity' | 'quality' | 'resolution';

/** Header names seen in Datahub exports (English and Finnish UIs), compared case- and space-insensitively. */
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  meteringPoint: ['metering point', 'metering point id', 'meteringpointid', 'gsrn', 'mittauspiste', 'mittauspisteen tunnus', 'käyttöpaikkatunnus'],
  startTime: ['start time', 'start time (utc)', 'start time utc', 'start', 'starttime', 'alkuaika', 'alkuaika (utc)', 'alkuhetki'],
  quantity: ['quantity', 'quantity (kwh)', 'quantity kwh', 'määrä', 'määrä (kwh)', 'kwh', 'energy'],
  quality: ['quality', 'laatu'],
  resolution: ['resolution', 'resoluutio'],
};
const REQUIRED: readonly Column[] = ['meteringPoint', 'startTime', 'quantity', 'quality'];

const QUALITY_CODES: Record<string, ParsedQuality> = {
  measured: 'measured', ok: 'measured', mitattu: 'measured', '01': 'measured',
  estimated: 'estimated', arvioitu: 'estimated', estimate: 'estimated', '02': 'estimated',
  missing: 'missing', puuttuu: 'missing', puuttuva: 'missing', '03': 'missing',
};

const RESOLUTIONS: Record<string, 15 | 60> = { pt15m: 15, '15': 15, '15min': 15, pt1h: 60, pt60m: 60, '60': 60, '60min': 60, '1h': 60 };

const normalise = (text: string) => text.trim().replace(/^"|"$/g, '').replace(/\s+/g, ' ').toLowerCase();
const cell = (text: string | undefined) => (text ?? '').trim().replace(/^"(.*)"$/, '$1').trim();

const UTC_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const QUANTITY = /^\d{1,10}(?:[.,]\d{1,4})?$/;
const GSRN = /^643\d{15}$/;

function parseStart(text: string, line: number): Date {
  const match = UTC_TIME.exec(text);
  if (!match) throw new CsvLineError(line, 'start time', `"${text}" is not a date and time (YYYY-MM-DDTHH:mm:ssZ)`);
  // The column is UTC by definition; an explicit offset is honoured, a bare time is taken as UTC.
  const zone = match[8] ?? 'Z';
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}${zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso.slice(0, 10) && zone === 'Z') {
    throw new CsvLineError(line, 'start time', `"${text}" is not a valid time`);
  }
  if (date.getTime() % (15 * 60_000) !== 0) throw new CsvLineError(line, 'start time', `"${text}" is not on a 15-minute boundary`);
  return date;
}

function parseQuantity(text: string, quality: ParsedQuality, line: number): string | null {
  if (quality === 'missing') {
    if (text === '' || text === '-') return null;
    // A value on a missing interval is contradictory; refusing it beats guessing which half is right.
    throw new CsvLineError(line, 'quantity', `a missing interval has no quantity, got "${text}"`);
  }
  if (!QUANTITY.test(text)) throw new CsvLineError(line, 'quantity', `"${text}" is not a quantity (e.g. 1,234 with at most 4 decimals)`);
  return text.replace(',', '.');
}

/** Parses a whole file; throws CsvLineError at the first bad line. */
export function parseDatahubCsv(text: string): ParsedReading[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(';').map(normalise);
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(HEADER_ALIASES) as Column[]) {
    index[column] = header.findIndex((name) => HEADER_ALIASES[column].includes(name));
  }
  for (const column of REQUIRED) {
    if (index[column] < 0) throw new CsvLineError(1, HEADER_ALIASES[column][0] as string, 'column not found in the header');
  }

  const readings: ParsedReading[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] as string;
    if (raw.trim() === '') continue;
    const line = i + 1;
    const cells = raw.split(';');
    const meteringPointId = cell(cells[index.meteringPoint]);
    if (!GSRN.test(meteringPointId)) throw new CsvLineError(line, 'metering point', `"${meteringPointId}" is not a Finnish metering point id (18 digits, 643...)`);
    const startUtc = parseStart(cell(cells[index.startTime]), line);
    const qualityText = normalise(cell(cells[index.quality]));
    const quality = QUALITY_CODES[qualityText];
    if (!quality) throw new CsvLineError(line, 'quality', `"${qualityText}" is not a known quality (measured, estimated, missing)`);
    const kwh = parseQuantity(cell(cells[index.quantity]), quality, line);
    let minutes: 15 | 60 | null = null;
    if (index.resolution >= 0) {
      const resolutionText = normalise(cell(cells[index.resolution])).replace(/\s/g, '');
      minutes = RESOLUTIONS[resolutionText] ?? null;
      if (minutes === null) throw new CsvLineError(line, 'resolution', `"${resolutionText}" is not PT15M or PT1H`);
      if (startUtc.getTime() % (minutes * 60_000) !== 0) throw new CsvLineError(line, 'start time', 'an hourly interval must start on the hour');
    }
    const key = `${meteringPointId}|${startUtc.getTime()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new CsvLineError(line, 'start time', `the same interval is already on line ${earlier}`);
    seen.set(key, line);
    readings.push({ meteringPointId, startUtc, minutes, kwh, quality, line });
  }
  inferMinutes(readings);
  return readings;
}

/**
 * Without a resolution column, a point's interval length is its smallest step between consecutive
 * starts (15 or 60). A point with a single line keeps null; the loader asks the place's resolution.
 */
function inferMinutes(readings: ParsedReading[]): void {
  const byPoint = new Map<string, ParsedReading[]>();
  for (const reading of readings) {
    if (reading.minutes !== null) continue;
    const list = byPoint.get(reading.meteringPointId) ?? [];
    list.push(reading);
    byPoint.set(reading.meteringPointId, list);
  }
  for (const list of byPoint.values()) {
    const starts = list.map((r) => r.startUtc.getTime()).sort((a, b) => a - b);
    let step = Infinity;
    for (let i = 1; i < starts.length; i++) step = Math.min(step, (starts[i] as number) - (starts[i - 1] as number));
    if (step === Infinity) continue;
    const minutes = step / 60_000;
    if (minutes !== 15 && minutes < 60) {
      const offender = list.find((r) => r.startUtc.getTime() % (15 * 60_000) !== 0) ?? (list[1] as ParsedReading);
      throw new CsvLineError(offender.line, 'start time', `intervals ${minutes} minutes apart: expected 15 or 60`);
    }
    const resolved: 15 | 60 = minutes === 15 ? 15 : 60;
    for (const reading of list) {
      if (resolved === 60 && reading.startUtc.getTime() % 3_600_000 !== 0) {
        throw new CsvLineError(reading.line, 'start time', 'an hourly interval must start on the hour');
      }
      reading.minutes = resolved;
    }
  }
}
