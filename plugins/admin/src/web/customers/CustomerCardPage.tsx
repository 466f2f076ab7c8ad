import { Link, useParams } from 'react-router-dom';
import { Card, DataTable, EmptyState, FactList, LoadingSkeleton, type DataColumn } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { ADMIN_CUSTOMERS_API, adminCompaniesAnswerSchema, adminCustomerSchema, type AdminCustomerCode } from '../../contract/customers';
import { AdminLayout } from '../shell';
import { ReadFailure } from './ReadFailure';
import { CustomerPlaces } from './CustomerPlaces';
import { customerSearchRoute, viewAsPath } from './routes';

/**
 * `/admin/asiakashaku/:customerId`: one customer as customer service sees them — name, e-mail and
 * strong identification, their customerships per company, their use places and, for the place
 * opened, its contracts and additional services. Each section loads and fails on its own; a customer
 * of a company the admin does not handle (403) or nobody (404) is said so once, without retry.
 */
export default function CustomerCardPage() {
  const { t } = useTranslation('admin');
  const customerId = useParams().customerId ?? '';
  const customer = useApi(customerId ? ADMIN_CUSTOMERS_API.searchById(customerId) : null, adminCustomerSchema);
  let basics;
  if (customer.error) {
    basics = (
      <ReadFailure
        error={customer.error}
        retry={() => void customer.mutate()}
        failed={t('customers.card.failed')}
        forbidden={t('customers.card.forbidden')}
        notFound={t('customers.card.notFound')}
      />
    );
  } else if (!customer.data) {
    basics = <LoadingSkeleton lines={3} label={t('customers.card.loading')} />;
  } else {
    const data = customer.data;
    basics = (
      <FactList
        facts={[
          { term: t('customers.card.name'), value: data.name },
          { term: t('customers.card.email'), value: data.email },
          // The id other admin tools ask for (a per-user flag override, user tools, debug info).
          { term: t('customers.card.userId'), value: <code>{data.priwattiUserId}</code> },
          { term: t('customers.card.identification'), value: data.userVerified ? t('customers.card.identified') : t('customers.card.notIdentified') },
        ]}
      />
    );
  }

  return (
    <AdminLayout
      title={t('customers.card.title')}
      description={t('customers.card.intro')}
      context={<Link to={customerSearchRoute.defaultPath}>{t('customers.card.back')}</Link>}
      companySelector={false}
    >
      <Card title={t('customers.card.basicsTitle')} link={customer.data ? { to: viewAsPath(customerId), label: t('customers.card.viewAs') } : null}>
        {basics}
      </Card>
      {/* Only once the server has confirmed the customer: another company's customer or nobody would
          only get the refusal repeated, by three more requests in the audit log. */}
      {customer.data && (
        <>
          <Customerships customerId={customerId} />
          <CustomerPlaces customerId={customerId} />
        </>
      )}
    </AdminLayout>
  );
}

/** The customer's customer codes in the companies the admin handles (GET …/{id}/companies). */
function Customerships({ customerId }: { readonly customerId: string }) {
  const { t } = useTranslation('admin');
  const result = useApi(ADMIN_CUSTOMERS_API.companies(customerId), adminCompaniesAnswerSchema);
  const companies = result.data?.companies;
  const none = t('customers.card.none');
  const columns: DataColumn<AdminCustomerCode>[] = [
    {
      key: 'company',
      header: t('customers.card.company'),
      cell: (row) => `${row.companyName} (${row.company})`,
      rowHeader: true,
      sortValue: (row) => row.companyName,
    },
    { key: 'code', header: t('customers.card.customerCode'), cell: (row) => row.customerCode, sortValue: (row) => row.customerCode },
    { key: 'type', header: t('customers.card.customerType'), cell: (row) => t(`customers.card.customerTypes.${row.customerType}`) },
    { key: 'business', header: t('customers.card.businessName'), cell: (row) => row.businessName ?? none },
  ];

  let body;
  if (result.error) {
    body = (
      <ReadFailure
        error={result.error}
        retry={() => void result.mutate()}
        failed={t('customers.card.companiesFailed')}
        forbidden={t('customers.card.forbidden')}
      />
    );
  } else if (!companies) {
    body = <LoadingSkeleton lines={2} label={t('customers.card.companiesLoading')} />;
  } else if (companies.length === 0) {
    body = <EmptyState title={t('customers.card.companiesEmpty')} headingLevel={3} />;
  } else {
    body = (
      <DataTable
        caption={t('customers.card.companiesCaption')}
        captionHidden
        columns={columns}
        rows={companies}
        rowKey={(row) => `${row.company}-${row.customerCode}`}
      />
    );
  }
  return <Card title={t('customers.card.companiesTitle')}>{body}</Card>;
}
