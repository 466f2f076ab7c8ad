import { Card, EmptyState, ErrorState, FactList, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { formatNumber, formatTime, useApi, useFeature, useTranslation, useUserId } from '@portal/core';
import { generatePath, Link } from 'react-router-dom';
import { panelSummarySchema, SOLAR_API, type PanelInfo } from '../../contract';
import { MicroSummaryFacts } from '../components/MicroSummaryFacts';
import { PanelActions } from '../components/PanelActions';
import { microgenerationRoute, panelRoute } from '../routes';

const kwh = (value: number | null) => (value === null ? '–' : `${formatNumber(value, 1)} kWh`);

/**
 * `/aurinkopaneelit`: the customer's plants (requirements §3 panel info) with their management, and for each
 * linked place its microgeneration summary (flag microgeneration). A lazy chunk.
 */
export default function SolarPage() {
  const { t } = useTranslation('solar');
  const owner = useUserId();
  const microOn = useFeature('microgeneration');
  const panels = useApi(owner ? SOLAR_API.panels(owner) : null, panelSummarySchema);

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {panels.error ? (
        <ErrorState onRetry={() => void panels.mutate()}>{t('common.error')}</ErrorState>
      ) : !panels.data ? (
        <LoadingSkeleton lines={4} label={t('common.loading')} />
      ) : panels.data.panels.length === 0 ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        panels.data.panels.map((panel) => <PanelCard key={panel.panelId} panel={panel} microOn={microOn} onChanged={() => void panels.mutate()} />)
      )}
    </Stack>
  );
}

function PanelCard({ panel, microOn, onChanged }: { readonly panel: PanelInfo; readonly microOn: boolean; readonly onChanged: () => void }) {
  const { t } = useTranslation('solar');
  const detailsPath = generatePath(panelRoute.defaultPath, { panelId: panel.panelId });
  return (
    <Card title={panel.panelName} link={{ to: detailsPath, label: t('page.details'), ariaLabel: t('page.detailsOf', { name: panel.panelName }) }}>
      <div data-testid={`solar-panel-${panel.panelId}`}>
        <FactList
          facts={[
            { term: t('page.linkedTo'), value: panel.locationName ?? t('page.notLinked'), testId: 'solar-linked-place' },
            { term: t('page.last24h'), value: kwh(panel.energyLast24Hours) },
            { term: t('page.last12m'), value: kwh(panel.energyLast12Months) },
            {
              term: t('page.powerNow'),
              value:
                panel.powerNow === null || !panel.powerMeasuredAt
                  ? '–'
                  : `${formatNumber(panel.powerNow, 2)} kW (${formatTime(panel.powerMeasuredAt)})`,
            },
          ]}
        />
        {microOn && panel.locationIdentifier && (
          <>
            <MicroSummaryFacts locationIdentifier={panel.locationIdentifier} />
            <p>
              <Link to={generatePath(microgenerationRoute.defaultPath, { locationIdentifier: panel.locationIdentifier })}>
                {t('page.microgenerationOf', { name: panel.locationName ?? panel.locationIdentifier })}
              </Link>
            </p>
          </>
        )}
        <PanelActions panel={panel} onChanged={onChanged} />
      </div>
    </Card>
  );
}
