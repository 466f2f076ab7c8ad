import { ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { messageListResponseSchema, type MessageType } from '../../contract/inbox';
import { MESSAGES_API } from '../../contract/paths';
import { InboxMessageCard } from './InboxMessageCard';

export const PAGE_SIZE = 20;

/** The read of one page of a tab; every page shares the list path, so marking read refreshes them all. */
export function useInboxPage(type: MessageType, offset: number) {
  return useApi([MESSAGES_API.list, { type, offset, count: PAGE_SIZE }], messageListResponseSchema);
}

/** A further page of a tab ("show more" fetches only the next one). */
export function InboxPageOfMessages({ type, offset }: { readonly type: MessageType; readonly offset: number }) {
  const { t } = useTranslation('messages');
  const page = useInboxPage(type, offset);
  if (page.error) {
    return (
      <li>
        <ErrorState onRetry={() => void page.mutate()}>{t('inbox.error')}</ErrorState>
      </li>
    );
  }
  if (!page.data) {
    return (
      <li>
        <LoadingSkeleton lines={4} label={t('inbox.loading')} />
      </li>
    );
  }
  return (
    <>
      {page.data.messages.map((message) => (
        <li key={message.id}>
          <InboxMessageCard message={message} />
        </li>
      ))}
    </>
  );
}
