import { Card, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useFeature, useTranslation, useUserId } from '@portal/core';
import { panelSummarySchema, SOLAR_API } from '../../contract';
import { MicroSummaryFacts } from '../components/MicroSummaryFacts';
import { solarRoute } from '../routes';

/**
 * The front page's solar glance: yesterday's production and the month's self-sufficiency of the first
 * linked plant's place. Nothing at all for a customer without one (a card about nothing is noise).
 */
export default function FrontPageSolarCard() {
  const { t } = useTranslation('solar');
  const owner = useUserId();
  const microOn = useFeature('microgeneration');
  const panels = useApi(owner ? SOLAR_API.panels(owner) : null, panelSummarySchema);
  if (!microOn) return null;
  if (panels.error) {
    return (
      <Card title={t('front.title')} headingLevel={2}>
        <ErrorState onRetry={() => void panels.mutate()}>{t('common.error')}</ErrorState>
      </Card>
    );
  }
  if (!panels.data) {
    return (
      <Card title={t('front.title')} headingLevel={2}>
        <LoadingSkeleton lines={3} label={t('common.loading')} />
      </Card>
    );
  }
  const linked = panels.data.panels.find((panel) => panel.locationIdentifier !== null);
  if (!linked?.locationIdentifier) return null;
  return (
    <Card title={t('front.title')} headingLevel={2} subtitle={linked.panelName} link={{ to: solarRoute.defaultPath, label: t('front.link') }}>
      <MicroSummaryFacts locationIdentifier={linked.locationIdentifier} />
    </Card>
  );
}
