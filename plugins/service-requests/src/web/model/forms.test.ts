import { checkMoving, toMovingBody, EMPTY_MOVING } from './movingForm';
import { checkFault, helsinkiInstant } from './faultForm';
import { checkRequest, parseReading, toRequestBody, EMPTY_REQUEST } from './requestForm';

describe('helsinkiInstant', () => {
  it('uses the offset in force at that wall-clock time, on both DST change days', () => {
    expect(helsinkiInstant('2026-01-15', '14.30')).toBe('2026-01-15T12:30:00.000Z');
    expect(helsinkiInstant('2026-07-01', '14:30')).toBe('2026-07-01T11:30:00.000Z');
    // 29.3.2026: clocks go 03:00 → 04:00; 02:30 is still winter time, 05:00 summer time.
    expect(helsinkiInstant('2026-03-29', '02.30')).toBe('2026-03-29T00:30:00.000Z');
    expect(helsinkiInstant('2026-03-29', '05.00')).toBe('2026-03-29T02:00:00.000Z');
    // 25.10.2026: clocks go 04:00 → 03:00; 05:00 is winter time again.
    expect(helsinkiInstant('2026-10-25', '05.00')).toBe('2026-10-25T03:00:00.000Z');
    expect(helsinkiInstant('2026-10-25', '01.00')).toBe('2026-10-24T22:00:00.000Z');
  });

  it('refuses what is not a day and a time', () => {
    expect(helsinkiInstant('2026-01-15', '24.00')).toBeNull();
    expect(helsinkiInstant('15.1.2026', '12.00')).toBeNull();
    expect(helsinkiInstant('2026-01-15', 'noon')).toBeNull();
  });
});

describe('form checks', () => {
  it('parse Finnish readings', () => {
    expect(parseReading('12 345,6')).toBe(12345.6);
    expect(parseReading('-1')).toBeNull();
    expect(parseReading('1,2,3')).toBeNull();
  });

  it('ask for each topic’s own fields', () => {
    expect(checkRequest(EMPTY_REQUEST, '2026-03-10')).toMatchObject({ topic: 'errors.topic', place: 'errors.place', message: null });
    const reading = { ...EMPTY_REQUEST, topic: 'METER_READING' as const, place: 'P', readingDate: '2026-03-11', reading: 'x' };
    expect(checkRequest(reading, '2026-03-10')).toMatchObject({ readingDate: 'errors.future', reading: 'errors.reading', message: null });
    expect(toRequestBody({ ...reading, readingDate: '2026-03-09', reading: '100,5' })).toEqual({
      topic: 'METER_READING',
      locationIdentifier: 'P',
      readingDate: '2026-03-09',
      reading: 100.5,
    });
  });

  it('check a move with the server’s rules', () => {
    const values = {
      ...EMPTY_MOVING,
      place: 'P',
      endDate: '2026-03-01',
      postalCode: '651',
      streetAddress: 'Katu 1',
      city: 'Vaasa',
      startDate: '2026-04-01',
    };
    expect(checkMoving(values, '2026-03-10')).toMatchObject({
      endDate: 'errors.past',
      postalCode: 'errors.postalCode',
      meterReading: null,
      startDate: null,
    });
    expect(toMovingBody({ ...values, meterReading: '' }).meterReading).toBeNull();
  });

  it('check a fault report: the fault fits the place, the start is not in the future', () => {
    const places = [{ locationIdentifier: 'H', name: 'H', address: '', utilityType: 'DISTRICT_HEATING' as const, writable: true, faultReport: true }];
    const values = {
      place: 'H',
      fault: 'NO_POWER' as const,
      day: '2026-03-10',
      time: '23.00',
      description: '',
      contactName: 'A',
      contactPhone: '040 1234567',
    };
    expect(checkFault(values, places, new Date('2026-03-10T10:00:00Z'))).toMatchObject({
      fault: 'errors.fault',
      time: 'errors.future',
      contactPhone: null,
    });
  });
});
