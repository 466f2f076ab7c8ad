import type { ModalRef } from '../../plugin/modalRef';
import { CORE_MODALS, type CoreMessageModalProps } from '../modals/coreModals';
import type { ModalService } from '../modals/modalService';
import { ApiRequestError } from './apiRequestError';

/**
 * requirements §8: which core modal tells the user about a failed call. Plugins with their own error modals
 * (representation, main-user transfer) check the code first and fall back to this.
 */
export function coreModalForError(error: unknown): ModalRef<CoreMessageModalProps | void, void> {
  if (!(error instanceof ApiRequestError)) return CORE_MODALS.generalError;
  switch (error.code) {
    case 'UNAUTHORIZED':
      return CORE_MODALS.sessionExpired;
    case 'ACCOUNT_ALREADY_EXISTS':
      return CORE_MODALS.accountAlreadyExists;
    case 'PDF_NOT_FOUND':
      return CORE_MODALS.pdfNotFound;
    case 'EXECUTION_FAILED':
      return CORE_MODALS.executionFailed;
    case 'NETWORK':
      return CORE_MODALS.requestFailed;
    case 'INVALID_RESPONSE':
      return CORE_MODALS.generalError;
    case 'DEMO_NOT_AVAILABLE':
      return CORE_MODALS.demoNotAvailable;
  }
  // The request itself was refused (bad input, forbidden, conflict): the call failed, not the portal.
  if (error.status >= 400 && error.status < 500) return CORE_MODALS.requestFailed;
  return CORE_MODALS.generalError;
}

/**
 * Shows the right core modal for a failed call. Session expiry is not shown here: the session
 * service already opened its modal when the 401 arrived.
 */
export function showApiErrorModal(modals: ModalService, error: unknown): void {
  const ref = coreModalForError(error);
  if (ref === CORE_MODALS.sessionExpired) return;
  modals.open(ref, error instanceof ApiRequestError ? { code: error.code } : undefined);
}
