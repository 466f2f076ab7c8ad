import styled from 'styled-components';
import { StatusBadge, MutedText, type BadgeTone } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { Notice } from '../../contract/notices';

const TONE: Record<Notice['type'], BadgeTone> = { disruption: 'warning', timed: 'info', representative: 'neutral' };

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Title = styled.p`
  margin: 0.25rem 0;
  font-weight: 700;
`;

const Text = styled.p`
  margin: 0 0 0.25rem;
`;

/** Notices (timed, representative, disruption) as a list: the kind as a badge, title, text and end. */
export function NoticeList({ notices }: { readonly notices: readonly Notice[] }) {
  const { t } = useTranslation('messages');
  const format = useFormatters();
  return (
    <List>
      {notices.map((notice) => (
        <li key={notice.id}>
          <StatusBadge tone={TONE[notice.type]}>{t(`notices.${notice.type}`)}</StatusBadge>
          <Title>{notice.title}</Title>
          <Text>{notice.body}</Text>
          {notice.endsAt && <MutedText>{t('notices.until', { date: format.dateTime(notice.endsAt) })}</MutedText>}
        </li>
      ))}
    </List>
  );
}
