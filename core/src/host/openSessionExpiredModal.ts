import { CORE_MODALS } from '../services/modals/coreModals';
import type { ModalService } from '../services/modals/modalService';
import type { SessionService } from '../services/session/sessionService';

/**
 * requirements §8: when the session ends without the user asking (a 401, or refresh gave up after expiry),
 * tell them with the core session-expired modal. Returns the unsubscribe.
 */
export function openSessionExpiredModal(session: SessionService, modals: ModalService): () => void {
  let previous = session.getSnapshot().status;
  return session.subscribe(() => {
    const status = session.getSnapshot().status;
    if (status === 'expired' && previous !== 'expired') modals.open(CORE_MODALS.sessionExpired);
    previous = status;
  });
}
