import { lazy, Suspense } from 'react';
import type { WebPushToggleFieldProps } from './WebPushToggleField';

const WebPushToggleField = lazy(() => import('./WebPushToggleField'));

/**
 * "Ilmoitukset tähän laitteeseen": turns web push on and off for this browser. For settings pages
 * (alerts, messages). The control, its texts and the Push API code load in their own chunk when it is
 * first drawn, so a plugin can use it without adding to the start-up JS.
 */
export function WebPushToggle(props: WebPushToggleFieldProps) {
  return (
    <Suspense fallback={null}>
      <WebPushToggleField {...props} />
    </Suspense>
  );
}
