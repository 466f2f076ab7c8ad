import { createModalRef } from '@portal/core';
import type { ActivationOutcome } from '../contract/representation';

export interface GrantSummaryProps {
  readonly email: string;
  readonly places: readonly string[];
  /** D.M.YYYY */
  readonly lastDay: string;
}
/** requirements §2 "representation grant": confirm, then success (requirements §4 modal flow). */
export const GRANT_CONFIRM_MODAL = createModalRef<GrantSummaryProps, 'confirmed'>({ id: 'representation.grantConfirm', kind: 'confirm' });
export const GRANT_SUCCESS_MODAL = createModalRef<GrantSummaryProps>({ id: 'representation.grantSuccess', kind: 'success' });

export interface RemoveProps {
  readonly name: string;
}
/** requirements §2 "representation remove": asks before the right ends for good. */
export const REMOVE_CONFIRM_MODAL = createModalRef<RemoveProps, 'confirmed'>({ id: 'representation.removeConfirm', kind: 'confirm' });

export interface OutcomeProps {
  readonly outcome: ActivationOutcome;
  /** The customer's name when the answer named the grant. */
  readonly name: string | null;
}
/** requirements §2 "representation receive" and requirements §8: one modal per activation outcome. */
export const OUTCOME_MODALS: Record<ActivationOutcome, ReturnType<typeof createModalRef<OutcomeProps>>> = {
  RepresentativeDone: createModalRef<OutcomeProps>({ id: 'representation.done', kind: 'success' }),
  RepresentativeAlreadyActivatedException: createModalRef<OutcomeProps>({ id: 'representation.alreadyActivated', kind: 'info' }),
  RepresentativeAlreadyRevokedException: createModalRef<OutcomeProps>({ id: 'representation.alreadyRevoked', kind: 'error' }),
  RepresentativeEmailMismatchException: createModalRef<OutcomeProps>({ id: 'representation.emailMismatch', kind: 'error' }),
  RepresentativeGeneralException: createModalRef<OutcomeProps>({ id: 'representation.general', kind: 'error' }),
};
