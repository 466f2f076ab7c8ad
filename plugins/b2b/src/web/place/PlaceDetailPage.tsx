import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataTable, ErrorState, FactList, LoadingSkeleton, PageHeader, Stack, TextField, type DataColumn } from '@portal/ui';
import { formatDate, formatNumber, useApi, useTranslation, useUserId } from '@portal/core';
import { B2B_PLACE_API, currentResponseSchema, graphResponseSchema, placeDetailSchema } from '../../contract/places';
import { previousMonth } from '../composite/monthRange';
import { b2bCompositesRoute } from '../routes';
import { PlaceDetailsForm } from './PlaceDetailsForm';

interface DayRow {
  readonly start: string;
  readonly kwh: number | null;
}

/**
 * `/yritys/kayttopaikka/:companyReferenceId/:compositeLocationIdentifier`: a company's place or
 * composite — its facts, the last days' figures, a month by day (a composite's days are its members'
 * summed intervals) and its details form. A lazy chunk.
 */
export default function PlaceDetailPage() {
  const { t } = useTranslation('b2b');
  const userId = useUserId();
  const { companyReferenceId = '', compositeLocationIdentifier = '' } = useParams();
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const base = (op: string) => (userId ? B2B_PLACE_API.location(companyReferenceId, userId, compositeLocationIdentifier, op) : null);
  const detail = useApi(base('detail'), placeDetailSchema);
  const current = useApi(base('current'), currentResponseSchema);
  const graphPath = base('graph');
  const graph = useApi(graphPath ? [graphPath, { mode: 'month', date: `${month}-01` }] : null, graphResponseSchema);
  const back = <Link to={b2bCompositesRoute.defaultPath}>{t('places.detail.back')}</Link>;

  if (detail.error) return <ErrorState onRetry={() => void detail.mutate()}>{t('places.detail.error')}</ErrorState>;
  if (!detail.data || !userId) return <LoadingSkeleton lines={5} label={t('places.detail.loading')} />;
  const d = detail.data;
  const kwh = (value: number | null | undefined) => (value === null || value === undefined ? t('places.detail.noData') : formatNumber(value, 1));
  const columns: DataColumn<DayRow>[] = [
    { key: 'day', header: t('places.detail.day'), rowHeader: true, cell: (row) => formatDate(row.start) },
    { key: 'kwh', header: t('places.detail.kwh'), numeric: true, cell: (row) => kwh(row.kwh) },
  ];
  return (
    <Stack>
      <PageHeader
        title={d.name}
        description={d.isNotACompositeLocation ? t('places.detail.place') : t('places.detail.composite', { count: d.members.length })}
        context={back}
      />
      <FactList
        facts={[
          { term: t('places.detail.identifier'), value: d.compositeLocationIdentifier },
          { term: t('places.detail.utility'), value: d.utilityType },
          { term: t('places.detail.access'), value: d.accessRight === 'FULL_ACCESS' ? t('places.detail.fullAccess') : t('places.detail.readOnly') },
          d.floorAreaM2 !== null && { term: t('places.detail.floorArea'), value: formatNumber(d.floorAreaM2, 0) },
          d.costCentre !== null && { term: t('places.detail.costCentre'), value: d.costCentre },
          current.data && { term: t('places.detail.yesterday'), value: kwh(current.data.yesterdayKwh) },
          current.data && { term: t('places.detail.previousWeek'), value: kwh(current.data.previousWeekKwh) },
          current.data && { term: t('places.detail.previousMonth'), value: kwh(current.data.previousMonthKwh) },
        ]}
      />
      <TextField label={t('places.detail.month')} type="month" value={month} onValue={(value) => value && setMonth(value)} />
      {graph.error ? (
        <ErrorState onRetry={() => void graph.mutate()}>{t('places.detail.error')}</ErrorState>
      ) : !graph.data ? (
        <LoadingSkeleton lines={6} label={t('places.detail.loading')} />
      ) : (
        <>
          <p>{t('places.detail.monthTotal', { total: formatNumber(Number(graph.data.totalKwh), 1) })}</p>
          <DataTable
            caption={t('places.detail.graphCaption')}
            columns={columns}
            rows={graph.data.points.map((p) => ({ start: p.start, kwh: p.kwh }))}
            rowKey={(row) => row.start}
            maxHeight="24rem"
          />
        </>
      )}
      <PlaceDetailsForm key={d.compositeLocationIdentifier} company={companyReferenceId} userId={userId} detail={d} />
    </Stack>
  );
}
