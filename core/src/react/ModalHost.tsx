import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ModalServiceRef } from '../services/modals/modalService';
import { useService } from './useService';

const loadOpenModalView = () => import('./OpenModalView');
const OpenModalView = lazy(loadOpenModalView);

/**
 * Renders the open modals, the last one on top. Mount once, near the root of the portal. The dialog
 * frame is a chunk of its own, fetched right after the first render (not in the start-up bundle, but
 * there before a modal is usually needed, e.g. the general error after the network has gone).
 */
export function ModalHost() {
  const modals = useService(ModalServiceRef);
  const open = useSyncExternalStore(modals.subscribe, modals.getSnapshot);
  useEffect(() => {
    loadOpenModalView().catch(() => undefined);
  }, []);
  return (
    <Suspense fallback={null}>
      {open.map((modal) => (
        <OpenModalView key={modal.key} modal={modal} />
      ))}
    </Suspense>
  );
}
