import styled from 'styled-components';
import { useModal, usePortalRuntime, useTranslation } from '@portal/core';
import { CHAT_PANEL_MODAL } from '../chatModal';

const LauncherButton = styled.button`
  padding: 0.4rem 0.9rem;
  border: 2px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  cursor: pointer;
`;

/**
 * Header action: opens the chat panel. Renders nothing when the company's chat is switched off in
 * its distribution, even if the runtime `chat` flag is on.
 */
export default function ChatLauncher() {
  const { t } = useTranslation('chat');
  const modals = useModal();
  const { company } = usePortalRuntime();
  if (!company.chat?.enabled) return null;
  return (
    <LauncherButton type="button" aria-haspopup="dialog" aria-label={t('launcherLabel')} onClick={() => modals.open(CHAT_PANEL_MODAL)}>
      {t('launcher')}
    </LauncherButton>
  );
}
