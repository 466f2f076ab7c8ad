import { Card, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useTranslation, useUserId } from '@portal/core';
import { Link } from 'react-router-dom';
import { PriceLimitForm } from '../components/PriceLimitForm';
import { PriceReportForm } from '../components/PriceReportForm';
import { alertsRoute } from '../routes';

/**
 * `/halytykset/hinta` (flag priceLimit): the person's own electricity price settings — the price
 * limit and the daily price report. Both are per person, not per place, so they have a page of their
 * own instead of a section on each place. A lazy chunk; each form loads, fails and retries alone.
 */
export default function PriceAlertsPage() {
  const { t } = useTranslation('alerts');
  const userId = useUserId();
  return (
    <Stack>
      <PageHeader title={t('price.title')} description={t('price.intro')} context={<Link to={alertsRoute.defaultPath}>{t('place.back')}</Link>} />
      {!userId ? (
        <LoadingSkeleton lines={4} label={t('price.loading')} />
      ) : (
        <>
          <Card title={t('price.limitTitle')}>
            <PriceLimitForm userId={userId} />
          </Card>
          <Card title={t('price.reportTitle')}>
            <PriceReportForm userId={userId} />
          </Card>
        </>
      )}
    </Stack>
  );
}
