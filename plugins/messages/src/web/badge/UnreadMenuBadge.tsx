import styled from 'styled-components';
import { pluginStartupNamespace, useTranslation } from '@portal/core';
import { VisuallyHidden } from '@portal/ui';
import { useUnreadCount } from '../hooks/useUnreadCount';

/** A count pill; its colours are the theme's, which pass AA contrast in every company theme. */
export const CountPill = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: 0.5em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: 0.875em;
  font-weight: 700;
  line-height: 1.5;
  text-align: center;
`;

/**
 * The unread count, drawn after a label (the menu step, the header link). The digits are hidden from
 * screen readers and the sentence "3 lukematonta viestiä" read instead, so the link's name says it.
 * Its texts are startup texts: the menu draws it before the plugin's other texts have loaded.
 */
export function UnreadCount() {
  const { t } = useTranslation(pluginStartupNamespace('messages'));
  const count = useUnreadCount().data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <>
      <CountPill aria-hidden="true" data-testid="unread-count">
        {count}
      </CountPill>
      <VisuallyHidden>{` (${t('badge.unread', { count })})`}</VisuallyHidden>
    </>
  );
}

export default UnreadCount;
