import { Card, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useTranslation, useUserId, type LocationCardProps } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { panelSummarySchema, SOLAR_API } from '../../contract';
import { MicroSummaryFacts } from '../components/MicroSummaryFacts';
import { microgenerationRoute } from '../routes';

/**
 * Location card (requirements §3 location content's microgenerationProduction): yesterday, previous week and
 * month of the plants linked to this place, with deltas, and the month's self-sufficiency. Nothing on a
 * place without a linked plant.
 */
export default function PlaceMicrogenerationCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('solar');
  const owner = useUserId();
  const panels = useApi(owner ? SOLAR_API.panels(owner) : null, panelSummarySchema);
  if (panels.error) {
    return (
      <Card title={t('page.microgeneration')} headingLevel={3}>
        <ErrorState onRetry={() => void panels.mutate()}>{t('common.error')}</ErrorState>
      </Card>
    );
  }
  if (!panels.data) return <LoadingSkeleton lines={3} label={t('common.loading')} />;
  const linked = panels.data.panels.filter((panel) => panel.locationIdentifier === locationIdentifier);
  if (linked.length === 0) return null;
  return (
    <Card
      title={t('page.microgeneration')}
      headingLevel={3}
      subtitle={linked.map((panel) => panel.panelName).join(', ')}
      link={{ to: generatePath(microgenerationRoute.defaultPath, { locationIdentifier }), label: t('micro.title') }}
    >
      <MicroSummaryFacts locationIdentifier={locationIdentifier} />
    </Card>
  );
}
