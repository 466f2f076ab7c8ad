import { SecondaryButton, StatusMessage, useFeature, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ConsumptionUnit, Overlay, VatMode } from '../../contract';
import { OVERLAYS } from '../../contract';
import { plotWidth } from '../components/chart/ConsumptionChart';
import { ConsumptionChartPanel } from '../components/ConsumptionChartPanel';
import { ChoiceButtons } from '../components/controls/ChoiceButtons';
import { Toolbar } from '../components/controls/controlStyles';
import { OverlayToggles } from '../components/controls/OverlayToggles';
import { PeriodPicker } from '../components/controls/PeriodPicker';
import { PlaceConsumptionFrame } from '../components/PlaceConsumptionFrame';
import { useConsumptionTimeseries } from '../hooks/consumptionReads';
import { useElementWidth } from '../hooks/useElementWidth';
import { usePlaceFeatures } from '../hooks/usePlaceFeatures';
import { usePlaceVatMode } from '../hooks/usePlaceVatMode';
import { useToday } from '../hooks/useToday';
import { addDays } from '../model/localDate';
import { periodLabel } from '../model/periodLabel';
import { TIME_AXIS_MODES, type TimeAxisMode } from '../model/timeAxisMode';

/** The server's points budget: the drawable width, in steps of 50 px so resizing does not refetch per pixel. */
function maxPointsForWidth(width: number): number {
  return Math.max(10, Math.floor(plotWidth(width, []) / 50) * 50);
}

/**
 * `/kulutus/:locationIdentifier`: a place's electricity consumption by SPEC §3 time-axis mode, in kWh
 * or (flag consumptionInEuros) euros computed by the server, with or without VAT (the place's default
 * first, SPEC §5), optional overlays, chart or table, totals and CSV.
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

  const [mode, setMode] = useState<TimeAxisMode>('day');
  // Metering data arrives the day after (Datahub delivers it overnight), so the page opens on
  // yesterday, the latest complete day, rather than on a today that is still all missing.
  const [anchor, setAnchor] = useState(() => addDays(today, -1));
  const [chosenUnit, setUnit] = useState<ConsumptionUnit>('kWh');
  const [chosenVat, setVat] = useState<VatMode | null>(null);
  const [overlays, setOverlays] = useState<readonly Overlay[]>([]);
  const { ref, width } = useElementWidth<HTMLDivElement>();

  // The € view exists only while its flag is on; switching the flag off falls back to kWh.
  const unit: ConsumptionUnit = eurosOn ? chosenUnit : 'kWh';
  const vat = chosenVat ?? placeVat;
  const availableOverlays = OVERLAYS.filter((o) => o !== 'reactivePower' || reactivePowerOn);
  const shownOverlays = overlays.filter((o) => availableOverlays.includes(o));
  const featureOff = !place.loading && !place.feature('consumption').enabled;
  const period = periodLabel(mode, anchor, t);

  const series = useConsumptionTimeseries(
    userId,
    locationIdentifier,
    // Asked only once the place is known to have the feature (usually cached from the locations page).
    place.loading || featureOff ? null : { mode, start: anchor, unit, vat, overlays: shownOverlays, maxPoints: maxPointsForWidth(width) },
  );

  return (
    <PlaceConsumptionFrame headingId="consumption-heading" title={t('page.title')} placeName={place.name} featureOff={featureOff}>
      <Toolbar>
        <ChoiceButtons
          legend={t('mode.label')}
          choices={TIME_AXIS_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
          value={mode}
          onChange={setMode}
        />
        <PeriodPicker key={mode} mode={mode} anchor={anchor} today={today} onChange={setAnchor} />
      </Toolbar>
      <Toolbar>
        {eurosOn && (
          <ChoiceButtons
            legend={t('unit.label')}
            choices={[
              { value: 'kWh', label: t('unit.kWh') },
              { value: 'EUR', label: t('unit.EUR') },
            ]}
            value={unit}
            onChange={setUnit}
          />
        )}
        <ChoiceButtons
          legend={t('vat.label')}
          choices={[
            { value: 'VAT_24', label: t('vat.VAT_24') },
            { value: 'VAT_0', label: t('vat.VAT_0') },
          ]}
          value={vat}
          onChange={setVat}
        />
        <OverlayToggles available={availableOverlays} selected={shownOverlays} onChange={setOverlays} />
      </Toolbar>
      <section aria-labelledby="consumption-chart-heading" ref={ref}>
        <h2 id="consumption-chart-heading">{t('page.chartHeading', { period })}</h2>
        {series.error ? (
          <StatusMessage
            tone="error"
            action={
              <SecondaryButton type="button" onClick={() => void series.mutate()}>
                {t('common.retry')}
              </SecondaryButton>
            }
          >
            {t('chart.error')}
          </StatusMessage>
        ) : !series.data ? (
          <StatusMessage>{t('chart.loading')}</StatusMessage>
        ) : series.data.points.length === 0 || series.data.totals.expectedIntervals === 0 ? (
          <StatusMessage>{t('chart.empty')}</StatusMessage>
        ) : (
          <ConsumptionChartPanel data={series.data} mode={mode} period={period} width={width} />
        )}
      </section>
    </PlaceConsumptionFrame>
  );
}
