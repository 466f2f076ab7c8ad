import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './decimalText';
import { parseTimeOfDay } from './timeText';

describe('parseDecimal', () => {
  it('reads a decimal comma, a point and thousands spaces; empty is no value', () => {
    expect(parseDecimal('30,5')).toEqual({ value: 30.5 });
    expect(parseDecimal('1 200')).toEqual({ value: 1200 });
    expect(parseDecimal('1\u00a0200,25')).toEqual({ value: 1200.25 });
    expect(parseDecimal(' ')).toEqual({ value: null });
    expect(parseDecimal('−2,5')).toEqual({ value: -2.5 });
  });
  it('refuses text and a third decimal', () => {
    expect(parseDecimal('abc')).toEqual({ error: 'notANumber' });
    expect(parseDecimal('1,234')).toEqual({ error: 'tooManyDecimals' });
  });
  it('writes a decimal comma', () => {
    expect(decimalText(30.5)).toBe('30,5');
    expect(decimalText(null)).toBe('');
  });
});

describe('parseTimeOfDay', () => {
  it('reads H:mm and H.mm, refuses what is not a time', () => {
    expect(parseTimeOfDay('7:00')).toEqual({ hour: 7, minute: 0 });
    expect(parseTimeOfDay('23.30')).toEqual({ hour: 23, minute: 30 });
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('7')).toBeNull();
  });
});
