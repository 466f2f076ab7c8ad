import { useFeature, useTranslation, useUserId } from '@portal/core';
import { SegmentedChoice } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ConsumptionUnit, Overlay, VatMode } from '../../contract';
import { OVERLAYS } from '../../contract/timeseries';
import { maxPointsForWidth } from '../components/chart/serverPointsBudget';
import { Toolbar } from '../components/controls/controlStyles';
import { OverlayToggles } from '../components/controls/OverlayToggles';
import { PeriodPicker } from '../components/controls/PeriodPicker';
import { UnitChoice } from '../components/controls/UnitChoice';
import { VatChoice } from '../components/controls/VatChoice';
import { PlaceConsumptionFrame } from '../components/PlaceConsumptionFrame';
import { ConsumptionProfileSection } from '../components/profile/ConsumptionProfileSection';
import { TimeseriesSection } from '../components/TimeseriesSection';
import { WeightedPriceSection } from '../components/weighted/WeightedPriceSection';
import { useConsumptionTimeseries } from '../hooks/consumptionReads';
import { useElementWidth } from '../hooks/useElementWidth';
import { usePlaceFeatures } from '../hooks/usePlaceFeatures';
import { usePlaceVatMode } from '../hooks/usePlaceVatMode';
import { useToday } from '../hooks/useToday';
import { addDays } from '../model/localDate';
import { periodLabel } from '../model/periodLabel';
import { TIME_AXIS_MODES, type TimeAxisMode } from '../model/timeAxisMode';

/** The weighted price and the profile are averages over a span: a week, a month or a year. */
const PERIOD_ANALYSIS_MODES: readonly TimeAxisMode[] = ['week', 'month', 'year'];

/**
 * `/kulutus/:locationIdentifier`: a place's electricity consumption by requirements §3 time-axis mode, in kWh
 * or (flag consumptionInEuros) euros computed by the server, with or without VAT (the place's default
 * first, requirements §5), optional overlays, chart or table, totals and CSV. For a week, month or year also
 * the consumption profile and (flag weightedPricing, and the place's own feature) the weighted price.
 */
export default function ElectricityConsumptionPage() {
  const { t } = useTranslation('consumption');
  const { locationIdentifier = '' } = useParams();
  const userId = useUserId();
  const today = useToday();
  const place = usePlaceFeatures(userId, locationIdentifier);
  const placeVat = usePlaceVatMode(userId, locationIdentifier);
  const eurosOn = useFeature('consumptionInEuros');
  const reactivePowerOn = useFeature('reactivePower');
  const weightedPricingOn = useFeature('weightedPricing');

  const [mode, setMode] = useState<TimeAxisMode>('day');
  // Metering data arrives the day after (Datahub delivers it overnight), so the page opens on
  // yesterday, the latest complete day, rather than on a today that is still all missing.
  const [anchor, setAnchor] = useState(() => addDays(today, -1));
  const [chosenUnit, setUnit] = useState<ConsumptionUnit>('kWh');
  const [chosenVat, setVat] = useState<VatMode | null>(null);
  const [overlays, setOverlays] = useState<readonly Overlay[]>([]);
  const { ref, width } = useElementWidth<HTMLElement>();

  // The € view exists only while its flag is on; switching the flag off falls back to kWh.
  const unit: ConsumptionUnit = eurosOn ? chosenUnit : 'kWh';
  const vat = chosenVat ?? placeVat;
  // Reactive power is measured only where the place says so (business meters), not wherever the flag is on.
  const reactivePowerShown = reactivePowerOn && place.feature('reactivePower').enabled;
  const availableOverlays = OVERLAYS.filter((o) => o !== 'reactivePower' || reactivePowerShown);
  const shownOverlays = overlays.filter((o) => availableOverlays.includes(o));
  const featureOff = !place.loading && !place.feature('consumption').enabled;
  const period = periodLabel(mode, anchor, t);
  const analysesShown = !place.loading && !featureOff && PERIOD_ANALYSIS_MODES.includes(mode);
  // requirements §5: the place's own feature must be there too (absent = disabled), as for every card.
  const weightedShown = analysesShown && weightedPricingOn && place.feature('weightedPricing').enabled;

  const series = useConsumptionTimeseries(
    userId,
    locationIdentifier,
    // Asked only once the place is known to have the feature (usually cached from the locations page).
    place.loading || featureOff ? null : { mode, start: anchor, unit, vat, overlays: shownOverlays, maxPoints: maxPointsForWidth(width) },
  );

  return (
    <PlaceConsumptionFrame title={t('page.title')} placeName={place.name} featureOff={featureOff}>
      <Toolbar>
        <SegmentedChoice
          label={t('mode.label')}
          choices={TIME_AXIS_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
          value={mode}
          onChange={setMode}
        />
        <PeriodPicker key={mode} mode={mode} anchor={anchor} today={today} onChange={setAnchor} />
      </Toolbar>
      <Toolbar>
        {eurosOn && <UnitChoice value={unit} onChange={setUnit} />}
        <VatChoice value={vat} onChange={setVat} />
        <OverlayToggles available={availableOverlays} selected={shownOverlays} onChange={setOverlays} />
      </Toolbar>
      <TimeseriesSection
        headingId="consumption-chart-heading"
        heading={t('page.chartHeading', { period })}
        series={series}
        mode={mode}
        period={period}
        width={width}
        containerRef={ref}
        csvFilePrefix="kulutus"
      />
      {weightedShown && (
        <WeightedPriceSection userId={userId} locationIdentifier={locationIdentifier} mode={mode} start={anchor} vat={vat} period={period} />
      )}
      {analysesShown && (
        <ConsumptionProfileSection userId={userId} locationIdentifier={locationIdentifier} mode={mode} start={anchor} period={period} />
      )}
    </PlaceConsumptionFrame>
  );
}
