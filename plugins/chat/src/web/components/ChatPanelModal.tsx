import { useState } from 'react';
import { LoggerRef, ModalActions, ModalTitle, usePortalRuntime, useService, useTranslation, type ModalComponentProps } from '@portal/core';
import { MutedText, PrimaryButton, SecondaryButton } from '@portal/ui';
import { chatProviderName } from './chatProviderName';
import { loadChatProviderScript } from './loadChatProviderScript';

type ChatStart = 'idle' | 'starting' | 'started' | 'failed';

/** The chat panel: what the chat is, when it is answered, and starting it through the provider. */
export default function ChatPanelModal({ dismiss }: ModalComponentProps<void, void>) {
  const { t } = useTranslation('chat');
  const { company } = usePortalRuntime();
  const logger = useService(LoggerRef);
  const [start, setStart] = useState<ChatStart>('idle');
  const chat = company.chat;
  const serviceHours = company.customerServiceNumbers?.find((n) => n.type === 'CustomerService')?.hours;

  const startChat = async () => {
    if (!chat?.scriptUrl) return;
    setStart('starting');
    try {
      await loadChatProviderScript({ scriptUrl: chat.scriptUrl, ...(chat.channelId ? { channelId: chat.channelId } : {}) });
      setStart('started');
    } catch (error) {
      logger.error('Chat provider could not be loaded', error);
      setStart('failed');
    }
  };

  return (
    <>
      <ModalTitle>{t('panel.title')}</ModalTitle>
      {chat?.enabled && chat.scriptUrl ? (
        <>
          <p>{t('panel.intro', { company: company.displayName ?? company.code })}</p>
          {serviceHours && <p>{t('panel.hours', { hours: serviceHours })}</p>}
          <MutedText>{t('panel.provider', { provider: chatProviderName(chat.scriptUrl) })}</MutedText>
          <p role="status" aria-live="polite">
            {start === 'starting' && t('panel.starting')}
            {start === 'started' && t('panel.started')}
            {start === 'failed' && t('panel.failed')}
          </p>
        </>
      ) : (
        <p>{t('panel.unavailable')}</p>
      )}
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('panel.close')}
        </SecondaryButton>
        {chat?.enabled && chat.scriptUrl && start !== 'started' && (
          <PrimaryButton type="button" onClick={() => void startChat()} disabled={start === 'starting'}>
            {t('panel.start')}
          </PrimaryButton>
        )}
      </ModalActions>
    </>
  );
}
