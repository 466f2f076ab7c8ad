import { ButtonRow, Card, EmptyState, ErrorState, LoadingSkeleton, PageHeader, SecondaryButton, SegmentedChoice, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { insightPlacesSchema, insightSchema, type Insight } from '../../contract/monthlyInsights';
import { MONTHLY_INSIGHTS_API } from '../../contract/paths';
import { ForecastCard } from '../story/ForecastCard';
import { InsightStory } from '../story/InsightStory';
import { monthLabel } from '../story/monthLabel';
import { useStoryPages } from '../story/storyPages';

/**
 * `/kuukausikatsaus`: the month's insight of one electricity place as a short story, the last whole
 * month first, with the running month's bill forecast below. A lazy chunk: zod and the texts load with it.
 */
export default function MonthlyInsightsPage() {
  const { t } = useTranslation('monthly-insights');
  const userId = useUserId();
  const places = useApi(userId ? MONTHLY_INSIGHTS_API.places(userId) : null, insightPlacesSchema);
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [monthIndex, setMonthIndex] = useState(0);

  const list = places.data?.places ?? [];
  const place = list.find((p) => p.locationIdentifier === placeId) ?? list[0];
  const month = place?.months[Math.min(monthIndex, place.months.length - 1)];

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {places.error ? (
        <ErrorState onRetry={() => void places.mutate()}>{t('page.error')}</ErrorState>
      ) : !places.data ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : !place || !userId ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        <>
          {list.length > 1 && (
            <SegmentedChoice
              label={t('page.place')}
              choices={list.map((p) => ({ value: p.locationIdentifier, label: p.name }))}
              value={place.locationIdentifier}
              onChange={(value) => {
                setPlaceId(value);
                setMonthIndex(0);
              }}
            />
          )}
          {!month ? (
            <EmptyState title={t('page.noMonths')} />
          ) : (
            <>
              <ButtonRow>
                <SecondaryButton type="button" disabled={monthIndex >= place.months.length - 1} onClick={() => setMonthIndex(monthIndex + 1)}>
                  {t('page.previousMonth')}
                </SecondaryButton>
                <SecondaryButton type="button" disabled={monthIndex === 0} onClick={() => setMonthIndex(monthIndex - 1)}>
                  {t('page.nextMonth')}
                </SecondaryButton>
              </ButtonRow>
              <MonthStory key={`${place.locationIdentifier}-${month}`} userId={userId} locationIdentifier={place.locationIdentifier} month={month} />
            </>
          )}
          <ForecastCard userId={userId} locationIdentifier={place.locationIdentifier} />
        </>
      )}
    </Stack>
  );
}

function MonthStory({ userId, locationIdentifier, month }: { readonly userId: string; readonly locationIdentifier: string; readonly month: string }) {
  const { t } = useTranslation('monthly-insights');
  const insight = useApi(MONTHLY_INSIGHTS_API.pages(userId, locationIdentifier, month), insightSchema);
  const title = `${t('page.month')} ${monthLabel(month)}`;
  return (
    <Card title={title} headingLevel={2}>
      {insight.error ? (
        <ErrorState onRetry={() => void insight.mutate()}>{t('page.error')}</ErrorState>
      ) : !insight.data ? (
        <LoadingSkeleton lines={4} label={t('page.loading')} />
      ) : (
        <Story insight={insight.data} />
      )}
    </Card>
  );
}

function Story({ insight }: { readonly insight: Insight }) {
  const { t } = useTranslation('monthly-insights');
  const pages = useStoryPages(insight);
  return <InsightStory label={t('story.label', { month: monthLabel(insight.month) })} pages={pages} />;
}
