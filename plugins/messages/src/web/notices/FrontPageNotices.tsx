import { Card, ErrorState, LoadingSkeleton, Stack } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { noticeListSchema, popupListSchema } from '../../contract/notices';
import { MESSAGES_API } from '../../contract/paths';
import { NoticeList } from './NoticeList';
import { PopupCard } from './PopupCard';

/**
 * Front page: the person's popups (each a card with accept and close) and the notices in force
 * (timed, representative, disruption at their places). Nothing when there is nothing to say.
 */
export default function FrontPageNotices() {
  const { t } = useTranslation('messages');
  const notices = useApi(MESSAGES_API.notifications, noticeListSchema);
  const popups = useApi(MESSAGES_API.popups, popupListSchema);
  const title = t('notices.title');
  if (notices.error || popups.error) {
    return (
      <Card headingLevel={2} title={title}>
        <ErrorState
          onRetry={() => {
            void notices.mutate();
            void popups.mutate();
          }}
        >
          {t('notices.error')}
        </ErrorState>
      </Card>
    );
  }
  if (!notices.data || !popups.data) {
    return (
      <Card headingLevel={2} title={title}>
        <LoadingSkeleton lines={2} label={t('notices.loading')} />
      </Card>
    );
  }
  if (notices.data.notifications.length === 0 && popups.data.popups.length === 0) return null;
  return (
    <Stack>
      {popups.data.popups.map((popup) => (
        <PopupCard key={popup.id} popup={popup} />
      ))}
      {notices.data.notifications.length > 0 && (
        <Card headingLevel={2} title={title}>
          <NoticeList notices={notices.data.notifications} />
        </Card>
      )}
    </Stack>
  );
}
