import { CardGrid, EmptyState, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { customerBenefitsResponseSchema } from '../../contract/customerBenefits';
import { CUSTOMER_BENEFITS_API } from '../../contract/paths';
import { BenefitCard } from '../components/BenefitCard';

/**
 * `/asiakasedut` (flag customerBenefits): the company's benefits and partner offers meant for this
 * customer (the server picks by company, mode and last day), each with its code once claimed.
 */
export default function CustomerBenefitsPage() {
  const { t } = useTranslation('customer-benefits');
  const userId = useUserId();
  const answer = useApi(userId ? CUSTOMER_BENEFITS_API.benefits(userId) : null, customerBenefitsResponseSchema);

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {answer.error ? (
        <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>
      ) : !answer.data || !userId ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : answer.data.benefits.length === 0 ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        <CardGrid>
          {answer.data.benefits.map((benefit) => (
            <BenefitCard key={benefit.id} benefit={benefit} userId={userId} />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
