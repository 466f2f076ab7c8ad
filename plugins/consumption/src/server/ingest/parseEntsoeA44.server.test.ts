import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CsvLineError } from './csvLineError';
import { isEntsoeDocument, parseEntsoeA44 } from './parseEntsoeA44';

const EXAMPLE = readFileSync(new URL('../../../fixtures/entsoe-a44-example.xml', import.meta.url), 'utf8');

/** A minimal one-series document; `points` are [position, price] pairs. */
function doc(options: {
  resolution?: string;
  start?: string;
  end?: string;
  curve?: string;
  zone?: string;
  type?: string;
  unit?: string;
  points: [number, string][];
}) {
  const points = options.points.map(([p, v]) => `<Point><position>${p}</position><price.amount>${v}</price.amount></Point>`).join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:7:3">
<type>${options.type ?? 'A44'}</type>
<TimeSeries>
<in_Domain.mRID codingScheme="A01">${options.zone ?? '10YFI-1--------U'}</in_Domain.mRID>
<currency_Unit.name>EUR</currency_Unit.name>
<price_Measure_Unit.name>${options.unit ?? 'MWH'}</price_Measure_Unit.name>
<curveType>${options.curve ?? 'A01'}</curveType>
<Period>
<timeInterval><start>${options.start ?? '2025-01-14T23:00Z'}</start><end>${options.end ?? '2025-01-15T02:00Z'}</end></timeInterval>
<resolution>${options.resolution ?? 'PT60M'}</resolution>
${points}
</Period>
</TimeSeries>
</Publication_MarketDocument>`;
}

const error = (text: string) => {
  try {
    parseEntsoeA44(text);
  } catch (e) {
    if (e instanceof CsvLineError) return { line: e.line, field: e.field };
    throw e;
  }
  throw new Error('no error');
};

describe('ENTSO-E A44 day-ahead document', () => {
  it('is told apart from a CSV file', () => {
    expect(isEntsoeDocument(EXAMPLE)).toBe(true);
    expect(isEntsoeDocument('Delivery start (UTC);Resolution;Price (EUR/MWh)\n')).toBe(false);
  });

  it('reads the first day of 15-minute prices: 96 quarters of the CET day, A03 gaps repeating the price before', () => {
    const prices = parseEntsoeA44(EXAMPLE);
    expect(prices).toHaveLength(96);
    expect(prices[0]).toMatchObject({ startUtc: new Date('2025-09-30T22:00:00Z'), minutes: 15, eurMwh: '42.50' });
    // Positions 3 and 4 are left out: they repeat position 2's price.
    expect(prices.slice(1, 4).map((p) => p.eurMwh)).toEqual(['45.00', '45.00', '45.00']);
    expect(prices[39]!.eurMwh).toBe('-1.25');
    expect(prices[49]!.eurMwh).toBe(prices[48]!.eurMwh);
    expect(prices.at(-1)!.startUtc).toEqual(new Date('2025-10-01T21:45:00Z'));
  });

  it('reads hourly documents before 1.10.2025', () => {
    const prices = parseEntsoeA44(
      doc({
        points: [
          [1, '10.5'],
          [2, '-3'],
          [3, '100'],
        ],
      }),
    );
    expect(prices.map((p) => [p.startUtc.toISOString(), p.minutes, p.eurMwh])).toEqual([
      ['2025-01-14T23:00:00.000Z', 60, '10.5'],
      ['2025-01-15T00:00:00.000Z', 60, '-3'],
      ['2025-01-15T01:00:00.000Z', 60, '100'],
    ]);
  });

  it('skips other bidding zones and refuses a document without Finland', () => {
    expect(
      error(
        doc({
          zone: '10YSE-1--------K',
          points: [
            [1, '1'],
            [2, '1'],
            [3, '1'],
          ],
        }),
      ),
    ).toEqual({ line: 1, field: 'in_Domain.mRID' });
  });

  it.each([
    ['another document type', { type: 'A25' }, 'type'],
    ['a price unit other than MWH', { unit: 'KWH' }, 'price_Measure_Unit.name'],
    [
      'a missing position in an A01 curve',
      {
        points: [
          [1, '1'],
          [3, '1'],
        ] as [number, string][],
      },
      'position',
    ],
    [
      'a position outside the period',
      {
        points: [
          [1, '1'],
          [2, '1'],
          [3, '1'],
          [4, '1'],
        ] as [number, string][],
      },
      'position',
    ],
    [
      'a price below the market floor',
      {
        points: [
          [1, '-500.01'],
          [2, '1'],
          [3, '1'],
        ] as [number, string][],
      },
      'price.amount',
    ],
    [
      'a price in another format',
      {
        points: [
          [1, '1,5'],
          [2, '1'],
          [3, '1'],
        ] as [number, string][],
      },
      'price.amount',
    ],
    [
      '15-minute prices before 1.10.2025',
      { resolution: 'PT15M', points: Array.from({ length: 12 }, (_, i) => [i + 1, '1'] as [number, string]) },
      'resolution',
    ],
    ['a daily resolution', { resolution: 'P1D' }, 'resolution'],
  ])('refuses %s, naming the field', (_name, options, field) => {
    expect(
      error(
        doc({
          points: [
            [1, '1'],
            [2, '1'],
            [3, '1'],
          ],
          ...options,
        }),
      ),
    ).toMatchObject({ field });
  });
});
