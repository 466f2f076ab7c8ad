import { Card, EnergyValue, FactList, MoneyValue, isoToFinnish } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { useDistrictHeatingSummary } from '../hooks/consumptionReads';
import { usePlaceVatMode } from '../hooks/usePlaceVatMode';
import { addDays } from '../model/localDate';
import { districtHeatingRoute } from '../routes';
import { GlanceError, GlanceLoading } from './GlanceStates';
import { useFrontPagePlace } from './useFrontPagePlace';

/** Front page (flag districtHeatingConsumption): the first heat place's previous month, energy and cost. */
export default function FrontPageDistrictHeatingCard() {
  const { t } = useTranslation('consumption');
  const { userId, places, place, error, retry } = useFrontPagePlace((p) => p.districtHeating);
  const locationIdentifier = place?.locationIdentifier ?? '';
  const vat = usePlaceVatMode(place ? userId : null, locationIdentifier);
  const summary = useDistrictHeatingSummary(userId, locationIdentifier, { mode: 'month', vat }, Boolean(place));
  const title = t('districtHeating.cardTitle');

  if (error) return <GlanceError title={title} onRetry={retry} />;
  if (places && !place) return null;
  if (summary.error) return <GlanceError title={title} onRetry={() => void summary.mutate()} />;
  const data = summary.data;
  if (!place || !data) return <GlanceLoading title={title} />;
  const period = `${isoToFinnish(data.period.start)}–${isoToFinnish(addDays(data.period.end, -1))}`;
  return (
    <Card
      title={title}
      subtitle={place.name}
      link={{ to: generatePath(districtHeatingRoute.defaultPath, { locationIdentifier }), label: t('cards.openDistrictHeating') }}
    >
      {data.consumption === null ? (
        <p>{t('cards.noData')}</p>
      ) : (
        <>
          <EnergyValue value={data.consumption} unit="MWh" decimals={2} emphasis />
          <FactList
            facts={[
              { term: t('frontPage.period'), value: period },
              data.price !== null && {
                term: t('districtHeating.cost'),
                value: <MoneyValue euros={data.price} vat={vat === 'VAT_0' ? 'zero' : undefined} />,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
