import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useTranslation } from '@portal/core';

export interface LoadStateProps<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly retry: () => void;
  /** True when the loaded data has nothing to show. */
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyTitle?: ReactNode;
  readonly children: (data: T) => ReactNode;
}

/** One read's three states before its content: loading, failed (with retry), empty. */
export function LoadState<T>({ data, error, retry, isEmpty, emptyTitle, children }: LoadStateProps<T>) {
  const { t } = useTranslation('admin');
  if (error) {
    return (
      <ErrorState onRetry={retry}>
        <p>{t('developer.loadFailed')}</p>
      </ErrorState>
    );
  }
  if (data === undefined) return <LoadingSkeleton lines={3} label={t('developer.loading')} />;
  if (isEmpty?.(data)) return <EmptyState title={emptyTitle} headingLevel={3} />;
  return <>{children(data)}</>;
}
