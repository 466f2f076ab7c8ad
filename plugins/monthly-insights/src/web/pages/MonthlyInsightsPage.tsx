import { Card, EmptyState, ErrorState, formatDate, LoadingSkeleton, PageHeader, Stack, useApi, useTranslation, useUserId } from '@portal/core';
import { monthlyInsightsItemsResponseSchema } from '../../contract/monthlyInsights';
import { MONTHLY_INSIGHTS_API } from '../../contract/paths';

/**
 * `/kuukausikatsaus`: the signed-in user's items. The user id comes from core (useUserId); the call is
 * the plugin's own route, its answer checked against the contract's schema. This page is a lazy
 * chunk, so zod and the schema load with it, not at start-up.
 */
export default function MonthlyInsightsPage() {
  const { t } = useTranslation('monthly-insights');
  const userId = useUserId();
  const items = useApi(userId ? MONTHLY_INSIGHTS_API.items(userId) : null, monthlyInsightsItemsResponseSchema);

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {items.error ? (
        <ErrorState onRetry={() => void items.mutate()}>{t('page.error')}</ErrorState>
      ) : !items.data ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : items.data.items.length === 0 ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        items.data.items.map((item) => (
          <Card key={item.id} title={item.title}>
            {t('page.created')} {formatDate(item.createdAt)}
          </Card>
        ))
      )}
    </Stack>
  );
}
