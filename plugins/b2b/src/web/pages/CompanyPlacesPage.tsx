import { ButtonRow, EmptyState, ErrorState, LoadingSkeleton, PageHeader, SecondaryButton, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { useEffect, useRef, useState } from 'react';
import {
  B2B_API,
  companiesResponseSchema,
  LIST_PAGE_SIZE,
  listSummaryResponseSchema,
  type ListSortKey,
  type ListSummaryResponse,
  type SortDirection,
} from '../../contract';
import { ListControls } from '../list/ListControls';
import { ListCsvButton } from '../list/ListCsvButton';
import { ListTotalsView, monthText } from '../list/ListTotalsView';
import { Pager } from '../list/Pager';
import { PlaceTable } from '../list/PlaceTable';
import { useDebouncedValue } from '../list/useDebouncedValue';

/**
 * `/yritys/kayttopaikat`: a business customer's places, 20 a page (requirements §9), sorted on the server by
 * any requirements §2 key either way or by the user's own content order, filtered as the user types or by a
 * label, with the totals of the whole filtered list. Replaces, for B2B users, the one long page of
 * every place. A lazy chunk: zod and the contract load with it.
 */
export default function CompanyPlacesPage() {
  const { t } = useTranslation('b2b');
  const userId = useUserId();
  const companies = useApi(userId ? B2B_API.companies(userId) : null, companiesResponseSchema);
  const [chosen, setChosen] = useState<string | null>(null);
  const company = chosen ?? companies.data?.companies[0]?.customerCode ?? null;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSortKey>('address');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [search, setSearch] = useState('');
  const [label, setLabel] = useState('');
  const filterText = useDebouncedValue(search.trim(), 300);

  const query = { page: String(page), sort, direction, ...(filterText ? { search: filterText } : {}), ...(label ? { label } : {}) };
  const list = useApi(userId && company ? [B2B_API.listSummary(company, userId), query] : null, listSummaryResponseSchema);
  // The previous answer stays on screen (dimmed) while the next page or order loads.
  const shown = useRef<ListSummaryResponse | undefined>(undefined);
  if (list.data) shown.current = list.data;
  const data = list.data ?? shown.current;

  // A new filter starts from the first page.
  useEffect(() => setPage(1), [filterText, label, company]);

  const onSort = (key: ListSortKey) => {
    setDirection(sort === key && direction === 'asc' ? 'desc' : 'asc');
    setSort(key);
    setPage(1);
  };

  const header = <PageHeader title={t('page.title')} description={t('page.intro')} />;
  if (companies.error)
    return (
      <Stack>
        {header}
        <ErrorState onRetry={() => void companies.mutate()}>{t('page.error')}</ErrorState>
      </Stack>
    );
  if (!companies.data)
    return (
      <Stack>
        {header}
        <LoadingSkeleton lines={6} label={t('page.loading')} />
      </Stack>
    );
  if (!company || !userId)
    return (
      <Stack>
        {header}
        <EmptyState title={t('page.noCompany')} />
      </Stack>
    );

  const pages = data ? Math.max(1, Math.ceil(data.totals.places / LIST_PAGE_SIZE)) : 1;
  return (
    <Stack>
      {header}
      <ListControls
        userId={userId}
        company={company}
        companies={companies.data.companies}
        onCompany={setChosen}
        search={search}
        onSearch={setSearch}
        label={label}
        labels={data?.labels ?? []}
        onLabel={setLabel}
      />
      {list.error && !data ? (
        <ErrorState onRetry={() => void list.mutate()}>{t('page.error')}</ErrorState>
      ) : !data ? (
        <LoadingSkeleton lines={6} label={t('page.loading')} />
      ) : (
        <>
          <ListTotalsView totals={data.totals} />
          <ButtonRow>
            <SecondaryButton type="button" aria-pressed={sort === 'contentOrder'} onClick={() => onSort('contentOrder')}>
              {t('list.contentOrder')}
            </SecondaryButton>
            <ListCsvButton
              userId={userId}
              company={company}
              filter={{ ...(filterText ? { search: filterText } : {}), ...(label ? { label } : {}) }}
              sort={sort}
              direction={direction}
            />
          </ButtonRow>
          {list.error && <ErrorState onRetry={() => void list.mutate()}>{t('page.error')}</ErrorState>}
          {data.places.length === 0 ? (
            <EmptyState title={data.totals.places === 0 && (filterText || label) ? t('page.noMatches') : t('page.empty')} />
          ) : (
            <PlaceTable
              places={data.places}
              sort={data.sort}
              direction={data.direction}
              onSort={onSort}
              month={monthText(data.totals.month)}
              busy={!list.data}
              labelEditing={{ company, userId, onChanged: () => void list.mutate() }}
            />
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
