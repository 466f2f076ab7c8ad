import { DataTable, FactList, MoneyValue, MutedText, StatusMessage } from '@portal/ui';
import { formatDateTime, formatMoney, formatNumber, useTranslation } from '@portal/core';
import type { Insight } from '../../contract/monthlyInsights';
import { DailyGraph } from './DailyGraph';
import type { StoryPage } from './InsightStory';
import { monthLabel } from './monthLabel';
import { signed, WhyItChanged } from './WhyItChanged';

type TopHour = Insight['topHours']['mostExpensive'][number];

/** The story's pages for one insight, in the order a customer reads them. */
export function useStoryPages(insight: Insight): StoryPage[] {
  const { t } = useTranslation('monthly-insights');
  const s = insight.summary;
  const cKwh = (value: number | null) => (value === null ? '–' : t('summary.cKwh', { value: formatNumber(value) }));
  const hourTable = (caption: string, rows: readonly TopHour[], id: string) => (
    <DataTable
      caption={caption}
      columns={[
        { key: 'hour', header: t('topHours.hour'), cell: (h: TopHour) => formatDateTime(h.startUtc), rowHeader: true },
        { key: 'kwh', header: t('topHours.kwh'), cell: (h: TopHour) => `${formatNumber(h.kwh)} kWh`, numeric: true },
        { key: 'euros', header: t('topHours.euros'), cell: (h: TopHour) => formatMoney(h.euros), numeric: true },
      ]}
      rows={rows}
      rowKey={(h) => `${id}-${h.startUtc}`}
    />
  );

  const pages: StoryPage[] = [
    {
      id: 'summary',
      title: t('pages.summary'),
      content: (
        <>
          {!s.complete && s.missingIntervals > 0 && (
            <StatusMessage tone="info">{t('summary.incomplete', { count: s.missingIntervals })}</StatusMessage>
          )}
          <FactList
            facts={[
              { term: t('summary.cost'), value: <MoneyValue euros={s.euros} emphasis />, testId: 'month-cost' },
              { term: t('summary.kwh'), value: `${formatNumber(s.kwh)} kWh` },
              { term: t('summary.energy'), value: formatMoney(s.energyEuros) },
              { term: t('summary.fees'), value: formatMoney(s.feesEuros) },
              { term: t('summary.weighted'), value: cKwh(s.weightedPriceCKwh) },
              { term: t('summary.plain'), value: cKwh(s.plainPriceCKwh) },
              s.degreeDays !== null && { term: t('summary.degreeDays'), value: formatNumber(s.degreeDays, 1) },
            ]}
          />
        </>
      ),
    },
    {
      id: 'why',
      title: t('pages.why'),
      content: insight.comparisons.map((c) => <WhyItChanged key={c.against} comparison={c} />),
    },
    {
      id: 'topHours',
      title: t('pages.topHours'),
      content: (
        <>
          {hourTable(t('topHours.expensive'), insight.topHours.mostExpensive, 'cost')}
          {hourTable(t('topHours.consumption'), insight.topHours.highestConsumption, 'kwh')}
        </>
      ),
    },
    { id: 'tip', title: t('pages.tip'), content: <p>{t(`tips.${insight.tip.key}`)}</p> },
    {
      id: 'budget',
      title: t('pages.budget'),
      content: (
        <>
          {insight.budget.averageEuros === null || insight.budget.differenceEuros === null ? (
            <p>{t('budget.noHistory', { count: insight.budget.months })}</p>
          ) : (
            <FactList
              facts={[
                { term: t('summary.cost'), value: formatMoney(s.euros) },
                { term: t('budget.average'), value: formatMoney(insight.budget.averageEuros) },
                { term: t('budget.difference'), value: signed(insight.budget.differenceEuros) },
              ]}
            />
          )}
          <MutedText>{t('budget.setBudget')}</MutedText>
        </>
      ),
    },
    {
      id: 'green',
      title: t('pages.green'),
      content: (
        <>
          {!insight.greenPower.available ? (
            <p>{t('green.unknownGreen')}</p>
          ) : insight.greenPower.sharePercent ? (
            <>
              <FactList facts={[{ term: t('green.share'), value: `${formatNumber(insight.greenPower.sharePercent, 0)} %` }]} />
              {insight.greenPower.productName !== null && <p>{t('green.product', { name: insight.greenPower.productName })}</p>}
            </>
          ) : (
            <p>{t('green.none')}</p>
          )}
          <p>{t('green.localUnknown')}</p>
        </>
      ),
    },
    { id: 'graph', title: t('pages.graph'), content: <DailyGraph insight={insight} /> },
  ];
  if (insight.newUser.isNew) {
    pages.push({
      id: 'newUser',
      title: t('pages.newUser'),
      content: (
        <>
          <p>{t('newUser.welcome')}</p>
          {insight.newUser.firstMonth && <p>{t('newUser.since', { month: monthLabel(insight.newUser.firstMonth) })}</p>}
        </>
      ),
    });
  }
  pages.push({
    id: 'package',
    title: t('pages.package'),
    content: (
      <>
        <p>
          {insight.package.pricing === 'SPOT' ? t('package.spot') : insight.package.pricing === 'FIXED' ? t('package.fixed') : t('package.unknown')}
        </p>
        {insight.package.greenPowerOn && insight.package.productName && <p>{t('package.green', { name: insight.package.productName })}</p>}
      </>
    ),
  });
  return pages;
}
