import { useState } from 'react';
import styled from 'styled-components';
import { LoggerRef, ModalTitle, usePortalRuntime, useService, useTranslation, type ModalComponentProps } from '@portal/core';
import { chatProviderName } from './chatProviderName';
import { loadChatProviderScript } from './loadChatProviderScript';

type ChatStart = 'idle' | 'starting' | 'started' | 'failed';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const StartButton = styled.button`
  padding: 0.5rem 1.25rem;
  border: none;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

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
          <Muted>{t('panel.provider', { provider: chatProviderName(chat.scriptUrl) })}</Muted>
          <p role="status" aria-live="polite">
            {start === 'starting' && t('panel.starting')}
            {start === 'started' && t('panel.started')}
            {start === 'failed' && t('panel.failed')}
          </p>
          {start !== 'started' && (
            <StartButton type="button" onClick={() => void startChat()} disabled={start === 'starting'}>
              {t('panel.start')}
            </StartButton>
          )}
        </>
      ) : (
        <p>{t('panel.unavailable')}</p>
      )}
      <button type="button" onClick={dismiss}>
        {t('panel.close')}
      </button>
    </>
  );
}
