import { HeaderActionLink } from '@portal/ui';
import { pluginStartupNamespace, useSession, useTranslation } from '@portal/core';
import { messagesRoute } from '../routes';
import { UnreadCount } from './UnreadMenuBadge';

/** The header's link to the inbox with the unread count (HEADER_ACTIONS_SLOT); hidden without a session. */
export default function HeaderMessagesLink() {
  const { t } = useTranslation(pluginStartupNamespace('messages'));
  if (useSession().status !== 'loggedIn') return null;
  return (
    <HeaderActionLink to={messagesRoute.defaultPath}>
      {t('menu.messages')}
      <UnreadCount />
    </HeaderActionLink>
  );
}
