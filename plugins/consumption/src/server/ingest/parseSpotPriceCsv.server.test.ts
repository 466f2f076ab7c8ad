import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CsvLineError } from './csvLineError';
import { parseSpotPriceCsv } from './parseSpotPriceCsv';

function errorOf(csv: string): CsvLineError {
  try {
    parseSpotPriceCsv(csv);
  } catch (error) {
    if (error instanceof CsvLineError) return error;
    throw error;
  }
  throw new Error('expected a CsvLineError');
}

const HEADER = 'Delivery start (UTC);Resolution;Price (EUR/MWh)';

describe('parseSpotPriceCsv', () => {
  it('finds columns by header name in any order and reads decimal commas, negatives and grouped thousands', () => {
    const csv = `\uFEFFHinta (€/MWh);Toimitusjakson alku (UTC);Resoluutio\r\n12,35;2023-01-01T10:00:00Z;PT1H\r\n-500,00;2023-11-23T23:00:00Z;PT60M\r\n1 234,5;2024-01-05T15:00:00Z;60\r\n\r\n`;
    expect(parseSpotPriceCsv(csv).map((p) => [p.startUtc.toISOString(), p.minutes, p.eurMwh, p.line])).toEqual([
      ['2023-01-01T10:00:00.000Z', 60, '12.35', 2],
      ['2023-11-23T23:00:00.000Z', 60, '-500.00', 3],
      ['2024-01-05T15:00:00.000Z', 60, '1234.5', 4],
    ]);
  });

  it('takes the period from a delivery end column when there is no resolution', () => {
    const csv = `Delivery start;Delivery end;Price\n2025-10-01T10:00:00Z;2025-10-01T10:15:00Z;5,5\n2025-03-30T00:00:00Z;2025-03-30T01:00:00Z;7`;
    expect(parseSpotPriceCsv(csv).map((p) => [p.minutes, p.eurMwh])).toEqual([
      [15, '5.5'],
      [60, '7'],
    ]);
  });

  it('switches from hours to quarters with the market delivery day 1.10.2025 (CET), 30.9. 22:00 UTC', () => {
    const csv = [HEADER, '2025-09-30T21:00:00Z;PT60M;1', '2025-09-30T22:00:00Z;PT15M;2', '2025-09-30T22:15:00Z;PT15M;3'].join('\n');
    expect(parseSpotPriceCsv(csv).map((p) => p.minutes)).toEqual([60, 15, 15]);
  });

  it('reads the example file shipped for the README', async () => {
    const example = await readFile(new URL('../../../fixtures/spot-prices-example.csv', import.meta.url), 'utf8');
    const prices = parseSpotPriceCsv(example);
    expect(prices).toHaveLength(11);
    expect(prices.filter((p) => p.minutes === 15)).toHaveLength(4);
  });

  it.each([
    ['2025-10-01T10:00:00Z;PT60M;1', 'resolution', 'an hour after the switch'],
    ['2025-09-30T21:00:00Z;PT15M;1', 'resolution', 'a quarter before the switch'],
    ['2024-01-01T10:30:00Z;PT60M;1', 'delivery start', 'an hour not on the hour'],
    ['2024-01-01T10:07:00Z;PT60M;1', 'delivery start', 'off the 15-minute grid'],
    ['1.1.2024 10:00;PT60M;1', 'delivery start', 'a Finnish date'],
    ['2024-01-01T10:00:00Z;PT30M;1', 'resolution', 'an unknown resolution'],
    ['2024-01-01T10:00:00Z;PT60M;-500,01', 'price', 'below the floor'],
    ['2024-01-01T10:00:00Z;PT60M;4000,001', 'price', 'above the harmonised maximum'],
    ['2024-01-01T10:00:00Z;PT60M;12,3456', 'price', 'four decimals'],
    ['2024-01-01T10:00:00Z;PT60M;1,2,3', 'price', 'two decimal commas'],
    ['2024-01-01T10:00:00Z;PT60M;', 'price', 'no price'],
    ['2024-01-01T10:00:00Z;PT60M;12 34', 'price', 'a bad thousands group'],
  ])('refuses %s (%s: %s)', (row, field) => {
    expect(errorOf(`${HEADER}\n2024-01-01T09:00:00Z;PT60M;1\n${row}`)).toMatchObject({ line: 3, field });
  });

  it('refuses a period given twice, naming the earlier line', () => {
    const error = errorOf(`${HEADER}\n2024-01-01T09:00:00Z;PT60M;1\n2024-01-01T10:00:00Z;PT60M;2\n2024-01-01T09:00:00Z;PT60M;3`);
    expect(error).toMatchObject({ line: 4, field: 'delivery start' });
    expect(error.message).toContain('line 2');
  });

  it('refuses a delivery end that disagrees with the resolution, or makes another length', () => {
    const both = 'Delivery start;Delivery end;Resolution;Price';
    expect(errorOf(`${both}\n2024-01-01T09:00:00Z;2024-01-01T09:15:00Z;PT60M;1`)).toMatchObject({ line: 2, field: 'resolution' });
    expect(errorOf(`Delivery start;Delivery end;Price\n2024-01-01T09:00:00Z;2024-01-01T11:00:00Z;1`)).toMatchObject({
      line: 2,
      field: 'delivery end',
    });
  });

  it('names a missing header column', () => {
    expect(errorOf('Delivery start;Price\n2024-01-01T09:00:00Z;1')).toMatchObject({ line: 1, field: 'resolution' });
    expect(errorOf('Delivery start;Resolution\n2024-01-01T09:00:00Z;PT60M')).toMatchObject({ line: 1, field: 'price (eur/mwh)' });
  });
});
