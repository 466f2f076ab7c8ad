import { useState } from 'react';
import { Card, EnergyValue, ErrorState, LoadingSkeleton, MutedText, SegmentedChoice, StatusMessage, TextField } from '@portal/ui';
import { useApi, useFormatters, useTranslation } from '@portal/core';
import { cheapestResponseSchema } from '../../contract/cheapest';
import type { PriceUnit, VatMode } from '../../contract/common';
import { MARKET_PRICE_API } from '../../contract/paths';
import { addDays, helsinkiHourUtc } from '../model/helsinkiTime';
import { unitLabel } from '../model/priceUnit';

const HOURS = ['1', '2', '3', '4', '6', '8'] as const;
type Hours = (typeof HOURS)[number];
const RANGES = ['published', 'tonight', 'tomorrow'] as const;
type Range = (typeof RANGES)[number];

/** The search range the person chose, as UTC instants (none = from now to the last published price). */
function rangeOf(range: Range, today: string): { from?: string; to?: string } {
  if (range === 'tonight') return { from: helsinkiHourUtc(today, 22), to: helsinkiHourUtc(addDays(today, 1), 7) };
  if (range === 'tomorrow') return { from: helsinkiHourUtc(addDays(today, 1), 0), to: helsinkiHourUtc(addDays(today, 2), 0) };
  return {};
}

/** "1 234,5" or "1234.5" → a number; null when not a non-negative number up to 1000. */
function parseKwh(text: string): number | null {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 1000 ? value : null;
}

/**
 * The cheapest contiguous N hours from now to the end of the published prices (into tomorrow once its
 * prices are in), and what an appliance's energy would cost then against now. A range whose prices
 * barely vary says so instead of pretending the window matters.
 */
export function CheapestSection({ unit, vat, today }: { unit: PriceUnit; vat: VatMode; today: string }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const [hours, setHours] = useState<Hours>('3');
  const [range, setRange] = useState<Range>('published');
  const quarters = Math.min(Number(hours) * 4, 12);
  const [kwhText, setKwhText] = useState('');
  const kwh = kwhText.trim() === '' ? null : parseKwh(kwhText);
  const answer = useApi(
    [MARKET_PRICE_API.cheapest, { hours, quarters, unit, vat, ...rangeOf(range, today), ...(kwh !== null ? { kwh } : {}) }] as const,
    cheapestResponseSchema,
  );
  const label = unitLabel(unit);

  return (
    <Card title={t('cheapest.title')} headingLevel={2}>
      <SegmentedChoice<Range>
        label={t('cheapest.range')}
        choices={RANGES.map((r) => ({ value: r, label: t(`cheapest.ranges.${r}`) }))}
        value={range}
        onChange={setRange}
      />
      <SegmentedChoice<Hours>
        label={t('cheapest.hours')}
        choices={HOURS.map((h) => ({ value: h, label: t('cheapest.hoursOption', { count: Number(h) }) }))}
        value={hours}
        onChange={setHours}
      />
      {answer.error ? (
        <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>
      ) : !answer.data ? (
        <LoadingSkeleton lines={2} label={t('page.loading')} />
      ) : !answer.data.window ? (
        <p>{t('cheapest.none')}</p>
      ) : (
        <div data-testid="cheapest-window">
          <p>
            <strong>
              {t('cheapest.window', {
                hours: answer.data.hours,
                start: `${format.date(answer.data.window.start)} ${format.time(answer.data.window.start)}`,
                end: format.intervalEndTime(answer.data.window.end),
              })}
            </strong>
            {', '}
            {t('cheapest.average', { price: `${format.number(answer.data.window.average, 2)} ${label}` })}
          </p>
          {answer.data.flat && <StatusMessage tone="info">{t('cheapest.flat')}</StatusMessage>}
          {answer.data.appliance && (
            <p>
              {t('cheapest.applianceCost', {
                kwh: format.number(answer.data.appliance.kwh, 1),
                then: format.money(answer.data.appliance.windowEur),
                now: answer.data.appliance.nowEur === null ? '–' : format.money(answer.data.appliance.nowEur),
              })}
            </p>
          )}
          {answer.data.cheapestQuarters.length > 0 && (
            <>
              <p>{t('cheapest.quarters', { count: answer.data.cheapestQuarters.length })}</p>
              <ul data-testid="cheapest-quarters">
                {answer.data.cheapestQuarters.map((q) => (
                  <li key={q.start}>
                    {format.time(q.start)}–{format.intervalEndTime(q.end)}: <EnergyValue value={q.price} unit={label} decimals={2} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {answer.data.current !== null && (
            <MutedText>
              {t('day.nowPrice')}: <EnergyValue value={answer.data.current} unit={label} decimals={2} />
            </MutedText>
          )}
        </div>
      )}
      <TextField
        label={t('cheapest.appliance')}
        hint={t('cheapest.applianceHint')}
        inputMode="decimal"
        value={kwhText}
        onValue={setKwhText}
        error={kwhText.trim() !== '' && kwh === null ? t('cheapest.kwhError') : null}
      />
      <MutedText>{t('cheapest.rangeHint')}</MutedText>
    </Card>
  );
}
