import { describe, expect, it } from 'vitest';
import { ALERT_NOTIFICATION_KINDS, disruptionKind, priceReportKind } from './kinds';
import { roundHalfAway } from './rounding';

describe('alert notification kinds', () => {
  it('are namespaced, and render a title and body in fi, sv and en', () => {
    const samples: Record<string, unknown> = {
      'alerts.consumption': { locationIdentifier: 'L', placeName: 'Koti', day: '2026-01-15', kwh: 36, direction: 'top', thresholdKwh: 30 },
      'alerts.dh-return-temperature': {
        locationIdentifier: 'L',
        placeName: 'Koti',
        lastDay: '2026-01-15',
        days: 3,
        averageCelsius: 58.2,
        limitCelsius: 55,
      },
      'alerts.disruption': {
        locationIdentifier: 'L',
        placeName: 'Koti',
        utilityType: 'ELECTRICITY',
        startedAt: '2026-03-29T00:30:00Z',
        estimatedRestorationAt: null,
        restoredAt: null,
        update: false,
      },
      'alerts.disruption-planned': {
        locationIdentifier: 'L',
        placeName: 'Koti',
        utilityType: 'DISTRICT_HEATING',
        startedAt: '2026-06-01T06:00:00Z',
        estimatedRestorationAt: '2026-06-01T10:00:00Z',
        restoredAt: null,
        update: true,
      },
      'alerts.disruption-restored': {
        locationIdentifier: 'L',
        placeName: 'Koti',
        utilityType: 'ELECTRICITY',
        startedAt: '2026-01-15T22:00:00Z',
        estimatedRestorationAt: null,
        restoredAt: '2026-01-15T23:10:00Z',
        update: false,
      },
      'alerts.price-limit': { day: '2026-01-17', direction: 'top', thresholdCents: 20, extremeCents: 25.1, periods: ['17:00'] },
      'alerts.price-report': {
        day: '2026-01-17',
        unit: 'MWH',
        vat: 'VAT_0',
        average: 103.75,
        min: -10,
        max: 200,
        resolution: 60,
        rows: [{ start: '00:00', prices: [100] }],
        windows: [{ hours: 1, start: '03:00', end: '04:00', average: -10 }],
      },
    };
    expect(ALERT_NOTIFICATION_KINDS.map((kind) => kind.kind).sort()).toEqual(Object.keys(samples).sort());
    for (const kind of ALERT_NOTIFICATION_KINDS) {
      const texts = (['fi', 'sv', 'en'] as const).map((language) => kind.render(samples[kind.kind] as never, language));
      for (const text of texts) {
        expect(text.title.length, kind.kind).toBeGreaterThan(5);
        expect(text.body.length, kind.kind).toBeGreaterThan(10);
      }
      expect(new Set(texts.map((text) => text.title)).size, `${kind.kind}: three languages`).toBe(3);
    }
  });

  it('shows Helsinki time on the DST morning and says a cut is critical', () => {
    expect(disruptionKind.critical).toBe(true);
    // Clocks go forward at 03:00 local (01:00 UTC) on 29.3.2026: 00:30 UTC is 02:30 EET, 01:30 UTC 04:30 EEST.
    const at = (startedAt: string) =>
      disruptionKind.render(
        {
          locationIdentifier: 'L',
          placeName: 'Koti',
          utilityType: 'ELECTRICITY',
          startedAt,
          estimatedRestorationAt: '2026-03-29T01:30:00Z',
          restoredAt: null,
          update: false,
        },
        'fi',
      ).body;
    expect(at('2026-03-29T00:30:00Z')).toBe('Sähkökatko alkoi 29.03.2026 02:30. Arvioitu korjausaika 29.03.2026 04:30.');
  });

  it('writes numbers with a decimal comma in fi and sv, a point in en (a report queued before the table still renders)', () => {
    const payload = { day: '2026-01-17', unit: 'KWH', vat: 'VAT_24', average: 13.02, min: -1.26, max: 25.1 } as const;
    expect(priceReportKind.render(payload, 'sv').body).toBe('Medelpris 13,02 c/kWh, lägst −1,26, högst 25,10 (inkl. moms).');
    expect(priceReportKind.render(payload, 'en').body).toBe('Average 13.02 c/kWh, lowest -1.26, highest 25.10 (incl. VAT).');
  });

  it('draws the quarter table in sv and en with the cheapest windows first and the repeated autumn hour named', () => {
    const payload = {
      day: '2026-10-25',
      unit: 'MWH',
      vat: 'VAT_0',
      average: 50,
      min: 40,
      max: 60,
      resolution: 15,
      rows: [
        { start: '03:00', prices: [40, 41.5, null, 43] },
        { start: '03:00', repeated: true, prices: [60, 60, 60, 60] },
      ],
      windows: [{ hours: 1, start: '03:00', end: '04:00', average: 41.5 }],
    } as const;
    expect(priceReportKind.render(payload, 'sv').body.split('\n')).toEqual([
      'Medelpris 50,00 €/MWh, lägst 40,00, högst 60,00 (moms 0 %).',
      'Billigaste 1 timmen: 03:00–04:00, medelpris 41,50 €/MWh',
      '',
      'Priser i finsk tid (€/MWh, moms 0 %):',
      'kl.             :00     :15     :30     :45',
      '03–04         40,00   41,50       –   43,00',
      '03–04         60,00   60,00   60,00   60,00 (normaltid)',
    ]);
    expect(priceReportKind.render(payload, 'en').body).toContain('03–04         60.00   60.00   60.00   60.00 (winter time)');
  });
});

describe('roundHalfAway', () => {
  it('rounds half away from zero, also for binary fractions', () => {
    expect(roundHalfAway(1.255)).toBe(1.26);
    expect(roundHalfAway(-1.255)).toBe(-1.26);
    expect(roundHalfAway(2.004)).toBe(2);
    expect(roundHalfAway(58.25, 1)).toBe(58.3);
  });
});
