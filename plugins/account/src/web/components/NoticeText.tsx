import { StatusMessage } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { Notice as NoticeKey } from '../model/flowState';

const KEYS: Record<NoticeKey, string> = {
  confirmed: 'notices.confirmed',
  passwordChanged: 'notices.passwordChanged',
  loggedOut: 'notices.loggedOut',
  emailNotConfirmed: 'errors.EMAIL_NOT_CONFIRMED',
  codeSent: 'reset.codeSent',
  resetRequired: 'notices.resetRequired',
};

/** The notice one screen hands to the next, e.g. "password changed" on the login page. */
export function NoticeText({ notice }: { readonly notice: NoticeKey | undefined }) {
  const { t } = useTranslation('account');
  return notice ? <StatusMessage>{t(KEYS[notice])}</StatusMessage> : null;
}
