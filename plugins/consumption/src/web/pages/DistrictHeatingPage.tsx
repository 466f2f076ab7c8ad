import { SecondaryButton, StatusMessage, useTranslation } from '@portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ChoiceButtons } from '../components/controls/ChoiceButtons';
import { Toolbar } from '../components/controls/controlStyles';
import { PeriodPicker } from '../components/controls/PeriodPicker';
import { PlaceConsumptionFrame } from '../components/PlaceConsumptionFrame';
import { ClassLimitScale } from '../components/districtHeating/ClassLimitScale';
import { DistrictHeatingFacts } from '../components/districtHeating/DistrictHeatingFacts';
import { useDistrictHeatingSummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { useToday } from '../hooks/useToday';
import { addMonths } from '../model/localDate';
import { periodLabel } from '../model/periodLabel';

/**
 * `/kaukolampo/:locationIdentifier` (flag districtHeatingConsumption): a month's or year's heat energy
 * and cost, return temperature and temperature index with their classes, and the class limits of
 * the place's building type as scales.
 */
export default function DistrictHeatingPage() {
  const { t } = useTranslation('consumption');
  const { locationIdentifier = '' } = useParams();
  const today = useToday();
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const [mode, setMode] = useState<'month' | 'year'>('month');
  // The current month is still running; the previous full month is the useful default.
  const [anchor, setAnchor] = useState(() => addMonths(today, -1));
  const featureOff = !place.loading && !place.feature('districtHeatingConsumption').enabled;
  const summary = useDistrictHeatingSummary(userId, locationIdentifier, { mode, start: anchor, vat }, !featureOff);
  const data = summary.data;
  const ownLimits = data?.limits.filter((l) => l.buildingType === data.buildingType) ?? [];
  const returnLimits = ownLimits.find((l) => l.measure === 'returnTemperature');
  const coolingLimits = ownLimits.find((l) => l.measure === 'cooling');

  return (
    <PlaceConsumptionFrame headingId="dh-heading" title={t('districtHeating.title')} placeName={place.name} featureOff={featureOff}>
      <Toolbar>
        <ChoiceButtons
          legend={t('mode.label')}
          choices={[
            { value: 'month', label: t('districtHeating.modeMonth') },
            { value: 'year', label: t('districtHeating.modeYear') },
          ]}
          value={mode}
          onChange={setMode}
        />
        <PeriodPicker key={mode} mode={mode} anchor={anchor} today={today} onChange={setAnchor} />
      </Toolbar>
      <section aria-labelledby="dh-period-heading">
        <h2 id="dh-period-heading">{periodLabel(mode, anchor, t)}</h2>
        {summary.error ? (
          <StatusMessage
            tone="error"
            action={
              <SecondaryButton type="button" onClick={() => void summary.mutate()}>
                {t('common.retry')}
              </SecondaryButton>
            }
          >
            {t('common.error')}
          </StatusMessage>
        ) : !data ? (
          <StatusMessage>{t('common.loading')}</StatusMessage>
        ) : (
          <>
            <DistrictHeatingFacts summary={data} />
            <h3>{t('districtHeating.limitsHeading', { buildingType: t(`buildingType.${data.buildingType}`) })}</h3>
            {returnLimits && (
              <ClassLimitScale title={t('districtHeating.limitsReturn')} limits={returnLimits} current={data.returnTemperatureDescription} />
            )}
            {coolingLimits && (
              <ClassLimitScale title={t('districtHeating.limitsCooling')} limits={coolingLimits} current={data.temperatureIndexDescription} />
            )}
          </>
        )}
      </section>
    </PlaceConsumptionFrame>
  );
}
