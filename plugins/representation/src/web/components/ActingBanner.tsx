import { ClientStateRef, SecondaryButton, useClientState, useService, useTranslation } from '@portal/core';
import styled from 'styled-components';
import { setActing, useActing, type Acting } from '../acting/actingStore';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 0.5rem 1rem;
  background: #fff4ce;
  color: #1b1b1b;
  border-bottom: 2px solid #8a6d00;
`;

/**
 * On every page (core's top bar slot) while the active user is a customer the representative chose
 * to act for: "Toimit asiakkaan … puolesta (vain luku)" and a button back to one's own data. Nothing,
 * and no request, otherwise (a reload starts from the own data again).
 */
export default function ActingBanner() {
  const activeUserId = useClientState((state) => state.activeUserId);
  const acting = useActing();
  if (!acting || activeUserId !== acting.customerId) return null;
  return <ActingNotice acting={acting} />;
}

/** Apart, so the plugin's texts load only for someone acting, not on every visitor's first page. */
function ActingNotice({ acting }: { readonly acting: Acting }) {
  const { t } = useTranslation('representation');
  const clientState = useService(ClientStateRef);
  return (
    <Banner role="status">
      <span>{t('acting.banner', { name: acting.customerName })}</span>
      <SecondaryButton
        type="button"
        onClick={() => {
          clientState.setActiveUserId(acting.ownId);
          setActing(null);
        }}
      >
        {t('acting.stop')}
      </SecondaryButton>
    </Banner>
  );
}
