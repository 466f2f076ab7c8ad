import { ActingBar } from '@portal/ui';
import { ClientStateRef, useClientState, useService, useTranslation } from '@portal/core';
import { actingStore, type Acting } from '../acting/actingStore';

/**
 * On every page (core's top bar slot) while the active user is a customer the representative chose
 * to act for: "Toimit asiakkaan … puolesta (vain luku)" and a button back to one's own data. Nothing,
 * and no request, otherwise (a reload starts from the own data again).
 */
export default function ActingBanner() {
  const activeUserId = useClientState((state) => state.activeUserId);
  const acting = actingStore.use();
  if (!acting || activeUserId !== acting.customerId) return null;
  return <ActingNotice acting={acting} />;
}

/** Apart, so the plugin's texts load only for someone acting, not on every visitor's first page. */
function ActingNotice({ acting }: { readonly acting: Acting }) {
  const { t } = useTranslation('representation');
  const clientState = useService(ClientStateRef);
  const setActing = actingStore.useSet();
  return (
    <ActingBar
      message={t('acting.banner', { name: acting.customerName })}
      stopLabel={t('acting.stop')}
      onStop={() => {
        clientState.setActiveUserId(acting.ownId);
        setActing(null);
      }}
    />
  );
}
