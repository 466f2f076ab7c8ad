import { HeaderActionButton } from '@portal/ui';
import { useModal, usePortalRuntime, useTranslation } from '@portal/core';
import { CHAT_PANEL_MODAL } from '../chatModal';

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
    <HeaderActionButton type="button" aria-haspopup="dialog" aria-label={t('launcherLabel')} onClick={() => modals.open(CHAT_PANEL_MODAL)}>
      {t('launcher')}
    </HeaderActionButton>
  );
}
