import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ClientStateRef, isApiRequestError, useApi, useClientState, useService, useTranslation } from '@portal/core';
import { ErrorState, LoadingSkeleton } from '@portal/ui';
import { ADMIN_CUSTOMERS_API, adminCustomerSchema } from '../../contract/customers';
import { CustomerPortalPage } from './CustomerPortalPage';
import { viewAsStore } from './viewAsStore';

/**
 * `/aspa/asiakashaku/:customerId/*`: the customer's portal, read-only, for an administrator. The
 * admin search route confirms the customer first (403 for another company's, 404 for nobody); then
 * core's `activeUserId` becomes the customer, so every plugin page asks for their data, and the
 * server answers as for the customer with every place READ_ONLY, writes 403, each request audited.
 */
export default function ViewAsPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const customerId = params.customerId ?? '';
  const clientState = useService(ClientStateRef);
  const activeUserId = useClientState((state) => state.activeUserId);
  const customer = useApi(customerId ? ADMIN_CUSTOMERS_API.searchById(customerId) : null, adminCustomerSchema);
  const name = customer.data?.name;
  const setViewAs = viewAsStore.useSet();

  useEffect(() => {
    if (name === undefined) return;
    setViewAs({ customerId, customerName: name });
    clientState.setActiveUserId(customerId);
  }, [clientState, customerId, name, setViewAs]);

  if (customer.error) {
    const status = isApiRequestError(customer.error) ? customer.error.status : 0;
    const message = status === 403 ? t('customers.viewAs.forbidden') : status === 404 ? t('customers.viewAs.notFound') : t('customers.viewAs.failed');
    const retry = status === 403 || status === 404 ? {} : { onRetry: () => void customer.mutate() };
    return <ErrorState {...retry}>{message}</ErrorState>;
  }
  if (!customer.data || activeUserId !== customerId) return <LoadingSkeleton lines={4} label={t('customers.viewAs.loading')} />;
  return <CustomerPortalPage />;
}
