import { StatusMessage } from '@portal/ui';
import { useTranslation } from '@portal/core';

/** The outcome of an instant setting: a polite "saved", or an alert when the write failed. */
export function SettingSaved({ state }: { readonly state: 'idle' | 'saved' | 'failed' }) {
  const { t } = useTranslation('settings');
  if (state === 'idle') return null;
  return state === 'saved' ? <StatusMessage>{t('page.saved')}</StatusMessage> : <StatusMessage tone="error">{t('page.saveFailed')}</StatusMessage>;
}
