import { CsvLineError } from './csvLineError';
import { normaliseHeader } from './csvTable';

/** Resolution codes seen in Finnish exports: ISO 8601 durations (Datahub, ENTSO-E) and plain minutes. */
const RESOLUTIONS: Readonly<Record<string, 15 | 60>> = {
  pt15m: 15,
  '15': 15,
  '15min': 15,
  pt1h: 60,
  pt60m: 60,
  '60': 60,
  '60min': 60,
  '1h': 60,
};

/** A resolution cell as minutes; anything but 15 or 60 minutes is an error of that line. */
export function parseResolution(text: string, line: number, field = 'resolution'): 15 | 60 {
  const code = normaliseHeader(text).replace(/\s/g, '');
  const minutes = RESOLUTIONS[code];
  if (minutes === undefined) throw new CsvLineError(line, field, `"${code}" is not PT15M or PT1H`);
  return minutes;
}
