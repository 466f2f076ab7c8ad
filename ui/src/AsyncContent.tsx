import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingSkeleton, type LoadingSkeletonProps } from './LoadingSkeleton';

/** The part of a read's state that decides what to show: what useApi (SWR) answers. */
export interface ReadState<Data> {
  readonly data: Data | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
  /** Reads again; offered as "Yritä uudelleen" when the read failed. */
  readonly mutate?: () => unknown;
}

export interface AsyncContentProps<Data> {
  readonly read: ReadState<Data>;
  /** What failed, in the customer's words ("Laskuja ei voitu hakea."). */
  readonly errorText: ReactNode;
  /** The shape that stands in while loading (lines, or a block of a chart's height). */
  readonly loading?: LoadingSkeletonProps;
  /** Whether the answer has nothing to show; `empty` is shown instead of the content then. */
  readonly isEmpty?: (data: Data) => boolean;
  /** Usually an EmptyState that says so and offers the next step. */
  readonly empty?: ReactNode;
  readonly children: (data: Data) => ReactNode;
}

/**
 * The four states of a read in one place — loading, failed, empty, data — so every page shows them the
 * same way: a skeleton while nothing is known, the error with a retry when nothing could be read, the
 * empty state, or the content. Data already read stays on screen while it is read again, and a failed
 * re-read of data already shown keeps the data (SWR retries it) rather than replacing it by an error.
 */
export function AsyncContent<Data>({ read, errorText, loading, isEmpty, empty, children }: AsyncContentProps<Data>) {
  const { data, error, isLoading, mutate } = read;
  if (data === undefined) {
    // Not read yet (or not asked yet: a null key) counts as loading.
    if (!error || isLoading) return <LoadingSkeleton {...loading} />;
    return <ErrorState onRetry={mutate ? () => void mutate() : undefined}>{errorText}</ErrorState>;
  }
  if (isEmpty?.(data)) return <>{empty ?? null}</>;
  return <>{children(data)}</>;
}
