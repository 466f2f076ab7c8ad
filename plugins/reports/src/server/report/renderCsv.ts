import { finnishNumber } from './finnishNumber';
import type { ReportPlace, YearUsage } from './usageData';

/**
 * The report as CSV the way Finnish spreadsheets and Datahub read it: `;` between fields, a decimal
 * comma, a header row, CRLF line ends, a BOM so Excel opens it as UTF-8. kWh keep all four decimals of
 * the data, so the months add up to the total exactly.
 */
export function renderCsv(place: ReportPlace, year: number, usage: YearUsage): string {
  const lines = [
    ['Käyttöpaikka', 'Vuosi', 'Kuukausi', 'Kulutus (kWh)', 'Mitattuja jaksoja', 'Arvioituja jaksoja', 'Puuttuvia jaksoja'],
    ...usage.months.map((m) => [
      place.name,
      String(year),
      String(m.month),
      finnishNumber(m.kwh, 4, false),
      String(m.measured),
      String(m.estimated),
      String(m.missing),
    ]),
    [
      place.name,
      String(year),
      'Yhteensä',
      finnishNumber(usage.totalKwh, 4, false),
      sum(usage, 'measured'),
      sum(usage, 'estimated'),
      sum(usage, 'missing'),
    ],
  ];
  return '\ufeff' + lines.map((fields) => fields.map(quote).join(';')).join('\r\n') + '\r\n';
}

function sum(usage: YearUsage, key: 'measured' | 'estimated' | 'missing'): string {
  return String(usage.months.reduce((s, m) => s + m[key], 0));
}

function quote(field: string): string {
  return /[";\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
