import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPluginTexts } from '../host/createPortalI18n';
import { pluginIdOf } from '../plugin/pluginIdOf';
import type { SlotRef } from '../plugin/slotRef';
import { LoggerRef } from '../services/logger/logger';
import { ContributionErrorBoundary } from './ContributionErrorBoundary';
import { lazyComponent } from './lazyComponent';
import { useActiveContributions } from './useActiveContributions';
import { useService } from './useService';

export interface SlotProps<P> {
  /**
   * Which extension point. Named `slot`, not `ref`: React reserves `ref` for element references.
   */
  readonly slot: SlotRef<P>;
  readonly props: P;
  /** Shown while a contribution's chunk loads. */
  readonly fallback?: ReactNode;
  /** Contribution ids in the order to show them (a company's choice); the rest follow in their own order. */
  readonly order?: readonly string[];
  /**
   * `{ id: replacedId }`: while contribution `id` is active, `replacedId` is not shown (a company's
   * choice between two cards that say the same); when `id` is not active, `replacedId` shows as usual.
   */
  readonly replacements?: Readonly<Record<string, string>>;
  /** Shown instead of a contribution that failed to render; `retry` renders it again. Default: nothing. */
  readonly renderError?: (retry: () => void) => ReactNode;
}

/** Listed ids first, in the list's order; then the others, keeping their plugins' order. */
export function orderContributions<C extends { readonly id: string }>(contributions: readonly C[], order: readonly string[] = []): C[] {
  const rank = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return contributions
    .map((contribution, index) => ({ contribution, index }))
    .sort((a, b) => rank(a.contribution.id) - rank(b.contribution.id) || a.index - b.index)
    .map(({ contribution }) => contribution);
}

/** Renders every active contribution to a slot, in order, each loaded lazily and isolated from the others. */
export function Slot<P>({ slot, props, fallback = null, order, replacements, renderError }: SlotProps<P>) {
  const { slots } = useActiveContributions();
  const logger = useService(LoggerRef);
  const filling = useMemo(() => {
    const here = slots.filter((s) => s.slot.id === slot.id);
    const replaced = new Set(here.flatMap((s) => (replacements?.[s.id] ? [replacements[s.id]] : [])));
    return orderContributions(
      here.filter((s) => !replaced.has(s.id)),
      order,
    );
  }, [slots, slot.id, order, replacements]);
  const { i18n } = useTranslation();
  return (
    <>
      {filling.map((contribution) => {
        const Component = lazyComponent<P>(contribution.component);
        // The contribution's texts load alongside its chunk rather than after it.
        preloadPluginTexts(i18n, pluginIdOf(contribution.id));
        return (
          <ContributionErrorBoundary key={contribution.id} id={contribution.id} logger={logger} renderError={renderError}>
            <Suspense fallback={fallback}>
              <Component {...(props as P & object)} />
            </Suspense>
          </ContributionErrorBoundary>
        );
      })}
    </>
  );
}
