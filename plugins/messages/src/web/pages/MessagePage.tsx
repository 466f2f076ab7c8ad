import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Card, ErrorState, LoadingSkeleton, PageHeader, Stack, StatusBadge } from '@portal/ui';
import { useApi, useFormatters, useTranslation } from '@portal/core';
import { messageSchema } from '../../contract/inbox';
import { MESSAGES_API } from '../../contract/paths';
import { useMarkRead } from '../hooks/useMarkRead';
import { messagesRoute } from '../routes';

/** `/viestit/:messageId`: one message in full. Opening an unread message marks it seen. */
export default function MessagePage() {
  const { t } = useTranslation('messages');
  const format = useFormatters();
  const { messageId = '' } = useParams();
  const message = useApi(MESSAGES_API.message(messageId), messageSchema);
  const { mark } = useMarkRead();
  const unseen = message.data && !message.data.seen ? message.data.id : null;

  const { mutate } = message;
  useEffect(() => {
    // Read again after marking, so a later visit finds it seen and does not mark it twice.
    if (unseen) void mark({ messageId: unseen }).then((marked) => marked && mutate());
  }, [unseen, mark, mutate]);

  const back = <Link to={messagesRoute.defaultPath}>{t('message.back')}</Link>;
  if (message.error?.code === 'NOT_FOUND') return <PageHeader context={back} title={t('message.notFound')} />;
  if (message.error) {
    return (
      <Stack>
        <PageHeader context={back} title={t('inbox.title')} />
        <ErrorState onRetry={() => void message.mutate()}>{t('message.error')}</ErrorState>
      </Stack>
    );
  }
  if (!message.data) {
    return (
      <Stack>
        <PageHeader context={back} title={t('inbox.title')} />
        <LoadingSkeleton lines={5} label={t('message.loading')} />
      </Stack>
    );
  }
  const data = message.data;
  return (
    <Stack>
      <PageHeader context={back} title={data.title} description={t('message.sent', { date: format.dateTime(data.createdAt) })} />
      <Card
        headingLevel={2}
        title={<StatusBadge tone={data.type === 'alert' ? 'warning' : 'info'}>{t(`message.${data.type}`)}</StatusBadge>}
        link={data.link ? { to: data.link, label: t('message.open') } : null}
      >
        {data.body.split('\n').map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </Card>
    </Stack>
  );
}
