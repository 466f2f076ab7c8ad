import { ErrorState, StatusMessage, SegmentedChoice } from '@portal/ui';
import { useFeature, useTranslation } from '@portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ConsumptionUnit, Overlay, VatMode } from '../../contract';
import { maxPointsForWidth } from '../components/chart/serverPointsBudget';
import { Toolbar } from '../components/controls/controlStyles';
import { OverlayToggles } from '../components/controls/OverlayToggles';
import { PeriodPicker } from '../components/controls/PeriodPicker';
import { UnitChoice } from '../components/controls/UnitChoice';
import { VatChoice } from '../components/controls/VatChoice';
import { PlaceConsumptionFrame } from '../components/PlaceConsumptionFrame';
import { ClassLimitScale } from '../components/districtHeating/ClassLimitScale';
import { DistrictHeatingFacts } from '../components/districtHeating/DistrictHeatingFacts';
import { TimeseriesSection } from '../components/TimeseriesSection';
import { useConsumptionTimeseries, useDistrictHeatingSummary } from '../hooks/consumptionReads';
import { useElementWidth } from '../hooks/useElementWidth';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { useToday } from '../hooks/useToday';
import { addMonths } from '../model/localDate';
import { periodLabel } from '../model/periodLabel';

/** Heat use follows the weather, so the outdoor temperature is the one overlay district heating offers. */
const DISTRICT_HEATING_OVERLAYS: readonly Overlay[] = ['temperature'];

/**
 * `/kaukolampo/:locationIdentifier` (flag districtHeatingConsumption): a month's (daily bars) or
 * year's (monthly bars) heat energy, or its cost with the flag consumptionInEuros, with the outdoor
 * temperature, totals and CSV; then the period's return temperature and temperature index with their
 * classes, and the class limits of the place's building type as scales.
 */
export default function DistrictHeatingPage() {
  const { t } = useTranslation('consumption');
  const { locationIdentifier = '' } = useParams();
  const today = useToday();
  const { userId, place, vat: placeVat } = usePlaceContext(locationIdentifier);
  const eurosOn = useFeature('consumptionInEuros');
  const [mode, setMode] = useState<'month' | 'year'>('month');
  // The current month is still running; the previous full month is the useful default.
  const [anchor, setAnchor] = useState(() => addMonths(today, -1));
  const [chosenUnit, setUnit] = useState<ConsumptionUnit>('kWh');
  const [chosenVat, setVat] = useState<VatMode | null>(null);
  const [overlays, setOverlays] = useState<readonly Overlay[]>(DISTRICT_HEATING_OVERLAYS);
  const { ref, width } = useElementWidth<HTMLElement>();

  // The € view exists only while its flag is on; switching the flag off falls back to kWh.
  const unit: ConsumptionUnit = eurosOn ? chosenUnit : 'kWh';
  const vat = chosenVat ?? placeVat;
  const featureOff = !place.loading && !place.feature('districtHeatingConsumption').enabled;
  const period = periodLabel(mode, anchor, t);
  const summary = useDistrictHeatingSummary(userId, locationIdentifier, { mode, start: anchor, vat }, !place.loading && !featureOff);
  const series = useConsumptionTimeseries(
    userId,
    locationIdentifier,
    place.loading || featureOff ? null : { mode, start: anchor, unit, vat, overlays, maxPoints: maxPointsForWidth(width) },
    'districtHeating',
  );
  const data = summary.data;
  const ownLimits = data?.limits.filter((l) => l.buildingType === data.buildingType) ?? [];
  const returnLimits = ownLimits.find((l) => l.measure === 'returnTemperature');
  const coolingLimits = ownLimits.find((l) => l.measure === 'cooling');

  return (
    <PlaceConsumptionFrame title={t('districtHeating.title')} placeName={place.name} featureOff={featureOff}>
      <Toolbar>
        <SegmentedChoice
          label={t('mode.label')}
          choices={[
            { value: 'month', label: t('districtHeating.modeMonth') },
            { value: 'year', label: t('districtHeating.modeYear') },
          ]}
          value={mode}
          onChange={setMode}
        />
        <PeriodPicker key={mode} mode={mode} anchor={anchor} today={today} onChange={setAnchor} />
      </Toolbar>
      <Toolbar>
        {eurosOn && <UnitChoice value={unit} onChange={setUnit} />}
        <VatChoice value={vat} onChange={setVat} />
        <OverlayToggles available={DISTRICT_HEATING_OVERLAYS} selected={overlays} onChange={setOverlays} />
      </Toolbar>
      <TimeseriesSection
        headingId="dh-chart-heading"
        heading={t('districtHeating.chartHeading', { period })}
        series={series}
        mode={mode}
        period={period}
        width={width}
        containerRef={ref}
        csvFilePrefix="kaukolampo"
      />
      <section aria-labelledby="dh-period-heading">
        <h2 id="dh-period-heading">{t('districtHeating.factsHeading', { period })}</h2>
        {summary.error ? (
          <ErrorState onRetry={() => void summary.mutate()}>{t('common.error')}</ErrorState>
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
