import { SecondaryButton, StatusMessage, useTranslation } from '@portal/core';

/** A read that failed: what failed, in words, and a button that asks again (the sections' one error state). */
export function ErrorWithRetry({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useTranslation('consumption');
  return (
    <StatusMessage
      tone="error"
      action={
        <SecondaryButton type="button" onClick={onRetry}>
          {t('common.retry')}
        </SecondaryButton>
      }
    >
      {message}
    </StatusMessage>
  );
}
