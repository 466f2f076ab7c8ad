import { Card, EnergyValue, FactList } from '@portal/ui';
import { useApi, useFeature, useFormatters, useTranslation, useUiMode } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { CONSUMPTION_API } from '../../contract/paths';
import { spotPriceNowSchema } from '../../contract/spotPriceNow';
import { electricityConsumptionRoute } from '../routes';
import { GlanceError, GlanceLoading } from './GlanceStates';
import { useFrontPagePlace } from './useFrontPagePlace';

/**
 * Front page: the spot price now for the user's first spot-priced place (market price, the contract's
 * margin, their sum). A district heating customer gets the district heating card instead; a customer
 * with no spot contract gets no card. (Moves to the market-price plugin once it exists.)
 */
export default function FrontPageSpotPriceCard() {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const districtHeatingOn = useFeature('districtHeatingConsumption');
  const { userId, places, error, retry } = useFrontPagePlace((p) => p.electricity);
  const heatCustomer = districtHeatingOn && (places?.some((p) => p.districtHeating) ?? false);
  const vat = useUiMode() === 'B2B' ? 'VAT_0' : 'VAT_24';
  const asks = Boolean(userId && places && !heatCustomer && places.some((p) => p.electricity));
  const now = useApi(asks && userId ? ([CONSUMPTION_API.spotPriceNow(userId), { vat }] as const) : null, spotPriceNowSchema);
  const title = t('frontPage.spotTitle');

  if (error) return <GlanceError title={title} onRetry={retry} />;
  if (places && !asks) return null;
  if (now.error) return <GlanceError title={title} onRetry={() => void now.mutate()} />;
  if (!now.data) return <GlanceLoading title={title} />;
  const { place: spotPlace, price } = now.data;
  if (!spotPlace) return null;
  const placeName = places?.find((p) => p.locationIdentifier === spotPlace.locationIdentifier)?.name;
  const cents = (value: number) => <EnergyValue value={value} unit="c/kWh" decimals={2} />;
  return (
    <Card
      title={title}
      subtitle={placeName}
      link={{
        to: generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier: spotPlace.locationIdentifier }),
        label: t('cards.openConsumption'),
      }}
    >
      {!price ? (
        <p>{t('frontPage.spotMissing')}</p>
      ) : (
        <>
          <EnergyValue value={price.totalCKwh} unit="c/kWh" decimals={2} emphasis />
          <FactList
            facts={[
              { term: t('frontPage.spotPeriod'), value: `${format.time(price.start)}–${format.intervalEndTime(price.end)}` },
              { term: t('frontPage.spotMarket'), value: cents(price.spotCKwh) },
              { term: t('frontPage.spotMargin'), value: cents(price.marginCKwh) },
            ]}
          />
          <p>{vat === 'VAT_0' ? t('frontPage.vat0') : t('frontPage.vatIncluded')}</p>
        </>
      )}
    </Card>
  );
}
