import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { placePath } from '../place/placePath';
import { DataTable, ErrorState, LoadingSkeleton, type DataColumn } from '@portal/ui';
import { formatNumber, useApi, useTranslation } from '@portal/core';
import { B2B_PLACE_API, graphResponseSchema, type CompositeWire } from '../../contract/places';

/** All four decimals the server sums with, in Finnish format, so the parts visibly add up to the whole. */
function kwhText(kwh: string | undefined): string {
  return kwh === undefined ? '' : formatNumber(Number(kwh), 4);
}

interface Row {
  readonly id: string;
  readonly name: string;
  readonly kwh: string | undefined;
}

function useMonthTotal(company: string, userId: string, identifier: string, month: string): { total: string | undefined; error: boolean } {
  const graph = useApi([B2B_PLACE_API.location(company, userId, identifier, 'graph'), { mode: 'month', date: `${month}-01` }], graphResponseSchema);
  return { total: graph.data?.totalKwh, error: Boolean(graph.error) };
}

function MemberTotal({
  company,
  userId,
  identifier,
  month,
  children,
}: {
  readonly company: string;
  readonly userId: string;
  readonly identifier: string;
  readonly month: string;
  readonly children: (total: string | undefined, error: boolean) => ReactNode;
}) {
  const { total, error } = useMonthTotal(company, userId, identifier, month);
  return <>{children(total, error)}</>;
}

/**
 * One composite's month: each member's total and the composite's own (the server's sum of the members'
 * intervals) in the last row, so anyone can check that the whole equals its parts.
 */
export function CompositeMonthTable({
  company,
  userId,
  composite,
  month,
}: {
  readonly company: string;
  readonly userId: string;
  readonly composite: CompositeWire;
  readonly month: string;
}) {
  const { t } = useTranslation('b2b');
  const whole = useMonthTotal(company, userId, composite.compositeLocationIdentifier, month);
  if (whole.error) return <ErrorState>{t('places.composites.error')}</ErrorState>;
  if (!whole.total) return <LoadingSkeleton lines={composite.members.length + 1} label={t('places.composites.loading')} />;
  const rows: Row[] = composite.members.map((m) => ({ id: m.locationIdentifier, name: `${m.name} (${m.locationIdentifier})`, kwh: undefined }));
  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      header: t('places.composites.member'),
      rowHeader: true,
      cell: (row) => <Link to={placePath(company, row.id)}>{row.name}</Link>,
    },
    {
      key: 'kwh',
      header: t('places.composites.monthKwh'),
      numeric: true,
      cell: (row) =>
        row.id === composite.compositeLocationIdentifier ? (
          <strong data-testid="composite-total">{kwhText(row.kwh)}</strong>
        ) : (
          <MemberTotal company={company} userId={userId} identifier={row.id} month={month}>
            {(total, error) => (error ? '–' : total === undefined ? '…' : <span data-testid="member-total">{kwhText(total)}</span>)}
          </MemberTotal>
        ),
    },
  ];
  return (
    <DataTable
      caption={`${composite.name}: ${t('places.composites.monthKwh')}`}
      columns={columns}
      rows={[...rows, { id: composite.compositeLocationIdentifier, name: t('places.composites.total'), kwh: whole.total }]}
      rowKey={(row) => row.id}
    />
  );
}
