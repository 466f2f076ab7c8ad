import styled from 'styled-components';
import { useClientState, useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: grid;
  place-items: center;
  background: rgb(255 255 255 / 70%);
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

/** requirements §4 loader overlay: visible while any load registered with clientState.beginLoading runs. */
export function LoaderOverlay() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const visible = useClientState((state) => state.loaderVisible);
  if (!visible) return null;
  return (
    <Overlay role="status" aria-live="polite" data-testid="loader-overlay">
      {t('loading')}
    </Overlay>
  );
}
