import { Card, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useTranslation, type LocationCardProps } from '@portal/core';
import { noticeListSchema } from '../../contract/notices';
import { MESSAGES_API } from '../../contract/paths';
import { NoticeList } from './NoticeList';

/** The place page's notices (a disruption there, company-wide notices); nothing when there are none. */
export default function LocationNotices({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('messages');
  const notices = useApi(MESSAGES_API.locationNotifications(locationIdentifier), noticeListSchema);
  const title = t('notices.title');
  if (notices.error) {
    return (
      <Card headingLevel={3} title={title}>
        <ErrorState onRetry={() => void notices.mutate()}>{t('notices.error')}</ErrorState>
      </Card>
    );
  }
  if (!notices.data) {
    return (
      <Card headingLevel={3} title={title}>
        <LoadingSkeleton lines={2} label={t('notices.loading')} />
      </Card>
    );
  }
  if (notices.data.notifications.length === 0) return null;
  return (
    <Card headingLevel={3} title={title}>
      <NoticeList notices={notices.data.notifications} />
    </Card>
  );
}
