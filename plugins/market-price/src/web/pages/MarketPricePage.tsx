import { useState } from 'react';
import { DatePicker, ErrorState, LoadingSkeleton, PageHeader, SegmentedChoice, Stack, isoToFinnish } from '@portal/ui';
import { useApi, useFeature, useTranslation, useUiMode, useUserId } from '@portal/core';
import styled from 'styled-components';
import type { PriceUnit, VatMode } from '../../contract/common';
import { energyPriceResponseSchema } from '../../contract/energyPrice';
import { MARKET_PRICE_API } from '../../contract/paths';
import { AdvertisementTile } from '../components/AdvertisementTile';
import { CheapestSection } from '../components/CheapestSection';
import { DaySection } from '../components/DaySection';
import { FutureSection } from '../components/FutureSection';
import { OwnPriceSection } from '../components/OwnPriceSection';
import { PriceAlertLink } from '../components/PriceAlertLink';
import { useNowMs } from '../hooks/useNowMs';
import { useSpotPlaces } from '../hooks/useSpotPlaces';
import { addDays, helsinkiDate } from '../model/helsinkiTime';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
`;

type Resolution = 'MARKET' | 'HOUR';

/**
 * `/porssisahko`, public: today's and tomorrow's spot prices (chart + table, current quarter marked),
 * the cheapest window, the company's advertisement tile when one is published, and future months; a
 * signed-in user also sees their own all-in price and weighted price. Unit and VAT are the person's
 * choice; business users start at VAT 0 (DOMAIN).
 * A lazy chunk: the charting code loads with this page only.
 */
export default function MarketPricePage() {
  const { t } = useTranslation('market-price');
  const dayTitle = (iso: string, today: string, index: number, label: string) =>
    iso === today
      ? t('day.today', { date: label })
      : iso === addDays(today, 1)
        ? t('day.tomorrow', { date: label })
        : t(index === 0 ? 'day.chosen' : 'day.next', { date: label });
  const userId = useUserId();
  const futureOn = useFeature('marketPriceFuturePrices');
  const mode = useUiMode();
  const [unit, setUnit] = useState<PriceUnit>('KWH');
  const [vat, setVat] = useState<VatMode>(mode === 'B2B' ? 'VAT_0' : 'VAT_24');
  const [resolution, setResolution] = useState<Resolution>('MARKET');
  const nowMs = useNowMs();
  const today = helsinkiDate(nowMs);
  // Empty = today (the server's today); a chosen date shows that day and the next, e.g. a DST day.
  const [date, setDate] = useState('');
  const shown = date || today;
  const prices = useApi(
    [MARKET_PRICE_API.energyPrice, { unit, vat, resolution, ...(date && date !== today ? { date } : {}) }] as const,
    energyPriceResponseSchema,
  );
  const { places } = useSpotPlaces(userId);
  const data = prices.data;

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      <Controls>
        <SegmentedChoice<PriceUnit>
          label={t('controls.unit')}
          choices={[
            { value: 'KWH', label: 'c/kWh' },
            { value: 'MWH', label: '€/MWh' },
          ]}
          value={unit}
          onChange={setUnit}
        />
        <SegmentedChoice<VatMode>
          label={t('controls.vat')}
          choices={[
            { value: 'VAT_24', label: t('controls.vatIncluded') },
            { value: 'VAT_0', label: t('controls.vat0') },
          ]}
          value={vat}
          onChange={setVat}
        />
        <SegmentedChoice<Resolution>
          label={t('controls.resolution')}
          choices={[
            { value: 'MARKET', label: t('controls.market') },
            { value: 'HOUR', label: t('controls.hour') },
          ]}
          value={resolution}
          onChange={setResolution}
        />
        <DatePicker label={t('controls.date')} value={shown} onChange={setDate} max={addDays(today, 1)} />
      </Controls>
      {prices.error ? (
        <ErrorState onRetry={() => void prices.mutate()}>{t('page.error')}</ErrorState>
      ) : !data ? (
        <LoadingSkeleton lines={6} label={t('page.loading')} />
      ) : (
        data.days.map((day, index) => (
          <DaySection key={day.date} day={day} unit={data.unit} nowMs={nowMs} title={dayTitle(day.date, today, index, isoToFinnish(day.date))} />
        ))
      )}
      <CheapestSection unit={unit} vat={vat} today={today} />
      <PriceAlertLink />
      <AdvertisementTile />
      {userId && places && places.length > 0 && <OwnPriceSection userId={userId} places={places} vat={vat} nowMs={nowMs} />}
      {futureOn && <FutureSection unit={unit} vat={vat} />}
    </Stack>
  );
}
