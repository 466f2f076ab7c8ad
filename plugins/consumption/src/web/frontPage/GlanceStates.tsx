import { Card, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useTranslation } from '@portal/core';

/** A front-page card whose data is on its way: its title and grey lines, no flashing text. */
export function GlanceLoading({ title }: { readonly title: string }) {
  return (
    <Card title={title}>
      <LoadingSkeleton lines={3} />
    </Card>
  );
}

/** A front-page card whose read failed: its title, what failed and a retry, so the others stay. */
export function GlanceError({ title, onRetry }: { readonly title: string; readonly onRetry: () => void }) {
  const { t } = useTranslation('consumption');
  return (
    <Card title={title}>
      <ErrorState onRetry={onRetry}>{t('common.error')}</ErrorState>
    </Card>
  );
}
