import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPluginTexts } from '../host/createPortalI18n';
import { pluginIdOf } from '../plugin/pluginIdOf';
import { LoggerRef } from '../services/logger/logger';
import { coreModalName } from '../services/modals/coreModals';
import type { OpenModal } from '../services/modals/modalService';
import { ContributionErrorBoundary } from './ContributionErrorBoundary';
import { CoreMessageModal } from './CoreMessageModal';
import { lazyComponent } from './lazyComponent';
import { ModalDialog } from './ModalDialog';
import { useActiveContributions } from './useActiveContributions';
import { useService } from './useService';

/**
 * One open modal in its dialog frame: a plugin's lazy component or a core message. A chunk of its own
 * (ModalHost loads it), so the dialog frame and the core messages stay out of the start-up bundle.
 */
export default function OpenModalView({ modal }: { modal: OpenModal }) {
  const { modals: contributions } = useActiveContributions();
  const logger = useService(LoggerRef);
  const coreName = coreModalName(modal.ref.id);
  const contribution = contributions.find((c) => c.ref.id === modal.ref.id);
  const { i18n } = useTranslation();

  let body;
  if (coreName) {
    body = <CoreMessageModal name={coreName} props={modal.props as never} resolve={modal.resolve} dismiss={modal.dismiss} />;
  } else if (contribution) {
    const Component = lazyComponent(contribution.component);
    preloadPluginTexts(i18n, pluginIdOf(contribution.ref.id));
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
