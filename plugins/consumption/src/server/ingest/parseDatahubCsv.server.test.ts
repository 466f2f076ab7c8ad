import { describe, expect, it } from 'vitest';
import { CsvLineError, parseDatahubCsv } from './parseDatahubCsv';

const MP = '643000000000000016';

function errorOf(csv: string): CsvLineError {
  try {
    parseDatahubCsv(csv);
  } catch (error) {
    if (error instanceof CsvLineError) return error;
    throw error;
  }
  throw new Error('expected a CsvLineError');
}

describe('parseDatahubCsv', () => {
  it('finds columns by header name in any order, reads decimal commas and infers 15 minutes', () => {
    const csv = `\uFEFFQuality;Quantity (kWh);Start time (UTC);Metering point\r\nOK;0,1234;2025-10-26T00:00:00Z;${MP}\r\nEstimated;1,5;2025-10-26T00:15:00Z;${MP}\r\nMissing;;2025-10-26T00:30:00Z;${MP}\r\n`;
    const readings = parseDatahubCsv(csv);
    expect(readings.map((r) => [r.kwh, r.quality, r.minutes, r.line])).toEqual([
      ['0.1234', 'measured', 15, 2],
      ['1.5', 'estimated', 15, 3],
      [null, 'missing', 15, 4],
    ]);
    expect(readings[0]?.startUtc.toISOString()).toBe('2025-10-26T00:00:00.000Z');
  });

  it('accepts Finnish headers and a resolution column', () => {
    const csv = `Mittauspisteen tunnus;Alkuaika (UTC);Määrä (kWh);Laatu;Resoluutio\n${MP};2025-01-01T10:00:00Z;2,0;Mitattu;PT1H`;
    expect(parseDatahubCsv(csv)[0]).toMatchObject({ minutes: 60, kwh: '2.0', quality: 'measured' });
  });

  it.each([
    [`${MP};2025-10-26T00:00:00Z;1,2,3;OK`, 2, 'quantity'],
    [`${MP};2025-10-26T00:00:00Z;1,23456;OK`, 2, 'quantity'],
    [`${MP};2025-10-26T00:07:00Z;1;OK`, 2, 'start time'],
    [`${MP};26.10.2025 00:00;1;OK`, 2, 'start time'],
    [`643000000000000;2025-10-26T00:00:00Z;1;OK`, 2, 'metering point'],
    [`${MP};2025-10-26T00:00:00Z;1;Guessed`, 2, 'quality'],
    [`${MP};2025-10-26T00:00:00Z;1;Missing`, 2, 'quantity'],
    [`${MP};2025-10-26T00:00:00Z;1;OK\n${MP};2025-10-26T00:15:00Z;1;OK\n${MP};2025-10-26T00:00:00Z;2;OK`, 4, 'start time'],
  ])('reports the bad line by number and field: %s', (body, line, field) => {
    const error = errorOf(`Metering point;Start time;Quantity;Quality\n${body}`);
    expect(error).toMatchObject({ line, field });
  });

  it('accepts a unit column saying kWh and refuses any other unit, such as reactive energy in kvarh', () => {
    const header = 'Metering point;Start time;Unit;Quantity;Quality';
    expect(parseDatahubCsv(`${header}\n${MP};2025-10-26T00:00:00Z;kWh;1,5;OK`)[0]).toMatchObject({ kwh: '1.5' });
    expect(errorOf(`${header}\n${MP};2025-10-26T00:00:00Z;kWh;1,5;OK\n${MP};2025-10-26T00:15:00Z;kvarh;0,4;OK`)).toMatchObject({
      line: 3,
      field: 'unit',
    });
  });

  it('names a missing header column', () => {
    expect(errorOf(`Metering point;Start time;Quality\n${MP};2025-10-26T00:00:00Z;OK`)).toMatchObject({ line: 1, field: 'quantity' });
  });
});
