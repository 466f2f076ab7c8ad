import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, DataTable, EmptyState, ErrorState, LoadingSkeleton, type DataColumn } from '@portal/ui';
import { isApiRequestError, useApi, useTranslation } from '@portal/core';
import {
  ADMIN_CUSTOMERS_API,
  adminCustomerListSchema,
  unregisteredCustomerListSchema,
  type AdminCustomer,
  type UnregisteredCustomer,
} from '../../contract/customers';
import { customerCardPath, viewAsPath } from './routes';

/**
 * The registered customers a search found. The heading takes focus when results arrive, so a keyboard
 * or screen-reader user lands on them after pressing Enter in the form.
 */
export function CustomerResults({ query }: { readonly query: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('admin');
  const result = useApi([ADMIN_CUSTOMERS_API.search, query], adminCustomerListSchema);
  const heading = useRef<HTMLHeadingElement>(null);
  const users = result.data?.users;
  useEffect(() => {
    if (users) heading.current?.focus();
  }, [users]);

  const columns: DataColumn<AdminCustomer>[] = [
    { key: 'name', header: t('customers.search.name'), cell: (row) => row.name, rowHeader: true, sortValue: (row) => row.name },
    { key: 'email', header: t('customers.search.email'), cell: (row) => row.email, sortValue: (row) => row.email },
    {
      key: 'codes',
      header: t('customers.search.customerCodes'),
      cell: (row) =>
        row.customerCodes.map((code) => `${code.company} ${code.customerCode}${code.businessName ? ` (${code.businessName})` : ''}`).join(', '),
    },
    {
      key: 'verified',
      header: t('customers.search.verified'),
      cell: (row) => (row.userVerified ? t('customers.search.yes') : t('customers.search.no')),
    },
    {
      key: 'actions',
      header: t('customers.search.actions'),
      cell: (row) => (
        <Actions>
          <Link to={customerCardPath(row.priwattiUserId)} aria-label={t('customers.search.detailsLabel', { name: row.name })}>
            {t('customers.search.details')}
          </Link>
          <Link to={viewAsPath(row.priwattiUserId)} aria-label={t('customers.search.viewAsLabel', { name: row.name })}>
            {t('customers.search.viewAs')}
          </Link>
        </Actions>
      ),
    },
  ];

  let body;
  if (result.error) {
    const forbidden = isApiRequestError(result.error) && result.error.status === 403;
    body = forbidden ? (
      <ErrorState>{t('customers.search.forbidden')}</ErrorState>
    ) : (
      <ErrorState onRetry={() => void result.mutate()}>{t('customers.search.failed')}</ErrorState>
    );
  } else if (!users) {
    body = <LoadingSkeleton lines={3} label={t('customers.search.loading')} />;
  } else if (users.length === 0) {
    body = <EmptyState title={t('customers.search.empty')} description={t('customers.search.emptyHint')} headingLevel={3} />;
  } else {
    body = <DataTable caption={t('customers.search.caption')} captionHidden columns={columns} rows={users} rowKey={(row) => row.priwattiUserId} />;
  }
  return (
    <section aria-labelledby="admin-customer-results">
      <h2 id="admin-customer-results" ref={heading} tabIndex={-1}>
        {t('customers.search.resultsTitle')}
      </h2>
      {body}
    </section>
  );
}

/** Register customers with this address who have no login yet (GET /search/unauthenticated). */
export function UnregisteredResults({ email }: { readonly email: string }) {
  const { t } = useTranslation('admin');
  const result = useApi([ADMIN_CUSTOMERS_API.searchUnauthenticated, { email }], unregisteredCustomerListSchema);
  const customers = result.data?.customers;
  let body;
  if (result.error) body = <ErrorState onRetry={() => void result.mutate()}>{t('customers.search.failed')}</ErrorState>;
  else if (!customers) body = <LoadingSkeleton lines={2} label={t('customers.search.loading')} />;
  else if (customers.length === 0) body = <p>{t('customers.search.unregisteredEmpty')}</p>;
  else {
    const columns: DataColumn<UnregisteredCustomer>[] = [
      { key: 'holder', header: t('customers.search.holderName'), cell: (row) => row.holderName, rowHeader: true },
      { key: 'company', header: t('customers.search.company'), cell: (row) => row.companyName },
      { key: 'code', header: t('customers.search.customerCode'), cell: (row) => row.customerCode },
    ];
    body = (
      <DataTable
        caption={t('customers.search.unregisteredCaption')}
        captionHidden
        columns={columns}
        rows={customers}
        rowKey={(row) => `${row.company}-${row.customerCode}`}
      />
    );
  }
  return (
    <Card title={t('customers.search.unregisteredTitle')} subtitle={t('customers.search.unregisteredIntro')}>
      {body}
    </Card>
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;
