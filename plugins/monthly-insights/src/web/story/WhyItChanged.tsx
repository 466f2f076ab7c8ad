import { DataTable, MutedText } from '@portal/ui';
import { formatMoney, useTranslation } from '@portal/core';
import type { Comparison } from '../../contract/monthlyInsights';
import { monthLabel } from './monthLabel';

/**
 * One comparison: the change and its reasons, each with its share in euros. The server rounds the
 * shares so they add up to the change to the cent; the table shows them as sent and the total row is
 * the change itself.
 */
export function WhyItChanged({
  comparison,
  level = 4,
  testIdPrefix = 'why',
}: {
  readonly comparison: Comparison;
  readonly level?: 3 | 4;
  readonly testIdPrefix?: string;
}) {
  const Heading = `h${level}` as const;
  const { t } = useTranslation('monthly-insights');
  const heading = t(comparison.against === 'previousMonth' ? 'why.previousMonth' : 'why.yearAgo', { month: monthLabel(comparison.month) });
  const testId = `${testIdPrefix}-${comparison.against}`;
  if (!comparison.available || comparison.changeEuros === null || comparison.fromEuros === null) {
    return (
      <div data-testid={testId}>
        <Heading>{heading}</Heading>
        <p>{t('why.unavailable')}</p>
      </div>
    );
  }
  return (
    <div data-testid={testId}>
      <Heading>{heading}</Heading>
      <p>{t('why.change', { from: formatMoney(comparison.fromEuros), to: formatMoney(comparison.toEuros) })}</p>
      <DataTable
        caption={t('why.caption')}
        columns={[
          { key: 'reason', header: t('why.reason'), cell: (r) => t(`reasons.${r.key}`), rowHeader: true },
          { key: 'euros', header: t('why.euros'), cell: (r) => <span data-testid={`reason-${r.key}`}>{signed(r.euros)}</span>, numeric: true },
        ]}
        rows={comparison.reasons}
        rowKey={(r) => r.key}
        footer={
          <tr>
            <th scope="row">{t('why.total')}</th>
            <td data-testid="change-total">{signed(comparison.changeEuros)}</td>
          </tr>
        }
      />
      <MutedText>{t('why.method')}</MutedText>
    </div>
  );
}

/** A change with its sign: +1,20 €, −3,45 € (a true minus sign, as Finnish typography writes it). */
export function signed(euros: number): string {
  const text = formatMoney(Math.abs(euros));
  return euros > 0 ? `+${text}` : euros < 0 ? `\u2212${text}` : text;
}
