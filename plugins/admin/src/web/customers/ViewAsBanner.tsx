import { ActingBar } from '@portal/ui';
import { ClientStateRef, useClientState, useService, useTranslation } from '@portal/core';
import { useNavigate } from 'react-router-dom';
import { customerSearchRoute } from './routes';
import { viewAsStore, type ViewAs } from './viewAsStore';

/**
 * On every page (core's top bar slot) while an administrator views the portal as a customer: whose
 * portal it is, that it is read-only and logged, and a way back. Nothing (and no request) otherwise.
 */
export default function ViewAsBanner() {
  const activeUserId = useClientState((state) => state.activeUserId);
  const viewAs = viewAsStore.use();
  if (!viewAs || activeUserId !== viewAs.customerId) return null;
  return <ViewAsNotice viewAs={viewAs} />;
}

/** Apart, so the plugin's texts load only while viewing as someone, not on every visitor's first page. */
function ViewAsNotice({ viewAs }: { readonly viewAs: ViewAs }) {
  const { t } = useTranslation('admin');
  const clientState = useService(ClientStateRef);
  const navigate = useNavigate();
  const setViewAs = viewAsStore.useSet();
  return (
    <ActingBar
      testId="view-as-banner"
      message={t('customers.viewAs.banner', { name: viewAs.customerName })}
      stopLabel={t('customers.viewAs.stop')}
      onStop={() => {
        // Back to the administrator's own id: every plugin's URLs follow useUserId() again.
        clientState.setActiveUserId(null);
        setViewAs(null);
        navigate(customerSearchRoute.defaultPath);
      }}
    />
  );
}
