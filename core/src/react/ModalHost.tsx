import { Suspense, useSyncExternalStore } from 'react';
import { LoggerRef } from '../services/logger/logger';
import { coreModalName } from '../services/modals/coreModals';
import { ModalServiceRef, type OpenModal } from '../services/modals/modalService';
import { ContributionErrorBoundary } from './ContributionErrorBoundary';
import { CoreMessageModal } from './CoreMessageModal';
import { lazyComponent } from './lazyComponent';
import { ModalDialog } from '../ui/ModalDialog';
import { useActiveContributions } from './useActiveContributions';
import { useService } from './useService';

/** Renders the open modals, the last one on top. Mount once, near the root of the portal. */
export function ModalHost() {
  const modals = useService(ModalServiceRef);
  const open = useSyncExternalStore(modals.subscribe, modals.getSnapshot);
  return (
    <>
      {open.map((modal) => (
        <OpenModalView key={modal.key} modal={modal} />
      ))}
    </>
  );
}

function OpenModalView({ modal }: { modal: OpenModal }) {
  const { modals: contributions } = useActiveContributions();
  const logger = useService(LoggerRef);
  const coreName = coreModalName(modal.ref.id);
  const contribution = contributions.find((c) => c.ref.id === modal.ref.id);

  let body;
  if (coreName) {
    body = <CoreMessageModal name={coreName} props={modal.props as never} resolve={modal.resolve} dismiss={modal.dismiss} />;
  } else if (contribution) {
    const Component = lazyComponent(contribution.component);
    body = <Component props={modal.props} resolve={modal.resolve} dismiss={modal.dismiss} />;
  } else {
    // The runtime closes modals whose feature goes off; this only guards a stale render.
    return null;
  }
  return (
    <ModalDialog kind={modal.ref.modalKind} onDismiss={modal.dismiss}>
      <ContributionErrorBoundary id={modal.ref.id} logger={logger}>
        <Suspense fallback={null}>{body}</Suspense>
      </ContributionErrorBoundary>
    </ModalDialog>
  );
}
