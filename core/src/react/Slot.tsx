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
}

/** Renders every active contribution to a slot, in order, each loaded lazily and isolated from the others. */
export function Slot<P>({ slot, props, fallback = null }: SlotProps<P>) {
  const { slots } = useActiveContributions();
  const logger = useService(LoggerRef);
  const filling = useMemo(() => slots.filter((s) => s.slot.id === slot.id), [slots, slot.id]);
  const { i18n } = useTranslation();
  return (
    <>
      {filling.map((contribution) => {
        const Component = lazyComponent<P>(contribution.component);
        // The contribution's texts load alongside its chunk rather than after it.
        preloadPluginTexts(i18n, pluginIdOf(contribution.id));
        return (
          <ContributionErrorBoundary key={contribution.id} id={contribution.id} logger={logger}>
            <Suspense fallback={fallback}>
              <Component {...(props as P & object)} />
            </Suspense>
          </ContributionErrorBoundary>
        );
      })}
    </>
  );
}
