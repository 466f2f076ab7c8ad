import { useState } from 'react';
import { Card, DataTable, EnergyValue, ErrorState, FactList, LoadingSkeleton, MutedText, SegmentedChoice, isoToFinnish } from '@portal/ui';
import { useApi, useFeature, useFormatters, useTranslation } from '@portal/core';
import type { VatMode } from '../../contract/common';
import { MARKET_PRICE_API } from '../../contract/paths';
import { userPriceResponseSchema, type AllInPeriod } from '../../contract/userPrice';
import type { SpotPlace } from '../hooks/useSpotPlaces';
import { isCurrent } from '../model/priceUnit';
import { PeriodTimeCell } from './PeriodTimeCell';
import { SimulatorSection } from './SimulatorSection';
import { SuggestionSection } from './SuggestionSection';
import { WeightedSection } from './WeightedSection';

/**
 * For a signed-in user: the all-in price of the period that is on (spot + margin + transfer + tax,
 * VAT by the day) next to the bare spot price, and this month's consumption-weighted spot price
 * against the plain mean — whether their timing beats the market.
 */
export function OwnPriceSection({ userId, places, vat, nowMs }: { userId: string; places: readonly SpotPlace[]; vat: VatMode; nowMs: number }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const [chosen, setChosen] = useState(places[0]?.locationIdentifier ?? '');
  const simulatorOn = useFeature('marketPriceSimulator');
  const profileOn = useFeature('marketPriceConsumptionProfile');
  const answer = useApi(chosen ? ([MARKET_PRICE_API.userPrice(userId, chosen), { vat }] as const) : null, userPriceResponseSchema);
  const cents = (v: number) => <EnergyValue value={v} unit="c/kWh" decimals={2} />;

  const body = () => {
    if (answer.error) return <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>;
    if (!answer.data) return <LoadingSkeleton lines={3} label={t('page.loading')} />;
    const { contract, days, weightedMonth } = answer.data;
    const current = days.flatMap((d) => d.periods).find((p) => isCurrent(p, nowMs));
    return (
      <>
        {contract?.pricing === 'FIXED' && <p>{t('own.fixed')}</p>}
        {current && (
          <>
            <p data-testid="own-price-now">
              {t('own.nowTotal')} {format.time(current.start)}–{format.intervalEndTime(current.end)}:{' '}
              <EnergyValue value={current.total} unit="c/kWh" decimals={2} emphasis />
            </p>
            <FactList
              facts={[
                { term: t('own.spot'), value: cents(current.spot) },
                contract?.pricing === 'SPOT' && { term: t('own.margin'), value: cents(current.margin) },
                { term: t('own.transfer'), value: cents(current.transfer) },
                { term: t('own.tax'), value: cents(current.tax) },
                { term: t('own.total'), value: cents(current.total) },
              ]}
            />
            {contract?.transferCKwh === null && <MutedText>{t('own.noTransfer')}</MutedText>}
          </>
        )}
        {days
          .filter((d) => d.published)
          .map((day) => (
            <DataTable<AllInPeriod>
              key={day.date}
              caption={t('own.tableCaption', { date: isoToFinnish(day.date) })}
              maxHeight="20rem"
              rows={day.periods}
              rowKey={(p) => p.start}
              columns={[
                {
                  key: 'time',
                  header: t('day.time'),
                  rowHeader: true,
                  cell: (p) => <PeriodTimeCell period={p} nowMs={nowMs} />,
                },
                { key: 'spot', header: t('own.spot'), numeric: true, cell: (p) => cents(p.spot) },
                { key: 'total', header: t('own.total'), numeric: true, cell: (p) => cents(p.total) },
              ]}
            />
          ))}
        <h3>{t('own.weightedTitle')}</h3>
        {weightedMonth ? (
          <div data-testid="weighted-month">
            <FactList
              facts={[
                { term: t('own.weighted'), value: cents(weightedMonth.weightedSpot) },
                { term: t('own.plain'), value: cents(weightedMonth.averageSpot) },
                { term: t('own.consumption'), value: <EnergyValue value={weightedMonth.consumptionKwh} unit="kWh" decimals={1} /> },
              ]}
            />
            <p>{weightedMonth.weightedSpot <= weightedMonth.averageSpot ? t('own.better') : t('own.worse')}</p>
          </div>
        ) : (
          <p>{t('own.none')}</p>
        )}
      </>
    );
  };

  return (
    <>
      <Card title={t('own.title')} headingLevel={2} subtitle={t('own.intro')}>
        {places.length > 1 && (
          <SegmentedChoice
            label={t('own.place')}
            choices={places.map((p) => ({ value: p.locationIdentifier, label: p.name }))}
            value={chosen}
            onChange={setChosen}
          />
        )}
        {body()}
      </Card>
      {profileOn && chosen && <WeightedSection userId={userId} locationIdentifier={chosen} vat={vat} />}
      {profileOn && chosen && <SuggestionSection userId={userId} locationIdentifier={chosen} />}
      {simulatorOn && chosen && <SimulatorSection userId={userId} locationIdentifier={chosen} />}
    </>
  );
}
