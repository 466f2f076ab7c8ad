import { Card, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_API } from '../../contract/paths';
import { customerRequestsResponseSchema } from '../../contract/serviceRequest';
import { SuccessModal } from '../components/ReferenceModal';
import { RequestList } from '../components/RequestList';
import { ServiceRequestForm } from '../components/ServiceRequestForm';
import { faultReportRoute, movingRoute } from '../routes';

/**
 * `/asiointi`: a new service request, the ways to report a fault or a move, and the customer's own
 * requests and fault reports with the status support has set. A lazy chunk.
 */
export default function ServiceRequestsPage() {
  const { t } = useTranslation('service-requests');
  const userId = useUserId();
  const data = useApi(userId ? SERVICE_API.serviceRequests(userId) : null, customerRequestsResponseSchema);
  const [sent, setSent] = useState<string | null>(null);

  if (data.error) {
    return (
      <Stack>
        <PageHeader title={t('page.title')} />
        <ErrorState onRetry={() => void data.mutate()}>{t('page.error')}</ErrorState>
      </Stack>
    );
  }
  if (!data.data || !userId) {
    return (
      <Stack>
        <PageHeader title={t('page.title')} />
        <LoadingSkeleton lines={4} label={t('page.loading')} />
      </Stack>
    );
  }
  const canReportFault = data.data.places.some((place) => place.faultReport);
  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {(canReportFault || data.data.movingService) && (
        <Card title={t('page.otherTitle')}>
          <ul>
            {canReportFault && (
              <li>
                <Link to={faultReportRoute.defaultPath}>{t('page.faultLink')}</Link>
              </li>
            )}
            {data.data.movingService && (
              <li>
                <Link to={movingRoute.defaultPath}>{t('page.movingLink')}</Link>
              </li>
            )}
          </ul>
        </Card>
      )}
      <Card title={t('form.title')}>
        <ServiceRequestForm userId={userId} places={data.data.places} onSent={setSent} />
      </Card>
      <section aria-labelledby="service-requests-list">
        <h2 id="service-requests-list">{t('list.title')}</h2>
        <RequestList items={data.data.items} />
      </section>
      {sent && (
        <SuccessModal title={t('sent.title')} closeLabel={t('sent.close')} onClose={() => setSent(null)}>
          <p>{t('sent.body', { reference: sent })}</p>
        </SuccessModal>
      )}
    </Stack>
  );
}
