import { StatusMessage } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { topBarResponseSchema } from '../../contract/notices';
import { MESSAGES_API } from '../../contract/paths';

/**
 * The top-bar notification an administrator published (TOP_BAR_SLOT, in the shell's polite live
 * region), in the page's language; shown signed in or not. Nothing while there is none or the read fails.
 */
export default function TopBarNotice() {
  const { i18n } = useTranslation();
  const language = ['fi', 'sv', 'en'].includes(i18n.language) ? i18n.language : 'fi';
  const topBar = useApi([MESSAGES_API.topBar, { language }], topBarResponseSchema);
  const notification = topBar.data?.notification;
  if (!notification) return null;
  return <StatusMessage tone={notification.severity === 'warning' ? 'error' : 'info'}>{notification.text}</StatusMessage>;
}
