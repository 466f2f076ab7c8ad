import { formatDateTime, useTranslation } from '@portal/core';
import { StatusMessage } from '@portal/ui';
import type { KnownDisruption } from '../../contract/faultReport';

/** "We already know": the known cuts that cover the place, with the estimate of when it is fixed. */
export function KnownDisruptions({ disruptions }: { readonly disruptions: readonly KnownDisruption[] }) {
  const { t } = useTranslation('service-requests');
  if (disruptions.length === 0) return <StatusMessage tone="info">{t('fault.noneKnown')}</StatusMessage>;
  return (
    <StatusMessage tone="info">
      <strong>{t('fault.knownTitle')}</strong>{' '}
      {disruptions.map((item) => (
        <span key={item.id}>
          {t(item.planned ? 'fault.knownPlanned' : 'fault.knownUnplanned', { start: formatDateTime(item.startedAt) })}{' '}
          {item.estimatedRestorationAt
            ? t('fault.knownEstimate', { end: formatDateTime(item.estimatedRestorationAt) })
            : t('fault.knownNoEstimate')}{' '}
        </span>
      ))}
      {t('fault.knownSendAnyway')}
    </StatusMessage>
  );
}
