import { ClientStateRef, SecondaryButton, useApi, useClientState, useService, useTranslation } from '@portal/core';
import styled from 'styled-components';
import { REPRESENTATION_API } from '../../contract/paths';
import { currentResponseSchema } from '../../contract/representation';
import { useOwnUserId } from '../hooks/useOwnUserId';

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
 * On every page (core's top bar slot) while the active user is someone else: "Toimit asiakkaan …
 * puolesta (vain luku)" and a button back to one's own data. Nothing, and no request, otherwise.
 */
export default function ActingBanner() {
  const { t } = useTranslation('representation');
  const activeUserId = useClientState((state) => state.activeUserId);
  const ownId = useOwnUserId();
  const acting = Boolean(ownId && activeUserId && activeUserId !== ownId);
  const current = useApi(acting && ownId ? REPRESENTATION_API.current(ownId) : null, currentResponseSchema);
  const clientState = useService(ClientStateRef);
  if (!acting || !ownId) return null;
  const name = current.data?.received.find((grant) => grant.grantorId === activeUserId)?.counterpartName ?? '…';
  return (
    <Banner role="status">
      <span>{t('acting.banner', { name })}</span>
      <SecondaryButton type="button" onClick={() => clientState.setActiveUserId(ownId)}>
        {t('acting.stop')}
      </SecondaryButton>
    </Banner>
  );
}
