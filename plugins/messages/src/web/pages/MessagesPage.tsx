import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonRow, EmptyState, ErrorState, LoadingSkeleton, PageHeader, SecondaryButton, SegmentedChoice, Stack, MutedText } from '@portal/ui';
import { ClockRef, useClientStateStore, useService, useTranslation, useUserId } from '@portal/core';
import type { MessageType } from '../../contract/inbox';
import { useMarkRead } from '../hooks/useMarkRead';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { InboxMessageCard } from '../inbox/InboxMessageCard';
import { InboxPageOfMessages, PAGE_SIZE, useInboxPage } from '../inbox/InboxPageOfMessages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/**
 * `/viestit`: the inbox, info and alert tabs (requirements §4), newest first, 20 at a time, with "mark all read"
 * for the tab and for everything. Opening it moves the requirements §4 unread-messages marker to now.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const [type, setType] = useState<MessageType>('info');
  const [pages, setPages] = useState(1);
  const first = useInboxPage(type, 0);
  const unread = useUnreadCount().data;
  const { mark, running } = useMarkRead();
  const store = useClientStateStore();
  const clock = useService(ClockRef);
  const userId = useUserId();

  useEffect(() => {
    if (userId) store.setUnreadMessagesMarker({ timestamp: clock.now().getTime(), userId });
  }, [store, clock, userId]);

  const tabLabel = (tab: MessageType) => {
    const label = t(`inbox.${tab}`);
    const count = unread?.[tab] ?? 0;
    return count > 0 ? t('inbox.tabWithCount', { label, count }) : label;
  };
  const choose = (tab: MessageType) => {
    setType(tab);
    setPages(1);
  };

  const data = first.data;
  let body;
  if (first.error) body = <ErrorState onRetry={() => void first.mutate()}>{t('inbox.error')}</ErrorState>;
  else if (!data) body = <LoadingSkeleton lines={6} label={t('inbox.loading')} />;
  else if (data.total === 0)
    body = <EmptyState title={t(type === 'info' ? 'inbox.emptyInfo' : 'inbox.emptyAlert')} description={t('inbox.emptyHint')} headingLevel={2} />;
  else {
    const shown = Math.min(data.total, pages * PAGE_SIZE);
    body = (
      <>
        <List aria-label={t(`inbox.${type}`)}>
          {data.messages.map((message) => (
            <li key={message.id}>
              <InboxMessageCard message={message} />
            </li>
          ))}
          {Array.from({ length: pages - 1 }, (_, index) => (
            <InboxPageOfMessages key={index} type={type} offset={(index + 1) * PAGE_SIZE} />
          ))}
        </List>
        <MutedText>{t('inbox.shown', { shown, total: data.total })}</MutedText>
        {shown < data.total && <SecondaryButton onClick={() => setPages(pages + 1)}>{t('inbox.more')}</SecondaryButton>}
      </>
    );
  }

  return (
    <Stack>
      <PageHeader title={t('inbox.title')} description={t('inbox.intro')} />
      <SegmentedChoice
        label={t('inbox.tabs')}
        choices={(['info', 'alert'] as const).map((tab) => ({ value: tab, label: tabLabel(tab) }))}
        value={type}
        onChange={choose}
      />
      <ButtonRow>
        <SecondaryButton disabled={running || !unread?.[type]} onClick={() => void mark({ type })}>
          {t(type === 'info' ? 'inbox.markAllInfo' : 'inbox.markAllAlert')}
        </SecondaryButton>
        <SecondaryButton disabled={running || !unread?.unread} onClick={() => void mark('all')}>
          {t('inbox.markAll')}
        </SecondaryButton>
      </ButtonRow>
      {body}
    </Stack>
  );
}
