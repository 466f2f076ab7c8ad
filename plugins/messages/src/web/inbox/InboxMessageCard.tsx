import { Card, StatusBadge } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import { generatePath, Link } from 'react-router-dom';
import type { InboxMessage } from '../../contract/inbox';
import { messageRoute } from '../routes';

const EXCERPT = 160;

/** One message in the inbox list: its title links to the message, an unread one is marked "Uusi". */
export function InboxMessageCard({ message }: { readonly message: InboxMessage }) {
  const { t } = useTranslation('messages');
  const format = useFormatters();
  const excerpt = message.body.length > EXCERPT ? `${message.body.slice(0, EXCERPT).trimEnd()}…` : message.body;
  return (
    <Card
      headingLevel={2}
      title={<Link to={generatePath(messageRoute.defaultPath, { messageId: message.id })}>{message.title}</Link>}
      subtitle={`${t('inbox.sent')} ${format.dateTime(message.createdAt)}`}
      aside={message.seen ? undefined : <StatusBadge tone="info">{t('inbox.unseen')}</StatusBadge>}
    >
      <p>{excerpt}</p>
    </Card>
  );
}
