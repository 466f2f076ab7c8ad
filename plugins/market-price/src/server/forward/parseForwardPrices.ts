import { ApiError } from '@portal/core/server';

export interface ForwardPrice {
  readonly year: number;
  readonly month: number;
  /** €/MWh with a dot and at most three decimals, as numeric(10,3) stores it. */
  readonly eurMwh: string;
}

/**
 * Forward month prices in the spot-price file's style: `;`-separated, decimal comma, a header line
 * with `month` (YYYY-MM) and `price` (€/MWh VAT 0) columns found by name. Pure and whole-file: the
 * first bad line is a 400 naming the line and field, and nothing is loaded.
 */
export function parseForwardPrices(csv: string): ForwardPrice[] {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim());
  const header = (lines[0] ?? '')
    .toLowerCase()
    .split(';')
    .map((cell) => cell.trim());
  const monthAt = header.findIndex((cell) => cell === 'month' || cell === 'kuukausi');
  const priceAt = header.findIndex((cell) => ['price', 'hinta', 'price (eur/mwh)', 'hinta (eur/mwh)', 'eur/mwh'].includes(cell));
  if (monthAt < 0) throw bad(1, 'month', 'The header has no month column');
  if (priceAt < 0) throw bad(1, 'price', 'The header has no price column');
  const out: ForwardPrice[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (index === 0 || line === '') return;
    const cells = line.split(';').map((cell) => cell.trim());
    const month = /^(\d{4})-(\d{2})$/.exec(cells[monthAt] ?? '');
    if (!month || Number(month[2]) < 1 || Number(month[2]) > 12) throw bad(index + 1, 'month', 'Use YYYY-MM');
    if (seen.has(month[0])) throw bad(index + 1, 'month', 'The month is listed twice');
    seen.add(month[0]);
    const price = (cells[priceAt] ?? '').replace(/\s/g, '').replace(',', '.');
    if (!/^-?\d{1,7}(\.\d{1,3})?$/.test(price) || Number(price) < -500) throw bad(index + 1, 'price', 'Use €/MWh, e.g. 85,50');
    out.push({ year: Number(month[1]), month: Number(month[2]), eurMwh: price });
  });
  if (out.length === 0) throw bad(2, 'month', 'The file has no price lines');
  return out;
}

function bad(line: number, field: string, message: string): ApiError {
  return new ApiError('BAD_REQUEST', `Line ${line}: ${message}`, field, { line, field });
}
