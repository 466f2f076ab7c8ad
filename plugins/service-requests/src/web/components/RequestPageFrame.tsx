import { ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { serviceRequestsRoute } from '../routes';

export interface RequestPageFrameProps {
  readonly title: string;
  readonly intro: string;
  /** The customer's places and requests, which every form page needs before it can show a field. */
  readonly load: { readonly error: unknown; readonly ready: boolean; readonly retry: () => void };
  /** Drawn only once the load is ready. */
  readonly children: () => ReactNode;
}

/** A form page under `/asiointi`: its header with the way back, and the load's error and loading states. */
export function RequestPageFrame({ title, intro, load, children }: RequestPageFrameProps) {
  const { t } = useTranslation('service-requests');
  const header = <PageHeader title={title} description={intro} context={<Link to={serviceRequestsRoute.defaultPath}>{t('page.back')}</Link>} />;
  return (
    <Stack>
      {header}
      {load.error ? (
        <ErrorState onRetry={load.retry}>{t('page.error')}</ErrorState>
      ) : !load.ready ? (
        <LoadingSkeleton lines={4} label={t('page.loading')} />
      ) : (
        children()
      )}
    </Stack>
  );
}
